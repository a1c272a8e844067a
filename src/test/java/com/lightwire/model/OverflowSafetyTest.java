package com.lightwire.model;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Sums and products of the validators and sizes at the extremes a file may hold: none overflows. */
class OverflowSafetyTest {

    private static final int MAX = Integer.MAX_VALUE;

    @Test
    void rowSumsOfLinkCountsNearIntMaxAreExact() {
        LogicalTopology t = LogicalTopology.builder(1, 3).add(0, 0, 1, MAX).add(0, 0, 2, MAX).add(0, 1, 2, MAX).build();
        assertEquals(2L * MAX, t.degree(0, 0));
        LogicalTopology edited = t.withLinks(0, 1, 2, MAX - 1).withLinks(0, 1, 2, MAX);
        assertEquals(2L * MAX, edited.degree(0, 1), "withLinks keeps exact sums too");
    }

    @Test
    void thePortBoundSeesRowsThatOverflowedInt() {
        LogicalTopology t = LogicalTopology.builder(1, 3).add(0, 0, 1, MAX).add(0, 0, 2, MAX).add(0, 1, 2, MAX).build();
        List<Diagnostic> found = TopologyValidator.validate(t, new FabricParams(2, 8, 2, 8), 3);
        assertEquals(3, found.stream().filter(d -> d.rule().equals("port-bound")).count(), found.toString());
        assertTrue(found.get(0).message().contains("needs 4294967294 > 8 ports"), found.toString());
    }

    @Test
    void sizesAtTheLargestRadixesAreExact() {
        ClusterSizes s = ClusterSizes.of(new FabricParams(65_536, 65_536, 1, 65_536), 65_536, WiringScheme.CROSS);
        assertEquals(1L << 32, s.gpusPerPod());
        assertEquals(1L << 48, s.gpus());
        assertEquals(1L << 32, s.totalOcs());
        assertEquals(1L << 48, s.duplexCables());
        assertEquals(1L << 32, s.leafSpineLinksPerPod());
        assertEquals(1L << 48, s.maxGpus());
    }

    @Test
    void aDesignBeyondTheLargestSizeIsAnError() {
        FabricParams params = new FabricParams(65_536, 65_536, 1, 65_536);
        List<Diagnostic> found = ClusterValidator.checkPodCount(params, WiringScheme.CROSS, 1);
        assertEquals("cluster-size", found.get(0).rule(), found.toString());
        assertEquals(List.of(), ClusterValidator.checkPodCount(new FabricParams(16, 16, 1, 512), WiringScheme.CROSS,
                512), "131,072 GPUs are fine");
    }
}
