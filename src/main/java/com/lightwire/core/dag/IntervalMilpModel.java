package com.lightwire.core.dag;

import com.google.ortools.linearsolver.MPConstraint;
import com.google.ortools.linearsolver.MPSolver;
import com.google.ortools.linearsolver.MPVariable;

import java.util.ArrayList;
import java.util.List;

/**
 * The variable-interval MILP of DELTA §3.2 in OR-Tools' MPSolver, built in the fixed order data, variables,
 * constraints, objective: topology (5)-(7) with one x per active unordered pair bounded by {@code Xbar} and binary
 * expansion; the big-M product (8) with horizon H; circuit (9) and NIC (10) capacity; volume and contiguous activity
 * (11)-(13); time mapping (15) with {@code Delta_k = t_{k+1} - t_k} substituted (14); precedence (16) and releases;
 * fairness (17) for DELTA-Topo; makespan (18) with tails. Task-interval variables exist only inside the Alg. 1
 * windows.
 */
final class IntervalMilpModel {

    /** What the model needs besides the DAG. */
    record Spec(int k, IndexWindows windows, int[] upper, double horizon, boolean fair, double makespanBound,
                boolean minimiseCircuits) {
    }

    final MPSolver solver;
    final DagIndex ix;
    final Spec spec;
    final MPVariable[] x;
    final MPVariable[][] beta;
    final MPVariable[] t;
    final MPVariable[][][] rho;
    final MPVariable[][] w;
    final MPVariable[][] y;
    final MPVariable[][] sflag;
    final MPVariable[] start;
    final MPVariable[] end;
    final MPVariable[][] u;
    final MPVariable makespan;

    IntervalMilpModel(MPSolver solver, DagIndex ix, Spec spec) {
        this.solver = solver;
        this.ix = ix;
        this.spec = spec;
        int pairs = ix.pairCount();
        int k = spec.k();
        double h = spec.horizon();
        x = new MPVariable[pairs];
        beta = new MPVariable[pairs][];
        rho = new MPVariable[pairs][][];
        for (int p = 0; p < pairs; p++) {
            x[p] = solver.makeIntVar(1, spec.upper()[p], "x_" + ix.pairA[p] + "_" + ix.pairB[p]);
            int bits = bits(spec.upper()[p]);
            beta[p] = new MPVariable[bits];
            rho[p] = new MPVariable[bits][k + 1];
            for (int b = 0; b < bits; b++) {
                beta[p][b] = solver.makeBoolVar("beta_" + p + "_" + b);
                for (int i = 1; i <= k; i++) {
                    rho[p][b][i] = solver.makeNumVar(0, h, "rho_" + p + "_" + b + "_" + i);
                }
            }
        }
        t = new MPVariable[k + 2];
        for (int i = 1; i <= k + 1; i++) {
            t[i] = solver.makeNumVar(0, h, "t_" + i);
        }
        int n = ix.tasks;
        w = new MPVariable[n][k + 1];
        y = new MPVariable[n][k + 1];
        sflag = new MPVariable[n][k + 1];
        start = new MPVariable[n];
        end = new MPVariable[n];
        for (int m = 0; m < n; m++) {
            for (int i = spec.windows().kmin()[m]; i <= spec.windows().kmax()[m]; i++) {
                w[m][i] = solver.makeNumVar(0, ix.volume[m], "w_" + m + "_" + i);
                y[m][i] = solver.makeBoolVar("y_" + m + "_" + i);
                sflag[m][i] = solver.makeBoolVar("s_" + m + "_" + i);
            }
            start[m] = solver.makeNumVar(ix.release[m], h, "S_" + m);
            end[m] = solver.makeNumVar(0, h, "C_" + m);
        }
        u = spec.fair() ? new MPVariable[ix.pods * ix.pods][k + 1] : null;
        makespan = solver.makeNumVar(0, Math.min(h, spec.makespanBound()), "C");
        topology();
        capacity();
        activity();
        timing();
        if (spec.fair()) {
            fairness();
        }
        objective();
    }

    /** {@code L = floor(log2(bound)) + 1}: the binary digits (7) of a count up to {@code bound} (V9). */
    static int bits(int bound) {
        return 32 - Integer.numberOfLeadingZeros(bound);
    }

    /** The binary digits {@code beta_b} of {@code x}, lowest first. */
    static int[] digits(int x, int bits) {
        int[] beta = new int[bits];
        for (int b = 0; b < bits; b++) {
            beta[b] = x >> b & 1;
        }
        return beta;
    }

    private MPConstraint row(double lb, double ub) {
        return solver.makeConstraint(lb, ub);
    }

    /** Adds {@code coef * Delta_i = coef * (t_{i+1} - t_i)} to {@code c}. */
    private void delta(MPConstraint c, int i, double coef) {
        c.setCoefficient(t[i + 1], c.getCoefficient(t[i + 1]) + coef);
        c.setCoefficient(t[i], c.getCoefficient(t[i]) - coef);
    }

    /** (5) per pod and (7) binary expansion; (6) holds by one variable per unordered pair. */
    private void topology() {
        for (int pod = 0; pod < ix.pods; pod++) {
            MPConstraint c = row(0, ix.dag.pods().get(pod).ports());
            for (int p = 0; p < ix.pairCount(); p++) {
                int use = ix.portUse(p, pod);
                if (use > 0) {
                    c.setCoefficient(x[p], use);
                }
            }
        }
        for (int p = 0; p < ix.pairCount(); p++) {
            MPConstraint c = row(0, 0);
            c.setCoefficient(x[p], -1);
            for (int b = 0; b < beta[p].length; b++) {
                c.setCoefficient(beta[p][b], 1 << b);
            }
        }
    }

    /** (8) products, (9) pair capacity per direction, (10) NICs. */
    private void capacity() {
        double h = spec.horizon();
        double bw = ix.bandwidth;
        for (int p = 0; p < ix.pairCount(); p++) {
            for (int b = 0; b < beta[p].length; b++) {
                for (int i = 1; i <= spec.k(); i++) {
                    MPConstraint c1 = row(Double.NEGATIVE_INFINITY, 0);
                    c1.setCoefficient(rho[p][b][i], 1);
                    c1.setCoefficient(beta[p][b], -h);
                    MPConstraint c2 = row(Double.NEGATIVE_INFINITY, 0);
                    c2.setCoefficient(rho[p][b][i], 1);
                    delta(c2, i, -1);
                    MPConstraint c3 = row(-h, Double.POSITIVE_INFINITY);
                    c3.setCoefficient(rho[p][b][i], 1);
                    delta(c3, i, -1);
                    c3.setCoefficient(beta[p][b], -h);
                }
            }
        }
        for (int dir = 0; dir < ix.pods * ix.pods; dir++) {
            List<Integer> tasks = tasksOn(dir);
            if (tasks.isEmpty()) {
                continue;
            }
            int p = ix.pairOf[tasks.get(0)];
            for (int i = 1; i <= spec.k(); i++) {
                MPConstraint c = row(Double.NEGATIVE_INFINITY, 0);
                boolean any = false;
                for (int m : tasks) {
                    if (w[m][i] != null) {
                        c.setCoefficient(w[m][i], 1);
                        any = true;
                    }
                }
                if (any) {
                    for (int b = 0; b < beta[p].length; b++) {
                        c.setCoefficient(rho[p][b][i], -bw * (1 << b));
                    }
                }
            }
        }
        nics(true);
        nics(false);
    }

    private void nics(boolean egress) {
        List<List<int[]>> byGpu = new ArrayList<>();
        for (int g = 0; g < ix.gpus; g++) {
            byGpu.add(new ArrayList<>());
        }
        for (int m = 0; m < ix.tasks; m++) {
            int[] gpus = egress ? ix.srcGpu[m] : ix.dstGpu[m];
            int[] counts = egress ? ix.srcGpuFlows[m] : ix.dstGpuFlows[m];
            for (int j = 0; j < gpus.length; j++) {
                byGpu.get(gpus[j]).add(new int[] {m, counts[j]});
            }
        }
        for (List<int[]> users : byGpu) {
            for (int i = 1; i <= spec.k(); i++) {
                MPConstraint c = null;
                for (int[] mu : users) {
                    if (w[mu[0]][i] != null) {
                        if (c == null) {
                            c = row(Double.NEGATIVE_INFINITY, 0);
                            delta(c, i, -ix.bandwidth);
                        }
                        c.setCoefficient(w[mu[0]][i], (double) mu[1] / ix.flows[mu[0]]);
                    }
                }
            }
        }
    }

    List<Integer> tasksOn(int directed) {
        List<Integer> out = new ArrayList<>();
        for (int m = 0; m < ix.tasks; m++) {
            if (ix.directedPair[m] == directed) {
                out.add(m);
            }
        }
        return out;
    }

    /** (11)-(13). */
    private void activity() {
        for (int m = 0; m < ix.tasks; m++) {
            MPConstraint volume = row(ix.volume[m], ix.volume[m]);
            MPConstraint once = row(1, 1);
            for (int i = spec.windows().kmin()[m]; i <= spec.windows().kmax()[m]; i++) {
                volume.setCoefficient(w[m][i], 1);
                once.setCoefficient(sflag[m][i], 1);
                MPConstraint active = row(Double.NEGATIVE_INFINITY, 0);
                active.setCoefficient(w[m][i], 1);
                active.setCoefficient(y[m][i], -ix.volume[m]);
                MPConstraint rise = row(0, Double.POSITIVE_INFINITY);
                rise.setCoefficient(sflag[m][i], 1);
                rise.setCoefficient(y[m][i], -1);
                if (y[m][i - 1] != null) {
                    rise.setCoefficient(y[m][i - 1], 1);
                }
            }
        }
    }

    /** (15), (16), releases (bounds of S), (18) with tails. */
    private void timing() {
        double h = spec.horizon();
        for (int m = 0; m < ix.tasks; m++) {
            for (int i = spec.windows().kmin()[m]; i <= spec.windows().kmax()[m]; i++) {
                MPConstraint s = row(Double.NEGATIVE_INFINITY, h);
                s.setCoefficient(start[m], 1);
                s.setCoefficient(t[i], -1);
                s.setCoefficient(y[m][i], h);
                MPConstraint c = row(-h, Double.POSITIVE_INFINITY);
                c.setCoefficient(end[m], 1);
                c.setCoefficient(t[i + 1], -1);
                c.setCoefficient(y[m][i], -h);
            }
            for (int e = ix.predStart[m]; e < ix.predStart[m + 1]; e++) {
                MPConstraint d = row(ix.predDelay[e], Double.POSITIVE_INFINITY);
                d.setCoefficient(start[m], 1);
                d.setCoefficient(end[ix.pred[e]], -1);
            }
            MPConstraint last = row(ix.tail[m], Double.POSITIVE_INFINITY);
            last.setCoefficient(makespan, 1);
            last.setCoefficient(end[m], -1);
        }
        for (int i = 1; i <= spec.k(); i++) {
            MPConstraint order = row(0, Double.POSITIVE_INFINITY);
            order.setCoefficient(t[i + 1], 1);
            order.setCoefficient(t[i], -1);
        }
    }

    /** (17): tasks active together on a directed pair send the same volume per flow. */
    private void fairness() {
        double bigM = 0;
        for (int m = 0; m < ix.tasks; m++) {
            bigM = Math.max(bigM, ix.volume[m] / ix.flows[m]);
        }
        for (int m = 0; m < ix.tasks; m++) {
            int dir = ix.directedPair[m];
            for (int i = spec.windows().kmin()[m]; i <= spec.windows().kmax()[m]; i++) {
                if (u[dir][i] == null) {
                    u[dir][i] = solver.makeNumVar(0, bigM, "u_" + dir + "_" + i);
                }
                MPConstraint a = row(Double.NEGATIVE_INFINITY, bigM);
                a.setCoefficient(w[m][i], 1.0 / ix.flows[m]);
                a.setCoefficient(u[dir][i], -1);
                a.setCoefficient(y[m][i], bigM);
                MPConstraint b = row(Double.NEGATIVE_INFINITY, bigM);
                b.setCoefficient(u[dir][i], 1);
                b.setCoefficient(w[m][i], -1.0 / ix.flows[m]);
                b.setCoefficient(y[m][i], bigM);
            }
        }
    }

    /** (3) min C, or (4) min circuits under the makespan bound. */
    private void objective() {
        if (spec.minimiseCircuits()) {
            for (int p = 0; p < x.length; p++) {
                solver.objective().setCoefficient(x[p], ix.pairWeight[p]);
            }
        } else {
            solver.objective().setCoefficient(makespan, 1);
        }
        solver.objective().setMinimization();
    }
}
