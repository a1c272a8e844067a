package com.lightwire.ui.dag;

import com.lightwire.figure.Viewport;

/**
 * Fit for the Gantt sheet: the whole sheet when it is readable (at least {@value #READABLE} scale), else the sheet's
 * width, top aligned, so a Gantt of many pod pairs (megatron-462b's) reads from its first lanes down instead
 * of shrinking to a strip.
 */
final class DagGanttFraming {

    static final double READABLE = 0.5;

    private DagGanttFraming() {
    }

    static Viewport readable(Viewport whole, double sheetWidth) {
        if (whole.scale() >= READABLE || sheetWidth <= 0) {
            return whole;
        }
        double pad = 8;
        double scale = Math.min(1, Math.max(READABLE, (whole.width() - 2 * pad) / sheetWidth));
        return new Viewport(scale, Math.max(pad, (whole.width() - sheetWidth * scale) / 2), pad, whole.width(),
                whole.height());
    }
}
