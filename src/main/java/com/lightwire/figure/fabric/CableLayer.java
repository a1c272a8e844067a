package com.lightwire.figure.fabric;

import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Viewport;

/**
 * The cables of the Fabric view at three levels of detail, chosen per frame so that the number of segments drawn is
 * bounded whatever the cluster's size: individual strands (trunk, Tx leg, Rx leg) when at most
 * {@value #STRAND_SEGMENT_BUDGET} strand segments cross the view, else one bundle per (pod, OCS group) when at most
 * {@value #BUNDLE_BUDGET} of those cross it, else one bundle per (pod row, OCS group). Every segment is clipped to
 * the view (Liang–Barsky) before it reaches the painter, and each level is stroked as one path per colour. A finer
 * level is also refused when its visible segments would cover more than {@value #INK_BUDGET} pixels (length × width),
 * since painting cost follows the pixels touched. Choosing the level is O(cables) with an early exit once a budget is
 * exceeded; drawing is O(budget).
 */
final class CableLayer {

    /** Zoom from which strands may replace bundles. */
    static final double STRAND_SCALE = 1.5;
    /** Most strand segments (three per cable) drawn in one frame. */
    static final int STRAND_SEGMENT_BUDGET = 3_000;
    /** Most (pod, group) bundles drawn in one frame; beyond it bundles are merged per pod row. */
    static final int BUNDLE_BUDGET = 1_000;
    /** Most (pod row, group) bundles painted in one frame; beyond it neighbouring rows are merged. */
    static final int ROW_BUNDLE_BUDGET = 64;
    /** Most pixels (visible length × (width + 1), summed over segments) a finer level may cover. */
    static final double INK_BUDGET = 800_000;
    /** Stroke width of strands (px). */
    static final double STRAND_WIDTH = 1;
    /** Screen margin (px) kept around the view when clipping, wider than any stroke. */
    private static final double MARGIN = 8;

    private CableLayer() {
    }

    /** The finest level whose visible segments fit the budget. */
    static Detail detail(FabricGeometry g, int filter, Viewport view) {
        Clip clip = new Clip(view);
        if (view.scale() >= STRAND_SCALE && strandsFit(g, filter, clip)) {
            return Detail.STRANDS;
        }
        int visible = 0;
        double ink = 0;
        double inkPerPixel = bundleWidth(view.scale()) + 1;
        for (int b = 0; b < g.bundleX1.length && visible <= BUNDLE_BUDGET && ink <= INK_BUDGET; b++) {
            if (inFilter(g, filter, b) && clip.clip(g.bundleX1[b], g.bundleY1[b], g.bundleX2[b], g.bundleY2[b])) {
                visible++;
                ink += clip.length() * inkPerPixel;
            }
        }
        return visible <= BUNDLE_BUDGET && ink <= INK_BUDGET ? Detail.POD_BUNDLES : Detail.ROW_BUNDLES;
    }

    static double bundleWidth(double scale) {
        return Math.max(1, Math.min(2, scale));
    }

    static double rowBundleWidth(double scale) {
        return Math.max(1.5, Math.min(2, scale * 4));
    }

    /** Draws the cables at the given level and returns the number of segments drawn. */
    static int draw(Painter p, FabricGeometry g, int filter, Viewport view, Detail detail, Palette colors) {
        Clip clip = new Clip(view);
        return switch (detail) {
            case STRANDS -> drawStrands(p, g, filter, clip, colors);
            case POD_BUNDLES -> drawBundles(p, g, filter, clip, colors.bundle(), bundleWidth(view.scale()));
            case ROW_BUNDLES -> drawRowBundles(p, g, filter, clip, colors.bundle(), rowBundleWidth(view.scale()));
        };
    }

    private static boolean inFilter(FabricGeometry g, int filter, int bundle) {
        return FabricState.shows(filter, bundle % Math.max(1, g.groupCount()));
    }

    private static int drawBundles(Painter p, FabricGeometry g, int filter, Clip clip, int color, double width) {
        float[] x1 = g.bundleX1, y1 = g.bundleY1, x2 = g.bundleX2, y2 = g.bundleY2;
        p.stroke(color, width);
        p.beginPath();
        int drawn = 0;
        for (int b = 0; b < x1.length; b++) {
            if (inFilter(g, filter, b) && clip.clip(x1[b], y1[b], x2[b], y2[b])) {
                clip.emit(p);
                drawn++;
            }
        }
        p.strokePath();
        return drawn;
    }

    /**
     * Draws the (pod row, group) bundles; when more than {@value #ROW_BUNDLE_BUDGET} cross the view, each group's
     * bundles of neighbouring rows are merged (starts weighted by cable count) so that at most about that many long
     * lines are painted.
     */
    private static int drawRowBundles(Painter p, FabricGeometry g, int filter, Clip clip, int color, double width) {
        int groups = Math.max(1, g.groupCount());
        int rows = g.rowBundleX1.length / groups;
        int visible = 0;
        for (int b = 0; b < g.rowBundleX1.length; b++) {
            if (inFilter(g, filter, b) && clip.clip(g.rowBundleX1[b], g.rowBundleY1[b], g.rowBundleX2[b], g.rowBundleY2[b])) {
                visible++;
            }
        }
        int block = Math.max(1, (visible + ROW_BUNDLE_BUDGET - 1) / ROW_BUNDLE_BUDGET);
        p.stroke(color, width);
        p.beginPath();
        int drawn = 0;
        for (int h = 0; h < groups; h++) {
            for (int r0 = 0; r0 < rows; r0 += block) {
                if (inFilter(g, filter, r0 * groups + h) && mergedClip(g, clip, h, groups, r0, Math.min(rows, r0 + block))) {
                    clip.emit(p);
                    drawn++;
                }
            }
        }
        p.strokePath();
        return drawn;
    }

    /** Clips the merged bundle of group h over rows [from, to); false when it carries no cable or is off screen. */
    private static boolean mergedClip(FabricGeometry g, Clip clip, int h, int groups, int from, int to) {
        double x = 0;
        double y = 0;
        int cables = 0;
        for (int r = from; r < to; r++) {
            int b = r * groups + h;
            x += g.rowBundleX1[b] * (double) g.rowBundleCables[b];
            y += g.rowBundleY1[b] * (double) g.rowBundleCables[b];
            cables += g.rowBundleCables[b];
        }
        int end = from * groups + h;
        return cables > 0 && clip.clip(x / cables, y / cables, g.rowBundleX2[end], g.rowBundleY2[end]);
    }

    private static int drawStrands(Painter p, FabricGeometry g, int filter, Clip clip, Palette colors) {
        int drawn = 0;
        for (int pass = 0; pass < 3; pass++) {
            float[] endX = pass == 0 ? g.splitX : pass == 1 ? g.txX : g.rxX;
            float[] endY = pass == 0 ? g.splitY : pass == 1 ? g.txY : g.rxY;
            float[] startX = pass == 0 ? g.spineX : g.splitX;
            float[] startY = pass == 0 ? g.spineY : g.splitY;
            p.stroke(pass == 0 ? colors.trunk() : pass == 1 ? colors.tx() : colors.rx(), STRAND_WIDTH);
            p.beginPath();
            for (int c = 0; c < g.cableCount(); c++) {
                if (FabricState.shows(filter, g.cableGroup[c])
                        && clip.clip(startX[c], startY[c], endX[c], endY[c])) {
                    clip.emit(p);
                    drawn++;
                }
            }
            p.strokePath();
        }
        return drawn;
    }

    /** True when the visible strand segments stay within both the segment and the ink budget. */
    private static boolean strandsFit(FabricGeometry g, int filter, Clip clip) {
        int n = 0;
        double ink = 0;
        for (int c = 0; c < g.cableCount() && n <= STRAND_SEGMENT_BUDGET && ink <= INK_BUDGET; c++) {
            if (!FabricState.shows(filter, g.cableGroup[c])) {
                continue;
            }
            for (int leg = 0; leg < 3; leg++) {
                if (clip.clip(leg == 0 ? g.spineX[c] : g.splitX[c], leg == 0 ? g.spineY[c] : g.splitY[c],
                        leg == 0 ? g.splitX[c] : leg == 1 ? g.txX[c] : g.rxX[c],
                        leg == 0 ? g.splitY[c] : leg == 1 ? g.txY[c] : g.rxY[c])) {
                    n++;
                    ink += clip.length() * (STRAND_WIDTH + 1);
                }
            }
        }
        return n <= STRAND_SEGMENT_BUDGET && ink <= INK_BUDGET;
    }

    /** Maps world segments to the screen and clips them to the view plus a margin; holds the last clipped segment. */
    private static final class Clip {
        private final Viewport v;
        private final double minX, minY, maxX, maxY;
        private double ax, ay, bx, by;
        private double t0, t1;

        Clip(Viewport v) {
            this.v = v;
            minX = -MARGIN;
            minY = -MARGIN;
            maxX = v.width() + MARGIN;
            maxY = v.height() + MARGIN;
        }

        /** Liang–Barsky: true when the world segment meets the view; the visible part is kept for {@link #emit}. */
        boolean clip(double wx1, double wy1, double wx2, double wy2) {
            double x1 = v.toScreenX(wx1), y1 = v.toScreenY(wy1);
            double dx = v.toScreenX(wx2) - x1, dy = v.toScreenY(wy2) - y1;
            t0 = 0;
            t1 = 1;
            if (!edge(-dx, x1 - minX) || !edge(dx, maxX - x1) || !edge(-dy, y1 - minY) || !edge(dy, maxY - y1)) {
                return false;
            }
            ax = x1 + t0 * dx;
            ay = y1 + t0 * dy;
            bx = x1 + t1 * dx;
            by = y1 + t1 * dy;
            return true;
        }

        /** Narrows [t0, t1] by one boundary p·t ≤ q; false when nothing is left. */
        private boolean edge(double p, double q) {
            if (p == 0) {
                return q >= 0;
            }
            double r = q / p;
            if (p < 0) {
                t0 = Math.max(t0, r);
            } else {
                t1 = Math.min(t1, r);
            }
            return t0 <= t1;
        }

        /** Pixel columns the last clipped segment spans along its major axis. */
        double length() {
            return Math.max(Math.abs(bx - ax), Math.abs(by - ay));
        }

        void emit(Painter p) {
            p.segment(ax, ay, bx, by);
        }
    }
}
