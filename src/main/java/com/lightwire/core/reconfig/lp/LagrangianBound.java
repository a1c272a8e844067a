package com.lightwire.core.reconfig.lp;

import java.util.Arrays;

/**
 * A bound on the old circuits one group can keep, from the Lagrangian dual of its reduced ILP (7) with the port rows
 * relaxed (Fisher 1981): for multipliers {@code μ[m][s], ν[m][t] ≥ 0} on the out- and in-port rows,
 * {@code L(μ, ν) = Σ μ + Σ ν + Σ_q (sum of the C_q largest w_c − μ[m][s] − ν[m][t] over pair q's columns)} bounds the
 * LP, hence every placement, for any multipliers (weak duality). Each pair's own polytope is integral, so the best
 * multipliers give exactly the LP value; they are sought by projected subgradient steps (Polyak's rule, aiming halfway
 * between the best value so far and a known placement's, the step halved after {@value #PATIENCE} steps without
 * progress). Each step is O(columns) = O(2 n Q): where the LP is too slow to solve at interactive speed (hundreds of
 * pods) this bound is cheap, and it is never weaker than the pair-count bound it starts from (μ = ν = 0).
 */
final class LagrangianBound {

    /** Subgradient steps per group (fewer when the bound meets the placement's value). */
    static final int ITERATIONS = 1000;

    /** Steps without a better value before the step length is halved. */
    private static final int PATIENCE = 50;

    private final GroupInstance g;
    private final int n;
    private final int pods;
    private final int[] outPort;
    private final int[] inPort;
    private final int[] weight;

    private LagrangianBound(GroupInstance g) {
        this.g = g;
        n = g.colours();
        pods = g.pods();
        int columns = 2 * n * g.pairs();
        outPort = new int[columns];
        inPort = new int[columns];
        weight = new int[columns];
        for (int c = 0; c < columns; c++) {
            int q = c / (2 * n);
            int d = (c / n) % 2;
            int m = c % n;
            outPort[c] = m * pods + g.source(q, d);
            inPort[c] = m * pods + g.target(q, d);
            weight[c] = g.weight(g.source(q, d), g.target(q, d), m);
        }
    }

    /**
     * The bound after at most {@code iterations} subgradient steps, rounded down (to an even number when every weight is
     * even, as with a mirrored configuration, since then every placement keeps an even number).
     *
     * @param target the kept circuits of a known placement (the steps aim near it; it does not affect validity)
     */
    static long keptBound(GroupInstance g, long target, int iterations) {
        return new LagrangianBound(g).solve(target, iterations);
    }

    private long solve(long target, int iterations) {
        double[] mu = new double[n * pods];
        double[] nu = new double[n * pods];
        double[] gradMu = new double[n * pods];
        double[] gradNu = new double[n * pods];
        double best = Double.POSITIVE_INFINITY;
        double theta = 2;
        int sinceBest = 0;
        for (int it = 0; it < iterations; it++) {
            double value = evaluate(mu, nu, gradMu, gradNu);
            if (value < best - 1e-9) {
                best = value;
                sinceBest = 0;
            } else if (++sinceBest >= PATIENCE) {
                theta /= 2;
                sinceBest = 0;
            }
            double norm = 0;
            for (int i = 0; i < mu.length; i++) {
                norm += projected(mu[i], gradMu[i]) + projected(nu[i], gradNu[i]);
            }
            if (norm == 0 || best - target < 1e-6 || theta < 1e-4) {
                break;
            }
            double step = theta * (value - (best + target) / 2) / norm;
            for (int i = 0; i < mu.length; i++) {
                mu[i] = Math.max(0, mu[i] - step * gradMu[i]);
                nu[i] = Math.max(0, nu[i] - step * gradNu[i]);
            }
        }
        long floor = (long) Math.floor(best + 1e-6);
        return evenWeights() ? floor - (floor & 1) : floor;
    }

    /** The squared component of a subgradient that a step may follow (a zero multiplier cannot decrease). */
    private static double projected(double multiplier, double gradient) {
        return multiplier <= 0 && gradient > 0 ? 0 : gradient * gradient;
    }

    /** L(μ, ν), and its subgradient: 1 minus each port's use by the chosen columns. */
    private double evaluate(double[] mu, double[] nu, double[] gradMu, double[] gradNu) {
        Arrays.fill(gradMu, 1);
        Arrays.fill(gradNu, 1);
        double total = 0;
        for (int i = 0; i < mu.length; i++) {
            total += mu[i] + nu[i];
        }
        int width = 2 * n;
        double[] values = new double[width];
        for (int q = 0; q < g.pairs(); q++) {
            int base = q * width;
            for (int c = 0; c < width; c++) {
                values[c] = weight[base + c] - mu[outPort[base + c]] - nu[inPort[base + c]];
            }
            for (int pick = 0; pick < g.demand()[q]; pick++) {
                int arg = 0;
                for (int c = 1; c < width; c++) {
                    if (values[c] > values[arg]) {
                        arg = c;
                    }
                }
                total += values[arg];
                values[arg] = Double.NEGATIVE_INFINITY;
                gradMu[outPort[base + arg]] -= 1;
                gradNu[inPort[base + arg]] -= 1;
            }
        }
        return total;
    }

    /** True when every old unit holds both of its circuits or neither (each odd OCS mirrors its even partner). */
    private boolean evenWeights() {
        if (g.old() == null) {
            return true;
        }
        for (int m = 0; m < n; m++) {
            int[] even = g.old()[2 * m];
            int[] odd = g.old()[2 * m + 1];
            for (int p = 0; p < pods; p++) {
                boolean evenMirrored = even[p] < 0 || even[p] >= pods || odd[even[p]] == p;
                boolean oddMirrored = odd[p] < 0 || odd[p] >= pods || even[odd[p]] == p;
                if (!evenMirrored || !oddMirrored) {
                    return false;
                }
            }
        }
        return true;
    }
}
