package com.lightwire.model;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every rule of {@link ClusterValidator} as a rejection: each test breaks exactly one rule of the valid testbed and
 * expects exactly that rule's finding, with its severity and the element it names.
 */
class ClusterValidatorRulesTest {

    private static final FabricParams TESTBED = new FabricParams(8, 8, 2, 64);

    private static Cluster testbed() {
        return StandardLayout.build("testbed", TESTBED, 4, WiringScheme.CROSS);
    }

    private static List<String> rules(List<Diagnostic> found) {
        return found.stream().map(d -> d.severity() + " " + d.rule() + " @ " + d.element().label()).toList();
    }

    @Test
    void theValidTestbedHasNoFindingsAtAll() {
        assertEquals(List.of(), ClusterValidator.validate(testbed()));
    }

    @Test
    void eachNonPositiveRadixIsNamedAndStopsTheParityChecks() {
        List<Diagnostic> found = ClusterValidator.checkParams(new FabricParams(0, -1, 0, 0), WiringScheme.CROSS);
        assertEquals(List.of("K_leaf must be at least 1; it is 0", "K_spine must be at least 1; it is -1",
                "tau must be at least 1; it is 0", "K_ocs must be at least 1; it is 0"),
                found.stream().map(Diagnostic::message).toList());
        assertTrue(found.stream().allMatch(d -> d.isError() && d.rule().equals("positive-size")));
    }

    @Test
    void aRadixOfOneIsPositiveButOddKLeafIsRejected() {
        assertEquals(List.of("ERROR kleaf-even @ cluster"),
                rules(ClusterValidator.checkParams(new FabricParams(1, 2, 1, 1), WiringScheme.CROSS)));
    }

    @Test
    void tauNotDividingKSpineAloneIsRejected() {
        assertEquals(List.of("ERROR tau-divides @ cluster"),
                rules(ClusterValidator.checkParams(new FabricParams(8, 6, 4, 64), WiringScheme.CROSS)));
    }

    @Test
    void zeroPodsAreRejectedButOnePodIsAccepted() {
        assertEquals(List.of("ERROR pods-min @ cluster"),
                rules(ClusterValidator.checkPodCount(TESTBED, WiringScheme.CROSS, 0)));
        assertEquals(List.of(), ClusterValidator.checkPodCount(TESTBED, WiringScheme.CROSS, 1));
    }

    @Test
    void exactlyMaxPodsIsAcceptedAndOneMoreIsRejected() {
        assertEquals(List.of(), ClusterValidator.checkPodCount(TESTBED, WiringScheme.TWO_LINK, 32));
        List<Diagnostic> found = ClusterValidator.checkPodCount(TESTBED, WiringScheme.TWO_LINK, 33);
        assertEquals(List.of("ERROR too-many-pods @ cluster"), rules(found));
        assertEquals("too many pods: 33 pods but K_ocs=64 allows at most 32 with Two-link", found.get(0).message());
    }

    @Test
    void aPodOutOfPositionIsRejectedNamingThePod() {
        Cluster c = testbed();
        List<Pod> pods = new ArrayList<>(c.pods());
        Pod p = pods.get(2);
        pods.set(2, new Pod(3, p.name(), p.spineRack(), p.leafRack()));
        assertEquals(List.of("ERROR pod-index @ pod P002"),
                rules(ClusterValidator.validate(c.withPodsAndRacks(pods, c.racks()))));
    }

    @Test
    void tooFewOcsGroupsAreRejected() {
        Cluster c = testbed();
        Cluster fewer = new Cluster(c.name(), c.params(), c.scheme(), c.pods(), c.groups().subList(0, 3), c.racks(),
                c.floor());
        List<Diagnostic> found = ClusterValidator.validate(fewer);
        assertEquals(List.of("ERROR group-count @ cluster"), rules(found));
        assertEquals("the cluster has 3 OCS groups but K_leaf/tau = 4 spines per pod need 4", found.get(0).message());
    }

    @Test
    void aGroupOutOfPositionIsRejectedNamingTheGroup() {
        Cluster c = testbed();
        List<OcsGroup> groups = new ArrayList<>(c.groups());
        OcsGroup g = groups.get(1);
        groups.set(1, new OcsGroup(5, g.name(), g.racks(), g.ocsPerRack()));
        assertEquals(List.of("ERROR group-index @ OCS group G01"), rules(ClusterValidator.validate(withGroups(c, groups))));
    }

    @Test
    void anOddNumberOfOcsesPerRackIsOnlyAWarning() {
        Cluster c = testbed();
        List<OcsGroup> groups = new ArrayList<>(c.groups());
        OcsGroup g = groups.get(0);
        groups.set(0, new OcsGroup(0, g.name(), g.racks(), 5));
        assertEquals(List.of("WARNING ocs-pair-rack @ OCS group G00"),
                rules(ClusterValidator.validate(withGroups(c, groups))));
    }

    @Test
    void aGroupWhoseRacksCannotHoldItsOcsesIsAnError() {
        Cluster c = testbed();
        List<OcsGroup> groups = new ArrayList<>(c.groups());
        OcsGroup g = groups.get(0);
        groups.set(0, new OcsGroup(0, g.name(), g.racks(), 3));
        List<Diagnostic> found = ClusterValidator.validate(withGroups(c, groups));
        assertEquals(List.of("ERROR group-capacity @ OCS group G00", "WARNING ocs-pair-rack @ OCS group G00"),
                rules(found));
        assertEquals("its racks hold 6 OCSes (2 racks x 3) but the group has 8 with Cross Wiring",
                found.get(0).message());
    }

    @Test
    void aRackIdUsedTwiceIsRejected() {
        Cluster c = testbed();
        List<Rack> racks = new ArrayList<>(c.racks());
        racks.add(new Rack("G00-R0", "copy", 9, 9, RackRole.OCS, 42));
        assertEquals(List.of("ERROR rack-id-unique @ rack G00-R0"), rules(ClusterValidator.validate(c.withRacks(racks))));
    }

    @Test
    void twoRacksOnOneSpotAreAWarningNamingTheLaterRack() {
        Cluster c = testbed();
        List<Rack> racks = new ArrayList<>(c.racks());
        Rack first = racks.get(0);
        racks.add(new Rack("EXTRA", "extra", first.row(), first.slot(), RackRole.OCS, 42));
        List<Diagnostic> found = ClusterValidator.validate(c.withRacks(racks));
        assertEquals(List.of("WARNING rack-position @ rack EXTRA"), rules(found));
        assertTrue(found.get(0).message().endsWith("already taken by rack " + first.id()), found::toString);
    }

    @Test
    void aNegativeRowOrSlotIsRejected() {
        Cluster c = testbed();
        for (Rack bad : List.of(new Rack("NR", "n", -1, 30, RackRole.OCS, 42),
                new Rack("NS", "n", 30, -1, RackRole.OCS, 42))) {
            List<Rack> racks = new ArrayList<>(c.racks());
            racks.add(bad);
            assertEquals(List.of("ERROR rack-position @ rack " + bad.id()),
                    rules(ClusterValidator.validate(c.withRacks(racks))));
        }
        List<Rack> origin = new ArrayList<>(c.racks());
        origin.add(new Rack("ZERO", "z", 0, 31, RackRole.OCS, 42));
        assertEquals(List.of(), ClusterValidator.validate(c.withRacks(origin)), "row 0 slot 31 is a legal free spot");
    }

    @Test
    void aPodsMissingSpineOrLeafRackIsRejectedNamingThePod() {
        Cluster c = testbed();
        for (String missing : List.of("P001-SP", "P001-LF")) {
            List<Rack> racks = c.racks().stream().filter(r -> !r.id().equals(missing)).toList();
            List<Diagnostic> found = ClusterValidator.validate(c.withRacks(racks));
            assertEquals(List.of("ERROR rack-missing @ pod P001"), rules(found));
            assertTrue(found.get(0).message().contains("refers to rack " + missing), found::toString);
        }
    }

    @Test
    void aGroupsMissingRackIsRejectedNamingTheGroup() {
        Cluster c = testbed();
        List<Rack> racks = c.racks().stream().filter(r -> !r.id().equals("G02-R1")).toList();
        assertEquals(List.of("ERROR rack-missing @ OCS group G02"), rules(ClusterValidator.validate(c.withRacks(racks))));
    }

    private static Cluster withGroups(Cluster c, List<OcsGroup> groups) {
        return new Cluster(c.name(), c.params(), c.scheme(), c.pods(), groups, c.racks(), c.floor());
    }
}
