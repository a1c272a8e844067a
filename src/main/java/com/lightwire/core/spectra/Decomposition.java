package com.lightwire.core.spectra;

import com.lightwire.model.spectra.WeightedPermutation;

import java.util.List;
import java.util.Objects;

/**
 * A set of weighted permutations covering a demand (Σ α_i P_i ≥ D), with the trace that built it: one round per
 * permutation and the Refine steps (Spectra with greedy Refine, Solstice's closing raises).
 *
 * @param method       "spectra", "eclipse" or "solstice"
 * @param n            ports
 * @param degree       d = deg(supp D)
 * @param permutations the permutations, ids 0.. in construction order
 * @param rounds       one per permutation of the loop
 * @param refineSteps  the raises of greedy Refine (empty for LP Refine and for other methods)
 */
public record Decomposition(String method, int n, int degree, List<WeightedPermutation> permutations,
                            List<Round> rounds, List<RefineStep> refineSteps) {

    public Decomposition {
        Objects.requireNonNull(method, "method");
        permutations = List.copyOf(permutations);
        rounds = List.copyOf(rounds);
        refineSteps = List.copyOf(refineSteps);
    }

    /** Σ α. */
    public double sumAlpha() {
        return permutations.stream().mapToDouble(WeightedPermutation::alpha).sum();
    }

    /** One round of a decomposition loop. */
    public sealed interface Round permits SpectraRound, EclipseRound, SolsticeRound {
        int[] sigma();
    }

    /**
     * A round of Decompose (Alg. 1): the uncovered degree before it, the critical lines, the chosen matching and α.
     *
     * @param degree          d_r
     * @param criticalRows    rows holding d_r uncovered support entries
     * @param criticalColumns columns likewise
     * @param sigma           the chosen permutation
     * @param alpha           its loop weight (smallest newly covered residual)
     */
    public record SpectraRound(int degree, List<Integer> criticalRows, List<Integer> criticalColumns, int[] sigma,
                               double alpha) implements Round {
        public SpectraRound {
            criticalRows = List.copyOf(criticalRows);
            criticalColumns = List.copyOf(criticalColumns);
            sigma = sigma.clone();
        }

        @Override
        public int[] sigma() {
            return sigma.clone();
        }
    }

    /**
     * A round of the Eclipse adaptation: the duration a, the matching and its score u / (a + δ).
     *
     * @param a     the duration
     * @param sigma the matching
     * @param score served traffic per unit of time
     */
    public record EclipseRound(double a, int[] sigma, double score) implements Round {
        public EclipseRound {
            sigma = sigma.clone();
        }

        @Override
        public int[] sigma() {
            return sigma.clone();
        }
    }

    /**
     * A slice of Solstice (an extra): the threshold r the matching kept to (every entry of the stuffed matrix on it at
     * least r), the matching and the slice's weight; threshold 0 marks a permutation that covers cells no slice
     * reached.
     *
     * @param threshold r, or 0 for a residue cover
     * @param sigma     the matching
     * @param alpha     the slice's weight before any raise
     */
    public record SolsticeRound(double threshold, int[] sigma, double alpha) implements Round {
        public SolsticeRound {
            sigma = sigma.clone();
        }

        @Override
        public int[] sigma() {
            return sigma.clone();
        }
    }

    /**
     * One raise of greedy Refine (§2.2 Alg. 2): the largest deficit cell, its deficit and the permutation raised.
     *
     * @param row     u
     * @param column  v
     * @param deficit R[u][v], added to the permutation's α
     * @param permId  the permutation raised
     */
    public record RefineStep(int row, int column, double deficit, int permId) {
    }
}
