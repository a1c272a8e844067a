package com.lightwire.core.hbd;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.model.hbd.BundleConflict;
import com.lightwire.model.hbd.BundleState;
import com.lightwire.model.hbd.Closure;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdFiber;
import com.lightwire.model.hbd.HbdGroup;
import com.lightwire.model.hbd.HbdOrder;
import com.lightwire.model.hbd.HbdPlacement;
import com.lightwire.model.hbd.HbdPlan;
import com.lightwire.model.hbd.PlacementMode;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static com.lightwire.core.hbd.HbdFixtures.components;
import static com.lightwire.core.hbd.HbdFixtures.design;
import static com.lightwire.core.hbd.HbdFixtures.groups;
import static com.lightwire.core.hbd.HbdFixtures.place;
import static com.lightwire.core.hbd.HbdFixtures.ring;
import static com.lightwire.core.hbd.HbdFixtures.sameCycle;
import static com.lightwire.model.hbd.Closure.LINE;
import static com.lightwire.model.hbd.Closure.RING;
import static com.lightwire.model.hbd.PlacementMode.IDEAL;
import static com.lightwire.model.hbd.PlacementMode.STRICT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The digest's verification cases V1-V7 (infinitehbd.md §6) on topology, placement and GPU rings. */
class HbdSpecCasesTest {

    private static HbdPlan plan(HbdDesign design) {
        Outcome<HbdPlan> outcome = HbdPlanGenerator.generate(design, SolveMonitor.NONE);
        assertTrue(outcome.isVerified(), () -> outcome.status() + " " + outcome.diagnostics());
        return outcome.value();
    }

    @Test
    void v1AdjacencyAndCounts() {
        HbdPlan ring = plan(design(8, 2, RING));
        assertEquals(16, ring.linkCount());
        assertEquals(128, ring.fiberCount());
        assertEquals(128, ring.ocsTrx());
        assertEquals(32, ring.dacCables());
        assertEquals(List.of(2, 3, 8, 7), neighbours(ring, 1));
        HbdPlan line = plan(design(8, 2, LINE));
        assertEquals(13, line.linkCount());
        assertEquals(104, line.fiberCount());
        HbdPlan k3 = plan(design(8, 3, RING));
        assertEquals(24, k3.linkCount());
        assertEquals(192, k3.fiberCount());
        assertEquals(192, k3.ocsTrx());
        assertEquals(16, k3.dacCables());
        assertEquals(List.of(2, 3, 4, 8, 7, 6), neighbours(k3, 1));
        Outcome<HbdPlan> small = HbdPlanGenerator.generate(design(4, 2, RING), SolveMonitor.NONE);
        assertEquals(SolveStatus.INVALID_INPUT, small.status());
        assertEquals("hbd-ring-size", small.diagnostics().get(0).rule());
    }

    /** Neighbours of {@code node}: the b ends of its links, then the a ends of links into it. */
    private static List<Integer> neighbours(HbdPlan plan, int node) {
        List<Integer> right = new java.util.ArrayList<>();
        List<Integer> left = new java.util.ArrayList<>();
        for (int i = 0; i < plan.linkCount(); i++) {
            if (plan.linkA().get(i) == node) {
                right.add(plan.linkB().get(i));
            }
            if (plan.linkB().get(i) == node) {
                left.add(plan.linkA().get(i));
            }
        }
        java.util.Collections.reverse(left);
        right.addAll(left);
        return right;
    }

    @Test
    void v1FibersFollowTheBundleRuleAndTheRackLengths() {
        HbdPlan plan = plan(design(8, 2, RING));
        HbdFiber fiber = plan.fiber(1 * 8);
        assertEquals("N1.R.M1.P2", fiber.id());
        assertEquals(3, fiber.b().node());
        assertEquals("L", fiber.b().bundle());
        assertEquals(2, fiber.b().path());
        assertEquals(6.0, fiber.meters());
        HbdPlan k3 = plan(design(8, 3, RING));
        HbdFiber hop3 = k3.fiber(2 * 8);
        assertEquals("X", hop3.a().bundle());
        assertEquals(2, hop3.a().path());
        assertEquals("X", hop3.b().bundle());
        assertEquals(1, hop3.b().path());
        assertEquals(4, hop3.b().node());
        assertEquals(6.6, plan.fiber(3 * 2 * 8).meters(), 1e-9, "N4-N5 spans racks 0 and 1: 0.6 + 4 + 2");
    }

    @Test
    void v2SingleFaultOnALine() {
        HbdPlacement tp16 = place(design(8, 2, LINE), 16, STRICT, 3);
        assertEquals(List.of(List.of(1, 2, 4, 5, 6, 7, 8)), components(tp16));
        assertEquals(List.of(List.of(1, 2, 4, 5)), groups(tp16));
        assertEquals(12, tp16.wastedGpus());
        assertEquals(0.375, tp16.wasteRatio());
        HbdGroup group = tp16.groups().get(0);
        assertEquals(List.of(BundleState.LOOPBACK, BundleState.EXT1), states(group, 0));
        assertEquals(List.of(BundleState.EXT1, BundleState.EXT2), states(group, 1));
        assertEquals(List.of(BundleState.EXT2, BundleState.EXT1), states(group, 2));
        assertEquals(List.of(BundleState.EXT1, BundleState.LOOPBACK), states(group, 3));
        assertEquals("N1.G1 N1.G2 N1.G3 N2.G2 N2.G3 N4.G2 N4.G3 N5.G2 N5.G3 N5.G4 N5.G1 N4.G4 N4.G1 N2.G4 N2.G1 "
                + "N1.G4", ring(tp16, 0));
        HbdPlacement tp8 = place(design(8, 2, LINE), 8, STRICT, 3);
        assertEquals(List.of(List.of(1, 2), List.of(4, 5), List.of(6, 7)), groups(tp8));
        assertEquals(4, tp8.wastedGpus());
        assertEquals(0.125, tp8.wasteRatio());
    }

    private static List<BundleState> states(HbdGroup group, int i) {
        return List.of(group.state(i, 0, 2), group.state(i, 1, 2));
    }

    @Test
    void v2RingCutsAtTheFaultAndRotatesAfterTheBreakpoint() {
        HbdPlacement ring = place(design(8, 2, RING), 16, STRICT, 3);
        assertEquals(List.of(4, 5, 6, 7, 8, 1, 2), ring.order().toList());
        assertEquals(List.of(List.of(4, 5, 6, 7)), groups(ring));
        assertEquals(12, ring.wastedGpus());
        HbdPlacement twelve = place(design(12, 2, RING), 16, STRICT, 3, 7, 8);
        assertEquals(List.of(9, 10, 11, 12, 1, 2, 4, 5, 6), twelve.order().toList());
        assertEquals(1, twelve.components().size());
        assertEquals(List.of(List.of(9, 10, 11, 12), List.of(1, 2, 4, 5)), groups(twelve));
        assertEquals(4, twelve.wastedGpus());
    }

    @Test
    void v3BackupsMatter() {
        HbdPlacement k1 = place(design(8, 1, LINE), 8, STRICT, 2, 5);
        assertEquals(List.of(List.of(1), List.of(3, 4), List.of(6, 7, 8)), components(k1));
        assertEquals(List.of(List.of(3, 4), List.of(6, 7)), groups(k1));
        assertEquals(8, k1.wastedGpus());
        assertEquals(0.25, k1.wasteRatio());
        HbdPlacement k2 = place(design(8, 2, LINE), 8, STRICT, 2, 5);
        assertEquals(List.of(List.of(1, 3, 4, 6, 7, 8)), components(k2));
        assertEquals(List.of(List.of(1, 3), List.of(4, 6), List.of(7, 8)), groups(k2));
        assertEquals(0, k2.wastedGpus());
    }

    @Test
    void v4ThreeHopsBeatTwoOnADoubleFault() {
        HbdPlacement k2 = place(design(10, 2, LINE), 16, STRICT, 3, 4);
        assertEquals(List.of(List.of(1, 2), List.of(5, 6, 7, 8, 9, 10)), components(k2));
        assertEquals(List.of(List.of(5, 6, 7, 8)), groups(k2));
        assertEquals(16, k2.wastedGpus());
        assertEquals(0.40, k2.wasteRatio());
        HbdPlacement k3 = place(design(10, 3, LINE), 16, STRICT, 3, 4);
        assertEquals(List.of(List.of(1, 2, 5, 6, 7, 8, 9, 10)), components(k3));
        assertEquals(List.of(List.of(1, 2, 5, 6), List.of(7, 8, 9, 10)), groups(k3));
        assertEquals(0, k3.wastedGpus());
        HbdGroup first = k3.groups().get(0);
        assertEquals(BundleState.EXT2, first.state(1, 2, 3), "node 2 uses +3 on bundle X path 2");
        assertEquals(BundleState.EXT1, first.state(2, 2, 3), "node 5 uses -3 on bundle X path 1");
        assertEquals("N1.G1 N1.G2 N1.G3 N2.G2 N5.G2 N5.G1 N5.G4 N6.G1 N6.G4 N6.G3 N6.G2 N5.G3 N2.G3 N2.G4 N2.G1 "
                + "N1.G4", ring(k3, 0));
        assertEquals(List.of(List.of(5, 6, 7, 8)), groups(place(design(8, 2, LINE), 16, STRICT, 3, 4)));
        assertEquals(List.of(List.of(1, 2, 5, 6)), groups(place(design(8, 3, LINE), 16, STRICT, 3, 4)));
        assertEquals(8, place(design(8, 3, LINE), 16, STRICT, 3, 4).wastedGpus());
    }

    @Test
    void v5GpuRingOrder() {
        HbdPlacement tp8 = place(design(8, 2, LINE), 8, STRICT);
        assertEquals("N1.G1 N1.G2 N1.G3 N2.G2 N2.G3 N2.G4 N2.G1 N1.G4", ring(tp8, 0));
        HbdPlacement tp4 = place(design(8, 2, LINE), 4, STRICT);
        assertEquals("N7.G1 N7.G2 N7.G3 N7.G4", ring(tp4, 6));
        assertEquals(List.of(BundleState.LOOPBACK, BundleState.LOOPBACK), states(tp4.groups().get(6), 0));
        assertTrue(sameCycle("N1.G1 N1.G2 N1.G3 N2.G2 N2.G3 N2.G4 N2.G1 N1.G4",
                "N1.G4 N2.G1 N2.G4 N2.G3 N2.G2 N1.G3 N1.G2 N1.G1"));
    }

    @Test
    void v6OddKBundleConflictIsShownInBothModes() {
        HbdPlacement ideal = place(design(8, 3, LINE), 16, IDEAL, 2, 3, 5, 6);
        assertEquals(List.of(List.of(1, 4, 7, 8)), groups(ideal));
        assertEquals(0, ideal.wastedGpus());
        assertEquals(List.of(new BundleConflict(4, "X")), ideal.conflicts());
        assertTrue(ideal.groups().get(0).gpuRing().isEmpty(), "no ring can be switched through the conflict");
        HbdPlacement strict = place(design(8, 3, LINE), 16, STRICT, 2, 3, 5, 6);
        assertEquals(List.of(), groups(strict));
        assertEquals(16, strict.wastedGpus());
        assertEquals(0.50, strict.wasteRatio());
        assertEquals(List.of(new BundleConflict(4, "X")), strict.conflicts());
    }

    @Test
    void v7DeploymentOrder() {
        HbdDesign design = new HbdDesign(16, 4, 2, 8, Closure.RING, HbdOrder.DEPLOYMENT, 4, 8, 20);
        int[] order = HbdOrders.resolve(design);
        assertEquals("[1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15, 4, 8, 12, 16]", Arrays.toString(order));
        HbdPlan plan = plan(design);
        assertEquals(List.of(7, 11, 14, 10), neighbours(plan, 3));
        assertEquals(13, neighbours(plan, 2).get(2), "N2's -1 neighbour is N13");
        assertEquals(List.of(5, 9, 16, 12), neighbours(plan, 1), "ring closure N16-N1");
    }
}
