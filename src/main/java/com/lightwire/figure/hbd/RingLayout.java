package com.lightwire.figure.hbd;

import com.lightwire.figure.Viewport;
import com.lightwire.model.hbd.IntSeq;

/**
 * Where the rings figure puts each node: node i of N in HBD order at angle 2πi/N from the top, clockwise, on a circle
 * of radius {@value #RADIUS} in a {@value #SIDE}-unit square; the inverse (the node under a point), the on-screen node
 * spacing that picks the level of detail, and the world area a frame paints (for culling). O(N) to build.
 */
final class RingLayout {

    static final double SIDE = 1000;
    static final double RADIUS = 440;

    private final IntSeq order;
    private final int n;
    private final int[] position;
    private final double[] xs;
    private final double[] ys;
    /** The painted world area with a margin: left, top, right, bottom. */
    private double[] clip = {0, 0, SIDE, SIDE};

    RingLayout(IntSeq order, int nodes) {
        this.order = order;
        this.n = order.size();
        this.position = new int[nodes + 1];
        this.xs = new double[n];
        this.ys = new double[n];
        for (int i = 0; i < n; i++) {
            position[order.get(i)] = i;
            double a = 2 * Math.PI * i / n;
            xs[i] = SIDE / 2 + RADIUS * Math.sin(a);
            ys[i] = SIDE / 2 - RADIUS * Math.cos(a);
        }
    }

    int size() {
        return n;
    }

    /** The node id at HBD position i. */
    int id(int i) {
        return order.get(i);
    }

    /** The HBD position of node id. */
    int position(int id) {
        return position[id];
    }

    double xAt(int i) {
        return xs[i];
    }

    double yAt(int i) {
        return ys[i];
    }

    /** World x of the point at {@code radius} from the centre in the direction of HBD position i. */
    double xOut(int i, double radius) {
        return SIDE / 2 + radius * Math.sin(2 * Math.PI * i / Math.max(1, n));
    }

    double yOut(int i, double radius) {
        return SIDE / 2 - radius * Math.cos(2 * Math.PI * i / Math.max(1, n));
    }

    /** The on-screen distance between neighbouring nodes, px. */
    double spacing(Viewport view) {
        return 2 * Math.PI * RADIUS / Math.max(1, n) * view.scale();
    }

    /** Sets the painted area: the visible world with a margin of {@code marginPx} screen pixels. */
    void clipTo(Viewport view, double marginPx) {
        double[] world = view.visibleWorld();
        double margin = marginPx / view.scale();
        clip = new double[] {world[0] - margin, world[1] - margin, world[2] + margin, world[3] + margin};
    }

    /** True when the segment's bounding box meets the painted area. */
    boolean shows(double x1, double y1, double x2, double y2) {
        return Math.max(x1, x2) >= clip[0] && Math.min(x1, x2) <= clip[2] && Math.max(y1, y2) >= clip[1]
                && Math.min(y1, y2) <= clip[3];
    }

    boolean showsNode(int i) {
        return shows(xs[i], ys[i], xs[i], ys[i]);
    }

    /** The node nearest world point (wx, wy) within a node spacing (at least 8 units) of the ring, or 0. */
    int nodeAt(double wx, double wy) {
        double dx = wx - SIDE / 2;
        double dy = SIDE / 2 - wy;
        double spacing = 2 * Math.PI * RADIUS / Math.max(1, n);
        if (n == 0 || Math.abs(Math.hypot(dx, dy) - RADIUS) > Math.max(8, Math.min(spacing, 2 * nodeRadiusWorld()))) {
            return 0;
        }
        double a = Math.atan2(dx, dy);
        int i = (int) Math.round((a < 0 ? a + 2 * Math.PI : a) / (2 * Math.PI) * n) % n;
        return order.get(i);
    }

    /** The node disc, in world units: a third of the spacing, at most 40 (so labels outside the ring still fit). */
    double nodeRadiusWorld() {
        return Math.min(40, 2 * Math.PI * RADIUS / Math.max(1, n) / 2.6);
    }
}
