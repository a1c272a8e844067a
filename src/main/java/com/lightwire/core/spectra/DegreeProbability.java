package com.lightwire.core.spectra;

/**
 * The paper's appendix (spectra.md §3.6): the chance that a sum of m random permutations of n ports has degree m.
 * Proposition 1: one line holds m distinct positions with p(n, m) = Π_{i<m} (1 − i/n); Proposition 2 treats the 2n
 * lines as independent: P(deg = m) ≈ 1 − (1 − p)^{2n}.
 */
public final class DegreeProbability {

    private DegreeProbability() {
    }

    /** Proposition 1. */
    public static double p(int n, int m) {
        double p = 1;
        for (int i = 0; i < m; i++) {
            p *= 1 - (double) i / n;
        }
        return p;
    }

    /** Proposition 2. */
    public static double degreeEqualsM(int n, int m) {
        return 1 - Math.pow(1 - p(n, m), 2 * n);
    }
}
