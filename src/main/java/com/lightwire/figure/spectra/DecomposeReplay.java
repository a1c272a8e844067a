package com.lightwire.figure.spectra;

import com.lightwire.core.spectra.Decomposition;
import com.lightwire.model.spectra.Tolerance;
import com.lightwire.model.spectra.WeightedPermutation;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Replays a decomposition's trace for the steppers and the coverage check (spectra.md §5.2 items 2–3), from the demand
 * and the rounds and Refine raises the solver recorded: the residual D_r, the uncovered support B_r and the critical
 * lines before each round, the weights after each Refine raise, and the slack Σ α P − D. Nothing is solved again;
 * every call is O(rounds·n + n²).
 */
public final class DecomposeReplay {

    private final double[][] demand;
    private final Decomposition decomposition;

    public DecomposeReplay(double[][] demand, Decomposition decomposition) {
        this.demand = demand;
        this.decomposition = decomposition;
    }

    public Decomposition decomposition() {
        return decomposition;
    }

    /** The rounds the loop ran (d for Spectra). */
    public int rounds() {
        return decomposition.rounds().size();
    }

    /** The raises greedy Refine made (0 for LP Refine and other methods). */
    public int refineSteps() {
        return decomposition.refineSteps().size();
    }

    /**
     * The state before round {@code r} (0-based) with that round's choice; r = rounds() is the state after the loop.
     *
     * @param round           r
     * @param residual        D_r
     * @param uncovered       B_r
     * @param criticalRows    rows holding deg(B_r) uncovered entries (empty after the loop and for Eclipse)
     * @param criticalColumns columns likewise
     * @param sigma           round r's matching, or null after the loop
     * @param alpha           round r's loop weight, NaN after the loop
     */
    public record RoundState(int round, double[][] residual, boolean[][] uncovered, Set<Integer> criticalRows,
                             Set<Integer> criticalColumns, int[] sigma, double alpha) {

        /** True when a critical line may not use cell (i, j): the line is critical and the cell is not in B_r. */
        public boolean forbidden(int i, int j) {
            return (criticalRows.contains(i) || criticalColumns.contains(j)) && !uncovered[i][j];
        }

        /** deg(B_r). */
        public int degree() {
            int n = uncovered.length;
            int best = 0;
            for (int i = 0; i < n; i++) {
                int row = 0;
                int col = 0;
                for (int j = 0; j < n; j++) {
                    row += uncovered[i][j] ? 1 : 0;
                    col += uncovered[j][i] ? 1 : 0;
                }
                best = Math.max(best, Math.max(row, col));
            }
            return best;
        }
    }

    /** The state before round {@code r}, 0 ≤ r ≤ rounds(). */
    public RoundState round(int r) {
        int n = demand.length;
        double threshold = Tolerance.support(maxEntry(demand));
        double[][] residual = new double[n][];
        boolean[][] uncovered = new boolean[n][n];
        for (int i = 0; i < n; i++) {
            residual[i] = demand[i].clone();
            for (int j = 0; j < n; j++) {
                uncovered[i][j] = demand[i][j] > threshold;
            }
        }
        List<Decomposition.Round> trace = decomposition.rounds();
        for (int k = 0; k < r; k++) {
            int[] sigma = trace.get(k).sigma();
            double alpha = alphaOf(trace.get(k), k);
            for (int i = 0; i < n; i++) {
                residual[i][sigma[i]] = Math.max(0, residual[i][sigma[i]] - alpha);
                uncovered[i][sigma[i]] = false;
            }
        }
        if (r >= trace.size()) {
            return new RoundState(r, residual, uncovered, Set.of(), Set.of(), null, Double.NaN);
        }
        Decomposition.Round now = trace.get(r);
        Set<Integer> rows = new TreeSet<>();
        Set<Integer> cols = new TreeSet<>();
        if (now instanceof Decomposition.SpectraRound s) {
            rows.addAll(s.criticalRows());
            cols.addAll(s.criticalColumns());
        }
        return new RoundState(r, residual, uncovered, rows, cols, now.sigma(), alphaOf(now, r));
    }

    private double alphaOf(Decomposition.Round round, int k) {
        if (round instanceof Decomposition.SpectraRound s) {
            return s.alpha();
        }
        if (round instanceof Decomposition.EclipseRound e) {
            return e.a();
        }
        if (round instanceof Decomposition.SolsticeRound s) {
            return s.alpha();
        }
        return decomposition.permutations().get(k).initialAlpha();
    }

    /** Every permutation's weight after the first {@code steps} Refine raises (0: the loop's weights). */
    public double[] alphasAfter(int steps) {
        List<WeightedPermutation> perms = decomposition.permutations();
        double[] alpha = new double[perms.size()];
        if (steps >= refineSteps()) {
            for (int k = 0; k < alpha.length; k++) {
                alpha[k] = perms.get(k).alpha();
            }
            return alpha;
        }
        for (int k = 0; k < alpha.length; k++) {
            alpha[k] = perms.get(k).initialAlpha();
        }
        for (int s = 0; s < steps; s++) {
            Decomposition.RefineStep step = decomposition.refineSteps().get(s);
            alpha[step.permId()] += step.deficit();
        }
        return alpha;
    }

    /** C − D where C = Σ α_k P_k for the weights {@code alphas}: the slack (negative where D is not yet covered). */
    public double[][] slack(double[] alphas) {
        int n = demand.length;
        double[][] out = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                out[i][j] = -demand[i][j];
            }
        }
        List<WeightedPermutation> perms = decomposition.permutations();
        for (int k = 0; k < perms.size(); k++) {
            for (int i = 0; i < n; i++) {
                out[i][perms.get(k).target(i)] += alphas[k];
            }
        }
        return out;
    }

    /**
     * The coverage figures of §5.2 item 3 for the final weights.
     *
     * @param overService circuit time beyond the demand on demand cells, Σ_{D>0} (C − D)
     * @param filler      circuit time on cells without demand, Σ_{D=0} C
     * @param wasted      all circuit time not carrying demand, n·Σα − ΣD = over-service + filler
     * @param minSlack    the smallest C − D over demand cells (≥ −ε when D is covered)
     */
    public record Coverage(double overService, double filler, double wasted, double minSlack) {
    }

    public Coverage coverage() {
        double[][] slack = slack(alphasAfter(Integer.MAX_VALUE));
        double threshold = Tolerance.support(maxEntry(demand));
        double over = 0;
        double filler = 0;
        double min = Double.POSITIVE_INFINITY;
        for (int i = 0; i < demand.length; i++) {
            for (int j = 0; j < demand.length; j++) {
                if (demand[i][j] > threshold) {
                    over += slack[i][j];
                    min = Math.min(min, slack[i][j]);
                } else {
                    filler += Math.max(0, slack[i][j] + demand[i][j]);
                }
            }
        }
        return new Coverage(over, filler, over + filler, min == Double.POSITIVE_INFINITY ? 0 : min);
    }

    static double maxEntry(double[][] d) {
        double max = 0;
        for (double[] row : d) {
            for (double v : row) {
                max = Math.max(max, v);
            }
        }
        return max;
    }
}
