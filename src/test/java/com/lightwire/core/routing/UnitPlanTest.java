package com.lightwire.core.routing;

import com.lightwire.core.leafdesign.DesignMethod;
import com.lightwire.core.leafdesign.DesignRequest;
import com.lightwire.core.leafdesign.LeafTopologyDesigner;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolverLimits;
import com.lightwire.model.lumos.LeafDemand;
import com.lightwire.model.lumos.LeafDesign;
import com.lightwire.model.lumos.LeafPair;
import com.lightwire.model.lumos.LumosFabric;
import com.lightwire.model.lumos.SplitUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Planned routing (§3.7): units matched one-to-one to circuits, round-robin flows, detours and seeded designs. */
class UnitPlanTest {

    /** V7's fabric: kLeaf = kSpine = 4, tau 2, three pods of two leaves. */
    private static final LumosFabric V7 = new LumosFabric(4, 4, 2, 3);

    private static LeafDesign design(LeafDemand demand) {
        Outcome<LeafDesign> d = LeafTopologyDesigner.solve(new DesignRequest(demand, DesignMethod.AUTO, false,
                SolverLimits.of(10, 1)), SolveMonitor.NONE);
        assertTrue(d.isVerified());
        return d.value();
    }

    private static int[][][] circuits(LeafDesign d) {
        int[][][] c = new int[d.topology().groups()][][];
        for (int h = 0; h < c.length; h++) {
            c[h] = d.topology().matrix(h);
        }
        return c;
    }

    @Test
    void v7UnitsTakeDistinctCircuitsAndFlowsGoRoundRobin() {
        LeafDemand demand = new LeafDemand(V7, List.of(new LeafPair(0, 2, 2), new LeafPair(0, 4, 1),
                new LeafPair(0, 5, 1), new LeafPair(1, 3, 3), new LeafPair(1, 5, 1), new LeafPair(2, 4, 1),
                new LeafPair(3, 4, 1)));
        LeafDesign d = design(demand);
        UnitPlan plan = new UnitPlan(V7, d.split(), circuits(d));
        assertTrue(RoutingVerifier.verify(plan).isPassed(), () -> RoutingVerifier.verify(plan).summary());
        assertEquals(3, plan.units(1, 3).length);
        assertArrayEquals(plan.unitFor(1, 3, 0), plan.unitFor(1, 3, 3), "the fourth flow reuses the first unit");
        for (int h = 0; h < plan.groups(); h++) {
            assertTrue(plan.circuits(h, 0, 1) >= 0);
        }
    }

    @Test
    void aUnitWithoutACircuitOnItsSpineDetoursToTheFirstSpineWithOneAndWithoutAnyIsUnroutable() {
        LumosFabric f = new LumosFabric(4, 4, 2, 2);
        List<SplitUnit> split = List.of(new SplitUnit(1, 0, 2, 1), new SplitUnit(1, 2, 0, 1));
        int[][][] none = new int[2][2][2];
        int[][][] spineZero = new int[2][2][2];
        spineZero[0][0][1] = 1;
        spineZero[0][1][0] = 1;
        UnitPlan detour = new UnitPlan(f, split, spineZero);
        assertArrayEquals(new int[] {0, 0}, detour.unitFor(0, 2, 0));
        assertTrue(RoutingVerifier.verify(detour).isPassed());
        UnitPlan unroutable = new UnitPlan(f, split, none);
        assertEquals(UnitPlan.NO_CIRCUIT, unroutable.unitFor(0, 2, 0)[1]);
        assertTrue(RoutingVerifier.verify(unroutable).isPassed());
    }

    @Test
    void moreUnitsThanCircuitsWrapAndShare() {
        LumosFabric f = new LumosFabric(4, 4, 2, 2);
        List<SplitUnit> split = List.of(new SplitUnit(0, 0, 2, 2), new SplitUnit(0, 2, 0, 2));
        int[][][] one = new int[2][2][2];
        one[0][0][1] = 1;
        one[0][1][0] = 1;
        UnitPlan plan = new UnitPlan(f, split, one);
        assertArrayEquals(plan.units(0, 2)[0], plan.units(0, 2)[1]);
        assertTrue(RoutingVerifier.verify(plan).isPassed());
    }

    @ParameterizedTest(name = "seed {0}: 100 designs routed on their circuits, some removed, pass the verifier")
    @ValueSource(ints = {1, 2, 3})
    void seededDesignsRouteThroughTheVerifier(int seed) {
        Random rnd = new Random(seed);
        for (int t = 0; t < 100; t++) {
            int tau = 1 + rnd.nextInt(2);
            LumosFabric f = new LumosFabric(4 * (1 + rnd.nextInt(2)), 4 * (1 + rnd.nextInt(2)), tau,
                    2 + rnd.nextInt(4));
            LeafDesign d = design(randomDemand(f, rnd));
            int[][][] c = circuits(d);
            for (int[][] group : c) {
                for (int i = 0; i < group.length; i++) {
                    for (int j = i + 1; j < group.length; j++) {
                        if (group[i][j] > 0 && rnd.nextInt(4) == 0) {
                            group[i][j]--;
                            group[j][i]--;
                        }
                    }
                }
            }
            UnitPlan plan = new UnitPlan(f, d.split(), c);
            assertTrue(RoutingVerifier.verify(plan).isPassed(), () -> RoutingVerifier.verify(plan).summary());
        }
    }

    private static LeafDemand randomDemand(LumosFabric f, Random rnd) {
        int n = f.leaves();
        int[][] l = new int[n][n];
        int[] sums = new int[n];
        for (int k = 0; k < 3 * n; k++) {
            int a = rnd.nextInt(n);
            int b = rnd.nextInt(n);
            if (f.podOf(a) != f.podOf(b) && sums[a] < f.kLeaf() && sums[b] < f.kLeaf()) {
                l[Math.min(a, b)][Math.max(a, b)]++;
                sums[a]++;
                sums[b]++;
            }
        }
        List<LeafPair> pairs = new ArrayList<>();
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                if (l[a][b] > 0) {
                    pairs.add(new LeafPair(a, b, l[a][b]));
                }
            }
        }
        return new LeafDemand(f, pairs);
    }
}
