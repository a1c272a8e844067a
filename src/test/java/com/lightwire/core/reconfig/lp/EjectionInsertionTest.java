package com.lightwire.core.reconfig.lp;

import com.lightwire.core.reconfig.ConfigurationVerifier;
import com.lightwire.core.reconfig.Metrics;
import com.lightwire.core.reconfig.PodSpace;
import com.lightwire.core.reconfig.ReconfigRequest;
import com.lightwire.core.reconfig.RewiringInstances;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.Verification;
import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.OcsConfiguration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The ejection-tree insertion of ITV-LPR (ADR 0039) on seeded small instances (swaps, re-pairings, churn): every
 * placement it builds is a verified configuration whose kept count matches the metrics, an accepted tree always keeps
 * more than the floor it was given and places exactly one more unit, the keep-old split it completes covers the whole
 * demand, and the polish never keeps less than its start.
 */
class EjectionInsertionTest {

    private record Group(ReconfigRequest request, int h, int[][] c, GroupInstance g) {
    }

    private static List<Group> groups(long seed, int count) {
        List<Group> out = new ArrayList<>();
        for (RewiringInstances.Instance instance : RewiringInstances.generate(count, seed, 16, 8)) {
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

    private static int units(GroupColouring x) {
        int n = 0;
        for (int m = 0; m < x.colours(); m++) {
            for (int s = 0; s < x.pods(); s++) {
                n += x.targetOf(m, s) >= 0 ? 1 : 0;
            }
        }
        return n;
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {41, 42, 43})
    void keepOldByEjectionGivesVerifiedPlacementsOfTheWholeDemand(long seed) {
        for (Group x : groups(seed, 24)) {
            GroupColouring placed = GroupPlacement.keepOldByEjection(x.g(), EjectionInsertion.NODE_LIMIT)
                    .orElseThrow();
            assertValid(x, placed);
            GroupColouring peeled = PeelingPlacement.place(x.g(), x.c(), 2 * x.g().colours(), SolveMonitor.NONE);
            GroupColouring polished = LocalSearch.improveByEjection(x.g(), peeled, EjectionInsertion.POLISH_LIMIT);
            assertTrue(polished.kept() >= peeled.kept());
            assertValid(x, polished);
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {44, 45})
    void anAcceptedTreeBeatsItsFloorAndAddsOneUnit(long seed) {
        for (Group x : groups(seed, 24)) {
            GroupInstance g = x.g();
            int[] placed = new int[g.pairs()];
            GroupColouring start = GroupPlacement.keptUnits(g, placed);
            for (int q = 0; q < g.pairs(); q++) {
                for (int u = placed[q]; u < g.demand()[q]; u++) {
                    int before = units(start);
                    long kept = start.kept();
                    GroupColouring untouched = start.copy();
                    if (EjectionInsertion.insert(g, start, g.first()[q], g.second()[q], 500, kept - 8)) {
                        assertTrue(start.kept() > kept - 8);
                        assertEquals(before + 1, units(start));
                    } else {
                        assertEquals(untouched.kept(), start.kept());
                        assertEquals(before, units(start));
                        assertTrue(EjectionInsertion.reinsert(g, start, g.first()[q], g.second()[q], 500)
                                || units(start) == before);
                    }
                }
            }
        }
    }
}
