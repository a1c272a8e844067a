package com.lightwire.core.spectra;

import com.google.ortools.linearsolver.MPConstraint;
import com.google.ortools.linearsolver.MPSolver;
import com.google.ortools.linearsolver.MPVariable;
import com.lightwire.core.solve.OrTools;
import com.lightwire.core.solve.SolveStatus;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Brute force on tiny inputs certifies the fast answers: d is the least number of permutations covering supp D
 * (n ≤ 4, every subset of the n! permutations tried), the MIP's optimum equals the best LP over every on/off pattern of
 * (switch, permutation) pairs (n = 3, s = 2), and LB ≤ exact ≤ Spectra (n ≤ 4).
 */
class SpectraBruteForceTest {

    @Test
    void degreeIsTheMinimumCoverCountOnSeeds1To150() {
        for (long seed = 1; seed <= 150; seed++) {
            double[][] d = RandomInstances.of(seed, 4).d();
            boolean[][] support = Support.of(d);
            List<int[]> perms = allPermutations(d.length);
            int degree = SpectraSolver.degree(d);
            for (int k = 0; k < degree; k++) {
                assertFalse(coverable(support, perms, k, 0, new ArrayList<>()), "seed " + seed + ": " + k
                        + " permutations cover a degree-" + degree + " support");
            }
            assertTrue(coverable(support, perms, degree, 0, new ArrayList<>()), "seed " + seed);
        }
    }

    @Test
    void lowerBoundAtMostExactAtMostSpectraOnSeeds1To30() {
        for (long seed = 1; seed <= 30; seed++) {
            RandomInstances in = RandomInstances.of(seed, 4);
            int s = Math.min(in.s(), 3);
            var outcome = SpectraSolver.solve(com.lightwire.model.spectra.Demand.of("b", in.d()),
                    new SpectraOptions(s, in.delay(), SpectraMethod.EXACT, Refiner.Mode.GREEDY, null,
                            com.lightwire.core.solve.SolverLimits.of(5, 1), null),
                    com.lightwire.core.solve.SolveMonitor.NONE);
            assertTrue(outcome.isVerified(), "seed " + seed + ": " + outcome.status());
            SpectraResult exact = outcome.value();
            SpectraResult spectra = SpectraTestSupport.solve(in.d(), s, in.delay(), SpectraMethod.SPECTRA);
            double tol = 1e-6 * Math.max(1e-9, Math.max(Support.maxEntry(in.d()), in.delay()));
            assertTrue(exact.bounds().lowerBound() <= exact.schedule().makespan() + tol, "seed " + seed);
            assertTrue(exact.schedule().makespan() <= spectra.schedule().makespan() + tol, "seed " + seed);
        }
    }

    @Test
    void mipOptimumEqualsTheBestLpOverEveryPatternOnSeeds1To4() {
        assertTrue(OrTools.isAvailable());
        int checked = 0;
        for (long seed = 1; checked < 4; seed++) {
            RandomInstances in = RandomInstances.of(seed * 7, 3);
            if (in.d().length != 3 || in.delay() == 0) {
                continue;
            }
            SpectraResult exact = SpectraTestSupport.solve(in.d(), 2, in.delay(), SpectraMethod.EXACT);
            double brute = bruteForce(in.d(), 2, in.delay());
            assertEquals(brute, exact.schedule().makespan(), 1e-6 * Math.max(1, brute), "seed " + seed * 7);
            checked++;
        }
    }

    /** min over every on/off pattern y of the LP min M s.t. cover, α ≤ maxD·y, loads ≤ M. */
    private static double bruteForce(double[][] d, int s, double delay) {
        List<int[]> cands = MaximalPermutations.of(d);
        int pairs = s * cands.size();
        double best = Double.POSITIVE_INFINITY;
        for (long mask = 0; mask < (1L << pairs); mask++) {
            best = Math.min(best, lp(d, s, delay, cands, mask));
        }
        return best;
    }

    private static double lp(double[][] d, int s, double delay, List<int[]> cands, long mask) {
        MPSolver solver = MPSolver.createSolver("GLOP");
        try {
            int c = cands.size();
            MPVariable m = solver.makeNumVar(0, Double.POSITIVE_INFINITY, "M");
            MPVariable[][] a = new MPVariable[s][c];
            for (int h = 0; h < s; h++) {
                MPConstraint load = solver.makeConstraint(Double.NEGATIVE_INFINITY, 0);
                load.setCoefficient(m, -1);
                double fixed = 0;
                for (int p = 0; p < c; p++) {
                    boolean on = (mask >> (h * c + p) & 1) == 1;
                    a[h][p] = solver.makeNumVar(0, on ? Double.POSITIVE_INFINITY : 0, "a");
                    load.setCoefficient(a[h][p], 1);
                    fixed += on ? delay : 0;
                }
                load.setUb(-fixed);
            }
            boolean[][] support = Support.of(d);
            for (int i = 0; i < d.length; i++) {
                for (int j = 0; j < d.length; j++) {
                    if (support[i][j]) {
                        MPConstraint cover = solver.makeConstraint(d[i][j], Double.POSITIVE_INFINITY);
                        for (int p = 0; p < c; p++) {
                            for (int h = 0; h < s; h++) {
                                cover.setCoefficient(a[h][p], cands.get(p)[i] == j ? 1 : 0);
                            }
                        }
                    }
                }
            }
            solver.objective().setCoefficient(m, 1);
            solver.objective().setMinimization();
            MPSolver.ResultStatus status = solver.solve();
            return status == MPSolver.ResultStatus.OPTIMAL ? m.solutionValue() : Double.POSITIVE_INFINITY;
        } finally {
            solver.delete();
        }
    }

    private static boolean coverable(boolean[][] support, List<int[]> perms, int k, int from, List<int[]> chosen) {
        if (chosen.size() == k) {
            for (int i = 0; i < support.length; i++) {
                for (int j = 0; j < support.length; j++) {
                    int ii = i;
                    int jj = j;
                    if (support[i][j] && chosen.stream().noneMatch(p -> p[ii] == jj)) {
                        return false;
                    }
                }
            }
            return true;
        }
        for (int p = from; p < perms.size(); p++) {
            chosen.add(perms.get(p));
            if (coverable(support, perms, k, p + 1, chosen)) {
                return true;
            }
            chosen.remove(chosen.size() - 1);
        }
        return false;
    }

    private static List<int[]> allPermutations(int n) {
        List<int[]> out = new ArrayList<>();
        permute(new int[n], new boolean[n], 0, out);
        return out;
    }

    private static void permute(int[] sigma, boolean[] used, int row, List<int[]> out) {
        if (row == sigma.length) {
            out.add(sigma.clone());
            return;
        }
        for (int j = 0; j < sigma.length; j++) {
            if (!used[j]) {
                used[j] = true;
                sigma[row] = j;
                permute(sigma, used, row + 1, out);
                used[j] = false;
            }
        }
    }

    @Test
    void exactStatusIsOptimalOnTheWorkedCases() {
        for (String id : List.of("C4", "C6", "C7", "C9")) {
            SpectraCases.Case c = SpectraCases.byId(id).orElseThrow();
            var outcome = SpectraSolver.solve(c.demand(), SpectraOptions.of(c.switches(), c.delay(),
                    SpectraMethod.EXACT), com.lightwire.core.solve.SolveMonitor.NONE);
            assertEquals(SolveStatus.OPTIMAL, outcome.status(), id);
        }
    }
}
