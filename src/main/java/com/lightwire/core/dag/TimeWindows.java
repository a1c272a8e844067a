package com.lightwire.core.dag;

/**
 * Alg. 4 of DELTA, CalTaskTimeWindows (§3.5c): with the fastest durations {@code tau = V / (F B)}, the earliest start
 * (forward pass from the releases) and the latest completion (backward pass from {@code Tup}) of every task.
 * O(V + E).
 *
 * @param earliestStart EST per task
 * @param latestCompletion LCT per task
 * @param tau           the fastest duration per task
 */
public record TimeWindows(double[] earliestStart, double[] latestCompletion, double[] tau) {

    /** The windows under the upper bound {@code tup} on the iteration time. */
    public static TimeWindows of(DagIndex ix, double tup) {
        int n = ix.tasks;
        double[] tau = new double[n];
        double[] est = new double[n];
        double[] lct = new double[n];
        for (int t = 0; t < n; t++) {
            tau[t] = ix.minDuration(t);
        }
        for (int t : ix.order) {
            double v = ix.release[t];
            for (int e = ix.predStart[t]; e < ix.predStart[t + 1]; e++) {
                v = Math.max(v, est[ix.pred[e]] + tau[ix.pred[e]] + ix.predDelay[e]);
            }
            est[t] = v;
        }
        for (int k = n - 1; k >= 0; k--) {
            int t = ix.order[k];
            double v = tup - ix.tail[t];
            for (int e = ix.succStart[t]; e < ix.succStart[t + 1]; e++) {
                v = Math.min(v, lct[ix.succ[e]] - tau[ix.succ[e]] - ix.succDelay[e]);
            }
            lct[t] = v;
        }
        return new TimeWindows(est, lct, tau);
    }

    /** The shortest possible makespan: {@code max(EST + tau + tail)}. */
    public double shortestMakespan(DagIndex ix) {
        double c = 0;
        for (int t = 0; t < tau.length; t++) {
            c = Math.max(c, earliestStart[t] + tau[t] + ix.tail[t]);
        }
        return c;
    }
}
