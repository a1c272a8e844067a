package com.lightwire.figure;

import java.util.function.IntFunction;

/**
 * Titled tick labels along the top and left edges of a grid of equal cells (a matrix, a grid of OCS tiles), drawn in
 * screen space so their type stays {@value #TEXT} px at every zoom. Labels thin out as the cells shrink: every
 * k-th index is labelled, k the smallest of 1, 2, 5, 10, 20, 50... that keeps labels from touching. The axes sit just
 * outside the grid when there is room and stick to the view's edges over a background band when the grid is panned
 * under them (frozen headers), so the indices of what is on screen are always readable. Only visible indices are
 * labelled: O(visible indices) per frame.
 */
public final class Axes {

    /** Type size of tick labels and titles, in pixels. */
    public static final double TEXT = 11;
    /** Screen room the axes take left of the grid (titles, labels of up to four digits, ticks), in pixels. */
    public static final double LEFT_ROOM = 54;
    /** Screen room the axes take above the grid, in pixels. */
    public static final double TOP_ROOM = 36;
    private static final double TICK = 3;

    /**
     * One axis: cells {@code 0..count-1} starting at world {@code start}, {@code step} apart, each {@code cell} long.
     *
     * @param title what the axis counts, e.g. "to pod j"
     * @param start world coordinate of cell 0's edge
     * @param step  world distance from one cell to the next
     * @param cell  world length of one cell (at most step)
     * @param count number of cells
     * @param label the label of cell i
     */
    public record Axis(String title, double start, double step, double cell, int count, IntFunction<String> label) {
        /**
         * Screen position of cell i's label along this axis: the middle of the part of the cell inside [lo, hi], or
         * NaN when none of it is (a cell larger than the view is labelled where it shows).
         */
        double labelAt(int i, double screenStart, double scale, double lo, double hi) {
            double a = Math.max(lo, screenStart + (start + i * step) * scale);
            double b = Math.min(hi, screenStart + (start + i * step + cell) * scale);
            return a <= b ? (a + b) / 2 : Double.NaN;
        }

        /** The visible index range [from, to) for the world interval [lo, hi]. */
        int[] range(double lo, double hi) {
            int from = (int) Math.max(0, Math.min(count, Math.floor((lo - start) / step)));
            int to = (int) Math.max(from, Math.min(count, Math.ceil((hi - start) / step)));
            return new int[] {from, to};
        }
    }

    private Axes() {
    }

    /** The smallest of 1, 2, 5, 10, 20, 50... at least {@code cells}: label every k-th cell. */
    public static int labelEvery(double cells) {
        long k = 1;
        while (k < cells && k < Integer.MAX_VALUE / 10) {
            long base = k;
            k = base * 2 >= cells ? base * 2 : base * 5 >= cells ? base * 5 : base * 10;
        }
        return (int) k;
    }

    /**
     * Paints both axes of a grid whose columns run along {@code columns} (x) and rows along {@code rows} (y), in
     * screen coordinates of {@code v} (the painter untransformed).
     */
    public static void paint(Painter p, Viewport v, Palette colors, Axis columns, Axis rows) {
        double left = Math.max(LEFT_ROOM, v.toScreenX(columns.start()));
        double top = Math.max(TOP_ROOM, v.toScreenY(rows.start()));
        int band = (colors.background() & 0x00FFFFFF) | 0xE6000000;
        p.fill(band);
        if (left > v.toScreenX(columns.start())) {
            p.fillRect(0, 0, left, v.height());
        }
        if (top > v.toScreenY(rows.start())) {
            p.fillRect(0, 0, v.width(), top);
        }
        double[] world = v.visibleWorld();
        columnLabels(p, v, colors, columns, columns.range(world[0], world[2]), left, top);
        rowLabels(p, v, colors, rows, rows.range(world[1], world[3]), left, top);
    }

    private static void columnLabels(Painter p, Viewport v, Palette colors, Axis axis, int[] range, double left,
                                     double top) {
        if (range[0] >= range[1]) {
            return;
        }
        double widest = p.textWidth(axis.label().apply(Math.max(0, axis.count() - 1)), TEXT);
        int every = labelEvery((widest + 8) / Math.max(1e-9, axis.step() * v.scale()));
        TextStyle style = TextStyle.of(TEXT).anchor(TextStyle.Anchor.MIDDLE);
        p.stroke(colors.mutedInk(), 1);
        p.fill(colors.ink());
        for (int i = firstMultiple(range[0], every); i < range[1]; i += every) {
            double x = axis.labelAt(i, v.offsetX(), v.scale(), left, v.width());
            if (!Double.isNaN(x)) {
                p.line(x, top - TICK, x, top);
                p.text(axis.label().apply(i), x, top - TICK - 3, style);
            }
        }
        double from = Math.max(left, v.toScreenX(axis.start()));
        double to = Math.min(v.width(), v.toScreenX(axis.start() + axis.count() * axis.step()));
        p.fill(colors.mutedInk());
        p.text(axis.title(), (from + to) / 2, top - TICK - 3 - TEXT - 4, TextStyle.of(TEXT).withBold()
                .anchor(TextStyle.Anchor.MIDDLE));
    }

    private static void rowLabels(Painter p, Viewport v, Palette colors, Axis axis, int[] range, double left,
                                  double top) {
        if (range[0] >= range[1]) {
            return;
        }
        int every = labelEvery((TEXT + 4) / Math.max(1e-9, axis.step() * v.scale()));
        double widest = p.textWidth(axis.label().apply(Math.max(0, axis.count() - 1)), TEXT);
        TextStyle style = TextStyle.of(TEXT).anchor(TextStyle.Anchor.END).baseline(TextStyle.Baseline.MIDDLE);
        p.stroke(colors.mutedInk(), 1);
        p.fill(colors.ink());
        for (int i = firstMultiple(range[0], every); i < range[1]; i += every) {
            double y = axis.labelAt(i, v.offsetY(), v.scale(), top, v.height());
            if (!Double.isNaN(y)) {
                p.line(left - TICK, y, left, y);
                p.text(axis.label().apply(i), left - TICK - 3, y, style);
            }
        }
        double from = Math.max(top, v.toScreenY(axis.start()));
        double to = Math.min(v.height(), v.toScreenY(axis.start() + axis.count() * axis.step()));
        p.fill(colors.mutedInk());
        p.save();
        p.rotate(-Math.PI / 2);
        // a quarter turn back, the screen point (x, y) is drawn at (-y, x)
        double x = Math.max(TEXT / 2 + 2, left - TICK - 3 - widest - 4 - TEXT / 2);
        p.text(axis.title(), -(from + to) / 2, x, TextStyle.of(TEXT).withBold().centred());
        p.restore();
    }

    private static int firstMultiple(int from, int every) {
        return (from + every - 1) / every * every;
    }
}
