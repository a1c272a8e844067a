package com.lightwire.model;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The small value types of the model: configurations, the standard floor layout, fiber and floor plans, references
 * and the wiring-scheme parser, each pinned on a case a plausible slip would change.
 */
class ModelValuesTest {

    @Test
    void aConfigurationCountsAndListsItsCircuitsInGroupOcsIngressOrder() {
        OcsConfiguration c = OcsConfiguration.builder(2, 2, 3).connect(1, 0, 2, 0).connect(0, 1, 0, 2)
                .setOcs(1, 1, new int[] {1, 0, OcsConfiguration.NONE}).build();
        assertEquals(2, c.groups());
        assertEquals(2, c.ocsPerGroup());
        assertEquals(3, c.ports());
        assertEquals(4, c.circuitCount());
        assertEquals(List.of(new OcsConfiguration.Circuit(0, 1, 0, 2), new OcsConfiguration.Circuit(1, 0, 2, 0),
                new OcsConfiguration.Circuit(1, 1, 0, 1), new OcsConfiguration.Circuit(1, 1, 1, 0)), c.circuits());
        assertTrue(c.has(1, 0, 2, 0));
        assertFalse(c.has(1, 0, 2, 1));
        assertEquals(OcsConfiguration.NONE, c.egressOf(0, 0, 0));
        assertArrayEquals(new int[] {1, 0, OcsConfiguration.NONE}, c.ocsMap(1, 1));
    }

    @Test
    void aConfigurationIsImmutableAfterBuildAndItsMapsAreCopies() {
        OcsConfiguration.Builder b = OcsConfiguration.builder(1, 1, 2).connect(0, 0, 0, 1);
        OcsConfiguration first = b.build();
        b.connect(0, 0, 1, 0);
        assertEquals(1, first.circuitCount());
        first.ocsMap(0, 0)[1] = 0;
        assertEquals(OcsConfiguration.NONE, first.egressOf(0, 0, 1));
    }

    @Test
    void configurationsAreEqualByContentAndPortsAndShapeIgnoresContent() {
        OcsConfiguration a = OcsConfiguration.builder(1, 2, 2).connect(0, 1, 0, 1).build();
        OcsConfiguration same = OcsConfiguration.builder(1, 2, 2).connect(0, 1, 0, 1).build();
        OcsConfiguration other = OcsConfiguration.builder(1, 2, 2).connect(0, 1, 1, 0).build();
        assertEquals(a, same);
        assertEquals(a.hashCode(), same.hashCode());
        assertNotEquals(a, other);
        assertNotEquals(a.hashCode(), other.hashCode());
        assertTrue(a.sameShape(other));
        assertFalse(a.sameShape(OcsConfiguration.empty(2, 2, 2)));
        assertFalse(a.sameShape(OcsConfiguration.empty(1, 1, 2)));
        assertFalse(a.sameShape(OcsConfiguration.empty(1, 2, 3)));
        assertNotEquals(OcsConfiguration.empty(1, 1, 0), OcsConfiguration.empty(1, 1, 1));
        assertNotEquals(OcsConfiguration.empty(0, 0, 1), OcsConfiguration.empty(0, 0, 2));
        assertNotEquals(OcsConfiguration.empty(0, 0, 1).hashCode(), OcsConfiguration.empty(0, 0, 2).hashCode());
        assertEquals(0, OcsConfiguration.empty(0, 5, 5).ocsPerGroup());
        assertNotEquals(a, "a");
    }

    @Test
    void theStandardLayoutPutsOcsRowsFirstAndPodsInSpineLeafPairs() {
        FabricParams params = new FabricParams(8, 8, 2, 64);
        Cluster c = StandardLayout.build("t", params, 20, WiringScheme.CROSS);
        assertEquals(List.of("G00-R0", "G00-R1"), c.groups().get(0).racks());
        assertEquals(4, c.groups().size());
        Rack lastOcs = c.rack("G03-R1").orElseThrow();
        assertEquals(0, lastOcs.row());
        assertEquals(7, lastOcs.slot());
        Rack spine0 = c.rack("P000-SP").orElseThrow();
        Rack leaf0 = c.rack("P000-LF").orElseThrow();
        assertEquals(List.of(1, 0, 1, 1), List.of(spine0.row(), spine0.slot(), leaf0.row(), leaf0.slot()));
        Rack spine17 = c.rack("P017-SP").orElseThrow();
        assertEquals(List.of(2, 2), List.of(spine17.row(), spine17.slot()));
        assertEquals(new Pod(17, "P017", "P017-SP", "P017-LF"), c.pods().get(17));
        assertEquals(8 + 40, c.racks().size());
    }

    @Test
    void aTwoLinkGroupOfThreeOcsesStillGetsOneRackAndManyOcsRacksWrapRows() {
        Cluster small = StandardLayout.build("t", new FabricParams(2, 6, 2, 64), 1, WiringScheme.TWO_LINK);
        assertEquals(1, small.groups().get(0).racks().size());
        Cluster wide = StandardLayout.build("t", new FabricParams(16, 16, 1, 512), 1, WiringScheme.CROSS);
        assertEquals(4, wide.groups().get(0).racks().size());
        Rack rack32 = wide.racks().get(32);
        assertEquals(List.of(1, 0), List.of(rack32.row(), rack32.slot()));
        assertEquals(2, wide.rack("P000-SP").orElseThrow().row(), "64 OCS racks fill exactly two rows");
        Cluster many = StandardLayout.build("t", new FabricParams(16, 16, 1, 512), 1, WiringScheme.UNIFORM);
        assertEquals(2, many.rack("P000-LF").orElseThrow().row());
    }

    @Test
    void anOcsRackFromItsIndex() {
        OcsGroup g = new OcsGroup(0, "G", List.of("A", "B"), 4);
        assertEquals(List.of("A", "A", "B", "B"), List.of(g.rackOf(0), g.rackOf(3), g.rackOf(4), g.rackOf(11)));
        assertEquals("B", new OcsGroup(0, "G", List.of("A", "B"), 0).rackOf(1));
        assertNull(new OcsGroup(0, "G", List.of(), 4).rackOf(0));
    }

    @Test
    void fiberPlanFindsTheCableOfASpinePortInPodSpinePortOrder() {
        FabricParams params = new FabricParams(4, 3, 2, 8);
        List<Cable> cables = new java.util.ArrayList<>();
        for (int pod = 0; pod < 2; pod++) {
            for (int spine = 0; spine < 2; spine++) {
                for (int port = 0; port < 3; port++) {
                    OcsPort o = new OcsPort(spine, port, pod);
                    cables.add(new Cable(new SpinePort(pod, spine, port), o, o));
                }
            }
        }
        FiberPlan plan = new FiberPlan(WiringScheme.UNIFORM, params, 2, cables);
        assertEquals(2L * 12, plan.strandCount());
        for (Cable cable : cables) {
            assertEquals(cable, plan.cableAt(cable.spineEnd()));
        }
    }

    @Test
    void cableLengthAddsRunsAlongAndAcrossRowsToVerticalAndSlack() {
        FloorPlan f = new FloorPlan(0.5, 3.0, 4.0, 2.0);
        Rack a = new Rack("a", "a", 1, 7, RackRole.OCS, 42);
        Rack b = new Rack("b", "b", 3, 2, RackRole.OCS, 42);
        assertEquals(5 * 0.5 + 2 * 3.0 + 4.0 + 2.0, f.cableLengthMeters(a, b), 1e-12);
        assertEquals(f.cableLengthMeters(a, b), f.cableLengthMeters(b, a), 1e-12);
    }

    @Test
    void wiringSchemesParseByKeyNameAndAlias() {
        assertEquals(Optional.of(WiringScheme.TWO_LINK), WiringScheme.parse(" Two_Link "));
        assertEquals(Optional.of(WiringScheme.TWO_LINK), WiringScheme.parse("two-link"));
        assertEquals(Optional.of(WiringScheme.CROSS), WiringScheme.parse("interleaved"));
        assertEquals(Optional.of(WiringScheme.UNIFORM), WiringScheme.parse("UNIFORM"));
        assertEquals(Optional.empty(), WiringScheme.parse("ring"));
        assertEquals("cross", WiringScheme.CROSS.key());
        assertEquals("Cross Wiring", WiringScheme.CROSS.toString());
        assertEquals("Two-link", WiringScheme.TWO_LINK.displayName());
    }

    @Test
    void referencesLabelAndCompareByIndex() {
        Pod pod = new Pod(2, "P002", "s", "l");
        assertEquals(new PodRef(2, "x"), PodRef.of(pod));
        assertEquals(PodRef.of(pod).hashCode(), new PodRef(2, "y").hashCode());
        assertNotEquals(new PodRef(1, "P002"), PodRef.of(pod));
        assertNotEquals(new PodRef(1, "P").hashCode(), new PodRef(2, "P").hashCode());
        assertEquals("pod P002", PodRef.of(pod).label());
        OcsGroup group = new OcsGroup(3, "G03", List.of(), 4);
        assertEquals(new GroupRef(3, "other"), GroupRef.of(group));
        assertNotEquals(new GroupRef(2, "G03"), GroupRef.of(group));
        assertNotEquals(new GroupRef(2, "G").hashCode(), new GroupRef(3, "G").hashCode());
        assertEquals("OCS group G03", GroupRef.of(group).label());
        assertEquals(new TopologyRef(1, "a"), new TopologyRef(1, "b"));
        assertNotEquals(new TopologyRef(1, "a"), new TopologyRef(2, "a"));
        assertNotEquals(new TopologyRef(1, "a").hashCode(), new TopologyRef(2, "a").hashCode());
        assertEquals("topology \"a\"", new TopologyRef(1, "a").label());
        assertEquals("topology", TopologyRef.UNNAMED.label());
        TopologyPairRef pair = new TopologyPairRef(new TopologyRef(0, "t"), 1, 2, 3);
        assertEquals("topology \"t\" group 1 pods 2-3", pair.label());
        assertEquals(Optional.of(new TopologyRef(0, "t")), pair.parent());
        TopologySpineRef spine = new TopologySpineRef(new TopologyRef(0, "t"), 1, 2);
        assertEquals(Optional.of(new TopologyRef(0, "t")), spine.parent());
        assertTrue(spine.label().startsWith("topology \"t\" "), spine.label());
        ConfigurationOcsRef ocs = new ConfigurationOcsRef(1, 5);
        assertEquals(Optional.of(ConfigurationRef.CURRENT), ocs.parent());
        assertTrue(ocs.label().contains("5"), ocs.label());
        assertFalse(ConfigurationRef.CURRENT.label().isEmpty());
        assertFalse(ElementRef.CLUSTER.label().isEmpty());
        assertTrue(new RackRef("R7").label().contains("R7"));
        assertTrue(new StudyRef("k", "name").label().contains("name"));
        assertEquals(new StudyRef("k", "n"), StudyRef.of(new Study("k", "n", new UnknownStudyData("{}"))));
    }

    @Test
    void diagnosticsPrintSeverityRuleElementAndMessage() {
        Diagnostic w = Diagnostic.warning(ElementRef.CLUSTER, "r", "m");
        assertFalse(w.isError());
        assertEquals("warning [r] " + ElementRef.CLUSTER.label() + ": m", w.toString());
        Diagnostic moved = Diagnostic.error(ElementRef.CLUSTER, "r", "m").at(new RackRef("R"));
        assertEquals(new Diagnostic(Severity.ERROR, new RackRef("R"), "r", "m"), moved);
    }

    @Test
    void projectsCopyAndGuardTheirParts() {
        Cluster c = StandardLayout.build("t", new FabricParams(4, 4, 2, 8), 2, WiringScheme.CROSS);
        Project p = Project.of(c);
        assertTrue(p.hasCluster());
        assertEquals(Optional.of(c), p.optionalCluster());
        assertFalse(Project.ofStudies(List.of()).hasCluster());
        assertThrows(IllegalStateException.class, () -> Project.ofStudies(List.of()).cluster());
        NamedTopology t = new NamedTopology("t", LogicalTopology.empty(2, 2));
        OcsConfiguration conf = OcsConfiguration.empty(2, 4, 2);
        Study s = new Study("k", "n", new UnknownStudyData("{}"));
        Project full = p.withTopologies(List.of(t)).withCurrentConfiguration(conf).withStudies(List.of(s));
        assertEquals(new Project(c, List.of(t), conf, List.of(s)), full);
        Cluster other = c.withScheme(WiringScheme.UNIFORM);
        assertEquals(WiringScheme.UNIFORM, full.withCluster(other).cluster().scheme());
        assertThrows(IllegalArgumentException.class, () -> new Project(null, List.of(t), null, List.of()));
        assertThrows(IllegalArgumentException.class, () -> Project.ofStudies(List.of(s, s)));
        assertEquals(List.of(s.name()), Project.ofStudies(List.of(s)).studies().stream().map(Study::name).toList());
    }

    @Test
    void clusterLooksUpRacksByIdAndReportsItsSizes() {
        Cluster c = StandardLayout.build("t", new FabricParams(4, 4, 2, 8), 2, WiringScheme.CROSS);
        assertEquals(c.racks().size(), c.racksById().size());
        assertEquals(c.rack("P001-LF").orElseThrow(), c.racksById().get("P001-LF"));
        assertEquals(Optional.empty(), c.rack("nope"));
        assertEquals(ClusterSizes.of(c.params(), 2, WiringScheme.CROSS), c.sizes());
        Rack moved = c.racks().get(0).movedTo(9, 8);
        assertEquals(List.of(9, 8, c.racks().get(0).heightU()), List.of(moved.row(), moved.slot(), moved.heightU()));
    }

    @Test
    void logicalTopologyListsUpperTriangleLinksAndTotals() {
        LogicalTopology t = LogicalTopology.of(new int[][][] {{{0, 2, 0}, {2, 0, 1}, {0, 1, 0}},
                {{0, 0, 3}, {0, 0, 0}, {3, 0, 0}}});
        assertEquals(List.of(new LogicalTopology.Link(0, 0, 1, 2), new LogicalTopology.Link(0, 1, 2, 1),
                new LogicalTopology.Link(1, 0, 2, 3)), t.links());
        assertEquals(6, t.totalLinks());
        int[][] m = t.matrix(1);
        m[0][2] = 9;
        assertEquals(3, t.count(1, 0, 2));
        assertArrayEquals(new int[] {3, 0, 0}, t.matrix(1)[2]);
        LogicalTopology same = LogicalTopology.of(new int[][][] {{{0, 2, 0}, {2, 0, 1}, {0, 1, 0}},
                {{0, 0, 3}, {0, 0, 0}, {3, 0, 0}}});
        assertEquals(t.hashCode(), same.hashCode());
        assertNotEquals(t.hashCode(), t.withLinks(0, 0, 1, 1).hashCode());
        assertNotEquals(0, LogicalTopology.empty(1, 1).hashCode());
    }

    @Test
    void boundaryCasesOfRadixesPodCountsAndGroups() {
        assertEquals(0, new FabricParams(4, 4, 0, 8).spinesPerPod(), "tau 0 must not divide by zero");
        assertEquals(0, new FabricParams(4, 4, 0, 8).leavesPerPod());
        assertEquals(List.of(), ClusterValidator.checkPodCount(new FabricParams(2, 2, 1, 0), WiringScheme.CROSS, 1),
                "K_ocs = 0 is the radix rule's finding, not a pod-count one");
        Cluster c = StandardLayout.build("t", new FabricParams(4, 4, 2, 8), 2, WiringScheme.CROSS);
        Cluster noTau = new Cluster("t", new FabricParams(4, 4, 0, 8), WiringScheme.CROSS, c.pods(), c.groups(),
                c.racks(), c.floor());
        assertEquals(List.of("positive-size"),
                ClusterValidator.validate(noTau).stream().map(Diagnostic::rule).toList());
    }

    @Test
    void racksByIdKeepsTheFirstOfTwoRacksWithOneId() {
        Cluster c = StandardLayout.build("t", new FabricParams(4, 4, 2, 8), 1, WiringScheme.CROSS);
        List<Rack> racks = new java.util.ArrayList<>(c.racks());
        racks.add(new Rack("P000-SP", "second", 7, 7, RackRole.SPINE, 42));
        assertEquals(c.rack("P000-SP").orElseThrow(), c.withRacks(racks).racksById().get("P000-SP"));
    }

    @Test
    void portsPrintThemselvesForMessages() {
        assertEquals("pod 1 spine 2 port 3", new SpinePort(1, 2, 3).toString());
        assertEquals("OCS 1.2 port 3", new OcsPort(1, 2, 3).toString());
    }

    @Test
    void clearingALinkKeepsAWellFormedTopologyWellFormed() {
        LogicalTopology t = LogicalTopology.of(new int[][][] {{{0, 2}, {2, 0}}});
        assertTrue(t.withLinks(0, 0, 1, 0).isWellFormed());
        assertFalse(t.withLinks(0, 0, 1, -1).isWellFormed());
        assertTrue(t.equals(t));
    }

    @Test
    void aTopologyWithMoreGroupsSharesNothingWithASmallerOne() {
        LogicalTopology two = LogicalTopology.empty(2, 3);
        LogicalTopology one = LogicalTopology.empty(1, 3);
        assertEquals(two.bytesNotSharedWith(null), two.bytesNotSharedWith(one));
        assertEquals(0, two.bytesNotSharedWith(two));
        LogicalTopology threePods = LogicalTopology.empty(1, 3);
        assertEquals(threePods.bytesNotSharedWith(null), threePods.bytesNotSharedWith(LogicalTopology.empty(1, 2)));
    }
}
