package com.lightwire.core.dag;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Critical path and slack of a schedule (DELTA §4 with the digest's definitions): with the realised durations
 * {@code tau = end - start}, forward {@code ES = max(release, ES_p + tau_p + delay)}, backward
 * {@code LF = min(C - tail, LF_s - tau_s - delay)} against the schedule's makespan C; total slack {@code LS - ES}, free
 * slack {@code min(ES_s - delay - EF, C - tail - EF)}; critical when total slack is at most {@link #EPS} (relative to
 * C). The critical path walks back from a task ending at C along tight edges of the real starts and ends, so it also
 * reads MILP schedules whose starts are delayed by choice. O(V + E).
 *
 * @param earliestStart per task
 * @param latestFinish  per task
 * @param totalSlack    per task
 * @param freeSlack     per task
 * @param critical      per task
 * @param path          task indices of the critical path, first to last
 */
public record Timing(double[] earliestStart, double[] latestFinish, double[] totalSlack, double[] freeSlack,
                     boolean[] critical, int[] path) {

    static final double EPS = 1e-7;

    /** The timing of {@code schedule} on {@code index}. */
    public static Timing of(DagIndex ix, Schedule schedule) {
        int n = ix.tasks;
        double c = schedule.makespan();
        double tol = EPS * Math.max(1, c);
        double[] tau = new double[n];
        double[] es = new double[n];
        for (int t = 0; t < n; t++) {
            tau[t] = schedule.end()[t] - schedule.start()[t];
        }
        for (int t : ix.order) {
            double v = ix.release[t];
            for (int e = ix.predStart[t]; e < ix.predStart[t + 1]; e++) {
                int p = ix.pred[e];
                v = Math.max(v, es[p] + tau[p] + ix.predDelay[e]);
            }
            es[t] = v;
        }
        double[] lf = new double[n];
        double[] ts = new double[n];
        double[] fs = new double[n];
        boolean[] critical = new boolean[n];
        for (int k = n - 1; k >= 0; k--) {
            int t = ix.order[k];
            double l = c - ix.tail[t];
            double f = c - ix.tail[t] - (es[t] + tau[t]);
            for (int e = ix.succStart[t]; e < ix.succStart[t + 1]; e++) {
                int s = ix.succ[e];
                l = Math.min(l, lf[s] - tau[s] - ix.succDelay[e]);
                f = Math.min(f, es[s] - ix.succDelay[e] - es[t] - tau[t]);
            }
            lf[t] = l;
            ts[t] = l - tau[t] - es[t];
            fs[t] = f;
            critical[t] = ts[t] <= tol;
        }
        return new Timing(es, lf, ts, fs, critical, path(ix, schedule, tol));
    }

    private static int[] path(DagIndex ix, Schedule s, double tol) {
        int last = -1;
        for (int t = 0; t < ix.tasks; t++) {
            if (s.end()[t] + ix.tail[t] >= s.makespan() - tol
                    && (last < 0 || s.end()[t] + ix.tail[t] > s.end()[last] + ix.tail[last] + tol)) {
                last = t;
            }
        }
        List<Integer> chain = new ArrayList<>();
        for (int t = last; t >= 0; ) {
            chain.add(t);
            int best = -1;
            double bestReach = Double.NEGATIVE_INFINITY;
            for (int e = ix.predStart[t]; e < ix.predStart[t + 1]; e++) {
                double reach = s.end()[ix.pred[e]] + ix.predDelay[e];
                if (reach >= s.start()[t] - tol && reach > bestReach + tol) {
                    best = ix.pred[e];
                    bestReach = reach;
                }
            }
            t = best;
        }
        Collections.reverse(chain);
        return chain.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Communication time on the critical path: the sum of its tasks' durations (the numerator of NCT, §5.4). */
    public double communicationOnPath(Schedule schedule) {
        double sum = 0;
        for (int t : path) {
            sum += schedule.end()[t] - schedule.start()[t];
        }
        return sum;
    }
}
