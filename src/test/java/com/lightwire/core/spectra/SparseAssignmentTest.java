package com.lightwire.core.spectra;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link SparseAssignment} finds a minimum-cost perfect matching of a sparse graph (certified against the dense
 * {@link LinearAssignment} with absent cells at a prohibitive cost) with feasible, tight potentials, warm or cold, and
 * reports a graph without a perfect matching.
 */
class SparseAssignmentTest {

    private static final double ABSENT = 1e6;

    static LongStream seeds() {
        return LongStream.rangeClosed(1, 200);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void findsAMinimumCostMatchingWithFeasibleTightPotentials(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int n = 1 + random.nextInt(30);
        SparseAssignment solver = new SparseAssignment(n);
        double[] u = new double[n];
        double[] v = new double[n];
        for (int round = 0; round < 3; round++) {
            double[][] dense = sparseCosts(n, random);
            int[][] graph = graph(dense);
            double[] cost = edgeCosts(dense, graph);
            int[] sigma = new int[n];
            assertTrue(solver.solve(graph[0], graph[1], cost, u, v, sigma), "seed " + seed);
            double best = total(dense, LinearAssignment.solve(dense));
            assertEquals(best, total(dense, sigma), 1e-9 * n, "seed " + seed + " round " + round);
            for (int i = 0; i < n; i++) {
                for (int e = graph[0][i]; e < graph[0][i + 1]; e++) {
                    int j = graph[1][e];
                    double reduced = cost[e] - u[i] - v[j];
                    assertTrue(reduced >= -1e-9, "seed " + seed + ": reduced cost " + reduced);
                    if (j == sigma[i]) {
                        assertEquals(0, reduced, 1e-9, "seed " + seed + ": matched cell not tight");
                    }
                }
            }
        }
    }

    @Test
    void reportsAGraphWithoutAPerfectMatching() {
        double[][] dense = {{1, ABSENT, ABSENT}, {2, ABSENT, ABSENT}, {ABSENT, 3, 4}};
        int[][] graph = graph(dense);
        assertFalse(new SparseAssignment(3).solve(graph[0], graph[1], edgeCosts(dense, graph), new double[3],
                new double[3], new int[3]));
    }

    /** Random costs on a random diagonal-plus-extra support, absent cells at {@link #ABSENT}. */
    private static double[][] sparseCosts(int n, SplittableRandom random) {
        int[] perm = new int[n];
        Arrays.setAll(perm, i -> i);
        for (int i = n - 1; i > 0; i--) {
            int k = random.nextInt(i + 1);
            int t = perm[i];
            perm[i] = perm[k];
            perm[k] = t;
        }
        double density = random.nextDouble() * 0.4;
        double[][] c = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                boolean present = j == perm[i] || random.nextDouble() < density;
                c[i][j] = present ? (random.nextBoolean() ? random.nextInt(3) : random.nextDouble()) : ABSENT;
            }
        }
        return c;
    }

    /** {rowStart, cols} of the present cells. */
    private static int[][] graph(double[][] dense) {
        int n = dense.length;
        int[] rowStart = new int[n + 1];
        int[] cols = new int[n * n];
        int k = 0;
        for (int i = 0; i < n; i++) {
            rowStart[i] = k;
            for (int j = 0; j < n; j++) {
                if (dense[i][j] < ABSENT) {
                    cols[k++] = j;
                }
            }
        }
        rowStart[n] = k;
        return new int[][] {rowStart, Arrays.copyOf(cols, k)};
    }

    private static double[] edgeCosts(double[][] dense, int[][] graph) {
        double[] cost = new double[graph[1].length];
        for (int i = 0; i < dense.length; i++) {
            for (int e = graph[0][i]; e < graph[0][i + 1]; e++) {
                cost[e] = dense[i][graph[1][e]];
            }
        }
        return cost;
    }

    private static double total(double[][] c, int[] sigma) {
        double sum = 0;
        for (int i = 0; i < sigma.length; i++) {
            sum += c[i][sigma[i]];
        }
        return sum;
    }
}
