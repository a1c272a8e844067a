package com.lightwire.core.labels;

import com.lightwire.core.wiring.FiberPlanGenerator;
import com.lightwire.model.Cluster;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.FabricParams;
import com.lightwire.model.StandardLayout;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LabelPlannerTest {

    static LabelPlanner planner(WiringScheme scheme, LabelFormat format) {
        Cluster cluster = StandardLayout.build("testbed", new FabricParams(8, 8, 2, 8), 4, scheme);
        return new LabelPlanner(cluster, FiberPlanGenerator.generate(scheme, cluster.params(), 4), format);
    }

    @Test
    void aCrossWiringCableGetsATrunkATxLegToOcsKAndAnRxLegFromOcsKXorOne() {
        List<CableLabel> labels = planner(WiringScheme.CROSS, LabelFormat.DEFAULT).labels(LabelFilter.ALL).toList();
        // pod 1, spine 2, port 5: cable index 1*32 + 2*8 + 5 = 53, labels 159..161
        CableLabel trunk = labels.get(159);
        CableLabel tx = labels.get(160);
        CableLabel rx = labels.get(161);
        assertEquals(List.of(LegKind.TRUNK, LegKind.TX_LEG, LegKind.RX_LEG), List.of(trunk.kind(), tx.kind(), rx.kind()));
        // spine 2 at U 1 + 2*2 = 5; OCS 5 of group 2 in rack G02-R1 (4 per rack) at U 1 + 8*(5 mod 4) = 9;
        // trunk t = 2*1 + 1 = 3 of pair (4, 5), pair 0 of its rack, panel U 1, port 03
        assertEquals("P001-SP.U05.05/G02-R1-DF.U01.T03", trunk.id());
        assertEquals("G02-R1-DF.U01.03.TX/G02-R1.U09.IN001", tx.id());
        assertEquals("G02-R1-DF.U01.03.RX/G02-R1.U01.OUT001", rx.id());
        assertEquals(5, tx.ocs());
        assertEquals(4, rx.ocs());
        assertEquals("to OCS02.05 IN001 straight", tx.lines().get(4));
        assertEquals("from OCS02.04 OUT001 CROSSED", rx.lines().get(4));
        assertEquals("A P001-SP U05 SPN02 05 TX+RX", trunk.lines().get(1));
    }

    @Test
    void uniformCablesAreOneDuplexLabelLandingOnTheSameOcsPort() {
        LabelPlanner planner = planner(WiringScheme.UNIFORM, LabelFormat.DEFAULT);
        List<CableLabel> labels = planner.labels(LabelFilter.ALL).toList();
        assertEquals(128, labels.size());
        assertEquals(128, planner.labelCount());
        assertTrue(labels.stream().allMatch(l -> l.kind() == LegKind.DUPLEX));
        assertEquals("P001-SP.U05.05/G02-R1.U09.001", labels.get(53).id());
    }

    @ParameterizedTest
    @EnumSource(WiringScheme.class)
    void theDefaultTemplateGivesEveryPieceItsOwnId(WiringScheme scheme) {
        LabelPlanner planner = planner(scheme, LabelFormat.DEFAULT);
        assertEquals(List.of(), LabelChecks.uniqueIds(planner.labels(LabelFilter.ALL).iterator()));
        assertEquals(planner.labelCount(), planner.labels(LabelFilter.ALL).count());
    }

    @Test
    void aTemplateThatDropsThePortIsCaughtByTheUniquenessCheck() {
        LabelPlanner planner = planner(WiringScheme.CROSS, LabelFormat.of("DC1", "{rack}.U{u}", "{rack}"));
        List<Diagnostic> found = LabelChecks.uniqueIds(planner.labels(LabelFilter.ALL).iterator());
        assertEquals(LabelChecks.MAX_REPORTED + 1, found.size());
        assertTrue(found.stream().allMatch(d -> d.isError() && d.rule().equals("label-id-unique")));
    }

    @Test
    void unknownTokensAndStrayBracesAreRejectedWithTheirColumn() {
        LabelTemplateException e = assertThrows(LabelTemplateException.class,
                () -> LabelTemplate.parse("{rack}-{shelf}"));
        assertTrue(e.getMessage().contains("unknown token {shelf} at column 8"), e.getMessage());
        assertTrue(e.getMessage().contains("{ocsport}"), e.getMessage());
        assertTrue(assertThrows(LabelTemplateException.class, () -> LabelTemplate.parse("{rack"))
                .getMessage().contains("never closed"));
        assertTrue(assertThrows(LabelTemplateException.class, () -> LabelTemplate.parse("rack}"))
                .getMessage().contains("column 5"));
    }

    @Test
    void everyTokenRendersFromTheEndAndTheCable() {
        String all = "{site}|{rack}|{u}|{device}|{port}|{strand}|{pod}|{spine}|{group}|{ocs}|{ocsport}|{leg}";
        LabelPlanner planner = planner(WiringScheme.CROSS, LabelFormat.of("DC7", all, "x"));
        CableLabel rx = planner.labels(LabelFilter.ALL).toList().get(161);
        assertEquals("DC7|G02-R1-DF|01|SPL02.04|03.RX|RX|001|02|02|04|001|RX"
                + "/DC7|G02-R1|01|OCS02.04|OUT001|RX|001|02|02|04|001|RX", rx.id());
    }

    @Test
    void filtersSelectOneRackPodOrGroupAndKeepEveryMatchingLabel() {
        LabelPlanner planner = planner(WiringScheme.CROSS, LabelFormat.DEFAULT);
        List<CableLabel> all = planner.labels(LabelFilter.ALL).toList();
        for (LabelFilter filter : List.of(LabelFilter.rack("G01-R0"), LabelFilter.rack("P002-SP"),
                LabelFilter.rack("G03-R1-DF"), new LabelFilter(null, 3, null), new LabelFilter(null, null, 2),
                new LabelFilter("G02-R0", 1, 2))) {
            List<CableLabel> expected = all.stream().filter(filter::matches).toList();
            assertEquals(expected, planner.labels(filter).toList(), filter.toString());
            assertFalse(expected.isEmpty(), filter.toString());
        }
        // a spine rack sees only trunks (the legs are at the distribution frame)
        Set<LegKind> atSpine = planner.labels(LabelFilter.rack("P002-SP")).map(CableLabel::kind)
                .collect(Collectors.toSet());
        assertEquals(Set.of(LegKind.TRUNK), atSpine);
        // an OCS rack holds 4 OCSes x 4 pods = 16 cables = 48 pieces
        assertEquals(48, planner.labels(LabelFilter.rack("G01-R0")).count());
    }

    @Test
    void labelsAreProducedLazily() {
        Cluster cluster = StandardLayout.build("c", new FabricParams(16, 16, 1, 512), 512, WiringScheme.CROSS);
        LabelPlanner planner = new LabelPlanner(cluster,
                FiberPlanGenerator.generate(cluster.scheme(), cluster.params(), 512), LabelFormat.DEFAULT);
        assertEquals(393_216, planner.labelCount());
        assertEquals(3, planner.labels(LabelFilter.ALL).limit(3).count());
        assertEquals(64, planner.ocsRacks().size());
    }
}
