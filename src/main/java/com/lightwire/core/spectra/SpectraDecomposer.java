package com.lightwire.core.spectra;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.spectra.WeightedPermutation;

import java.util.ArrayList;
import java.util.List;

/**
 * Spectra's Decompose (spectra.md §2.2, the paper's Alg. 1): exactly d = deg(supp D) permutations, each a
 * maximum-residual-weight perfect matching constrained to send every critical line of the still-uncovered support
 * B_r onto one of its own B_r cells (König: such a matching exists, so the degree of B_r falls by exactly one per
 * round); the loop weight is the smallest newly covered residual, then {@link Refiner} raises the weights until they
 * cover D. The dense loop is O(d·n³) for the assignments ({@link LinearAssignment}, forbidden cells at a finite
 * penalty, asserted absent), plus Refine. {@link CertifiedRounds} runs the same loop on the positive cells only and
 * proves each round's matching the dense round's unique optimum; where it cannot (tied optima) the dense loop runs,
 * so the result is the dense loop's in every case (ADR 0023).
 */
public final class SpectraDecomposer {

    private SpectraDecomposer() {
    }

    /** Decomposes {@code d} (n×n, non-negative) and refines the weights with {@code refine}. */
    public static Decomposition decompose(double[][] d, Refiner.Mode refine, SolveMonitor monitor) {
        List<Decomposition.SpectraRound> rounds = CertifiedRounds.run(d, monitor);
        if (rounds == null) {
            rounds = denseRounds(d, monitor);
        }
        List<int[]> sigmas = new ArrayList<>();
        List<Double> alphas = new ArrayList<>();
        for (Decomposition.SpectraRound r : rounds) {
            sigmas.add(r.sigma());
            alphas.add(r.alpha());
        }
        return Refiner.refine(d, sigmas, alphas, rounds.size(), new ArrayList<>(rounds), refine, monitor);
    }

    /** The loop on the dense n×n cost matrix, warm column potentials carried from round to round. */
    static List<Decomposition.SpectraRound> denseRounds(double[][] d, SolveMonitor monitor) {
        int n = d.length;
        boolean[][] uncovered = Support.of(d);
        int[] counts = Support.lineCounts(uncovered);
        int degree = Support.degree(counts);
        double[][] residual = new double[n][];
        for (int i = 0; i < n; i++) {
            residual[i] = d[i].clone();
        }
        double[][] cost = new double[n][n];
        double[] potentials = new double[n];
        List<Decomposition.SpectraRound> rounds = new ArrayList<>();
        for (int round = 0; round < degree; round++) {
            monitor.checkCancelled();
            monitor.progress((double) round / Math.max(1, degree), "Decompose round " + (round + 1) + " of " + degree);
            rounds.add(round(residual, uncovered, counts, cost, potentials));
        }
        return rounds;
    }

    private static Decomposition.SpectraRound round(double[][] residual, boolean[][] uncovered, int[] counts,
                                                    double[][] cost, double[] potentials) {
        int n = residual.length;
        int dr = Support.degree(counts);
        List<Integer> critRows = new ArrayList<>();
        List<Integer> critCols = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (counts[i] == dr) {
                critRows.add(i);
            }
            if (counts[n + i] == dr) {
                critCols.add(i);
            }
        }
        fillCost(residual, uncovered, counts, dr, cost);
        int[] sigma = LinearAssignment.solve(cost, potentials);
        double alpha = Double.POSITIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            int j = sigma[i];
            boolean critical = counts[i] == dr || counts[n + j] == dr;
            if (critical && !uncovered[i][j]) {
                throw new IllegalStateException("Decompose: the matching sends critical line of (" + i + ", " + j
                        + ") outside the uncovered support (König says this cannot happen)");
            }
            if (uncovered[i][j]) {
                alpha = Math.min(alpha, residual[i][j]);
            }
        }
        for (int i = 0; i < n; i++) {
            int j = sigma[i];
            residual[i][j] = Math.max(residual[i][j] - alpha, 0);
            if (uncovered[i][j]) {
                uncovered[i][j] = false;
                counts[i]--;
                counts[n + j]--;
            }
        }
        return new Decomposition.SpectraRound(dr, critRows, critCols, sigma, alpha);
    }

    /** cost = W − D_r on allowed cells, a penalty above n·(W + 1) on cells a critical line may not use. */
    private static void fillCost(double[][] residual, boolean[][] uncovered, int[] counts, int dr, double[][] cost) {
        int n = residual.length;
        double w = Support.maxEntry(residual);
        double big = n * (w + 1) + 1;
        for (int i = 0; i < n; i++) {
            boolean critRow = counts[i] == dr;
            double[] c = cost[i];
            double[] res = residual[i];
            boolean[] unc = uncovered[i];
            for (int j = 0; j < n; j++) {
                boolean critical = critRow || counts[n + j] == dr;
                c[j] = critical && !unc[j] ? big : w - res[j];
            }
        }
    }

    /** The loop's permutations with their weights as final weights (no Refine), ids in order. */
    static List<WeightedPermutation> unrefined(List<int[]> sigmas, List<Double> alphas) {
        List<WeightedPermutation> out = new ArrayList<>();
        for (int i = 0; i < sigmas.size(); i++) {
            out.add(new WeightedPermutation(i, sigmas.get(i), alphas.get(i), alphas.get(i)));
        }
        return out;
    }
}
