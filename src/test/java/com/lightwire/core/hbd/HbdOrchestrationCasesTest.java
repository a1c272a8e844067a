package com.lightwire.core.hbd;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.model.hbd.Closure;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdFaults;
import com.lightwire.model.hbd.HbdOrder;
import com.lightwire.model.hbd.PlacementMode;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** V8 (Algorithm 5, fixed) and the cross-ToR metric on the deployment order. */
class HbdOrchestrationCasesTest {

    private static final HbdDesign V8 = new HbdDesign(16, 4, 2, 8, Closure.RING, HbdOrder.DEPLOYMENT, 4, 8, 20);

    private static PlacementRequest request(long job) {
        return new PlacementRequest(V8, HbdFaults.of(6), 8, PlacementMode.STRICT, job);
    }

    @Test
    void v8GroupCountsPerConstraintCount() {
        int[] deploy = HbdOrders.deployment(16, 4);
        int[] expected = {7, 7, 7, 7, 7, 7, 7, 7, 7, 4, 4};
        for (int c = 0; c <= 10; c++) {
            assertEquals(expected[c], FatTreeOrchestrator.groupCount(request(8), deploy, c), "mid " + c);
        }
    }

    @Test
    void v8ThirtyTwoGpusTakeTheMostConstrainedPlacement() {
        Outcome<Orchestration> outcome = FatTreeOrchestrator.place(request(32), SolveMonitor.NONE);
        assertTrue(outcome.isVerified(), outcome.diagnostics()::toString);
        Orchestration o = outcome.value();
        assertEquals(10, o.constraints());
        assertEquals(List.of(5, 8, 9, 10), o.probes().stream().map(Orchestration.Probe::constraints).toList());
        assertEquals(List.of(List.of(9, 13), List.of(10, 14), List.of(11, 15), List.of(12, 16)),
                HbdFixtures.groups(o.placement()));
        assertEquals(0.0, o.crossTorRatio(), "the 4 aligned groups share their ToRs rank by rank");
    }

    @Test
    void v8FortyEightGpusKeepTheBestFeasibleProbeNotTheLast() {
        Outcome<Orchestration> outcome = FatTreeOrchestrator.place(request(48), SolveMonitor.NONE);
        assertTrue(outcome.isVerified(), outcome.diagnostics()::toString);
        Orchestration o = outcome.value();
        assertEquals(8, o.constraints());
        assertEquals(List.of(true, true, false), o.probes().stream().map(Orchestration.Probe::feasible).toList());
        assertEquals(List.of(List.of(1, 5), List.of(9, 13), List.of(10, 14), List.of(3, 7), List.of(11, 15),
                List.of(4, 8), List.of(12, 16)), HbdFixtures.groups(o.placement()));
        assertEquals(6, o.jobGroups());
        assertEquals(4, o.placement().wastedGpus(), "unused healthy node 2");
    }

    @Test
    void v8SixtyGpusDoNotFit() {
        assertEquals(SolveStatus.INFEASIBLE, FatTreeOrchestrator.place(request(60), SolveMonitor.NONE).status());
    }

    @Test
    void v8UnconstrainedPlacementMatchesTheTable() {
        PlacementRequest r = request(56);
        Outcome<Orchestration> outcome = FatTreeOrchestrator.place(r, SolveMonitor.NONE);
        assertTrue(outcome.isVerified());
        assertEquals(List.of(List.of(1, 5), List.of(9, 13), List.of(10, 14), List.of(3, 7), List.of(11, 15),
                List.of(4, 8), List.of(12, 16)), HbdFixtures.groups(outcome.value().placement()));
    }

    @Test
    void greedyBaselineIsSeededAndVerified() {
        PlacementRequest r = new PlacementRequest(V8.withOrder(HbdOrder.SEQUENTIAL), HbdFaults.of(6), 8,
                PlacementMode.STRICT, 24);
        Outcome<Orchestration> a = GreedyOrchestrator.place(r, 7, SolveMonitor.NONE);
        Outcome<Orchestration> b = GreedyOrchestrator.place(r, 7, SolveMonitor.NONE);
        assertTrue(a.isVerified(), a.diagnostics()::toString);
        assertEquals(a.value(), b.value());
        assertEquals(3, a.value().jobGroups());
        assertTrue(a.value().crossTorRatio() > 0, "sequential groups sit inside one ToR; their rings cross ToRs");
    }
}
