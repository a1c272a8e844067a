package com.lightwire.core.spectra;

import com.lightwire.model.spectra.Tolerance;

/**
 * The support of a demand matrix and its degree (spectra.md §0): an entry is in supp D when above the support
 * threshold, {@link Tolerance#support} of the largest entry.
 */
final class Support {

    private Support() {
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

    static boolean[][] of(double[][] d) {
        double threshold = Tolerance.support(maxEntry(d));
        int n = d.length;
        boolean[][] b = new boolean[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                b[i][j] = d[i][j] > threshold;
            }
        }
        return b;
    }

    /** Nonzeros per row (indices 0..n−1) and per column (n..2n−1). */
    static int[] lineCounts(boolean[][] b) {
        int n = b.length;
        int[] counts = new int[2 * n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (b[i][j]) {
                    counts[i]++;
                    counts[n + j]++;
                }
            }
        }
        return counts;
    }

    static int degree(int[] lineCounts) {
        int d = 0;
        for (int c : lineCounts) {
            d = Math.max(d, c);
        }
        return d;
    }
}
