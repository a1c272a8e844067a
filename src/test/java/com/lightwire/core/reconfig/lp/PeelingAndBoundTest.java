package com.lightwire.core.reconfig.lp;

import com.lightwire.core.decompose.MatrixEntries;
import com.lightwire.core.decompose.SplitBounds;
import com.lightwire.core.decompose.SymmetricSplit;
import com.lightwire.core.reconfig.ConfigurationVerifier;
import com.lightwire.core.reconfig.Metrics;
import com.lightwire.core.reconfig.PodSpace;
import com.lightwire.core.reconfig.ReconfigRequest;
import com.lightwire.core.reconfig.RewiringInstances;
import com.lightwire.core.solve.OrTools;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.Verification;
import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.OcsConfiguration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The scaling parts of ITV-LPR on seeded small instances: the peeling placement and the two-colour flips give valid
 * configurations (checked by {@link ConfigurationVerifier}) whose kept count matches the metrics, the peeling keeps
 * everything when nothing changed, and the Lagrangian bound lies between the proven group optimum and the pair-count
 * bound, never below the LP; an LP dive gives verified placements within the LP bound.
 */
class PeelingAndBoundTest {

    private record Group(ReconfigRequest request, int h, int[][] c, GroupInstance g) {
    }

    private static List<Group> groups(long seed, int count) {
        List<Group> out = new ArrayList<>();
        for (RewiringInstances.Instance instance : RewiringInstances.generate(count, seed, 12, 8)) {
            ReconfigRequest r = instance.request();
            int k = r.params().kSpine();
            int[][][] old = PodSpace.toPodMaps(r.current(), r.scheme(), r.pods(), k);
            for (int h = 0; h < r.target().groups(); h++) {
                int[][] c = r.target().matrix(h);
                out.add(new Group(r, h, c, GroupInstance.of(c, k / 2, old[h])));
            }
        }
        return out;
    }

    /** Verifies a placement as a one-group configuration and checks its kept count against the metrics. */
    private static void assertValid(Group x, GroupColouring placement) {
        ReconfigRequest r = x.request();
        int k = r.params().kSpine();
        int[][][] old = PodSpace.toPodMaps(r.current(), r.scheme(), r.pods(), k);
        OcsConfiguration current = PodSpace.fromPodMaps(new int[][][] {old[x.h()]}, r.scheme(), r.pods(), k);
        OcsConfiguration config = PodSpace.fromPodMaps(new int[][][] {placement.podMaps()}, r.scheme(), r.pods(), k);
        ReconfigRequest one = new ReconfigRequest(new FabricParams(2, k, 2, 64), r.scheme(), r.pods(),
                LogicalTopology.of(new int[][][] {x.c()}), current);
        Verification v = ConfigurationVerifier.verify(one, config, true);
        assertTrue(v.isPassed(), v::summary);
        assertEquals(Metrics.rewiring(current, config).kept(), placement.kept());
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {31, 32, 33})
    void everyPeelingOrderAndTheFlipsGiveVerifiedPlacements(long seed) {
        for (Group x : groups(seed, 20)) {
            GroupColouring peeled = PeelingPlacement.place(x.g(), x.c(), 2 * x.g().colours(), SolveMonitor.NONE);
            assertValid(x, peeled);
            MatrixEntries a = SymmetricSplit.split(x.c(), SplitBounds.REUSE, 2 * x.g().colours(), null,
                    SolveMonitor.NONE).orElseThrow();
            int[] identity = java.util.stream.IntStream.range(0, x.g().colours()).toArray();
            assertValid(x, ColourPeeling.colour(x.g(), a, identity));
            assertValid(x, ColourPeeling.colourCheapestFirst(x.g(), a));
            GroupColouring start = GroupPlacement.keepOld(x.g()).orElseThrow();
            long before = start.kept();
            GroupColouring flipped = ColourPairFlips.improve(x.g(), start.copy());
            assertTrue(flipped.kept() >= before);
            assertValid(x, flipped);
        }
    }

    @Test
    void peelingKeepsEveryCircuitWhenTheTopologyIsUnchanged() {
        for (Group x : groups(34, 12)) {
            int[][] oldDemand = new int[x.g().pods()][x.g().pods()];
            for (int m = 0; m < x.g().colours(); m++) {
                for (int s = 0; s < x.g().pods(); s++) {
                    int t = x.g().old()[2 * m][s];
                    if (t >= 0) {
                        oldDemand[s][t]++;
                        oldDemand[t][s]++;
                    }
                }
            }
            GroupInstance same = GroupInstance.of(oldDemand, x.g().colours(), x.g().old());
            GroupColouring peeled = PeelingPlacement.place(same, oldDemand, 2 * same.colours(), SolveMonitor.NONE);
            long oldCircuits = 0;
            for (int[] map : same.old()) {
                for (int t : map) {
                    oldCircuits += t >= 0 ? 1 : 0;
                }
            }
            assertEquals(oldCircuits, peeled.kept());
        }
    }

    @Test
    void lagrangianBoundLiesBetweenTheProvenOptimumAndThePairCountBound() {
        assertTrue(OrTools.isAvailable(), "OR-Tools natives");
        for (Group x : groups(35, 15)) {
            GroupInstance g = x.g();
            long optimum = GroupMip.solve(g, 600, SolveMonitor.NONE).orElseThrow().kept();
            long pairCount = LagrangianBound.keptBound(g, optimum, 1);
            long bound = LagrangianBound.keptBound(g, optimum, LagrangianBound.ITERATIONS);
            double lp = RewiringLp.solve(g, SolveMonitor.NONE).orElseThrow().keptBound();
            long lpEven = (long) Math.floor(lp + 1e-6);
            lpEven -= lpEven & 1;
            assertTrue(optimum <= bound, "bound " + bound + " below the optimum " + optimum);
            assertTrue(bound <= pairCount, "bound " + bound + " above the pair-count bound " + pairCount);
            assertTrue(bound >= lpEven, "bound " + bound + " below the LP " + lp);
        }
    }

    @Test
    void lpDiveGivesVerifiedPlacementsWithinTheLpBound() {
        assertTrue(OrTools.isAvailable(), "OR-Tools natives");
        int integral = 0;
        for (Group x : groups(36, 20)) {
            GroupInstance g = x.g();
            RewiringLp.Solution lp = RewiringLp.solve(g, SolveMonitor.NONE).orElseThrow();
            GroupColouring dived = LpDiving.dive(g, SolveMonitor.NONE).orElseThrow();
            assertValid(x, dived);
            assertTrue(dived.kept() <= lp.keptBound() + 1e-6, "dive " + dived.kept() + " above the LP " + lp.keptBound());
            integral += dived.kept() >= Math.floor(lp.keptBound() + 1e-6) ? 1 : 0;
        }
        assertTrue(integral > 0, "no dive reached the LP's value");
    }
}
