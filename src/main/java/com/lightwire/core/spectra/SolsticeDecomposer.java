package com.lightwire.core.spectra;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.spectra.Tolerance;
import com.lightwire.model.spectra.WeightedPermutation;

import java.util.ArrayList;
import java.util.List;

/**
 * Solstice's decomposition (Liu et al., "Scheduling techniques for hybrid circuit/packet networks", CoNEXT 2015), an
 * extra beyond the paper (spectra.md §2.6.4): stuff D up to a matrix whose every line sums to the largest line sum
 * (first onto existing nonzeros, then anywhere), then cut "big slices": with the threshold r the largest power of two
 * not above the largest entry, take a perfect matching among entries ≥ r (the heaviest one) for the smallest entry on
 * it, halving r while no such matching exists. No filler is wasted, but the count may reach n² − 2n + 2 with many
 * short configurations. What the slices leave short
 * (rounding, cells under the last threshold) is closed by {@link #coverResidue}.
 */
public final class SolsticeDecomposer {

    private SolsticeDecomposer() {
    }

    public static Decomposition decompose(double[][] d, SolveMonitor monitor) {
        int n = d.length;
        double eps = Tolerance.epsilon(Support.maxEntry(d));
        double[][] s = stuffed(d);
        List<WeightedPermutation> perms = new ArrayList<>();
        List<Decomposition.Round> rounds = new ArrayList<>();
        double max = Support.maxEntry(s);
        double r = max > 0 ? Math.pow(2, Math.floor(Math.log(max) / Math.log(2))) : 0;
        while (Support.maxEntry(s) > eps && r > eps) {
            monitor.checkCancelled();
            int[] sigma = heavyMatching(s, r);
            if (sigma == null) {
                r /= 2;
                continue;
            }
            double alpha = Double.POSITIVE_INFINITY;
            for (int i = 0; i < n; i++) {
                alpha = Math.min(alpha, s[i][sigma[i]]);
            }
            for (int i = 0; i < n; i++) {
                s[i][sigma[i]] = Math.max(0, s[i][sigma[i]] - alpha);
            }
            perms.add(new WeightedPermutation(perms.size(), sigma, alpha, alpha));
            rounds.add(new Decomposition.SolsticeRound(r, sigma, alpha));
        }
        List<Decomposition.RefineStep> raises = coverResidue(d, perms, rounds, monitor);
        int degree = Support.degree(Support.lineCounts(Support.of(d)));
        return new Decomposition("solstice", n, degree, perms, rounds, raises);
    }

    /** D plus stuffing so that every row and column sums to the largest line sum. */
    static double[][] stuffed(double[][] d) {
        int n = d.length;
        double[][] s = new double[n][];
        double[] rows = new double[n];
        double[] cols = new double[n];
        for (int i = 0; i < n; i++) {
            s[i] = d[i].clone();
            for (int j = 0; j < n; j++) {
                rows[i] += d[i][j];
                cols[j] += d[i][j];
            }
        }
        double target = 0;
        for (int i = 0; i < n; i++) {
            target = Math.max(target, Math.max(rows[i], cols[i]));
        }
        double threshold = Tolerance.support(Support.maxEntry(d));
        for (int pass = 0; pass < 2; pass++) {
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    if (pass == 1 || d[i][j] > threshold) {
                        double add = Math.min(target - rows[i], target - cols[j]);
                        if (add > 0) {
                            s[i][j] += add;
                            rows[i] += add;
                            cols[j] += add;
                        }
                    }
                }
            }
        }
        return s;
    }

    /** The heaviest perfect matching using only entries ≥ r, or null when none exists. */
    private static int[] heavyMatching(double[][] s, double r) {
        int n = s.length;
        double max = Support.maxEntry(s);
        double big = n * (max + 1) + 1;
        double[][] cost = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                cost[i][j] = s[i][j] >= r ? max - s[i][j] : big;
            }
        }
        int[] sigma = LinearAssignment.solve(cost);
        for (int i = 0; i < n; i++) {
            if (s[i][sigma[i]] < r) {
                return null;
            }
        }
        return sigma;
    }

    /**
     * Closes the deficit the slices left (slicing stops once the threshold r falls to ε, so a cell may lack a few ε of
     * service). A cell no slice passes over gets a permutation of Spectra's Decompose of those cells, held at least
     * {@link #floor} so that LPT, which skips weights within tolerance, configures it; then greedy Refine raises the
     * permutations through every cell still short. Without the first step's cells and the floor, seeded GPT-like
     * instances (n = 32, seeds 15 and 118) ended with weights of 3e-10 that LPT dropped and the verifier rejected.
     */
    private static List<Decomposition.RefineStep> coverResidue(double[][] d, List<WeightedPermutation> perms,
                                                             List<Decomposition.Round> rounds, SolveMonitor monitor) {
        int n = d.length;
        double eps = Tolerance.epsilon(Support.maxEntry(d));
        double[][] unreached = Refiner.deficits(d, sigmas(perms), weights(perms));
        boolean[][] passed = new boolean[n][n];
        for (WeightedPermutation p : perms) {
            for (int i = 0; i < n; i++) {
                passed[i][p.target(i)] = true;
            }
        }
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                unreached[i][j] = passed[i][j] || unreached[i][j] <= eps ? 0 : unreached[i][j];
            }
        }
        if (Support.maxEntry(unreached) > 0) {
            double floor = floor(d, perms);
            for (WeightedPermutation p : SpectraDecomposer.decompose(unreached, Refiner.Mode.GREEDY, monitor)
                    .permutations()) {
                double alpha = Math.max(p.alpha(), floor);
                perms.add(new WeightedPermutation(perms.size(), p.sigma(), alpha, alpha));
                rounds.add(new Decomposition.SolsticeRound(0, p.sigma(), alpha));
            }
        }
        double[] alpha = weights(perms);
        List<Decomposition.RefineStep> raises = Refiner.greedy(d, sigmas(perms), alpha);
        for (int k = 0; k < perms.size(); k++) {
            WeightedPermutation p = perms.get(k);
            perms.set(k, new WeightedPermutation(p.id(), p.sigma(), alpha[k], p.initialAlpha()));
        }
        return raises;
    }

    /** Twice the tolerance LPT skips weights within (relative to the largest weight, or D's largest entry). */
    static double floor(double[][] d, List<WeightedPermutation> perms) {
        double largest = Math.max(Support.maxEntry(d), perms.stream().mapToDouble(WeightedPermutation::alpha).max()
                .orElse(0));
        return 2 * Tolerance.epsilon(largest);
    }

    private static List<int[]> sigmas(List<WeightedPermutation> perms) {
        return perms.stream().map(WeightedPermutation::sigma).toList();
    }

    private static double[] weights(List<WeightedPermutation> perms) {
        return perms.stream().mapToDouble(WeightedPermutation::alpha).toArray();
    }
}
