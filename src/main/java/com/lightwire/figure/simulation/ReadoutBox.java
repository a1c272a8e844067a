package com.lightwire.figure.simulation;

import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.TextStyle;
import com.lightwire.figure.Viewport;

/** A hover read-out in screen space (readable at every zoom), kept inside the view. */
final class ReadoutBox {

    private static final double SIZE = 12;

    private ReadoutBox() {
    }

    /** Paints {@code text} in a box whose top-left corner is near screen point (x, y). */
    static void paint(Painter p, String text, double x, double y, Viewport v, Palette palette) {
        TextStyle style = TextStyle.of(SIZE).baseline(TextStyle.Baseline.MIDDLE);
        double w = p.textWidth(text, style) + 12;
        double h = SIZE + 10;
        double left = Math.max(2, Math.min(x + 12, v.width() - w - 2));
        double top = Math.max(2, Math.min(y + 12, v.height() - h - 2));
        p.fill(palette.surface());
        p.fillRect(left, top, w, h);
        p.stroke(palette.outline(), 1);
        p.strokeRect(left, top, w, h);
        p.fill(palette.ink());
        p.text(text, left + 6, top + h / 2, style);
    }
}
