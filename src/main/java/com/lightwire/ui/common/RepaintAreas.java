package com.lightwire.ui.common;

import com.lightwire.figure.Viewport;

import java.util.ArrayList;
import java.util.List;

/**
 * The screen boxes a region repaint of {@link ZoomableCanvas} clears and paints: world rectangles mapped through the
 * camera, widened to whole pixels plus one on every side (anti-aliased edges stay inside) and cut to the screen area.
 * Whole pixels keep the clip exact, so a box holds exactly the pixels a full repaint would give it.
 */
final class RepaintAreas {

    private RepaintAreas() {
    }

    /**
     * The boxes covering {@code world} ({x, y, width, height} each, world units) under {@code v}, boxes outside the
     * screen left out; null when there are more than {@code maxBoxes} or they cover more than {@code maxShare} of the
     * screen, where one full repaint is cheaper. O(rectangles).
     */
    static List<Viewport.Area> covering(List<double[]> world, Viewport v, double maxShare, int maxBoxes) {
        if (world.size() > maxBoxes) {
            return null;
        }
        List<Viewport.Area> boxes = new ArrayList<>(world.size());
        double covered = 0;
        for (double[] r : world) {
            double x0 = Math.max(0, Math.floor(v.toScreenX(r[0])) - 1);
            double y0 = Math.max(0, Math.floor(v.toScreenY(r[1])) - 1);
            double x1 = Math.min(Math.ceil(v.width()), Math.ceil(v.toScreenX(r[0] + r[2])) + 1);
            double y1 = Math.min(Math.ceil(v.height()), Math.ceil(v.toScreenY(r[1] + r[3])) + 1);
            if (x1 > x0 && y1 > y0) {
                boxes.add(new Viewport.Area(x0, y0, x1 - x0, y1 - y0));
                covered += (x1 - x0) * (y1 - y0);
            }
        }
        return covered > maxShare * v.width() * v.height() ? null : boxes;
    }
}
