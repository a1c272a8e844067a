package com.lightwire.ui.common;

import javafx.scene.canvas.GraphicsContext;

import java.util.Arrays;

/**
 * The path being built by {@link FxPainter}, kept as commands to replay on the canvas and, while it has only straight
 * lines, also as separate segments (x1, y1, x2, y2) for the segment rasterizer. Arrays grow by doubling and are reused
 * from path to path. O(1) amortized per command.
 */
final class PathRecorder {

    private static final byte MOVE = 0;
    private static final byte LINE = 1;
    private static final byte QUAD = 2;
    private static final byte CUBIC = 3;
    private static final byte CLOSE = 4;

    private byte[] ops = new byte[256];
    private double[] coords = new double[512];
    private double[] segments = new double[256];
    private int opCount;
    private int coordCount;
    private int segmentCount;
    private boolean straight = true;
    private boolean started;
    private double penX;
    private double penY;

    void clear() {
        opCount = 0;
        coordCount = 0;
        segmentCount = 0;
        straight = true;
        started = false;
    }

    /** True while the path has only moves and straight lines. */
    boolean straight() {
        return straight;
    }

    int segmentCount() {
        return segmentCount;
    }

    /** The straight segments, four numbers each; only the first {@link #segmentCount()} × 4 are meaningful. */
    double[] segments() {
        return segments;
    }

    void moveTo(double x, double y) {
        add(MOVE, x, y);
        penX = x;
        penY = y;
        started = true;
    }

    void lineTo(double x, double y) {
        if (!started) {
            moveTo(x, y);
        }
        add(LINE, x, y);
        addSegment(penX, penY, x, y);
        penX = x;
        penY = y;
    }

    void segment(double x1, double y1, double x2, double y2) {
        moveTo(x1, y1);
        lineTo(x2, y2);
    }

    void quadTo(double cx, double cy, double x, double y) {
        if (!started) {
            moveTo(cx, cy);
        }
        add(QUAD, cx, cy, x, y);
        curve(x, y);
    }

    void cubicTo(double c1x, double c1y, double c2x, double c2y, double x, double y) {
        if (!started) {
            moveTo(c1x, c1y);
        }
        add(CUBIC, c1x, c1y, c2x, c2y, x, y);
        curve(x, y);
    }

    void close() {
        if (started) {
            op(CLOSE);
            straight = false;
        }
    }

    private void curve(double x, double y) {
        straight = false;
        penX = x;
        penY = y;
    }

    /** Appends a command and its coordinates (two per point). */
    private void add(byte op, double... xy) {
        op(op);
        for (double v : xy) {
            put(v);
        }
    }

    private void add(byte op, double x, double y) {
        op(op);
        put(x);
        put(y);
    }

    private void op(byte op) {
        if (opCount == ops.length) {
            ops = Arrays.copyOf(ops, ops.length * 2);
        }
        ops[opCount++] = op;
    }

    private void put(double v) {
        if (coordCount == coords.length) {
            coords = Arrays.copyOf(coords, coords.length * 2);
        }
        coords[coordCount++] = v;
    }

    private void addSegment(double x1, double y1, double x2, double y2) {
        if (segmentCount * 4 + 4 > segments.length) {
            segments = Arrays.copyOf(segments, segments.length * 2);
        }
        int i = segmentCount++ * 4;
        segments[i] = x1;
        segments[i + 1] = y1;
        segments[i + 2] = x2;
        segments[i + 3] = y2;
    }

    /** Builds the path on the canvas (after its beginPath), ready to stroke or fill. */
    void replay(GraphicsContext g) {
        g.beginPath();
        int c = 0;
        for (int i = 0; i < opCount; i++) {
            switch (ops[i]) {
                case MOVE -> g.moveTo(coords[c++], coords[c++]);
                case LINE -> g.lineTo(coords[c++], coords[c++]);
                case QUAD -> g.quadraticCurveTo(coords[c++], coords[c++], coords[c++], coords[c++]);
                case CUBIC -> g.bezierCurveTo(coords[c++], coords[c++], coords[c++], coords[c++], coords[c++],
                        coords[c++]);
                default -> g.closePath();
            }
        }
    }
}
