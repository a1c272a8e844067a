package com.lightwire.core.reconfig.lp;

import com.google.ortools.linearsolver.MPConstraint;
import com.google.ortools.linearsolver.MPObjective;
import com.google.ortools.linearsolver.MPSolver;
import com.google.ortools.linearsolver.MPVariable;
import com.lightwire.core.reconfig.ReconfigRequest;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.LogicalTopology;

import java.util.Optional;

/**
 * The LP relaxation of one group's reduced ILP (7) (digest §3.2), solved with OR-Tools GLOP: maximise the old circuits
 * kept, {@code Σ w·y}, over {@code y[q][d][m] ∈ [0, 1]} (unit of pair q in orientation d on colour m) with
 * {@code Σ_{d,m} y = C_q} per pair and at most one unit per source and per target on each colour. Its value bounds the
 * circuits any configuration keeps in the group (the lower bound on rewiring), and its optimum is what
 * {@link GroupPlacement} rounds. GLOP's simplex is fast on small requests (a few thousand columns in all) but takes
 * seconds per group at 32 pods and minutes at 128 on these degenerate models, so larger requests use
 * {@link LagrangianBound} instead ({@link #fits}).
 */
final class RewiringLp {

    /** Most LP columns ({@code 2 n Q} summed over the groups) of a request whose LPs are solved: 32 pods, K = 16, H = 2. */
    static final long MAX_COLUMNS = 8192;

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

    /** True when the request's LPs (and the group MIPs) are small enough to solve at interactive speed. */
    static boolean fits(ReconfigRequest request) {
        LogicalTopology t = request.target();
        long pairs = 0;
        for (int h = 0; h < t.groups(); h++) {
            for (int i = 0; i < t.pods(); i++) {
                for (int j = i + 1; j < t.pods(); j++) {
                    pairs += t.count(h, i, j) > 0 ? 1 : 0;
                }
            }
        }
        return pairs * request.params().kSpine() <= MAX_COLUMNS;
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
