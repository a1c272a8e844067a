package com.lightwire.core.reconfig.lp;

import com.google.ortools.linearsolver.MPConstraint;
import com.google.ortools.linearsolver.MPSolver;
import com.google.ortools.linearsolver.MPVariable;
import com.lightwire.core.solve.MipRunner;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.solve.SolverAnswer;
import com.lightwire.core.solve.SolverLimits;

import java.util.Optional;

/**
 * Polishes a small group exactly: the group's reduced ILP (7) solved by an LP-based MIP ({@link MipRunner}) under a
 * short time limit (a thirtieth of the options' limit, 2 s by default). Only run where the LPs fit
 * ({@link RewiringLp#fits}) and the heuristic placement misses the LP bound; the LP relaxation is mostly integral
 * there, so the MIP usually closes at or near its root. (Restricting it to the LP's support was tried and loses the
 * optimum: a fractional vertex's support need not contain it.) Empty when the solver has no solution in time.
 */
final class GroupMip {

    /** Share of the options' time limit one group's MIP may take: 2 s of the default 60 s. */
    static final double SHARE_OF_TIME_LIMIT = 1.0 / 30;

    private GroupMip() {
    }

    static Optional<GroupColouring> solve(GroupInstance g, double seconds, SolveMonitor monitor) {
        return solve(g, -1, seconds, monitor);
    }

    /**
     * The MIP with the cut {@code Σ w·y ≥ kept + 1}: only placements keeping more than {@code kept} old circuits are
     * feasible, so branch and bound prunes every node whose LP bound cannot beat the incumbent we already hold (measured
     * 3 to 5 times faster where the MIP closes; ADR 0055). Empty when none exists or none was found in time.
     */
    static Optional<GroupColouring> improve(GroupInstance g, long kept, double seconds, SolveMonitor monitor) {
        return solve(g, kept, seconds, monitor);
    }

    private static Optional<GroupColouring> solve(GroupInstance g, long toBeat, double seconds, SolveMonitor monitor) {
        Optional<MPSolver> created = MipRunner.newMip();
        if (created.isEmpty()) {
            return Optional.empty();
        }
        MPSolver solver = created.get();
        try {
            MPVariable[] y = RewiringLp.build(solver, g, null, true);
            if (toBeat >= 0) {
                MPConstraint cut = solver.makeConstraint(toBeat + 1, Double.POSITIVE_INFINITY);
                for (int c = 0; c < y.length; c++) {
                    cut.setCoefficient(y[c], RewiringLp.weight(g, c));
                }
            }
            SolverAnswer<MPSolver> answer = MipRunner.solve(solver, SolverLimits.of(seconds, 1), monitor);
            if (!answer.status().hasSolution() || answer.status() == SolveStatus.CANCELLED) {
                return Optional.empty();
            }
            return Optional.of(answer.read(s -> read(g, y)));
        } finally {
            solver.delete();
        }
    }

    private static GroupColouring read(GroupInstance g, MPVariable[] y) {
        GroupColouring x = new GroupColouring(g);
        int n = g.colours();
        for (int c = 0; c < y.length; c++) {
            if (y[c].solutionValue() > 0.5) {
                int q = c / (2 * n);
                int d = (c / n) % 2;
                x.place(g.source(q, d), g.target(q, d), c % n);
            }
        }
        return x;
    }
}
