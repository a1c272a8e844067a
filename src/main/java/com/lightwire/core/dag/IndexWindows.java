package com.lightwire.core.dag;

/**
 * Alg. 1 of DELTA, TaskTimeIndexPruning (§3.5b): the interval indices {@code [kmin, kmax]} (1-based, of K) a task may
 * be active in. Forward and backward passes over the dependencies: a successor starts at least one interval after its
 * predecessor's first interval, two when the delay is positive. Optional anchors (each task with a successor keeps
 * the intervals it occupied in a simulator trace, widened by a margin) make it a heuristic; without anchors it keeps
 * the optimum for a large enough K. Release edges do not consume intervals (t_1 is free). O(V + E).
 *
 * @param kmin per task
 * @param kmax per task
 */
public record IndexWindows(int[] kmin, int[] kmax) {

    /** The windows without anchors. */
    public static IndexWindows of(DagIndex ix, int k) {
        return of(ix, k, null, 0);
    }

    /**
     * The windows with anchors from {@code trace} (null for none) widened by {@code margin} intervals.
     */
    public static IndexWindows of(DagIndex ix, int k, Schedule trace, int margin) {
        int n = ix.tasks;
        int[] kmin = new int[n];
        int[] kmax = new int[n];
        java.util.Arrays.fill(kmin, 1);
        java.util.Arrays.fill(kmax, k);
        if (trace != null) {
            for (int t = 0; t < n; t++) {
                if (ix.succStart[t + 1] > ix.succStart[t]) {
                    kmin[t] = Math.max(1, indexOf(trace.eventTimes(), trace.start()[t]) + 1 - margin);
                    kmax[t] = Math.min(k, indexOf(trace.eventTimes(), trace.end()[t]) + margin);
                }
            }
        }
        for (int t : ix.order) {
            for (int e = ix.succStart[t]; e < ix.succStart[t + 1]; e++) {
                int s = ix.succ[e];
                kmin[s] = Math.max(kmin[s], kmin[t] + (ix.succDelay[e] > 0 ? 2 : 1));
            }
        }
        for (int i = n - 1; i >= 0; i--) {
            int t = ix.order[i];
            for (int e = ix.succStart[t]; e < ix.succStart[t + 1]; e++) {
                kmax[t] = Math.min(kmax[t], kmax[ix.succ[e]] - (ix.succDelay[e] > 0 ? 2 : 1));
            }
        }
        return new IndexWindows(kmin, kmax);
    }

    /** True when some task has no interval left (widen the margin or K). */
    public boolean empty() {
        for (int t = 0; t < kmin.length; t++) {
            if (kmin[t] > kmax[t]) {
                return true;
            }
        }
        return false;
    }

    /** Task-interval cells kept. */
    public long cells() {
        long c = 0;
        for (int t = 0; t < kmin.length; t++) {
            c += Math.max(0, kmax[t] - kmin[t] + 1);
        }
        return c;
    }

    /** The position of {@code time} among the event times (nearest). */
    static int indexOf(double[] times, double time) {
        int i = java.util.Arrays.binarySearch(times, time);
        if (i >= 0) {
            return i;
        }
        int ins = -i - 1;
        if (ins == 0) {
            return 0;
        }
        if (ins == times.length) {
            return times.length - 1;
        }
        return time - times[ins - 1] <= times[ins] - time ? ins - 1 : ins;
    }
}
