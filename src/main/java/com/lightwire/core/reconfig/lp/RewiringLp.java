package com.lightwire.core.reconfig.lp;

import com.google.ortools.linearsolver.MPConstraint;
import com.google.ortools.linearsolver.MPObjective;
import com.google.ortools.linearsolver.MPSolver;
import com.google.ortools.linearsolver.MPVariable;
import com.lightwire.core.solve.SolveMonitor;

import java.util.Optional;

/**
 * The LP relaxation of one group's reduced ILP (7) (digest §3.2), solved with OR-Tools GLOP: maximise the old circuits
 * kept, {@code Σ w·y}, over {@code y[q][d][m] ∈ [0, 1]} (unit of pair q in orientation d on colour m) with
 * {@code Σ_{d,m} y = C_q} per pair and at most one unit per source and per target on each colour. Its value bounds the
 * circuits any configuration keeps in the group (the lower bound on rewiring), and its optimum is what
 * {@link GroupPlacement} rounds. GLOP's simplex is fast on the small groups where the bound is needed for quality
 * (a few thousand columns) but takes minutes beyond some ten thousand columns on these degenerate models, so larger
 * groups use {@link #pairBound} instead ({@link #fits}).
 */
final class RewiringLp {

    /** Largest LP solved, in columns ({@code 2 n Q}): 32 pods at K_spine = 16. */
    static final int MAX_COLUMNS = 4096;

    private RewiringLp() {
    }

    /**
     * The LP's optimum.
     *
     * @param keptBound the LP's value: no configuration keeps more old circuits in this group
     * @param values    the value of each column, encoded {@code (2q + d) · n + m}
     */
    record Solution(double keptBound, double[] values) {
    }

    /** True when the group's LP is small enough to solve at interactive speed. */
    static boolean fits(GroupInstance g) {
        return 2L * g.colours() * g.pairs() <= MAX_COLUMNS;
    }

    /**
     * The pair-count relaxation: each pair keeps at most {@code 2 C_q} circuits and at most those its old units hold.
     * Weaker than the LP, computed in O(Q n).
     */
    static long pairBound(GroupInstance g) {
        long kept = 0;
        int n = g.colours();
        for (int q = 0; q < g.pairs(); q++) {
            long held = 0;
            for (int c = 2 * q * n; c < (2 * q + 2) * n; c++) {
                held += weight(g, c);
            }
            kept += Math.min(2L * g.demand()[q], held);
        }
        return kept;
    }

    /** Solves the LP of {@code g}; empty when GLOP does not reach optimality (a numerical failure). */
    static Optional<Solution> solve(GroupInstance g, SolveMonitor monitor) {
        monitor.checkCancelled();
        MPSolver solver = MPSolver.createSolver("GLOP");
        try {
            MPVariable[] y = build(solver, g, null, false);
            if (solver.solve() != MPSolver.ResultStatus.OPTIMAL) {
                return Optional.empty();
            }
            double[] values = new double[y.length];
            for (int c = 0; c < y.length; c++) {
                values[c] = y[c].solutionValue();
            }
            return Optional.of(new Solution(solver.objective().value(), values));
        } finally {
            solver.delete();
        }
    }

    /**
     * The model over the columns {@code allowed} admits (all when null), binary when {@code integer}; the other
     * columns are fixed to 0.
     */
    static MPVariable[] build(MPSolver solver, GroupInstance g, boolean[] allowed, boolean integer) {
        int n = g.colours();
        MPObjective objective = solver.objective();
        objective.setMaximization();
        MPConstraint[][] outRows = rows(solver, n, g.pods());
        MPConstraint[][] inRows = rows(solver, n, g.pods());
        MPVariable[] y = new MPVariable[g.pairs() * 2 * n];
        for (int q = 0; q < g.pairs(); q++) {
            MPConstraint pair = solver.makeConstraint(g.demand()[q], g.demand()[q]);
            for (int c = 2 * q * n; c < (2 * q + 2) * n; c++) {
                int d = (c / n) % 2;
                double upper = allowed == null || allowed[c] ? 1 : 0;
                y[c] = integer ? solver.makeIntVar(0, upper, "") : solver.makeNumVar(0, upper, "");
                objective.setCoefficient(y[c], weight(g, c));
                pair.setCoefficient(y[c], 1);
                outRows[c % n][g.source(q, d)].setCoefficient(y[c], 1);
                inRows[c % n][g.target(q, d)].setCoefficient(y[c], 1);
            }
        }
        return y;
    }

    private static MPConstraint[][] rows(MPSolver solver, int colours, int pods) {
        MPConstraint[][] r = new MPConstraint[colours][pods];
        for (int m = 0; m < colours; m++) {
            for (int p = 0; p < pods; p++) {
                r[m][p] = solver.makeConstraint(Double.NEGATIVE_INFINITY, 1);
            }
        }
        return r;
    }

    /** The weight of column c: old circuits kept by its unit. */
    static int weight(GroupInstance g, int c) {
        int n = g.colours();
        int q = c / (2 * n);
        int d = (c / n) % 2;
        return g.weight(g.source(q, d), g.target(q, d), c % n);
    }
}
