package com.lightwire.core.leafdesign;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.lumos.LeafDemand;
import com.lightwire.model.lumos.LeafDesign;
import com.lightwire.model.lumos.LumosFabric;
import com.lightwire.model.lumos.SplitUnit;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The digest's worked cases V7, V9 and V10 (lumoscore.md §6). */
class LeafDesignSpecCasesTest {

    private static final LumosFabric V7_FABRIC = new LumosFabric(4, 4, 2, 3);
    private static final LeafDemand V7 = Demands.of(V7_FABRIC, 0, 2, 2, 0, 4, 1, 0, 5, 1, 1, 3, 3, 1, 5, 1, 2, 4, 1,
            3, 4, 1);
    private static final LeafDemand V9 = Demands.of(new LumosFabric(4, 2, 1, 3), 0, 2, 1, 0, 4, 1, 1, 3, 2, 2, 5, 1);
    private static final LeafDemand V10 = Demands.of(new LumosFabric(2, 2, 1, 3), 0, 2, 1, 0, 5, 1, 2, 5, 1);

    private static Outcome<LeafDesign> design(LeafDemand demand, DesignMethod method) {
        return LeafTopologyDesigner.solve(Demands.request(demand, method), SolveMonitor.NONE);
    }

    @Test
    void v7HeuristicServesEveryPairWithinTauAndGivesThePodTotals() {
        Outcome<LeafDesign> outcome = design(V7, DesignMethod.AUTO);
        assertTrue(outcome.isVerified(), outcome.verification()::summary);
        LeafDesign d = outcome.value();
        assertEquals("heuristic", d.method());
        assertTrue(d.maxLoad() <= 2 && d.contentionFree(), "(b) load " + d.maxLoad());
        LogicalTopology c = d.topology();
        assertEquals(5, c.count(0, 0, 1) + c.count(1, 0, 1), "(d) Pod0-Pod1");
        assertEquals(3, c.count(0, 0, 2) + c.count(1, 0, 2), "(d) Pod0-Pod2");
        assertEquals(2, c.count(0, 1, 2) + c.count(1, 1, 2), "(d) Pod1-Pod2");
        assertEquals(4, c.degree(0, 0), "(e) spine 0 of pod 0");
        assertEquals(4, c.degree(1, 0), "(e) spine 1 of pod 0");
        for (int h = 0; h < 2; h++) {
            for (int i = 0; i < 3; i++) {
                assertTrue(c.degree(h, i) <= 4, "(c) rows <= 4");
            }
        }
    }

    @Test
    void v9GreedyPutsTheTriangleOnSpineOneAndLeavesSpinesTwoAndThreeEmpty() {
        Outcome<LeafDesign> outcome = design(V9, DesignMethod.AUTO);
        assertTrue(outcome.isVerified(), outcome.verification()::summary);
        LeafDesign d = outcome.value();
        assertEquals("greedy", d.method());
        List<SplitUnit> spine0 = d.split().stream().filter(u -> u.h() == 0 && u.a() < u.b()).toList();
        List<SplitUnit> spine1 = d.split().stream().filter(u -> u.h() == 1 && u.a() < u.b()).toList();
        assertEquals(List.of(new SplitUnit(0, 0, 2, 1), new SplitUnit(0, 1, 3, 1)), spine0);
        assertEquals(List.of(new SplitUnit(1, 0, 4, 1), new SplitUnit(1, 1, 3, 1), new SplitUnit(1, 2, 5, 1)), spine1);
        assertArrayEquals(new int[][] {{0, 2, 0}, {2, 0, 0}, {0, 0, 0}}, d.topology().matrix(0));
        assertArrayEquals(new int[][] {{0, 1, 1}, {1, 0, 1}, {1, 1, 0}}, d.topology().matrix(1));
        assertEquals(0, d.topology().degree(2, 0) + d.topology().degree(3, 0));
        assertEquals(1, d.maxLoad(), "every leaf uses each spine at most once");
    }

    @Test
    void v10ExactIsInfeasibleBruteForceAgreesAndTheHeuristicLoadsExactlyTwo() {
        Outcome<LeafDesign> exact = design(V10, DesignMethod.EXACT);
        assertEquals(SolveStatus.INFEASIBLE, exact.status());
        assertNull(exact.value());
        assertFalse(ExactDesignBruteForce.feasible(V10));
        Outcome<LeafDesign> auto = design(V10, DesignMethod.AUTO);
        assertTrue(auto.isVerified(), auto.verification()::summary);
        assertEquals("heuristic", auto.value().method(), "leaf sums 2 exceed kLeaf/2 = 1");
        assertEquals(2, auto.value().maxLoad());
        assertFalse(auto.value().contentionFree());
    }

    @Test
    void greedyOutsideTheoremFourTwoIsInvalidInput() {
        assertEquals(SolveStatus.INVALID_INPUT, design(V10, DesignMethod.GREEDY).status());
        assertEquals(SolveStatus.INVALID_INPUT, design(V7, DesignMethod.GREEDY).status());
    }
}
