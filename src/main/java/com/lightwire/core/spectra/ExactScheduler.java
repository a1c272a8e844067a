package com.lightwire.core.spectra;

import com.google.ortools.linearsolver.MPConstraint;
import com.google.ortools.linearsolver.MPObjective;
import com.google.ortools.linearsolver.MPSolver;
import com.google.ortools.linearsolver.MPVariable;
import com.lightwire.core.solve.MipRunner;
import com.lightwire.core.solve.SolveFrame;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.solve.SolverAnswer;
import com.lightwire.core.solve.SolverLimits;
import com.lightwire.model.spectra.Schedule;
import com.lightwire.model.spectra.Slot;
import com.lightwire.model.spectra.Tolerance;
import com.lightwire.model.spectra.WeightedPermutation;

import java.util.ArrayList;
import java.util.List;

/**
 * The exact minimum makespan for small n (ADR 0020), by an OR-Tools MIP (SCIP): one binary per (switch, permutation
 * whose covered support is maximal) saying whether the switch runs it, a continuous α per pair (at most max D, and 0
 * unless chosen), the cover Σ α P ≥ D on every support cell, each switch's load Σ (δ·y + α) at most the makespan,
 * loads in non-increasing order (symmetry), and the makespan minimised. One slot per pair suffices (two merge and save
 * δ) and a permutation is dominated by one covering a superset of its support cells, so the optimum is the true one.
 * After the solve, α is repaired so the cover holds exactly (the MIP's tolerance), then the frame verifies.
 * n ≤ {@value #MAX_N}: n! candidates.
 */
public final class ExactScheduler {

    /** The largest n the exact method takes. */
    public static final int MAX_N = 6;

    /** Few separation rounds: on these small models SCIP's root cuts took seconds and closed little (ADR 0020). */
    static final String SCIP_PARAMETERS = "separating/maxroundsroot = 5\nseparating/maxrounds = 1\n";

    private ExactScheduler() {
    }

    /**
     * Solves; {@code lowerBound} and {@code incumbent} (a valid schedule, e.g. Spectra's) bound the makespan from both
     * sides and the incumbent, mapped onto the candidates, is the solver's starting hint.
     */
    static SolveFrame.Candidate<Schedule> solve(double[][] d, int s, double delay, SolverLimits limits,
                                                double lowerBound, Schedule incumbent, SolveMonitor monitor) {
        List<int[]> candidates = MaximalPermutations.of(d);
        if (candidates.isEmpty()) {
            return SolveFrame.Candidate.solved(SolveStatus.OPTIMAL, build(d, delay, s, candidates, new double[0][0]));
        }
        MPSolver solver = MipRunner.newScip().orElse(null);
        if (solver == null) {
            return SolveFrame.Candidate.none(SolveStatus.ERROR);
        }
        try {
            Model m = model(solver, d, s, delay, candidates);
            m.makespan().setLb(lowerBound * (1 - 1e-9));
            m.makespan().setUb(incumbent.makespan() * (1 + 1e-9) + Tolerance.epsilon(Support.maxEntry(d)));
            hint(solver, m, d, candidates, incumbent);
            SolverAnswer<MPSolver> answer = MipRunner.solve(solver, limits, monitor, SCIP_PARAMETERS);
            if (!answer.status().hasSolution()) {
                return SolveFrame.Candidate.none(answer.status());
            }
            double[][] alpha = answer.read(x -> values(m));
            return SolveFrame.Candidate.solved(answer.status(), build(d, delay, s, candidates, alpha));
        } finally {
            solver.delete();
        }
    }

    private record Model(MPVariable[][] y, MPVariable[][] a, MPVariable makespan) {
    }

    /** The incumbent's slots, each moved onto the first candidate covering its support cells, as the start hint. */
    private static void hint(MPSolver solver, Model m, double[][] d, List<int[]> cands, Schedule incumbent) {
        int s = m.y().length;
        int c = cands.size();
        double[][] alpha = new double[s][c];
        boolean[][] support = Support.of(d);
        for (int h = 0; h < s; h++) {
            for (Slot slot : incumbent.slots().get(h)) {
                int[] sigma = incumbent.permutations().get(slot.permId()).sigma();
                int p = covering(cands, sigma, support);
                if (p < 0) {
                    return;
                }
                alpha[h][p] += slot.alpha();
            }
        }
        List<MPVariable> vars = new ArrayList<>();
        List<Double> values = new ArrayList<>();
        for (int h = 0; h < s; h++) {
            for (int p = 0; p < c; p++) {
                vars.add(m.y()[h][p]);
                values.add(alpha[h][p] > 0 ? 1.0 : 0.0);
                vars.add(m.a()[h][p]);
                values.add(Math.min(alpha[h][p], m.a()[h][p].ub()));
            }
        }
        solver.setHint(vars.toArray(MPVariable[]::new), values.stream().mapToDouble(Double::doubleValue).toArray());
    }

    private static int covering(List<int[]> cands, int[] sigma, boolean[][] support) {
        for (int p = 0; p < cands.size(); p++) {
            boolean covers = true;
            for (int i = 0; i < sigma.length && covers; i++) {
                covers = !support[i][sigma[i]] || cands.get(p)[i] == sigma[i];
            }
            if (covers) {
                return p;
            }
        }
        return -1;
    }

    private static Model model(MPSolver solver, double[][] d, int s, double delay, List<int[]> cands) {
        int n = d.length;
        int c = cands.size();
        MPVariable[][] y = new MPVariable[s][c];
        MPVariable[][] a = new MPVariable[s][c];
        MPVariable makespan = solver.makeNumVar(0, Double.POSITIVE_INFINITY, "M");
        MPConstraint[] load = new MPConstraint[s];
        for (int h = 0; h < s; h++) {
            load[h] = solver.makeConstraint(Double.NEGATIVE_INFINITY, 0);
            load[h].setCoefficient(makespan, -1);
            for (int p = 0; p < c; p++) {
                y[h][p] = solver.makeBoolVar("y" + h + "_" + p);
                double cap = largestCovered(d, cands.get(p));
                a[h][p] = solver.makeNumVar(0, cap, "a" + h + "_" + p);
                MPConstraint link = solver.makeConstraint(Double.NEGATIVE_INFINITY, 0);
                link.setCoefficient(a[h][p], 1);
                link.setCoefficient(y[h][p], -cap);
                load[h].setCoefficient(y[h][p], delay);
                load[h].setCoefficient(a[h][p], 1);
            }
        }
        boolean[][] support = Support.of(d);
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (support[i][j]) {
                    MPConstraint cover = solver.makeConstraint(d[i][j], Double.POSITIVE_INFINITY);
                    for (int p = 0; p < c; p++) {
                        if (cands.get(p)[i] == j) {
                            for (int h = 0; h < s; h++) {
                                cover.setCoefficient(a[h][p], 1);
                            }
                        }
                    }
                }
            }
        }
        for (int h = 0; h + 1 < s; h++) {
            MPConstraint order = solver.makeConstraint(0, Double.POSITIVE_INFINITY);
            for (int p = 0; p < c; p++) {
                order.setCoefficient(y[h][p], delay);
                order.setCoefficient(a[h][p], 1);
                order.setCoefficient(y[h + 1][p], -delay);
                order.setCoefficient(a[h + 1][p], -1);
            }
        }
        MPObjective objective = solver.objective();
        objective.setCoefficient(makespan, 1);
        objective.setMinimization();
        return new Model(y, a, makespan);
    }

    /** The largest entry a permutation passes over: more α than that never helps. */
    private static double largestCovered(double[][] d, int[] sigma) {
        double max = 0;
        for (int i = 0; i < sigma.length; i++) {
            max = Math.max(max, d[i][sigma[i]]);
        }
        return max;
    }

    /** α per (switch, candidate), 0 where the pair is not chosen. */
    private static double[][] values(Model m) {
        int s = m.a().length;
        int c = m.a()[0].length;
        double[][] alpha = new double[s][c];
        for (int h = 0; h < s; h++) {
            for (int p = 0; p < c; p++) {
                alpha[h][p] = m.y()[h][p].solutionValue() > 0.5 ? Math.max(0, m.a()[h][p].solutionValue()) : 0;
            }
        }
        return alpha;
    }

    /** The schedule of the chosen pairs, α repaired so the cover holds exactly. */
    static Schedule build(double[][] d, double delay, int s, List<int[]> cands, double[][] alpha) {
        double eps = Tolerance.epsilon(Support.maxEntry(d));
        repair(d, cands, alpha, eps);
        List<WeightedPermutation> perms = new ArrayList<>();
        int[] idOf = new int[cands.size()];
        for (int p = 0; p < cands.size(); p++) {
            double total = 0;
            for (int h = 0; h < s; h++) {
                total += alpha[h][p] > eps ? alpha[h][p] : 0;
            }
            idOf[p] = total > 0 ? perms.size() : -1;
            if (total > 0) {
                perms.add(new WeightedPermutation(perms.size(), cands.get(p), total, total));
            }
        }
        List<List<Slot>> slots = new ArrayList<>();
        for (int h = 0; h < s; h++) {
            List<Slot> list = new ArrayList<>();
            for (int p = 0; p < cands.size(); p++) {
                if (alpha[h][p] > eps) {
                    list.add(new Slot(idOf[p], alpha[h][p]));
                }
            }
            slots.add(list);
        }
        return new Schedule("exact", d.length, delay, perms, slots);
    }

    /** Raises the first chosen pair through each under-served cell by its deficit. */
    private static void repair(double[][] d, List<int[]> cands, double[][] alpha, double eps) {
        int n = d.length;
        double[][] served = new double[n][n];
        for (double[] row : alpha) {
            for (int p = 0; p < row.length; p++) {
                if (row[p] > eps) {
                    int[] sigma = cands.get(p);
                    for (int i = 0; i < n; i++) {
                        served[i][sigma[i]] += row[p];
                    }
                }
            }
        }
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                double deficit = d[i][j] - served[i][j];
                if (deficit > 0) {
                    raise(cands, alpha, i, j, deficit, eps, served);
                }
            }
        }
    }

    private static void raise(List<int[]> cands, double[][] alpha, int i, int j, double deficit, double eps,
                              double[][] served) {
        for (double[] row : alpha) {
            for (int p = 0; p < row.length; p++) {
                int[] sigma = cands.get(p);
                if (row[p] > eps && sigma[i] == j) {
                    row[p] += deficit;
                    for (int a = 0; a < sigma.length; a++) {
                        served[a][sigma[a]] += deficit;
                    }
                    return;
                }
            }
        }
    }
}
