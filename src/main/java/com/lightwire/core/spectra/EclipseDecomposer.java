package com.lightwire.core.spectra;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.spectra.Tolerance;
import com.lightwire.model.spectra.WeightedPermutation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The Eclipse decomposition (Bojja Venkatakrishnan, Alizadeh, Viswanath, SIGMETRICS 2016) adapted as in spectra.md
 * §2.6.2 to cover D with circuits only: each step picks the duration a and matching σ maximising the served traffic
 * per unit of time, Σ_i min(R, a)[i][σ(i)] / (a + δ) (ties: smaller a), and subtracts a·P_σ from the residual R until
 * R ≤ ε. Exact mode tries every distinct positive residual value (for a fixed matching the best a is one of them);
 * fast mode tries {@value #FAST_CANDIDATES} quantiles of them, then every distinct value between the best quantile's
 * neighbours, capped at {@value #FAST_CANDIDATES} more. Needs δ > 0. Up to nnz candidates × O(n³) per step.
 */
public final class EclipseDecomposer {

    /** Candidate durations per step in fast mode (and the cap of the local refinement). */
    public static final int FAST_CANDIDATES = 64;

    /** Exact mode is the default up to this n, fast above. */
    public static final int EXACT_DEFAULT_MAX_N = 64;

    /** Candidate search. */
    public enum Mode {
        EXACT, FAST;

        public String key() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }

        /** Exact up to n = {@value #EXACT_DEFAULT_MAX_N}, fast above (spectra issue item 3). */
        public static Mode defaultFor(int n) {
            return n <= EXACT_DEFAULT_MAX_N ? EXACT : FAST;
        }
    }

    private EclipseDecomposer() {
    }

    /** Decomposes {@code d} with delay {@code delay} > 0. */
    public static Decomposition decompose(double[][] d, double delay, Mode mode, SolveMonitor monitor) {
        if (!(delay > 0)) {
            throw new IllegalArgumentException("Eclipse needs a reconfiguration delay above 0, got " + delay);
        }
        int n = d.length;
        double eps = Tolerance.epsilon(Support.maxEntry(d));
        double[][] r = new double[n][];
        for (int i = 0; i < n; i++) {
            r[i] = d[i].clone();
        }
        List<WeightedPermutation> perms = new ArrayList<>();
        List<Decomposition.Round> rounds = new ArrayList<>();
        double total = total(r, eps);
        while (true) {
            double[] values = distinctValues(r, eps);
            if (values.length == 0) {
                break;
            }
            monitor.checkCancelled();
            monitor.progress(1 - total(r, eps) / Math.max(total, Double.MIN_VALUE), "Eclipse step " + (perms.size()
                    + 1));
            Decomposition.EclipseRound best = step(r, values, delay, mode);
            int[] sigma = best.sigma();
            for (int i = 0; i < n; i++) {
                r[i][sigma[i]] = Math.max(0, r[i][sigma[i]] - best.a());
            }
            perms.add(new WeightedPermutation(perms.size(), sigma, best.a(), best.a()));
            rounds.add(best);
        }
        int degree = Support.degree(Support.lineCounts(Support.of(d)));
        return new Decomposition("eclipse", n, degree, perms, rounds, List.of());
    }

    private static Decomposition.EclipseRound step(double[][] r, double[] values, double delay, Mode mode) {
        if (mode == Mode.EXACT || values.length <= FAST_CANDIDATES) {
            return best(r, values, 0, values.length, 1, delay, null);
        }
        int stride = (values.length + FAST_CANDIDATES - 1) / FAST_CANDIDATES;
        Decomposition.EclipseRound coarse = best(r, values, 0, values.length, stride, delay, null);
        int at = Arrays.binarySearch(values, coarse.a());
        int from = Math.max(0, at - stride + 1);
        int to = Math.min(values.length, at + stride);
        int localStride = Math.max(1, (to - from + FAST_CANDIDATES - 1) / FAST_CANDIDATES);
        return best(r, values, from, to, localStride, delay, coarse);
    }

    /** The best (a, σ) over values[from..to) taken every {@code stride}-th, starting from {@code incumbent}. */
    private static Decomposition.EclipseRound best(double[][] r, double[] values, int from, int to, int stride,
                                                   double delay, Decomposition.EclipseRound incumbent) {
        int n = r.length;
        double[][] cost = new double[n][n];
        Decomposition.EclipseRound best = incumbent;
        for (int c = from; c < to; c += stride) {
            double a = values[c];
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    cost[i][j] = a - Math.min(r[i][j], a);
                }
            }
            int[] sigma = LinearAssignment.solve(cost);
            double served = 0;
            for (int i = 0; i < n; i++) {
                served += Math.min(r[i][sigma[i]], a);
            }
            double score = served / (a + delay);
            if (best == null || score > best.score() || (score == best.score() && a < best.a())) {
                best = new Decomposition.EclipseRound(a, sigma, score);
            }
        }
        return best;
    }

    /** The distinct residual values above ε, ascending. */
    private static double[] distinctValues(double[][] r, double eps) {
        return Arrays.stream(r).flatMapToDouble(Arrays::stream).filter(v -> v > eps).sorted().distinct().toArray();
    }

    private static double total(double[][] r, double eps) {
        return Arrays.stream(r).flatMapToDouble(Arrays::stream).filter(v -> v > eps).sum();
    }
}
