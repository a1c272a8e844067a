package com.lightwire.model;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Cases T11 (rejected clusters and topologies, each with the spec's message) and T12 (sizes, including the two-link
 * halving) of the Cross Wiring digest §7, on the model's validators and {@link ClusterSizes}.
 */
class ModelSpecCasesTest {

    @Test
    void testbedSizesMatchThePaper() {
        ClusterSizes s = ClusterSizes.of(new FabricParams(8, 8, 2, 64), 4, WiringScheme.CROSS);
        assertEquals(4, s.leavesPerPod());
        assertEquals(4, s.spinesPerPod());
        assertEquals(32, s.gpusPerPod());
        assertEquals(128, s.gpus());
        assertEquals(4, s.ocsGroups());
        assertEquals(8, s.ocsPerGroup());
        assertEquals(32, s.totalOcs());
        assertEquals(4, s.portsUsedPerOcs());
        assertEquals(4 * 4 * 8, s.duplexCables());
        assertEquals(s.duplexCables(), s.splitCables(), "under Cross Wiring every cable is split");
        assertEquals(32, s.leafSpineLinksPerPod());
    }

    @Test
    void maxScaleWith512PortOcsesIs131072Gpus() {
        ClusterSizes s = ClusterSizes.of(new FabricParams(16, 16, 1, 512), 512, WiringScheme.CROSS);
        assertEquals(256, s.gpusPerPod());
        assertEquals(256, s.totalOcs());
        assertEquals(512, s.maxPods());
        assertEquals(131_072, s.maxGpus());
        assertEquals(131_072, s.gpus());
    }

    @Test
    void twoLinkWiringHalvesPodsAndGpusAndOcsesPerGroup() {
        ClusterSizes s = ClusterSizes.of(new FabricParams(16, 16, 1, 512), 4, WiringScheme.TWO_LINK);
        assertEquals(256, s.maxPods());
        assertEquals(65_536, s.maxGpus());
        assertEquals(8, s.ocsPerGroup());
        assertEquals(8, s.portsUsedPerOcs());
        assertEquals(0, s.splitCables());
    }

    @Test
    void totalOcsCountDoesNotDependOnThePodCount() {
        FabricParams params = new FabricParams(8, 8, 2, 64);
        for (int pods = 1; pods <= 64; pods *= 2) {
            assertEquals(32, ClusterSizes.of(params, pods, WiringScheme.UNIFORM).totalOcs());
        }
    }

    @Test
    void standardTestbedClusterIsValid() {
        Cluster cluster = StandardLayout.build("testbed", new FabricParams(8, 8, 2, 64), 4, WiringScheme.CROSS);
        List<Diagnostic> found = ClusterValidator.validate(cluster);
        assertTrue(found.stream().noneMatch(Diagnostic::isError), found::toString);
    }

    @Test
    void oddPortCountsAreRejected() {
        for (int kSpine : new int[] {3, 5}) {
            assertClusterRejected(new FabricParams(2, kSpine, 1, 64), 2, WiringScheme.CROSS,
                    "K_spine must be even (Cross Wiring pairs ports)");
        }
    }

    @Test
    void tauThatDoesNotDivideKLeafIsRejected() {
        assertClusterRejected(new FabricParams(8, 8, 3, 64), 2, WiringScheme.CROSS, "tau must divide K_leaf and K_spine");
    }

    @Test
    void tooManyPodsAreRejectedForBothWirings() {
        assertClusterRejected(new FabricParams(2, 2, 1, 512), 513, WiringScheme.CROSS, "too many pods");
        assertClusterRejected(new FabricParams(2, 2, 1, 512), 257, WiringScheme.TWO_LINK, "too many pods");
    }

    @Test
    void asymmetricTopologiesAreRejected() {
        assertTopologyRejected(new int[][] {{0, 2}, {1, 0}}, "logical topology must be symmetric (L2)");
    }

    @Test
    void nonZeroDiagonalsAreRejected() {
        assertTopologyRejected(new int[][] {{2, 0}, {0, 0}}, "diagonal must be 0");
    }

    @Test
    void negativeEntriesAreRejected() {
        assertTopologyRejected(new int[][] {{0, -1}, {-1, 0}}, "link counts must not be negative");
    }

    @Test
    void rowSumsAboveThePortCountAreRejectedNamingPodAndSpine() {
        assertTopologyRejected(new int[][] {{0, 1, 4}, {1, 0, 0}, {4, 0, 0}},
                "pod 0 needs 5 > 4 ports in group 0. Infeasible on any wiring");
    }

    @Test
    void aTopologyOfTheWrongShapeIsRejected() {
        List<Diagnostic> found = TopologyValidator.validate(LogicalTopology.empty(2, 3), new FabricParams(2, 4, 2, 8), 3);
        assertTrue(found.stream().anyMatch(d -> d.rule().equals("topology-shape")), found::toString);
    }

    @Test
    void admissibleTopologiesPassWithoutFindings() {
        int[][] c = {{0, 2, 1, 1}, {2, 0, 1, 1}, {1, 1, 0, 2}, {1, 1, 2, 0}};
        assertTrue(TopologyValidator.validate(LogicalTopology.of(new int[][][] {c}), new FabricParams(2, 4, 2, 8), 4)
                .isEmpty());
    }

    private static void assertClusterRejected(FabricParams params, int pods, WiringScheme scheme, String phrase) {
        List<Diagnostic> found = ClusterValidator.validate(StandardLayout.build("bad", params, pods, scheme));
        assertTrue(found.stream().anyMatch(d -> d.isError() && d.message().contains(phrase)),
                () -> "expected \"" + phrase + "\" in " + found);
    }

    private static void assertTopologyRejected(int[][] c, String phrase) {
        List<Diagnostic> found = TopologyValidator.validate(LogicalTopology.of(new int[][][] {c}),
                new FabricParams(2, 4, 2, 8), c.length);
        assertTrue(found.stream().anyMatch(d -> d.isError() && d.message().contains(phrase)),
                () -> "expected \"" + phrase + "\" in " + found);
    }
}
