package com.lightwire.core.reconfig.lp;

import com.google.ortools.linearsolver.MPSolver;
import com.google.ortools.linearsolver.MPVariable;
import com.lightwire.core.solve.SolveMonitor;

import java.util.Optional;

/**
 * LP diving on one group's relaxation of the reduced ILP (7) (ADR 0055): solve the LP with GLOP, fix every integral
 * column to 1, fix the best fractional column (largest value, then the heavier) to 1 as well and re-solve from the
 * previous basis, trying the next of the {@value #TRIES} best when a fix makes the LP infeasible; repeat until the LP
 * is integral, no tried fix is feasible, or {@value #MAX_ROUNDS} rounds. The last LP solution is then rounded and
 * completed by {@link GroupPlacement#fromLp} and improved by local search. Polynomial (each round fixes one more
 * column); on the seeded quality instances a dive ends integral after two to seven rounds, usually a few circuits
 * from the LP's value, which is what the group MIP reaches only with time to spare.
 */
final class LpDiving {

    /** Most re-solves of one dive. */
    static final int MAX_ROUNDS = 100;

    private static final double INTEGRAL = 1 - 1e-6;
    private static final double ZERO = 1e-6;

    /** Fractional columns tried, best first, before a dive stops. */
    private static final int TRIES = 8;

    private LpDiving() {
    }

    /** The dive's placement, improved by local search; empty when GLOP fails on the first solve. */
    static Optional<GroupColouring> dive(GroupInstance g, SolveMonitor monitor) {
        MPSolver solver = MPSolver.createSolver("GLOP");
        try {
            MPVariable[] y = RewiringLp.build(solver, g, null, false);
            if (solver.solve() != MPSolver.ResultStatus.OPTIMAL) {
                return Optional.empty();
            }
            double[] values = values(y);
            for (int round = 0; round < MAX_ROUNDS; round++) {
                monitor.checkCancelled();
                int[] candidates = fractionalByScore(g, values);
                if (candidates.length == 0) {
                    break;
                }
                fixIntegral(y, values);
                if (!fixOne(solver, y, candidates)) {
                    break;
                }
                values = values(y);
            }
            return GroupPlacement.fromLp(g, new RewiringLp.Solution(solver.objective().value(), values))
                    .map(x -> LocalSearch.improve(g, x));
        } finally {
            solver.delete();
        }
    }

    /**
     * Fixes to 1 the first of {@code candidates} (at most {@value #TRIES}) whose fix keeps the LP feasible and
     * re-solves; false when none does (the LP is then solved again as before the tries).
     */
    private static boolean fixOne(MPSolver solver, MPVariable[] y, int[] candidates) {
        for (int i = 0; i < Math.min(TRIES, candidates.length); i++) {
            MPVariable v = y[candidates[i]];
            v.setBounds(1, 1);
            if (solver.solve() == MPSolver.ResultStatus.OPTIMAL) {
                return true;
            }
            v.setBounds(0, 1);
        }
        solver.solve();
        return false;
    }

    private static double[] values(MPVariable[] y) {
        double[] v = new double[y.length];
        for (int c = 0; c < y.length; c++) {
            v[c] = y[c].solutionValue();
        }
        return v;
    }

    private static void fixIntegral(MPVariable[] y, double[] values) {
        for (int c = 0; c < y.length; c++) {
            if (values[c] >= INTEGRAL && y[c].lb() < 1) {
                y[c].setBounds(1, 1);
            }
        }
    }

    /** Tie-break between equal values: the column keeping more old circuits first. */
    private static final double WEIGHT_BONUS = 1e-3;

    private static double score(GroupInstance g, double[] values, int c) {
        return values[c] + WEIGHT_BONUS * RewiringLp.weight(g, c);
    }

    /** The fractional columns, best first: the largest value, then the heavier. */
    private static int[] fractionalByScore(GroupInstance g, double[] values) {
        return java.util.stream.IntStream.range(0, values.length)
                .filter(c -> values[c] > ZERO && values[c] < INTEGRAL).boxed()
                .sorted((a, b) -> Double.compare(score(g, values, b), score(g, values, a)))
                .mapToInt(Integer::intValue).toArray();
    }
}
