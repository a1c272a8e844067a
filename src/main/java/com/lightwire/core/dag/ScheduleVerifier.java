package com.lightwire.core.dag;

import com.lightwire.core.solve.Verification;

import java.util.Arrays;

/**
 * Independent checks of a schedule against its DAG and pair capacities (DELTA §1.3-1.5): every task moves its volume
 * inside [start, end] in ordered segments of rate at least 0, starts after its release and after each predecessor's
 * end plus delay; at every moment the tasks on a directed pair stay within {@code x_ij B} and every GPU sends and
 * receives at most B (a task's rate counted per flow at each GPU); the makespan is {@code max(end + tail)}.
 * O(S log S) in the number of segments.
 */
public final class ScheduleVerifier {

    /** Relative tolerance of the checks. */
    static final double TOL = 1e-6;

    private ScheduleVerifier() {
    }

    public static Verification verify(DagIndex ix, double[] pairCapacity, Schedule s) {
        Verification.Collector c = new Verification.Collector();
        double scale = Math.max(1, s.makespan());
        double makespan = 0;
        for (int t = 0; t < ix.tasks; t++) {
            task(ix, s, t, scale, c);
            makespan = Math.max(makespan, s.end()[t] + ix.tail[t]);
        }
        double m = makespan;
        c.check(Math.abs(m - s.makespan()) <= TOL * scale,
                () -> "makespan " + s.makespan() + " but the latest end plus tail is " + m);
        capacity(ix, pairCapacity, s, c);
        return c.build();
    }

    private static void task(DagIndex ix, Schedule s, int t, double scale, Verification.Collector c) {
        String id = ix.dag.tasks().get(t).id();
        double start = s.start()[t];
        double end = s.end()[t];
        double tol = TOL * scale;
        c.check(start >= ix.release[t] - tol, () -> id + " starts at " + start + " before its release "
                + ix.release[t]);
        c.check(end >= start - tol, () -> id + " ends before it starts");
        for (int e = ix.predStart[t]; e < ix.predStart[t + 1]; e++) {
            int p = ix.pred[e];
            double ready = s.end()[p] + ix.predDelay[e];
            c.check(start >= ready - tol, () -> id + " starts at " + start + " before "
                    + ix.dag.tasks().get(p).id() + " ends plus delay (" + ready + ")");
        }
        double[] seg = s.segments()[t];
        double prev = start;
        for (int i = 0; i < seg.length; i += 3) {
            double from = seg[i];
            double to = seg[i + 1];
            double rate = seg[i + 2];
            double before = prev;
            c.check(from >= before - tol && to >= from - tol && to <= end + tol && rate >= -tol,
                    () -> id + " has a segment [" + from + ", " + to + "] at " + rate + " outside its run or order");
            prev = to;
        }
        double moved = s.moved(t);
        c.check(Math.abs(moved - ix.volume[t]) <= TOL * Math.max(1, ix.volume[t]),
                () -> id + " moves " + moved + " MB of " + ix.volume[t]);
    }

    /** Sweeps segment boundaries, keeping per-resource loads. */
    private static void capacity(DagIndex ix, double[] pairCap, Schedule s, Verification.Collector c) {
        int pairs = ix.pods * ix.pods;
        int count = 0;
        for (double[] seg : s.segments()) {
            count += seg.length / 3 * 2;
        }
        double[] time = new double[count];
        int[] task = new int[count];
        double[] delta = new double[count];
        int k = 0;
        for (int t = 0; t < ix.tasks; t++) {
            double[] seg = s.segments()[t];
            for (int i = 0; i < seg.length; i += 3) {
                time[k] = seg[i];
                task[k] = t;
                delta[k++] = seg[i + 2];
                time[k] = seg[i + 1];
                task[k] = t;
                delta[k++] = -seg[i + 2];
            }
        }
        Integer[] idx = new Integer[count];
        for (int i = 0; i < count; i++) {
            idx[i] = i;
        }
        Arrays.sort(idx, (a, b) -> time[a] != time[b] ? Double.compare(time[a], time[b])
                : Double.compare(delta[a], delta[b]));
        double[] load = new double[pairs + 2 * ix.gpus];
        double[] cap = new double[load.length];
        System.arraycopy(pairCap, 0, cap, 0, pairs);
        Arrays.fill(cap, pairs, cap.length, ix.bandwidth);
        for (int i = 0; i < count; ) {
            double now = time[idx[i]];
            int j = i;
            while (j < count && time[idx[j]] == now) {
                apply(ix, load, task[idx[j]], delta[idx[j]], pairs);
                j++;
            }
            for (int q = i; q < j; q++) {
                int t = task[idx[q]];
                if (delta[idx[q]] > 0) {
                    checkTask(ix, load, cap, t, now, pairs, c);
                }
            }
            i = j;
        }
    }

    private static void apply(DagIndex ix, double[] load, int t, double rate, int pairs) {
        load[ix.directedPair[t]] += rate;
        double perFlow = rate / ix.flows[t];
        for (int i = 0; i < ix.srcGpu[t].length; i++) {
            load[pairs + ix.srcGpu[t][i]] += perFlow * ix.srcGpuFlows[t][i];
        }
        for (int i = 0; i < ix.dstGpu[t].length; i++) {
            load[pairs + ix.gpus + ix.dstGpu[t][i]] += perFlow * ix.dstGpuFlows[t][i];
        }
    }

    private static void checkTask(DagIndex ix, double[] load, double[] cap, int t, double now, int pairs,
                                  Verification.Collector c) {
        int pair = ix.directedPair[t];
        over(load, cap, pair, now, "pods " + ix.src[t] + " -> " + ix.dst[t], c);
        for (int g : ix.srcGpu[t]) {
            over(load, cap, pairs + g, now, "the egress NIC of GPU index " + g, c);
        }
        for (int g : ix.dstGpu[t]) {
            over(load, cap, pairs + ix.gpus + g, now, "the ingress NIC of GPU index " + g, c);
        }
    }

    private static void over(double[] load, double[] cap, int res, double now, String what,
                             Verification.Collector c) {
        double l = load[res];
        c.check(l <= cap[res] * (1 + TOL) + TOL, () -> what + " carries " + l + " MB/ms at " + now
                + " ms, above its capacity " + cap[res]);
    }
}
