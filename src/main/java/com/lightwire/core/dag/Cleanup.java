package com.lightwire.core.dag;

import com.lightwire.core.solve.SolveMonitor;

import java.util.Arrays;

/**
 * The exact clean-up of a reduced DAG (digest §2.2, strengthened in ADR 0025): edge {@code (u, v, delta)} goes when
 * some path from u to v of at least two edges has summed delays plus the minimum (NIC-limited) durations of the tasks
 * in between of at least delta (within {@link #EPS}); every schedule runs a task at least that long, so no constraint
 * changes. For each u, one longest-path sweep in topological order over the nodes up to u's farthest direct successor.
 */
final class Cleanup {

    static final double EPS = 1e-9;

    private Cleanup() {
    }

    /**
     * @param raw   edges sorted by (from, to); from may be {@link DagReduction#SOURCE}
     * @param tasks task count
     * @param rank  topological rank of each task (m0 has rank 0)
     * @param tau   minimum duration of each task
     */
    static DagReduction.Raw run(DagReduction.Raw raw, int tasks, int[] rank, double[] tau, SolveMonitor monitor) {
        int nodes = tasks + 1;
        int[] start = new int[nodes + 1];
        for (int f : raw.from()) {
            start[f + 2]++;
        }
        for (int i = 0; i < nodes; i++) {
            start[i + 1] += start[i];
        }
        int[] byRank = new int[nodes];
        byRank[0] = -1;
        for (int t = 0; t < tasks; t++) {
            byRank[rank[t]] = t;
        }
        boolean[] keep = new boolean[raw.from().length];
        double[] best1 = new double[nodes];
        double[] best2 = new double[nodes];
        Arrays.fill(best1, Double.NEGATIVE_INFINITY);
        Arrays.fill(best2, Double.NEGATIVE_INFINITY);
        for (int u = -1; u < tasks; u++) {
            if ((u & 0xFFF) == 0) {
                monitor.checkCancelled();
            }
            sweep(raw, u, start, rank, byRank, tau, best1, best2, keep);
        }
        int count = 0;
        for (boolean k : keep) {
            count += k ? 1 : 0;
        }
        int[] f = new int[count];
        int[] t = new int[count];
        double[] d = new double[count];
        for (int e = 0, k = 0; e < keep.length; e++) {
            if (keep[e]) {
                f[k] = raw.from()[e];
                t[k] = raw.to()[e];
                d[k++] = raw.delay()[e];
            }
        }
        return new DagReduction.Raw(f, t, d, raw.tail());
    }

    private static void sweep(DagReduction.Raw raw, int u, int[] start, int[] rank, int[] byRank, double[] tau,
                              double[] best1, double[] best2, boolean[] keep) {
        int first = start[u + 1];
        int last = start[u + 2];
        if (first == last) {
            return;
        }
        int uRank = u < 0 ? 0 : rank[u];
        int window = uRank;
        for (int e = first; e < last; e++) {
            int v = raw.to()[e];
            window = Math.max(window, rank[v]);
            best1[v + 1] = Math.max(best1[v + 1], raw.delay()[e]);
        }
        for (int r = uRank + 1; r <= window; r++) {
            int w = byRank[r];
            if (best1[w + 1] == Double.NEGATIVE_INFINITY) {
                continue;
            }
            for (int e = start[w + 1]; e < start[w + 2]; e++) {
                int x = raw.to()[e];
                if (rank[x] <= window) {
                    double cand = best1[w + 1] + tau[w] + raw.delay()[e];
                    best1[x + 1] = Math.max(best1[x + 1], cand);
                    best2[x + 1] = Math.max(best2[x + 1], cand);
                }
            }
        }
        for (int e = first; e < last; e++) {
            int v = raw.to()[e];
            keep[e] = best2[v + 1] < raw.delay()[e] - EPS;
        }
        for (int r = uRank + 1; r <= window; r++) {
            int w = byRank[r];
            best1[w + 1] = Double.NEGATIVE_INFINITY;
            best2[w + 1] = Double.NEGATIVE_INFINITY;
        }
    }
}
