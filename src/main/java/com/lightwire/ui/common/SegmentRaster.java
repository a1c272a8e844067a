package com.lightwire.ui.common;

import java.util.Arrays;

/**
 * Rasterizes straight, butt-capped line segments of one colour into an alpha buffer (one byte per pixel) with
 * anti-aliasing by area coverage: each segment is walked along its major axis one pixel column at a time and, in each
 * column, the stroke's extent across that axis is spread over the pixels it covers, composited source-over (for one
 * colour only the alpha needs keeping). {@link #compositeInto} then lays the touched pixels, in one colour, over a
 * premultiplied ARGB image and clears them for the next batch. Cost
 * O(length × width) per segment and nothing per scanline, which beats a general path rasterizer by far when thousands
 * of long, thin lines cross the view (the software pipeline sorts every edge crossing on every sub-pixel row).
 * Plain Java, no toolkit.
 */
final class SegmentRaster {

    private byte[] alphas = new byte[0];
    /** Per row, the first and last column touched since the last composite (max/-1 when untouched). */
    private int[] rowFirst = new int[0];
    private int[] rowLast = new int[0];
    private int originX;
    private int originY;
    private int width;
    private int height;
    private int dirtyY0;
    private int dirtyY1;
    private boolean dirty;

    /** Clears the buffer to transparent and places its top-left pixel at (x, y). */
    void reset(int x, int y, int w, int h) {
        originX = x;
        originY = y;
        width = w;
        height = h;
        if (alphas.length < w * h) {
            alphas = new byte[w * h];
        } else {
            Arrays.fill(alphas, 0, w * h, (byte) 0);
        }
        if (rowFirst.length < h) {
            rowFirst = new int[h];
            rowLast = new int[h];
        }
        Arrays.fill(rowFirst, 0, h, Integer.MAX_VALUE);
        Arrays.fill(rowLast, 0, h, -1);
        dirty = false;
    }

    /** True when the buffer has the given place and size (and so needs no reset between batches). */
    boolean covers(int x, int y, int w, int h) {
        return originX == x && originY == y && width == w && height == h;
    }

    /**
     * Lays the touched pixels in colour {@code rgb} (the alphas already include the colour's own) source-over onto the
     * premultiplied ARGB image {@code target}, which shows this buffer's rectangle at (tx, ty) of size tw × th, then
     * clears them. O(touched rectangle).
     */
    void compositeInto(int[] target, int tx, int ty, int tw, int th, int rgb) {
        if (!dirty) {
            return;
        }
        int[] colors = palette(rgb);
        for (int y = Math.max(0, dirtyY0); y <= Math.min(height - 1, dirtyY1); y++) {
            boolean rowInside = y >= ty && y < ty + th;
            int x1 = Math.min(width - 1, rowLast[y]);
            for (int x = Math.max(0, rowFirst[y]), i = y * width + x; x <= x1; x++, i++) {
                int a = alphas[i] & 0xff;
                if (a != 0) {
                    if (rowInside && x >= tx && x < tx + tw) {
                        int t = (y - ty) * tw + x - tx;
                        target[t] = colors[a] + scale(target[t], 255 - a);
                    }
                    alphas[i] = 0;
                }
            }
            rowFirst[y] = Integer.MAX_VALUE;
            rowLast[y] = -1;
        }
        dirty = false;
    }

    private static int scale(int argbPre, int factor) {
        return ((argbPre >>> 24) * factor / 255 << 24) | (((argbPre >> 16) & 0xff) * factor / 255 << 16)
                | (((argbPre >> 8) & 0xff) * factor / 255 << 8) | (argbPre & 0xff) * factor / 255;
    }

    /** Alpha (0..255) of each pixel, row by row with stride {@link #width()}; only width × height are meaningful. */
    byte[] alphas() {
        return alphas;
    }

    /** 256 premultiplied ARGB colours: entry i is colour {@code rgb} at alpha i, to read {@link #alphas()} with. */
    static int[] palette(int rgb) {
        int[] colors = new int[256];
        for (int a = 0; a < 256; a++) {
            colors[a] = (a << 24) | (((rgb >> 16) & 0xff) * a / 255 << 16) | (((rgb >> 8) & 0xff) * a / 255 << 8)
                    | (rgb & 0xff) * a / 255;
        }
        return colors;
    }

    int width() {
        return width;
    }

    int height() {
        return height;
    }

    /** Adds a segment of the given width (pixels); only the alpha byte of {@code argb} (0xAARRGGBB) is used. */
    void segment(double x1, double y1, double x2, double y2, int argb, double lineWidth) {
        double ax = x1 - originX;
        double ay = y1 - originY;
        double bx = x2 - originX;
        double by = y2 - originY;
        double pad = lineWidth + 2;
        boolean first = !dirty;
        dirty = true;
        dirtyY0 = (int) Math.floor(Math.min(first ? Double.MAX_VALUE : dirtyY0, Math.min(ay, by) - pad));
        dirtyY1 = (int) Math.ceil(Math.max(first ? -Double.MAX_VALUE : dirtyY1, Math.max(ay, by) + pad));
        if (Math.abs(bx - ax) >= Math.abs(by - ay)) {
            sweep(ax, ay, bx, by, argb, lineWidth, false);
        } else {
            sweep(ay, ax, by, bx, argb, lineWidth, true);
        }
    }

    /** Walks the major axis u column by column; transposed when u is the y axis. */
    private void sweep(double u1, double v1, double u2, double v2, int argb, double lineWidth, boolean transposed) {
        if (u2 < u1) {
            sweep(u2, v2, u1, v1, argb, lineWidth, transposed);
            return;
        }
        double slope = u2 == u1 ? 0 : (v2 - v1) / (u2 - u1);
        double half = lineWidth / 2 * Math.sqrt(1 + slope * slope);
        int uLimit = transposed ? height : width;
        int vLimit = transposed ? width : height;
        int first = Math.max(0, (int) Math.floor(u1));
        int last = Math.min(uLimit - 1, (int) Math.floor(u2));
        for (int u = first; u <= last; u++) {
            double columnCover = Math.min(u + 1, u2) - Math.max(u, u1);
            if (u1 == u2) {
                columnCover = 1;
            }
            double centre = Math.max(u1, Math.min(u2, u + 0.5));
            double v = v1 + (centre - u1) * slope;
            spread(u, v - half, v + half, columnCover, argb, vLimit, transposed);
        }
    }

    /** Covers [lo, hi) across column u: the two end pixels by their overlap, the ones between fully. */
    private void spread(int u, double lo, double hi, double columnCover, int argb, int vLimit, boolean transposed) {
        int from = (int) Math.floor(lo);
        int to = (int) Math.floor(hi);
        markTouched(u, Math.max(0, from), Math.min(vLimit - 1, to), transposed);
        double columnAlpha = ((argb >>> 24) & 0xff) * Math.min(1, columnCover);
        int step = transposed ? 1 : width;
        int base = transposed ? u * width : u;
        if (from == to) {
            add(base, step, from, vLimit, (int) (columnAlpha * (hi - lo) + 0.5));
            return;
        }
        add(base, step, from, vLimit, (int) (columnAlpha * (from + 1 - lo) + 0.5));
        int full = (int) (columnAlpha + 0.5);
        for (int v = Math.max(0, from + 1); v < Math.min(vLimit, to); v++) {
            blend(base + v * step, full);
        }
        add(base, step, to, vLimit, (int) (columnAlpha * (hi - to) + 0.5));
    }

    /** Records the span [from, to] of column (or, transposed, row) u as touched. */
    private void markTouched(int u, int from, int to, boolean transposed) {
        if (from > to) {
            return;
        }
        if (transposed) {
            touch(u, from);
            touch(u, to);
        } else {
            for (int y = from; y <= to; y++) {
                touch(y, u);
            }
        }
    }

    private void add(int base, int step, int v, int vLimit, int a) {
        if (a > 0 && v >= 0 && v < vLimit) {
            blend(base + v * step, a);
        }
    }

    /** Records that row {@code y} was touched at column {@code x}, so compositing can skip the rest of the row. */
    private void touch(int y, int x) {
        if (x < rowFirst[y]) {
            rowFirst[y] = x;
        }
        if (x > rowLast[y]) {
            rowLast[y] = x;
        }
    }

    /** Source-over of alpha {@code a} (0..255) onto a pixel of the same colour. */
    private void blend(int index, int a) {
        int dst = alphas[index] & 0xff;
        alphas[index] = (byte) (a + dst * (255 - a) / 255);
    }
}
