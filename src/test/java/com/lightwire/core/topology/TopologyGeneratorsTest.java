package com.lightwire.core.topology;

import com.lightwire.model.Diagnostic;
import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.TopologyValidator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every generator's output is admissible (passes {@link TopologyValidator}); full utilization gives every spine
 * exactly K links when P ≥ 2; the random generators are deterministic for a seed.
 */
class TopologyGeneratorsTest {

    static LongStream seeds() {
        return LongStream.range(0, 100);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void randomGeneratorsAreAdmissibleAndFullUtilizationIsKRegular(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int pods = 1 + random.nextInt(12);
        int kSpine = 2 * (1 + random.nextInt(8));
        int groups = 1 + random.nextInt(3);
        FabricParams params = new FabricParams(2 * groups, kSpine, 2, 64);
        LogicalTopology full = TopologyGenerators.randomFullUtilization(groups, pods, kSpine, seed);
        assertAdmissible(full, params, pods);
        for (int h = 0; h < groups; h++) {
            for (int i = 0; i < pods; i++) {
                assertEquals(pods >= 2 ? kSpine : 0, full.degree(h, i), "group " + h + " pod " + i);
            }
        }
        double utilization = random.nextDouble();
        LogicalTopology partial = TopologyGenerators.randomPartial(groups, pods, kSpine, utilization, seed);
        assertAdmissible(partial, params, pods);
        assertSame(full, TopologyGenerators.randomFullUtilization(groups, pods, kSpine, seed));
        assertSame(partial, TopologyGenerators.randomPartial(groups, pods, kSpine, utilization, seed));
    }

    @Test
    void ringLinksEachPodToItsTwoNeighbours() {
        FabricParams params = new FabricParams(4, 4, 2, 64);
        for (int pods = 1; pods <= 7; pods++) {
            LogicalTopology ring = TopologyGenerators.ring(2, pods, 2);
            assertAdmissible(ring, params, pods);
            int expected = pods == 1 ? 0 : pods == 2 ? 2 : 4;
            for (int i = 0; i < pods; i++) {
                assertEquals(expected, ring.degree(1, i), pods + " pods, pod " + i);
            }
        }
    }

    @Test
    void fullMeshLinksEveryPairOfPods() {
        LogicalTopology mesh = TopologyGenerators.fullMesh(1, 5, 1);
        assertAdmissible(mesh, new FabricParams(2, 4, 2, 64), 5);
        assertEquals(10, mesh.totalLinks());
        for (int i = 0; i < 5; i++) {
            assertEquals(4, mesh.degree(0, i));
        }
    }

    @Test
    void differentSeedsGiveDifferentTopologies() {
        LogicalTopology a = TopologyGenerators.randomFullUtilization(1, 8, 4, 1);
        LogicalTopology b = TopologyGenerators.randomFullUtilization(1, 8, 4, 2);
        assertTrue(!java.util.Arrays.deepEquals(a.matrix(0), b.matrix(0)), "seeds 1 and 2 gave the same topology");
    }

    static void assertAdmissible(LogicalTopology t, FabricParams params, int pods) {
        List<Diagnostic> found = TopologyValidator.validate(t, params, pods);
        assertTrue(found.isEmpty(), found::toString);
    }

    private static void assertSame(LogicalTopology expected, LogicalTopology actual) {
        for (int h = 0; h < expected.groups(); h++) {
            assertArrayEquals(expected.matrix(h), actual.matrix(h), "group " + h);
        }
    }
}
