package com.lightwire.core.spectra;

import java.util.SplittableRandom;

/**
 * Seeded demand generators (spectra.md §4.2c, §5.3), all in normalised time units: the standard benchmark (every port
 * sends {@code large} flows sharing {@code share} of its bandwidth and {@code small} flows sharing the rest, each flow
 * index a random permutation, then noise), a sum of m random weighted permutations (the appendix model), synthetic
 * GPT-like hybrid-parallel traffic and MoE-like expert routing (stand-ins: the paper's matrices are not published),
 * and a random sparse matrix. The same seed gives the same matrix.
 */
public final class DemandGenerators {

    private DemandGenerators() {
    }

    /** §4.2c: Σ of large + small weighted random permutations, line sums 1, then N(0, noise²) on nonzeros. */
    public static double[][] benchmark(int n, int large, int small, double share, double noise, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        double[][] d = new double[n][n];
        for (int f = 0; f < large + small; f++) {
            double w = f < large ? share / large : (1 - share) / small;
            int[] sigma = randomPermutation(n, random);
            for (int i = 0; i < n; i++) {
                d[i][sigma[i]] += w;
            }
        }
        return Preprocessing.noise(d, noise, random);
    }

    /** §3.6: Σ of m random permutations with random weights summing to 1. */
    public static double[][] permutations(int n, int m, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        double[] w = new double[m];
        double total = 0;
        for (int f = 0; f < m; f++) {
            w[f] = 1 - random.nextDouble();
            total += w[f];
        }
        double[][] d = new double[n][n];
        for (int f = 0; f < m; f++) {
            int[] sigma = randomPermutation(n, random);
            for (int i = 0; i < n; i++) {
                d[i][sigma[i]] += w[f] / total;
            }
        }
        return d;
    }

    /**
     * §5.3 GPT-like, n = TP·PP·DP ports (Megatron rank order rank = tp + TP·(dp + DP·pp)): a TP ring in every tensor
     * group (weight 1), a DP ring in every data group (0.3), pipeline activations to the next stage and gradients back
     * (0.1 each); Sinkhorn to doubly stochastic, then noise.
     */
    public static double[][] gpt(int tp, int pp, int dp, double noise, long seed) {
        int n = tp * pp * dp;
        double[][] d = new double[n][n];
        for (int p = 0; p < pp; p++) {
            for (int q = 0; q < dp; q++) {
                for (int t = 0; t < tp; t++) {
                    int rank = rank(t, q, p, tp, dp);
                    add(d, rank, rank(t + 1, q, p, tp, dp), 1.0);
                    add(d, rank, rank(t, q + 1, p, tp, dp), 0.3);
                    if (p + 1 < pp) {
                        add(d, rank, rank(t, q, p + 1, tp, dp), 0.1);
                        add(d, rank(t, q, p + 1, tp, dp), rank, 0.1);
                    }
                }
            }
        }
        return Preprocessing.noise(Preprocessing.sinkhorn(d), noise, new SplittableRandom(seed));
    }

    private static int rank(int t, int q, int p, int tp, int dp) {
        return t % tp + tp * (q % dp + dp * p);
    }

    private static void add(double[][] d, int i, int j, double w) {
        if (i != j) {
            d[i][j] += w;
        }
    }

    /**
     * §5.3 MoE-like: expert popularity from a symmetric Dirichlet(concentration), {@code hot} random experts boosted
     * by {@code boost}; every source routes tokens·topK picks by that popularity (not to itself), then the matrix is
     * divided by its largest line sum (sub-stochastic).
     */
    public static double[][] moe(int n, int tokens, int topK, double concentration, int hot, double boost, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        double[] pop = new double[n];
        for (int j = 0; j < n; j++) {
            pop[j] = gamma(concentration, random);
        }
        for (int h = 0; h < hot; h++) {
            pop[random.nextInt(n)] *= boost;
        }
        double[][] d = new double[n][n];
        for (int i = 0; i < n; i++) {
            double[] cumulative = cumulative(pop, i);
            for (int t = 0; t < tokens * topK; t++) {
                d[i][pick(cumulative, random.nextDouble() * cumulative[n - 1])] += 1;
            }
        }
        return Preprocessing.byMaxLineSum(d);
    }

    /** Each entry nonzero with probability {@code density}, uniform in (0, 1]. */
    public static double[][] random(int n, double density, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        double[][] d = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (random.nextDouble() < density) {
                    d[i][j] = 1 - random.nextDouble();
                }
            }
        }
        return d;
    }

    static int[] randomPermutation(int n, SplittableRandom random) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int k = random.nextInt(i + 1);
            int t = p[i];
            p[i] = p[k];
            p[k] = t;
        }
        return p;
    }

    private static double[] cumulative(double[] pop, int self) {
        double[] c = new double[pop.length];
        double sum = 0;
        for (int j = 0; j < pop.length; j++) {
            sum += j == self ? 0 : pop[j];
            c[j] = sum;
        }
        return c;
    }

    private static int pick(double[] cumulative, double x) {
        int lo = 0;
        int hi = cumulative.length - 1;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (cumulative[mid] > x) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }

    /** Gamma(shape, 1) by Marsaglia and Tsang (2000), with the shape < 1 boost. */
    private static double gamma(double shape, SplittableRandom random) {
        if (shape < 1) {
            return gamma(shape + 1, random) * Math.pow(1 - random.nextDouble(), 1 / shape);
        }
        double dd = shape - 1.0 / 3;
        double c = 1 / Math.sqrt(9 * dd);
        while (true) {
            double x = random.nextGaussian();
            double v = 1 + c * x;
            if (v <= 0) {
                continue;
            }
            v = v * v * v;
            double u = 1 - random.nextDouble();
            if (Math.log(u) < 0.5 * x * x + dd - dd * v + dd * Math.log(v)) {
                return dd * v;
            }
        }
    }
}
