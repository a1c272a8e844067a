package com.lightwire.model.spectra;

import java.util.Arrays;
import java.util.Objects;

/**
 * One configuration of a decomposition (spectra.md §2.0): input i connects to output {@code sigma[i]} for
 * {@code alpha} time units.
 *
 * @param id           its index in the decomposition (Decompose order)
 * @param sigma        the permutation; copied in and out
 * @param alpha        its weight after Refine (the total over all its slots in a schedule)
 * @param initialAlpha its weight as the decomposition loop chose it, before Refine
 */
public record WeightedPermutation(int id, int[] sigma, double alpha, double initialAlpha) {

    public WeightedPermutation {
        sigma = Objects.requireNonNull(sigma, "sigma").clone();
    }

    @Override
    public int[] sigma() {
        return sigma.clone();
    }

    /** The output port input {@code i} connects to. */
    public int target(int i) {
        return sigma[i];
    }

    public int n() {
        return sigma.length;
    }

    /** The same permutation with another refined weight. */
    public WeightedPermutation withAlpha(double newAlpha) {
        return new WeightedPermutation(id, sigma, newAlpha, initialAlpha);
    }

    /** True when {@code sigma} maps 0..n−1 one-to-one onto 0..n−1. */
    public static boolean isPermutation(int[] sigma) {
        boolean[] seen = new boolean[sigma.length];
        for (int t : sigma) {
            if (t < 0 || t >= sigma.length || seen[t]) {
                return false;
            }
            seen[t] = true;
        }
        return true;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof WeightedPermutation p && id == p.id && Arrays.equals(sigma, p.sigma)
                && Double.compare(alpha, p.alpha) == 0 && Double.compare(initialAlpha, p.initialAlpha) == 0;
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, Arrays.hashCode(sigma), alpha, initialAlpha);
    }

    @Override
    public String toString() {
        return "P" + id + Arrays.toString(sigma) + "×" + alpha;
    }
}
