package com.lightwire.core.flow;

import com.lightwire.core.solve.SolveMonitor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Certifies {@link MinCostCirculation} against exhaustive enumeration of every integral flow on tiny random networks
 * (lower bounds, negative costs, parallel arcs, self-loops), and the "keep old circuits" arcs against their closed
 * form {@code g(f) - g(0)}.
 */
class MinCostCirculationBruteForceTest {

    private static final long NO_FLOW = Long.MAX_VALUE;

    static LongStream seeds() {
        return LongStream.range(0, 200);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void matchesExhaustiveEnumerationOnFeasibilityAndOptimalCost(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int nodes = 2 + random.nextInt(3);
        int arcs = 2 + random.nextInt(5);
        FlowNetwork net = new FlowNetwork(nodes);
        int[][] arc = new int[arcs][];
        for (int a = 0; a < arcs; a++) {
            int u = random.nextInt(nodes);
            int v = random.nextInt(10) == 0 ? u : random.nextInt(nodes);
            int lo = random.nextInt(4) == 0 ? random.nextInt(3) : 0;
            int hi = lo + random.nextInt(4);
            int cost = random.nextInt(9) - 4;
            arc[a] = new int[] {u, v, lo, hi, cost};
            net.addArc(u, v, lo, hi, cost);
        }
        long best = bruteForceMinCost(nodes, arc, 0, new int[arcs]);
        Optional<int[]> solved = MinCostCirculation.solve(net, SolveMonitor.NONE);
        if (best == NO_FLOW) {
            assertTrue(solved.isEmpty(), "the solver found a flow where none exists");
            return;
        }
        int[] flow = solved.orElseThrow(() -> new AssertionError("the solver missed a feasible circulation"));
        assertTrue(isCirculation(nodes, arc, flow), "the returned flow breaks a bound or conservation");
        assertEquals(best, cost(arc, flow), "the returned flow is not of minimum cost");
    }

    @Test
    void keepOldArcsCostExactlyTheDistanceToTheOldValuesForEveryForcedFlow() {
        for (int cap = 0; cap <= 4; cap++) {
            for (int a = 0; a <= cap + 1; a++) {
                for (int b = 0; b <= cap + 1; b++) {
                    for (int f = 0; f <= cap; f++) {
                        FlowNetwork net = new FlowNetwork(2);
                        int[] range = net.addKeepOldArcs(0, 1, 0, cap, cap, a, b);
                        int back = net.addArc(1, 0, f, f, 0);
                        int[] flow = MinCostCirculation.solve(net, SolveMonitor.NONE).orElseThrow();
                        long paid = 0;
                        for (int x = range[0]; x < range[0] + range[1]; x++) {
                            paid += (long) flow[x] * net.cost(x);
                        }
                        assertEquals(f, flow[back]);
                        assertEquals(g(f, cap, a, b) - g(0, cap, a, b), paid,
                                "cap " + cap + " a " + a + " b " + b + " f " + f);
                    }
                }
            }
        }
    }

    @Test
    void reportsInfeasibilityWhenLowerBoundsCannotBeBalanced() {
        FlowNetwork net = new FlowNetwork(2);
        net.addArc(0, 1, 2, 2, 0);
        net.addArc(1, 0, 0, 1, 0);
        assertTrue(MinCostCirculation.solve(net, SolveMonitor.NONE).isEmpty());
    }

    private static int g(int f, int cap, int a, int b) {
        return Math.abs(f - a) + Math.abs(cap - f - b);
    }

    /** Minimum cost over every integral flow within the bounds that conserves flow at every node. */
    private static long bruteForceMinCost(int nodes, int[][] arc, int index, int[] flow) {
        if (index == arc.length) {
            return isCirculation(nodes, arc, flow) ? cost(arc, flow) : NO_FLOW;
        }
        long best = NO_FLOW;
        for (int f = arc[index][2]; f <= arc[index][3]; f++) {
            flow[index] = f;
            best = Math.min(best, bruteForceMinCost(nodes, arc, index + 1, flow));
        }
        return best;
    }

    private static boolean isCirculation(int nodes, int[][] arc, int[] flow) {
        long[] balance = new long[nodes];
        for (int a = 0; a < arc.length; a++) {
            if (flow[a] < arc[a][2] || flow[a] > arc[a][3]) {
                return false;
            }
            balance[arc[a][0]] -= flow[a];
            balance[arc[a][1]] += flow[a];
        }
        for (long b : balance) {
            if (b != 0) {
                return false;
            }
        }
        return true;
    }

    private static long cost(int[][] arc, int[] flow) {
        long total = 0;
        for (int a = 0; a < arc.length; a++) {
            total += (long) flow[a] * arc[a][4];
        }
        return total;
    }
}
