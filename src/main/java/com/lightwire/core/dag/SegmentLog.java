package com.lightwire.core.dag;

import java.util.Arrays;

/** Rate segments per task as flat triples, merging a segment into the previous one when the rate is unchanged. */
final class SegmentLog {

    private final double[][] seg;
    private final int[] size;

    SegmentLog(int tasks) {
        seg = new double[tasks][];
        size = new int[tasks];
    }

    void add(int t, double from, double to, double rate) {
        if (to <= from) {
            return;
        }
        int n = size[t];
        if (n > 0 && seg[t][n - 1] == rate && seg[t][n - 2] == from) {
            seg[t][n - 2] = to;
            return;
        }
        if (seg[t] == null) {
            seg[t] = new double[6];
        } else if (n == seg[t].length) {
            seg[t] = Arrays.copyOf(seg[t], n * 2);
        }
        seg[t][n] = from;
        seg[t][n + 1] = to;
        seg[t][n + 2] = rate;
        size[t] = n + 3;
    }

    double[][] finish() {
        double[][] out = new double[seg.length][];
        for (int t = 0; t < seg.length; t++) {
            out[t] = seg[t] == null ? new double[0] : Arrays.copyOf(seg[t], size[t]);
        }
        return out;
    }
}
