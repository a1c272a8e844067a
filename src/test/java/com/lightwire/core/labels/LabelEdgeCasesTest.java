package com.lightwire.core.labels;

import com.lightwire.core.wiring.FiberPlanGenerator;
import com.lightwire.model.Cluster;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.FabricParams;
import com.lightwire.model.OcsGroup;
import com.lightwire.model.Pod;
import com.lightwire.model.StandardLayout;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Label planning at its edges: filters against the plain reference (every label, then {@code matches}) on a cluster
 * whose pods and groups share racks, cables of pods or groups the cluster does not describe, the panel arithmetic,
 * the id checks at their limits, and the template's own accessors.
 */
class LabelEdgeCasesTest {

    private static final FabricParams PARAMS = new FabricParams(8, 8, 2, 8);

    private static Cluster testbed() {
        return StandardLayout.build("testbed", PARAMS, 4, WiringScheme.CROSS);
    }

    /** Pods 0 and 1 share a spine rack; groups 0 and 1 share their OCS racks. */
    private static Cluster sharedRacks() {
        Cluster c = testbed();
        List<Pod> pods = new ArrayList<>(c.pods());
        pods.set(1, new Pod(1, pods.get(1).name(), pods.get(0).spineRack(), pods.get(1).leafRack()));
        List<OcsGroup> groups = new ArrayList<>(c.groups());
        OcsGroup g1 = groups.get(1);
        groups.set(1, new OcsGroup(1, g1.name(), groups.get(0).racks(), g1.ocsPerRack()));
        return new Cluster(c.name(), c.params(), c.scheme(), pods, groups, c.racks(), c.floor());
    }

    private static LabelPlanner planner(Cluster cluster, int planPods) {
        return new LabelPlanner(cluster, FiberPlanGenerator.generate(cluster.scheme(), PARAMS, planPods),
                LabelFormat.DEFAULT);
    }

    @Test
    void everyFilterGivesWhatTheReferenceGives() {
        for (Cluster cluster : List.of(testbed(), sharedRacks())) {
            LabelPlanner planner = planner(cluster, 4);
            List<CableLabel> all = planner.labels(LabelFilter.ALL).toList();
            List<String> racks = new ArrayList<>(Arrays.asList(null, "nowhere"));
            cluster.racks().forEach(r -> racks.add(r.id()));
            planner.ocsRacks().forEach(r -> racks.add(RackUnits.frameOf(r)));
            Integer[][] podGroup = {{null, null}, {0, null}, {null, 0}, {1, null}, {null, 1}, {3, 3}, {4, null},
                    {null, 4}, {-1, null}, {1, 0}};
            for (String rack : racks) {
                for (Integer[] pg : podGroup) {
                    LabelFilter filter = new LabelFilter(rack, pg[0], pg[1]);
                    assertEquals(all.stream().filter(filter::matches).map(CableLabel::id).toList(),
                            planner.labels(filter).map(CableLabel::id).toList(), filter.toString());
                }
            }
        }
    }

    @Test
    void aSharedRackNarrowsToNeitherPodNorGroup() {
        LabelPlanner planner = planner(sharedRacks(), 4);
        String spineRack = testbed().pods().get(0).spineRack();
        assertEquals(List.of(0, 1), planner.labels(LabelFilter.rack(spineRack)).map(CableLabel::pod).distinct()
                .toList());
        String ocsRack = testbed().groups().get(0).racks().get(0);
        assertEquals(List.of(0, 1), planner.labels(LabelFilter.rack(ocsRack)).map(CableLabel::group).distinct()
                .sorted().toList());
    }

    @Test
    void cablesOfPodsAndGroupsTheClusterLacksGetTheUnknownRack() {
        Cluster c = testbed();
        Cluster threeGroups = new Cluster(c.name(), c.params(), c.scheme(), c.pods(), c.groups().subList(0, 3),
                c.racks(), c.floor());
        List<CableLabel> labels = planner(threeGroups, 5).labels(LabelFilter.ALL).toList();
        CableLabel podFive = labels.stream().filter(l -> l.pod() == 4).findFirst().orElseThrow();
        assertEquals(LabelPlanner.UNKNOWN_RACK, podFive.near().rack());
        assertTrue(Double.isNaN(podFive.lengthMeters()), "no rack, no length");
        CableLabel groupThree = labels.stream().filter(l -> l.pod() == 0 && l.group() == 3
                && l.kind() == LegKind.TX_LEG && l.ocs() == 5).findFirst().orElseThrow();
        assertEquals(LabelPlanner.UNKNOWN_RACK, groupThree.ocsRack());
        assertEquals(1, groupThree.far().u(), "one OCS per unknown rack: every OCS at U 1");
        CableLabel known = labels.stream().filter(l -> l.pod() == 0 && l.group() == 2).findFirst().orElseThrow();
        assertFalse(Double.isNaN(known.lengthMeters()));
    }

    @Test
    void trunksNameTheirOcsPairAndItsPanel() {
        List<CableLabel> labels = planner(testbed(), 4).labels(new LabelFilter(null, 0, 0)).toList();
        CableLabel trunk = labels.stream().filter(l -> l.kind() == LegKind.TRUNK && l.spinePort() == 7).findFirst()
                .orElseThrow();
        assertEquals(6, trunk.ocs(), "a trunk belongs to its pair's even OCS");
        assertEquals("split for OCS pair 06/07", trunk.lines().get(4));
        assertEquals("TRUNK P000 S00 p07 -> SPL00.06", trunk.lines().get(3));
        assertEquals(2, trunk.far().u(), "the second pair of rack G00-R1 has the second panel");
    }

    @Test
    void panelArithmetic() {
        assertEquals(1, RackUnits.panelsPerPair(32));
        assertEquals(2, RackUnits.panelsPerPair(33));
        assertEquals(4, RackUnits.panelU(6, 4, 40, 70), "pair 1 of its rack, 2 panels a pair, trunk 70 on the 2nd");
        assertEquals(1, RackUnits.panelU(0, 4, 40, 63));
        assertEquals(6, RackUnits.panelPort(70));
    }

    @Test
    void idsOfExactlyTheLimitPassAndLongerOnesAreReportedOnce() {
        LabelPlanner fits = new LabelPlanner(StandardLayout.build("t", PARAMS, 4, WiringScheme.UNIFORM),
                FiberPlanGenerator.generate(WiringScheme.UNIFORM, PARAMS, 4),
                LabelFormat.of("DC1", "{rack}" + "x".repeat(93), "x"));
        assertEquals(LabelChecks.MAX_ID_LENGTH, fits.labels(LabelFilter.ALL).findFirst().orElseThrow().id().length());
        assertEquals(List.of(), LabelChecks.idLengths(fits.labels(LabelFilter.ALL).iterator()));
        LabelPlanner over = new LabelPlanner(StandardLayout.build("t", PARAMS, 4, WiringScheme.UNIFORM),
                FiberPlanGenerator.generate(WiringScheme.UNIFORM, PARAMS, 4),
                LabelFormat.of("DC1", "{rack}" + "x".repeat(94), "x"));
        List<Diagnostic> found = LabelChecks.idLengths(over.labels(LabelFilter.ALL).iterator());
        assertEquals(1, found.size());
        assertEquals("label-id-length", found.get(0).rule());
        assertEquals("the id of duplex of pod 0 spine 0 port 0 has 202 characters; label ids have at most 200 "
                + "(shorten the rack ids or the id template); 128 ids are too long", found.get(0).message());
        List<Diagnostic> one = LabelChecks.idLengths(over.labels(LabelFilter.ALL).limit(1).iterator());
        assertTrue(one.get(0).message().endsWith("at most 200 (shorten the rack ids or the id template)"),
                one.get(0)::message);
        assertEquals(6 + 40 + 3, found.get(0).element().label().length(), "\"label \", 40 characters, an ellipsis");
    }

    @Test
    void twentyDuplicatesAreListedWithoutASummary() {
        CableLabel one = planner(testbed(), 4).labels(LabelFilter.ALL).findFirst().orElseThrow();
        List<Diagnostic> found = LabelChecks.uniqueIds(Stream.generate(() -> one).limit(21).iterator());
        assertEquals(20, found.size());
        assertEquals("the same id is printed on trunk of pod 0 spine 0 port 0 and on trunk of pod 0 spine 0 port 0",
                found.get(0).message());
        assertEquals(21, LabelChecks.uniqueIds(Stream.generate(() -> one).limit(22).iterator()).size());
    }

    @Test
    void templatesKeepTheirTextAndTrailingLiterals() {
        LabelTemplate t = LabelTemplate.parse("{rack}-end");
        assertEquals("R7-end", t.render(token -> "R7"));
        assertEquals("{rack}-end", t.text());
        assertEquals("{rack}-end", t.toString());
        assertEquals(LabelTemplate.parse("{rack}-end"), t);
        assertEquals(LabelTemplate.parse("{rack}-end").hashCode(), t.hashCode());
        assertNotEquals(LabelTemplate.parse("{rack}"), t);
        assertNotEquals(t, "{rack}-end");
        assertTrue(assertLabelTemplateError("ab{rack").contains("'{' at column 3 is never closed"));
    }

    @Test
    void legKindsNameTheirStrandsMediaAndConnectors() {
        assertEquals(List.of("TX+RX", "TX+RX", "TX", "RX", "TX+RX"), Stream.of(LegKind.values()).map(LegKind::strands).toList());
        assertEquals("OS2 SMF simplex", LegKind.RX_LEG.media());
        assertEquals("LC-UPC duplex", LegKind.TRUNK.connector());
        assertEquals("ocsport", LabelToken.OCSPORT.key());
        assertEquals("label P1/G2", new LabelRef("P1/G2").label());
    }

    private static String assertLabelTemplateError(String text) {
        try {
            LabelTemplate.parse(text);
        } catch (LabelTemplateException e) {
            return e.getMessage();
        }
        throw new AssertionError("no error for " + text);
    }
}
