package com.lightwire.core.topology;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.LongStream;

import static com.lightwire.core.topology.TopologyGeneratorsTest.assertAdmissible;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link JobDemand} and {@link PodDemandSplit}: job rings give a valid pod-level demand, and its per-spine split is
 * admissible in every group and sums back to the demand.
 */
class PodDemandSplitTest {

    static LongStream seeds() {
        return LongStream.range(0, 150);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void jobDemandsSplitIntoAdmissibleGroupsThatSumToTheDemand(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int pods = 2 + random.nextInt(10);
        int groups = 1 + random.nextInt(4);
        int kSpine = 2 * (1 + random.nextInt(4));
        List<Job> jobs = randomJobs(pods, groups * kSpine / 2, random);
        int[][] demand = JobDemand.of(jobs, pods);
        assertTrue(PodDemandSplit.validate(demand, groups, kSpine).isEmpty(), "the job demand must be valid");
        checkSplit(demand, groups, kSpine);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void fullyLoadedRandomDemandsSplitIntoAdmissibleGroups(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int pods = 2 + random.nextInt(10);
        int groups = 1 + random.nextInt(4);
        int kSpine = 2 * (1 + random.nextInt(4));
        LogicalTopology pooled = TopologyGenerators.randomFullUtilization(1, pods, groups * kSpine, seed);
        checkSplit(pooled.matrix(0), groups, kSpine);
    }

    @Test
    void jobRingsAddLinksPerHopBetweenNeighbours() {
        int[][] demand = JobDemand.of(List.of(new Job("ring", List.of(0, 1, 2), 2), new Job("pair", List.of(3, 1), 1)),
                4);
        assertArrayEquals(new int[][] {{0, 2, 2, 0}, {2, 0, 2, 1}, {2, 2, 0, 0}, {0, 1, 0, 0}}, demand);
    }

    @Test
    void invalidPodDemandsAreReported() {
        List<Diagnostic> found = PodDemandSplit.validate(new int[][] {{1, 2}, {3, 0}}, 1, 2);
        assertTrue(found.stream().anyMatch(d -> d.rule().equals("symmetric")), found::toString);
        assertTrue(found.stream().anyMatch(d -> d.rule().equals("diagonal-zero")), found::toString);
        assertTrue(found.stream().anyMatch(d -> d.rule().equals("port-bound")), found::toString);
    }

    private static void checkSplit(int[][] demand, int groups, int kSpine) {
        int pods = demand.length;
        LogicalTopology c = PodDemandSplit.split(demand, groups, SolveMonitor.NONE);
        assertEquals(groups, c.groups());
        assertAdmissible(c, new FabricParams(2 * groups, kSpine, 2, 64), pods);
        int[][] sum = new int[pods][pods];
        for (int h = 0; h < groups; h++) {
            int[][] m = c.matrix(h);
            for (int i = 0; i < pods; i++) {
                for (int j = 0; j < pods; j++) {
                    sum[i][j] += m[i][j];
                }
            }
        }
        assertArrayEquals(demand, sum, "the groups must sum to the pod-level demand");
    }

    /** Disjoint jobs of 2-4 pods; each pod's links stay within H·K_spine. */
    private static List<Job> randomJobs(int pods, int maxPerHop, SplittableRandom random) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < pods; i++) {
            order.add(i);
        }
        for (int i = pods - 1; i > 0; i--) {
            java.util.Collections.swap(order, i, random.nextInt(i + 1));
        }
        List<Job> jobs = new ArrayList<>();
        int next = 0;
        while (pods - next >= 2) {
            int size = Math.min(pods - next, 2 + random.nextInt(3));
            int perHop = 1 + random.nextInt(maxPerHop);
            jobs.add(new Job("job" + jobs.size(), order.subList(next, next + size), perHop));
            next += size;
        }
        return jobs;
    }
}
