package com.lightwire.core.dag;

import com.google.ortools.linearsolver.MPVariable;

import java.util.ArrayList;
import java.util.List;

/**
 * A complete MILP starting point from a schedule and its allocation (DELTA §3.9): interval boundaries at the trace's
 * event times (padding intervals of length 0 at the end), activity from each task's start to its end (pauses
 * included), volumes per interval from the rate segments, starts and ends, the makespan, x with its binary digits,
 * the products, and for DELTA-Topo the common per-flow volume. Feasible for DELTA-Joint; for DELTA-Topo only when the
 * schedule came from the pair-equal simulator.
 */
final class MilpHint {

    private final List<MPVariable> vars = new ArrayList<>();
    private final List<Double> values = new ArrayList<>();

    private MilpHint() {
    }

    static void apply(IntervalMilpModel model, Schedule s, int[] counts) {
        MilpHint hint = new MilpHint();
        hint.fill(model, s, counts);
        model.solver.setHint(hint.vars.toArray(MPVariable[]::new),
                hint.values.stream().mapToDouble(Double::doubleValue).toArray());
    }

    private void put(MPVariable v, double value) {
        if (v != null) {
            vars.add(v);
            values.add(value);
        }
    }

    private void fill(IntervalMilpModel m, Schedule s, int[] counts) {
        DagIndex ix = m.ix;
        int k = m.spec.k();
        double[] ev = s.eventTimes();
        double[] time = new double[k + 2];
        for (int i = 1; i <= k + 1; i++) {
            time[i] = ev[Math.min(i - 1, ev.length - 1)];
            put(m.t[i], time[i]);
        }
        for (int p = 0; p < counts.length; p++) {
            put(m.x[p], counts[p]);
            int[] digits = IntervalMilpModel.digits(counts[p], m.beta[p].length);
            for (int b = 0; b < m.beta[p].length; b++) {
                int bit = digits[b];
                put(m.beta[p][b], bit);
                for (int i = 1; i <= k; i++) {
                    put(m.rho[p][b][i], bit * (time[i + 1] - time[i]));
                }
            }
        }
        double[][] perFlow = m.u == null ? null : new double[ix.pods * ix.pods][k + 1];
        for (int t = 0; t < ix.tasks; t++) {
            boolean first = true;
            for (int i = 1; i <= k; i++) {
                boolean active = time[i + 1] > time[i] && s.start()[t] <= time[i] + 1e-12
                        && s.end()[t] >= time[i + 1] - 1e-12;
                double moved = active ? movedIn(s.segments()[t], time[i], time[i + 1]) : 0;
                put(m.y[t][i], active ? 1 : 0);
                put(m.sflag[t][i], active && first ? 1 : 0);
                put(m.w[t][i], moved);
                if (active) {
                    first = false;
                    if (perFlow != null) {
                        perFlow[ix.directedPair[t]][i] = moved / ix.flows[t];
                    }
                }
            }
            put(m.start[t], s.start()[t]);
            put(m.end[t], s.end()[t]);
        }
        if (perFlow != null) {
            for (int d = 0; d < perFlow.length; d++) {
                for (int i = 1; i <= k; i++) {
                    put(m.u[d][i], perFlow[d][i]);
                }
            }
        }
        put(m.makespan, s.makespan());
    }

    static double movedIn(double[] seg, double from, double to) {
        double sum = 0;
        for (int i = 0; i < seg.length; i += 3) {
            double a = Math.max(from, seg[i]);
            double b = Math.min(to, seg[i + 1]);
            if (b > a) {
                sum += (b - a) * seg[i + 2];
            }
        }
        return sum;
    }
}
