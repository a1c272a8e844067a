package com.lightwire.core.dag;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.dag.DagTask;
import com.lightwire.model.dag.TaskDag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** V10 (GA operators), V11 (baselines), DELTA-Fast against brute force, determinism across thread counts. */
class HeuristicsTest {

    static final int[] A = {0, 0, 1};
    static final int[] B = {1, 2, 2};

    @Test
    void v10FeasibleRandomInitReachesExactlyTheElevenVectors() {
        GaOperators tight = new GaOperators(A, B, new int[] {2, 2, 2}, new int[] {2, 2, 2});
        GaOperators loose = new GaOperators(A, B, new int[] {4, 4, 4}, new int[] {3, 3, 3});
        Set<String> seen = new TreeSet<>();
        Random rnd = new Random(7);
        for (int i = 0; i < 3000; i++) {
            assertArrayEquals(new int[] {1, 1, 1}, tight.feasibleRandomInit(new int[] {0, 1, 2}, rnd));
            seen.add(Arrays.toString(loose.feasibleRandomInit(new int[] {0, 1, 2}, rnd)));
        }
        assertEquals(new TreeSet<>(List.of("[1, 1, 1]", "[1, 1, 2]", "[1, 1, 3]", "[1, 2, 1]", "[1, 2, 2]",
                "[1, 3, 1]", "[2, 1, 1]", "[2, 1, 2]", "[2, 2, 1]", "[2, 2, 2]", "[3, 1, 1]")), seen);
    }

    @Test
    void v10RepairTopoFixesOverloadsOrReportsFailure() {
        GaOperators ops = new GaOperators(A, B, new int[] {4, 4, 4}, new int[] {3, 3, 3});
        Random rnd = new Random(3);
        Set<String> outputs = new TreeSet<>();
        for (int i = 0; i < 200; i++) {
            int[] x = {3, 3, 1};
            assertTrue(ops.repair(x, rnd));
            outputs.add(Arrays.toString(x));
            int[] y = {5, 0, 2};
            assertTrue(ops.repair(y, rnd));
            assertTrue(y[0] + y[1] <= 4 && y[0] + y[2] <= 4 && y[1] + y[2] <= 4);
        }
        assertTrue(Set.of("[1, 3, 1]", "[2, 2, 1]", "[3, 1, 1]").containsAll(outputs), outputs::toString);
        GaOperators none = new GaOperators(A, B, new int[] {1, 1, 1}, new int[] {1, 1, 1});
        assertFalse(none.repair(new int[] {1, 1, 1}, rnd));
    }

    static DagIndex v11() {
        List<DagTask> tasks = List.of(DagFixtures.task("a", 0, 1, 16, new int[][] {{0, 10}}, 0),
                DagFixtures.task("b", 0, 2, 4, new int[][] {{1, 20}}, 0),
                DagFixtures.task("c", 1, 2, 1, new int[][] {{11, 21}}, 0));
        return DagIndex.of(DagFixtures.unitDag(new int[] {6, 6, 6}, tasks, List.of()));
    }

    @Test
    void v11BaselinesFollowTheRules() {
        DagIndex ix = v11();
        assertArrayEquals(new int[] {5, 1, 1}, PortFeasibility.toPairs(ix, TrafficBaselines.proportional(ix)));
        assertArrayEquals(new int[] {4, 2, 1}, PortFeasibility.toPairs(ix, TrafficBaselines.squareRoot(ix)));
        assertArrayEquals(new int[] {4, 2, 2}, PortFeasibility.toPairs(ix, TrafficBaselines.iterHalve(ix)));
    }

    /** The best (makespan, circuits) over every allocation within the ports, by enumeration. */
    static double bruteForce(DagIndex ix) {
        int pairs = ix.pairCount();
        int[] x = new int[pairs];
        Arrays.fill(x, 1);
        double best = Double.POSITIVE_INFINITY;
        while (true) {
            if (PortFeasibility.verify(ix, PortFeasibility.fromPairs(ix, x)).isPassed()) {
                best = Math.min(best, PortSaver.simulate(ix, x, Sharing.MAX_MIN, SolveMonitor.NONE).makespan());
            }
            int i = 0;
            while (i < pairs && x[i] == 4) {
                x[i++] = 1;
            }
            if (i == pairs) {
                return best;
            }
            x[i]++;
        }
    }

    @ParameterizedTest(name = "seeds {0}..+9")
    @ValueSource(longs = {11, 21, 31})
    void fastEqualsBruteForceOverAllocationsOnTinyDags(long base) {
        for (long seed = base; seed < base + 10; seed++) {
            TaskDag dag = RandomDags.of(seed, 8, 3);
            DagIndex ix = DagIndex.of(dag);
            if (PortFeasibility.infeasibility(ix).isPresent()) {
                continue;
            }
            Outcome<DagSolution> fast = DagOptimizer.solve(dag, DagMethod.FAST, DagOptions.defaults(),
                    SolveMonitor.NONE);
            assertTrue(fast.isVerified());
            assertEquals(bruteForce(ix), fast.value().schedule().makespan(), 1e-9, "seed " + seed);
        }
    }

    @Test
    void fastGivesTheSameAnswerForOneAndFourThreads() {
        TaskDag dag = WorkedExampleTest.generate(4).dag();
        List<String> answers = new ArrayList<>();
        for (int threads : new int[] {1, 4}) {
            Outcome<DagSolution> o = DagOptimizer.solve(dag, DagMethod.FAST, DagOptions.defaults()
                    .withThreads(threads), SolveMonitor.NONE);
            answers.add(o.value().allocation().toString() + " " + o.value().schedule().makespan());
        }
        assertEquals(answers.get(0), answers.get(1));
        Outcome<DagSolution> o = DagOptimizer.solve(dag, DagMethod.FAST, DagOptions.defaults(), SolveMonitor.NONE);
        assertEquals(12.5, o.value().schedule().makespan(), 1e-9);
        assertEquals(14, o.value().allocation().ports());
    }
}
