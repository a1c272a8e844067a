package com.lightwire.core.spectra;

import java.util.SplittableRandom;

/**
 * The preprocessing steps of spectra.md §7 items 9–11, each returning a new matrix: zero the diagonal (GPU-local
 * traffic), normalise (divide by the largest line sum, or Sinkhorn–Knopp to doubly stochastic with the line-sum
 * fallback when the support has no total support), and Gaussian noise on nonzero entries only, clipped to
 * {@value #NOISE_FLOOR} so the support never changes.
 */
public final class Preprocessing {

    /** The smallest value noise leaves on a nonzero entry. */
    public static final double NOISE_FLOOR = 1e-6;

    /** Sinkhorn stops when every line sum is within this of 1. */
    static final double SINKHORN_TOLERANCE = 1e-9;

    /** Sinkhorn gives up (and falls back to the line-sum scaling) after this many row+column passes. */
    static final int SINKHORN_MAX_PASSES = 5_000;

    /** Normalisations. */
    public enum Normalize {
        NONE("none"), MAX_LINE("max-line"), SINKHORN("sinkhorn");

        private final String key;

        Normalize(String key) {
            this.key = key;
        }

        public String key() {
            return key;
        }

        public static java.util.Optional<Normalize> of(String key) {
            return java.util.Arrays.stream(values()).filter(v -> v.key.equals(key)).findFirst();
        }
    }

    private Preprocessing() {
    }

    public static double[][] zeroDiagonal(double[][] d) {
        double[][] out = copy(d);
        for (int i = 0; i < out.length; i++) {
            out[i][i] = 0;
        }
        return out;
    }

    public static double[][] normalize(double[][] d, Normalize how) {
        return switch (how) {
            case NONE -> copy(d);
            case MAX_LINE -> byMaxLineSum(d);
            case SINKHORN -> sinkhorn(d);
        };
    }

    /** D divided by its largest row or column sum (unchanged when zero). */
    public static double[][] byMaxLineSum(double[][] d) {
        double max = LessLikeSplit.maxLineSum(d);
        double[][] out = copy(d);
        if (max > 0) {
            for (double[] row : out) {
                for (int j = 0; j < row.length; j++) {
                    row[j] /= max;
                }
            }
        }
        return out;
    }

    /** Sinkhorn–Knopp to doubly stochastic; the line-sum scaling when it does not converge (no total support). */
    public static double[][] sinkhorn(double[][] d) {
        int n = d.length;
        double[][] m = copy(d);
        for (int pass = 0; pass < SINKHORN_MAX_PASSES; pass++) {
            for (double[] row : m) {
                double sum = 0;
                for (double v : row) {
                    sum += v;
                }
                if (sum <= 0) {
                    return byMaxLineSum(d);
                }
                for (int j = 0; j < n; j++) {
                    row[j] /= sum;
                }
            }
            double worst = 0;
            for (int j = 0; j < n; j++) {
                double sum = 0;
                for (int i = 0; i < n; i++) {
                    sum += m[i][j];
                }
                if (sum <= 0) {
                    return byMaxLineSum(d);
                }
                for (int i = 0; i < n; i++) {
                    m[i][j] /= sum;
                }
                worst = Math.max(worst, Math.abs(sum - 1));
            }
            if (worst < SINKHORN_TOLERANCE) {
                return m;
            }
        }
        return byMaxLineSum(d);
    }

    /** Adds N(0, σ²) to every nonzero entry, clipping at {@link #NOISE_FLOOR}. */
    public static double[][] noise(double[][] d, double sigma, SplittableRandom random) {
        double[][] out = copy(d);
        if (sigma <= 0) {
            return out;
        }
        for (double[] row : out) {
            for (int j = 0; j < row.length; j++) {
                if (row[j] > 0) {
                    row[j] = Math.max(NOISE_FLOOR, row[j] + sigma * random.nextGaussian());
                }
            }
        }
        return out;
    }

    static double[][] copy(double[][] d) {
        double[][] out = new double[d.length][];
        for (int i = 0; i < d.length; i++) {
            out[i] = d[i].clone();
        }
        return out;
    }
}
