package com.lightwire.core.dag;

import com.google.ortools.linearsolver.MPConstraint;
import com.google.ortools.linearsolver.MPSolver;
import com.google.ortools.linearsolver.MPVariable;

import java.util.ArrayList;
import java.util.List;

/**
 * The fixed-time-step MILP of DELTA Appendix A (§3.6), the paper's solve-time baseline: T slices of length dt
 * (slice t covers [(t-1) dt, t dt)), rate r_mt, activity y_mt, start and completion marks (Cflag marks the first
 * inactive slice, §8 item 22); (21)-(30) with (29) fairness optional; makespan (C - 1) dt. Slices outside each task's
 * Alg. 4 window under the horizon are not created.
 */
final class FixedStepMilp {

    final MPSolver solver;
    final DagIndex ix;
    final double dt;
    final int slices;
    final int[] lo;
    final int[] hi;
    final MPVariable[] x;
    final MPVariable[][] r;
    final MPVariable[][] y;
    final MPVariable[][] sflag;
    final MPVariable[][] cflag;
    final MPVariable makespan;

    FixedStepMilp(MPSolver solver, DagIndex ix, double dt, double horizon, int[] upper, boolean fair,
                  double makespanBound, boolean minimiseCircuits) {
        this.solver = solver;
        this.ix = ix;
        this.dt = dt;
        this.slices = (int) Math.ceil(horizon / dt) + 2;
        int n = ix.tasks;
        TimeWindows w = TimeWindows.of(ix, horizon);
        lo = new int[n];
        hi = new int[n];
        x = new MPVariable[ix.pairCount()];
        for (int p = 0; p < x.length; p++) {
            x[p] = solver.makeIntVar(1, upper[p], "x_" + p);
        }
        r = new MPVariable[n][slices + 2];
        y = new MPVariable[n][slices + 2];
        sflag = new MPVariable[n][slices + 2];
        cflag = new MPVariable[n][slices + 2];
        for (int m = 0; m < n; m++) {
            lo[m] = 1 + (int) Math.floor(w.earliestStart()[m] / dt + 1e-9);
            hi[m] = Math.min(slices - 1, Math.max(lo[m], (int) Math.ceil(w.latestCompletion()[m] / dt - 1e-9)));
            for (int t = lo[m]; t <= hi[m]; t++) {
                r[m][t] = solver.makeNumVar(0, ix.flows[m] * ix.bandwidth, "r_" + m + "_" + t);
                y[m][t] = solver.makeBoolVar("y_" + m + "_" + t);
                sflag[m][t] = solver.makeBoolVar("S_" + m + "_" + t);
            }
            for (int t = lo[m] + 1; t <= hi[m] + 1; t++) {
                cflag[m][t] = solver.makeBoolVar("Cf_" + m + "_" + t);
            }
        }
        makespan = solver.makeNumVar(0, Math.min(slices + 1, makespanBound), "C");
        constraints(fair);
        if (minimiseCircuits) {
            for (int p = 0; p < x.length; p++) {
                solver.objective().setCoefficient(x[p], ix.pairWeight[p]);
            }
        } else {
            solver.objective().setCoefficient(makespan, 1);
        }
        solver.objective().setMinimization();
    }

    private MPConstraint row(double lb, double ub) {
        return solver.makeConstraint(lb, ub);
    }

    private void constraints(boolean fair) {
        for (int pod = 0; pod < ix.pods; pod++) {
            MPConstraint c = row(0, ix.dag.pods().get(pod).ports());
            for (int p = 0; p < ix.pairCount(); p++) {
                int use = ix.portUse(p, pod);
                if (use > 0) {
                    c.setCoefficient(x[p], use);
                }
            }
        }
        for (int m = 0; m < ix.tasks; m++) {
            task(m);
        }
        for (int t = 1; t < slices; t++) {
            capacity(t, fair);
        }
    }

    private void task(int m) {
        MPConstraint once = row(1, 1);
        MPConstraint done = row(1, 1);
        MPConstraint volume = row(ix.volume[m] / dt, Double.POSITIVE_INFINITY);
        MPConstraint release = row(1 + Math.ceil(ix.release[m] / dt - 1e-9), Double.POSITIVE_INFINITY);
        MPConstraint last = row(Math.ceil(ix.tail[m] / dt - 1e-9), Double.POSITIVE_INFINITY);
        last.setCoefficient(makespan, 1);
        for (int t = lo[m]; t <= hi[m] + 1; t++) {
            MPConstraint flow = row(0, 0);
            if (y[m][t] != null) {
                flow.setCoefficient(y[m][t], 1);
                flow.setCoefficient(sflag[m][t], -1);
                once.setCoefficient(sflag[m][t], 1);
                volume.setCoefficient(r[m][t], 1);
                release.setCoefficient(sflag[m][t], t);
                MPConstraint rate = row(Double.NEGATIVE_INFINITY, 0);
                rate.setCoefficient(r[m][t], 1);
                rate.setCoefficient(y[m][t], -ix.flows[m] * ix.bandwidth);
            }
            if (y[m][t - 1] != null) {
                flow.setCoefficient(y[m][t - 1], -1);
            }
            if (cflag[m][t] != null) {
                flow.setCoefficient(cflag[m][t], 1);
                done.setCoefficient(cflag[m][t], 1);
                last.setCoefficient(cflag[m][t], -t);
            }
        }
        for (int e = ix.predStart[m]; e < ix.predStart[m + 1]; e++) {
            int p = ix.pred[e];
            MPConstraint d = row(Math.ceil(ix.predDelay[e] / dt - 1e-9), Double.POSITIVE_INFINITY);
            for (int t = lo[m]; t <= hi[m]; t++) {
                d.setCoefficient(sflag[m][t], t);
            }
            for (int t = lo[p] + 1; t <= hi[p] + 1; t++) {
                d.setCoefficient(cflag[p][t], -t);
            }
        }
    }

    private void capacity(int t, boolean fair) {
        double bw = ix.bandwidth;
        List<List<Integer>> byDir = new ArrayList<>();
        for (int d = 0; d < ix.pods * ix.pods; d++) {
            byDir.add(new ArrayList<>());
        }
        double[][] egress = new double[ix.gpus][];
        MPConstraint[] out = new MPConstraint[ix.gpus];
        MPConstraint[] in = new MPConstraint[ix.gpus];
        for (int m = 0; m < ix.tasks; m++) {
            if (r[m][t] == null) {
                continue;
            }
            byDir.get(ix.directedPair[m]).add(m);
            for (int j = 0; j < ix.srcGpu[m].length; j++) {
                int g = ix.srcGpu[m][j];
                out[g] = out[g] == null ? row(Double.NEGATIVE_INFINITY, bw) : out[g];
                out[g].setCoefficient(r[m][t], (double) ix.srcGpuFlows[m][j] / ix.flows[m]);
            }
            for (int j = 0; j < ix.dstGpu[m].length; j++) {
                int g = ix.dstGpu[m][j];
                in[g] = in[g] == null ? row(Double.NEGATIVE_INFINITY, bw) : in[g];
                in[g].setCoefficient(r[m][t], (double) ix.dstGpuFlows[m][j] / ix.flows[m]);
            }
        }
        for (int d = 0; d < byDir.size(); d++) {
            List<Integer> tasks = byDir.get(d);
            if (tasks.isEmpty()) {
                continue;
            }
            MPConstraint c = row(Double.NEGATIVE_INFINITY, 0);
            tasks.forEach(m -> c.setCoefficient(r[m][t], 1));
            c.setCoefficient(x[ix.pairOf[tasks.get(0)]], -bw);
            if (fair) {
                fair(tasks, t);
            }
        }
    }

    /** (29): tasks active together on a directed pair run at the same per-flow rate. */
    private void fair(List<Integer> tasks, int t) {
        double bigM = ix.bandwidth;
        MPVariable u = solver.makeNumVar(0, bigM, "u_" + tasks.get(0) + "_" + t);
        for (int m : tasks) {
            MPConstraint a = row(Double.NEGATIVE_INFINITY, bigM);
            a.setCoefficient(r[m][t], 1.0 / ix.flows[m]);
            a.setCoefficient(u, -1);
            a.setCoefficient(y[m][t], bigM);
            MPConstraint b = row(Double.NEGATIVE_INFINITY, bigM);
            b.setCoefficient(u, 1);
            b.setCoefficient(r[m][t], -1.0 / ix.flows[m]);
            b.setCoefficient(y[m][t], bigM);
        }
    }

    int[] counts() {
        int[] c = new int[x.length];
        for (int p = 0; p < c.length; p++) {
            c[p] = (int) Math.round(x[p].solutionValue());
        }
        return c;
    }

    /** Starts at the first active slice, ends at the completion mark; rates scaled to move exactly V. */
    Schedule schedule() {
        int n = ix.tasks;
        double[] start = new double[n];
        double[] end = new double[n];
        double[][] seg = new double[n][];
        java.util.TreeSet<Double> events = new java.util.TreeSet<>();
        double c = 0;
        for (int m = 0; m < n; m++) {
            List<Double> s = new ArrayList<>();
            double moved = 0;
            for (int t = lo[m]; t <= hi[m]; t++) {
                if (sflag[m][t].solutionValue() > 0.5) {
                    start[m] = (t - 1) * dt;
                }
                if (y[m][t].solutionValue() > 0.5) {
                    s.addAll(List.of((t - 1) * dt, t * dt, Math.max(0, r[m][t].solutionValue())));
                    moved += Math.max(0, r[m][t].solutionValue()) * dt;
                }
            }
            for (int t = lo[m] + 1; t <= hi[m] + 1; t++) {
                if (cflag[m][t].solutionValue() > 0.5) {
                    end[m] = (t - 1) * dt;
                }
            }
            double scale = moved > 0 ? ix.volume[m] / moved : 1;
            for (int i = 2; i < s.size(); i += 3) {
                s.set(i, s.get(i) * scale);
            }
            seg[m] = s.stream().mapToDouble(Double::doubleValue).toArray();
            events.add(start[m]);
            events.add(end[m]);
            c = Math.max(c, end[m] + ix.tail[m]);
        }
        return new Schedule(start, end, seg, c, events.stream().mapToDouble(Double::doubleValue).toArray());
    }
}
