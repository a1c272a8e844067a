package com.lightwire.core.dag;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.dag.Allocation;
import com.lightwire.model.dag.DagTask;
import com.lightwire.model.dag.Dependency;
import com.lightwire.model.dag.TaskDag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Alg. 4 (V1), Alg. 2 (V7, MWIS against brute force), Alg. 1 (V8). */
class BoundsTest {

    @Test
    void v1TimeWindowsAndShortestMakespan() {
        DagIndex ix = DagIndex.of(DagFixtures.v1());
        TimeWindows w20 = TimeWindows.of(ix, 20);
        assertArrayEquals(new double[] {0, 3, 2, 9}, w20.earliestStart(), 1e-12);
        assertArrayEquals(new double[] {9, 14, 10, 20}, w20.latestCompletion(), 1e-12);
        assertEquals(13, w20.shortestMakespan(ix), 1e-12);
        TimeWindows w13 = TimeWindows.of(ix, 13);
        assertArrayEquals(new double[] {2, 7, 3, 13}, w13.latestCompletion(), 1e-12);
        double[] slack = new double[4];
        for (int t = 0; t < 4; t++) {
            slack[t] = w13.latestCompletion()[t] - w13.earliestStart()[t] - w13.tau()[t];
        }
        assertArrayEquals(new double[] {0, 1, 0, 0}, slack, 1e-12);
    }

    @Test
    void v1CriticalPathIsM1M3M4OnAnIdealNetwork() {
        DagIndex ix = DagIndex.of(DagFixtures.v1());
        Schedule s = FlowSimulator.simulate(ix, FlowSimulator.ideal(ix), Sharing.MAX_MIN, SolveMonitor.NONE);
        assertEquals(13, s.makespan(), 1e-9);
        assertArrayEquals(new int[] {0, 2, 3}, Timing.of(ix, s).path());
    }

    static TaskDag v7() {
        List<DagTask> tasks = List.of(
                DagFixtures.task("a", 0, 1, 2, new int[][] {{0, 10}, {1, 11}}, 0),
                DagFixtures.task("b", 0, 1, 3, new int[][] {{2, 12}, {3, 13}, {4, 14}}, 0),
                DagFixtures.task("c", 0, 1, 1, new int[][] {{5, 15}}, 0));
        return DagFixtures.unitDag(new int[] {8, 8}, tasks, List.of(new Dependency(0, 1, 1)));
    }

    @Test
    void v7CapacityBoundIsFourAtTenAndAtThree() {
        DagIndex ix = DagIndex.of(v7());
        assertEquals(4, CapacityBound.directed(ix, TimeWindows.of(ix, 10), SolveMonitor.NONE)[1]);
        assertEquals(4, CapacityBound.directed(ix, TimeWindows.of(ix, 3), SolveMonitor.NONE)[1]);
        assertArrayEquals(new int[] {4}, CapacityBound.of(ix, TimeWindows.of(ix, 10), SolveMonitor.NONE));
    }

    @Test
    void v7WorkedExampleBoundIsTwoOnEveryPair() {
        TaskDag dag = WorkedExampleTest.generate(4).dag();
        DagIndex ix = DagIndex.of(dag);
        int[] xbar = CapacityBound.of(ix, TimeWindows.of(ix, 16), SolveMonitor.NONE);
        assertArrayEquals(new int[] {2, 2, 2, 2}, xbar);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
    void antichainFlowEqualsBruteForceOnRandomOrders(long seed) {
        Random rnd = new Random(seed);
        for (int trial = 0; trial < 30; trial++) {
            int n = 1 + rnd.nextInt(12);
            int[] w = new int[n];
            boolean[][] before = new boolean[n][n];
            for (int i = 0; i < n; i++) {
                w[i] = rnd.nextInt(5);
                for (int j = i + 1; j < n; j++) {
                    before[i][j] = rnd.nextInt(3) == 0;
                }
            }
            for (int k = 0; k < n; k++) {
                for (int i = 0; i < n; i++) {
                    for (int j = 0; j < n; j++) {
                        before[i][j] |= before[i][k] && before[k][j];
                    }
                }
            }
            assertEquals(MaxWeightAntichain.bruteForce(w, before), MaxWeightAntichain.solve(w, before),
                    "seed " + seed + " trial " + trial);
        }
    }

    @Test
    void v8ChainWindowsWithoutAndWithAnchors() {
        List<DagTask> tasks = List.of(DagFixtures.task("m1", 0, 1, 1, new int[][] {{0, 9}}, 0),
                DagFixtures.task("m2", 0, 1, 1, new int[][] {{1, 10}}, 0),
                DagFixtures.task("m3", 0, 1, 1, new int[][] {{2, 11}}, 0));
        DagIndex ix = DagIndex.of(DagFixtures.unitDag(new int[] {4, 4}, tasks,
                List.of(new Dependency(0, 1, 2), new Dependency(1, 2, 0))));
        IndexWindows w = IndexWindows.of(ix, 6);
        assertArrayEquals(new int[] {1, 3, 4}, w.kmin());
        assertArrayEquals(new int[] {3, 5, 6}, w.kmax());
        assertEquals(9, w.cells());
    }

    @Test
    void v8WorkedExampleWindowsWithoutAndWithAnchors() {
        TaskDag dag = WorkedExampleTest.generate(2).dag();
        DagIndex ix = DagIndex.of(dag);
        IndexWindows plain = IndexWindows.of(ix, 10);
        String[] ids = {"r0.PPf1.s1", "r0.PPf2.s1", "r0.PPb1.s2", "r0.PPb2.s2", "DP.s1.r0-r1", "DP.s2.r0-r1"};
        int[][] expected = {{1, 4}, {3, 6}, {3, 6}, {5, 8}, {7, 10}, {6, 10}};
        for (int i = 0; i < ids.length; i++) {
            int t = WorkedExampleTest.task(dag, ids[i]);
            assertArrayEquals(expected[i], new int[] {plain.kmin()[t], plain.kmax()[t]}, ids[i]);
        }
        Allocation x = Allocation.ofMatrix(new int[][] {{0, 1, 1, 0}, {1, 0, 0, 1}, {1, 0, 0, 1}, {0, 1, 1, 0}});
        Schedule trace = FlowSimulator.simulate(ix, x, Sharing.MAX_MIN);
        IndexWindows anchored = IndexWindows.of(ix, 10, trace, 1);
        int[][] withAnchors = {{1, 2}, {3, 4}, {4, 6}, {6, 8}, {8, 10}, {7, 10}};
        for (int i = 0; i < ids.length; i++) {
            int t = WorkedExampleTest.task(dag, ids[i]);
            assertArrayEquals(withAnchors[i], new int[] {anchored.kmin()[t], anchored.kmax()[t]}, ids[i]);
        }
    }
}
