package com.lightwire.model;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Boundaries of the model's rules that the mutation run found unpinned: the largest cluster is allowed exactly, an
 * asymmetric pair with a zero side is still asymmetric, and an unsafe id of exactly twice the longest length is quoted
 * whole.
 */
class ModelBoundariesTest {

    @Test
    void aClusterOfExactlyTheLargestSizeIsAllowedAndOnePodMoreIsNot() {
        FabricParams params = new FabricParams(64, 64, 1, 2048);
        assertEquals(ClusterValidator.MAX_GPUS, 1024 * params.gpusPerPod());
        assertEquals(List.of(), ClusterValidator.checkPodCount(params, WiringScheme.CROSS, 1024));
        assertEquals("cluster-size", ClusterValidator.checkPodCount(params, WiringScheme.CROSS, 1025).get(0).rule());
    }

    @Test
    void aPairWithLinksOnOneSideAndZeroOnTheOtherIsAsymmetric() {
        FabricParams small = new FabricParams(4, 4, 2, 8);
        for (int[][] c : List.of(new int[][] {{0, 0, 0}, {3, 0, 0}, {0, 0, 0}},
                new int[][] {{0, 3, 0}, {0, 0, 0}, {0, 0, 0}})) {
            LogicalTopology t = LogicalTopology.of(new int[][][] {c, new int[3][3]});
            List<Diagnostic> found = TopologyValidator.validate(t, small, 3);
            assertEquals(1, found.size(), found.toString());
            assertEquals("symmetric", found.get(0).rule());
        }
    }

    @Test
    void anUnsafeIdOfExactlyTwiceTheLongestLengthIsQuotedWhole() {
        String id = "=" + "a".repeat(2 * Ids.MAX_LENGTH - 1);
        String message = Ids.problem(id).orElseThrow();
        assertTrue(message.startsWith("\"" + id + "\" is not a valid id"), message);
        String longer = id + "a";
        assertTrue(Ids.problem(longer).orElseThrow().contains("(" + longer.length() + " characters)"));
    }
}
