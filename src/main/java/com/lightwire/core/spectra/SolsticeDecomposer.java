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
 * short configurations. A residue the slices leave above ε (rounding) is covered by Spectra's Decompose.
 */
public final class SolsticeDecomposer {

    private SolsticeDecomposer() {
    }

    public static Decomposition decompose(double[][] d, SolveMonitor monitor) {
        int n = d.length;
        double eps = Tolerance.epsilon(Support.maxEntry(d));
        double[][] s = stuffed(d);
        List<WeightedPermutation> perms = new ArrayList<>();
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
        }
        coverResidue(d, perms, monitor);
        int degree = Support.degree(Support.lineCounts(Support.of(d)));
        return new Decomposition("solstice", n, degree, perms, List.of(), List.of());
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

    /** Adds permutations (Spectra's Decompose of the residue) when the slices left part of D uncovered. */
    private static void coverResidue(double[][] d, List<WeightedPermutation> perms, SolveMonitor monitor) {
        List<int[]> sigmas = perms.stream().map(WeightedPermutation::sigma).toList();
        double[] alpha = perms.stream().mapToDouble(WeightedPermutation::alpha).toArray();
        double[][] residue = Refiner.deficits(d, sigmas, alpha);
        if (Support.maxEntry(residue) <= Tolerance.epsilon(Support.maxEntry(d))) {
            return;
        }
        for (WeightedPermutation p : SpectraDecomposer.decompose(residue, Refiner.Mode.GREEDY, monitor)
                .permutations()) {
            perms.add(new WeightedPermutation(perms.size(), p.sigma(), p.alpha(), p.initialAlpha()));
        }
    }
}
