package com.lightwire.core.wiring;

import com.lightwire.core.solve.Verification;
import com.lightwire.model.Cable;
import com.lightwire.model.FabricParams;
import com.lightwire.model.FiberPlan;
import com.lightwire.model.OcsPort;
import com.lightwire.model.SpinePort;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Case T13 of the digest §7 (wiring maps) for all three schemes, the §2.5 table, and negative tests: a tampered
 * fiber plan must fail {@link FiberPlanVerifier}.
 */
class WiringSpecCasesTest {

    private static final int[][] SIZES = {{1, 2, 2}, {3, 2, 2}, {4, 4, 2}, {5, 6, 4}, {7, 8, 2}};

    @Test
    void crossSendsTxStraightAndTakesRxFromThePartnerOcs() {
        WiringRule cross = WiringRule.of(WiringScheme.CROSS);
        for (int[] size : SIZES) {
            forEachPort(size, p -> {
                assertEquals(new OcsPort(p.spine(), p.port(), p.pod()), cross.txLanding(p));
                assertEquals(new OcsPort(p.spine(), p.port() ^ 1, p.pod()), cross.rxSource(p));
            });
        }
        assertEquals(new OcsPort(0, 2, 2), cross.rxSource(new SpinePort(2, 0, 3)), "pod 2 port 3 Rx from O2.out[2]");
    }

    @Test
    void uniformLandsBothStrandsOnTheSameOcs() {
        WiringRule uniform = WiringRule.of(WiringScheme.UNIFORM);
        for (int[] size : SIZES) {
            forEachPort(size, p -> {
                assertEquals(new OcsPort(p.spine(), p.port(), p.pod()), uniform.txLanding(p));
                assertEquals(new OcsPort(p.spine(), p.port(), p.pod()), uniform.rxSource(p));
            });
        }
    }

    @Test
    void twoLinkPutsPortPairsOnOneOcsOnTwoPortsPerPod() {
        WiringRule twoLink = WiringRule.of(WiringScheme.TWO_LINK);
        for (int[] size : SIZES) {
            forEachPort(size, p -> {
                OcsPort expected = new OcsPort(p.spine(), p.port() / 2, 2 * p.pod() + p.port() % 2);
                assertEquals(expected, twoLink.txLanding(p));
                assertEquals(expected, twoLink.rxSource(p));
            });
        }
    }

    @ParameterizedTest
    @EnumSource(WiringScheme.class)
    void inverseMapsReturnTheSpinePortThatOwnsEachStrand(WiringScheme scheme) {
        WiringRule rule = WiringRule.of(scheme);
        for (int[] size : SIZES) {
            forEachPort(size, p -> {
                OcsPort tx = rule.txLanding(p);
                OcsPort rx = rule.rxSource(p);
                assertEquals(p, rule.ingressOwner(tx.group(), tx.ocs(), tx.port()));
                assertEquals(p, rule.egressOwner(rx.group(), rx.ocs(), rx.port()));
            });
        }
    }

    @ParameterizedTest
    @EnumSource(WiringScheme.class)
    void generatedPlansPassTheVerifierAndAttachEveryOcsPortOnce(WiringScheme scheme) {
        for (int[] size : SIZES) {
            FabricParams params = new FabricParams(2 * size[2], size[1], 2, 16);
            int pods = size[0];
            FiberPlan plan = FiberPlanGenerator.generate(scheme, params, pods);
            assertTrue(FiberPlanVerifier.verify(plan).isPassed(), FiberPlanVerifier.verify(plan)::summary);
            assertEquals((long) pods * params.spinesPerPod() * params.kSpine(), plan.cables().size());
            TreeMap<String, Integer> ingress = new TreeMap<>();
            TreeMap<String, Integer> egress = new TreeMap<>();
            for (Cable c : plan.cables()) {
                ingress.merge(c.txTo().group() + "." + c.txTo().ocs(), 1, Integer::sum);
                egress.merge(c.rxFrom().group() + "." + c.rxFrom().ocs(), 1, Integer::sum);
                assertEquals(scheme == WiringScheme.CROSS, c.isSplit(), c.id());
                assertEquals(c, plan.cableAt(c.spineEnd()));
            }
            int strandsPerOcs = pods * scheme.portsPerPodOnOcs();
            int ocsCount = params.spinesPerPod() * scheme.ocsPerGroup(params.kSpine());
            assertEquals(ocsCount, ingress.size());
            assertEquals(ocsCount, egress.size());
            ingress.values().forEach(n -> assertEquals(strandsPerOcs, n));
            egress.values().forEach(n -> assertEquals(strandsPerOcs, n));
        }
    }

    @Test
    void crossPlanMatchesTheWorkedTableForFourPods() {
        FiberPlan plan = FiberPlanGenerator.generate(WiringScheme.CROSS, new FabricParams(2, 4, 2, 8), 4);
        Cable c = plan.cableAt(new SpinePort(0, 0, 1));
        assertEquals(new OcsPort(0, 1, 0), c.txTo());
        assertEquals(new OcsPort(0, 0, 0), c.rxFrom());
        Cable d = plan.cableAt(new SpinePort(3, 0, 2));
        assertEquals(new OcsPort(0, 2, 3), d.txTo());
        assertEquals(new OcsPort(0, 3, 3), d.rxFrom());
    }

    @Test
    void verifierRejectsACrossPlanWhoseRxStrandsWereNotCrossed() {
        FiberPlan cross = FiberPlanGenerator.generate(WiringScheme.CROSS, new FabricParams(2, 4, 2, 8), 4);
        List<Cable> cables = new ArrayList<>(cross.cables());
        Cable first = cables.get(0);
        Cable second = cables.get(1);
        cables.set(0, new Cable(first.spineEnd(), first.txTo(), second.rxFrom()));
        cables.set(1, new Cable(second.spineEnd(), second.txTo(), first.rxFrom()));
        Verification v = FiberPlanVerifier.verify(new FiberPlan(WiringScheme.CROSS, cross.params(), 4, cables));
        assertFalse(v.isPassed());
        assertTrue(v.violations().stream().anyMatch(m -> m.contains("breaks the Cross Wiring pairing rule")),
                v::summary);
    }

    @Test
    void verifierRejectsTwoCablesOnOneOcsPortAndAMissingCable() {
        FiberPlan uniform = FiberPlanGenerator.generate(WiringScheme.UNIFORM, new FabricParams(2, 4, 2, 8), 3);
        List<Cable> cables = new ArrayList<>(uniform.cables());
        Cable victim = cables.get(5);
        cables.set(5, new Cable(victim.spineEnd(), cables.get(4).txTo(), victim.rxFrom()));
        cables.remove(cables.size() - 1);
        Verification v = FiberPlanVerifier.verify(new FiberPlan(WiringScheme.UNIFORM, uniform.params(), 3, cables));
        assertTrue(v.violations().stream().anyMatch(m -> m.contains("is used by two cables")), v::summary);
        assertTrue(v.violations().stream().anyMatch(m -> m.contains("expected one per spine port")), v::summary);
    }

    @Test
    void verifierRejectsAStrandLandingOutsideItsGroupOrOnAMissingPort() {
        FiberPlan plan = FiberPlanGenerator.generate(WiringScheme.CROSS, new FabricParams(4, 2, 2, 4), 2);
        List<Cable> cables = new ArrayList<>(plan.cables());
        Cable a = cables.get(0);
        cables.set(0, new Cable(a.spineEnd(), new OcsPort(1, 0, 0), a.rxFrom()));
        Cable b = cables.get(1);
        cables.set(1, new Cable(b.spineEnd(), b.txTo(), new OcsPort(0, 0, 9)));
        Verification v = FiberPlanVerifier.verify(new FiberPlan(WiringScheme.CROSS, plan.params(), 2, cables));
        assertTrue(v.violations().stream().anyMatch(m -> m.contains("leaves its group")), v::summary);
        assertTrue(v.violations().stream().anyMatch(m -> m.contains("lands on a port that does not exist")),
                v::summary);
    }

    /** Calls {@code check} for every spine port of {pods, K_spine, H}. */
    private static void forEachPort(int[] size, java.util.function.Consumer<SpinePort> check) {
        for (int i = 0; i < size[0]; i++) {
            for (int h = 0; h < size[2]; h++) {
                for (int p = 0; p < size[1]; p++) {
                    check.accept(new SpinePort(i, h, p));
                }
            }
        }
    }
}
