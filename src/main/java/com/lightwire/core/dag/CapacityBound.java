package com.lightwire.core.dag;

import com.lightwire.core.solve.SolveMonitor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Alg. 2 of DELTA, XUpperBoundEstimation (§3.5d): for each directed pod pair, cut time at the Alg. 4 window ends of
 * its tasks; in each slice the tasks that may be active, weighted by their flows, with conflicts between tasks linked
 * by a dependency path; the heaviest independent set ({@link MaxWeightAntichain}, exact) bounds the useful circuits.
 * {@code Xbar_ij = max} over both directions, clipped to {@code [1, min(U_i, U_j)]}. Reachability per pair is a bitset
 * pass in reverse topological order: O(pairs x (V + E) x k / 64) plus the flows.
 */
public final class CapacityBound {

    private CapacityBound() {
    }

    /** {@code Xbar} per active unordered pair of {@code ix} (DagIndex pair order). */
    public static int[] of(DagIndex ix, TimeWindows windows, SolveMonitor monitor) {
        int[] directed = directed(ix, windows, monitor);
        int[] xbar = new int[ix.pairCount()];
        for (int p = 0; p < ix.pairCount(); p++) {
            int a = ix.pairA[p];
            int b = ix.pairB[p];
            int bound = Math.max(directed[a * ix.pods + b], directed[b * ix.pods + a]);
            int cap = Math.min(ix.dag.pods().get(a).ports(), ix.dag.pods().get(b).ports());
            xbar[p] = Math.max(1, Math.min(bound, cap));
        }
        return xbar;
    }

    /** {@code Xbar} as a pods-by-pods symmetric matrix (0 for pairs without tasks), with {@code Tup = tup}. */
    public static int[][] matrix(DagIndex ix, double tup, SolveMonitor monitor) {
        int[] perPair = of(ix, TimeWindows.of(ix, tup), monitor);
        int[][] m = new int[ix.pods][ix.pods];
        for (int p = 0; p < ix.pairCount(); p++) {
            m[ix.pairA[p]][ix.pairB[p]] = perPair[p];
            m[ix.pairB[p]][ix.pairA[p]] = perPair[p];
        }
        return m;
    }

    /** The unclipped bound per directed pair {@code i * P + j} (0 for pairs without tasks). */
    public static int[] directed(DagIndex ix, TimeWindows windows, SolveMonitor monitor) {
        Map<Integer, List<Integer>> byPair = new java.util.TreeMap<>();
        for (int t = 0; t < ix.tasks; t++) {
            byPair.computeIfAbsent(ix.directedPair[t], k -> new ArrayList<>()).add(t);
        }
        int[] out = new int[ix.pods * ix.pods];
        int done = 0;
        for (Map.Entry<Integer, List<Integer>> e : byPair.entrySet()) {
            monitor.checkCancelled();
            monitor.progress((double) done++ / byPair.size(), "capacity bound per pod pair");
            out[e.getKey()] = pairBound(ix, windows, e.getValue());
        }
        return out;
    }

    private static int pairBound(DagIndex ix, TimeWindows w, List<Integer> tasks) {
        int k = tasks.size();
        long[][] reach = reachability(ix, tasks);
        TreeSet<Double> cuts = new TreeSet<>();
        for (int t : tasks) {
            cuts.add(w.earliestStart()[t]);
            cuts.add(w.latestCompletion()[t]);
        }
        Double[] times = cuts.toArray(Double[]::new);
        Map<List<Integer>, Long> cache = new HashMap<>();
        long best = 0;
        for (int i = 0; i + 1 < times.length; i++) {
            double mid = (times[i] + times[i + 1]) / 2;
            List<Integer> active = new ArrayList<>();
            long weight = 0;
            for (int j = 0; j < k; j++) {
                int t = tasks.get(j);
                if (w.earliestStart()[t] <= mid && mid < w.latestCompletion()[t]) {
                    active.add(j);
                    weight += ix.flows[t];
                }
            }
            if (weight > best) {
                long value = cache.computeIfAbsent(active, a -> antichain(ix, tasks, reach, a));
                best = Math.max(best, value);
            }
        }
        return (int) Math.min(Integer.MAX_VALUE, best);
    }

    private static long antichain(DagIndex ix, List<Integer> tasks, long[][] reach, List<Integer> active) {
        int n = active.size();
        int[] weight = new int[n];
        boolean[][] before = new boolean[n][n];
        for (int a = 0; a < n; a++) {
            weight[a] = ix.flows[tasks.get(active.get(a))];
            long[] r = reach[tasks.get(active.get(a))];
            for (int b = 0; b < n; b++) {
                int j = active.get(b);
                before[a][b] = a != b && (r[j >> 6] >>> (j & 63) & 1) == 1;
            }
        }
        return MaxWeightAntichain.solve(weight, before);
    }

    /** For every task, the bitset of the pair's tasks (by position) reachable from it, itself included. */
    private static long[][] reachability(DagIndex ix, List<Integer> tasks) {
        int words = (tasks.size() + 63) >> 6;
        int[] local = new int[ix.tasks];
        Arrays.fill(local, -1);
        for (int j = 0; j < tasks.size(); j++) {
            local[tasks.get(j)] = j;
        }
        long[][] reach = new long[ix.tasks][];
        long[] empty = new long[words];
        for (int k = ix.tasks - 1; k >= 0; k--) {
            int t = ix.order[k];
            long[] r = null;
            for (int e = ix.succStart[t]; e < ix.succStart[t + 1]; e++) {
                long[] s = reach[ix.succ[e]];
                if (s != empty) {
                    r = r == null ? s.clone() : or(r, s);
                }
            }
            if (local[t] >= 0) {
                r = r == null ? new long[words] : r;
                r[local[t] >> 6] |= 1L << (local[t] & 63);
            }
            reach[t] = r == null ? empty : r;
        }
        return reach;
    }

    private static long[] or(long[] a, long[] b) {
        for (int i = 0; i < a.length; i++) {
            a[i] |= b[i];
        }
        return a;
    }
}
