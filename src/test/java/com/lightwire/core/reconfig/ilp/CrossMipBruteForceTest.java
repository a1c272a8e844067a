package com.lightwire.core.reconfig.ilp;

import com.lightwire.core.reconfig.CrossReconfigurator;
import com.lightwire.core.reconfig.Metrics;
import com.lightwire.core.reconfig.PodSpace;
import com.lightwire.core.reconfig.ReconfigOptions;
import com.lightwire.core.reconfig.ReconfigRequest;
import com.lightwire.core.reconfig.ReconfigResult;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.topology.TopologyGenerators;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Certifies the exact MIP (ITV-ILP) by brute force on tiny instances: every placement of every demanded unit on an
 * even OCS in either orientation is enumerated, each complete one measured by {@link Metrics}, and the fewest rewired
 * circuits must equal the MIP's proven optimum; its lower bound must not exceed it.
 */
class CrossMipBruteForceTest {

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void theMipFindsTheFewestRewiredCircuitsOfAllPlacements(long seed) {
        int pods = 4 + (int) (seed % 2);
        ReconfigRequest earlier = IlpFixtures.request(WiringScheme.CROSS, 4, TopologyGenerators
                .randomPartial(1, pods, 4, 0.75, seed).matrix(0), null);
        OcsConfiguration current = CrossReconfigurator.mdmcf().solve(earlier, IlpFixtures.exact(), SolveMonitor.NONE)
                .configuration();
        LogicalTopology target = TopologyGenerators.randomPartial(1, pods, 4, 0.75, seed + 100);
        ReconfigRequest request = IlpFixtures.request(WiringScheme.CROSS, 4, target.matrix(0), current);

        ReconfigResult mip = new CrossMipReconfigurator().solve(request, IlpFixtures.exact(), SolveMonitor.NONE);
        assertEquals(SolveStatus.OPTIMAL, mip.status());
        assertTrue(mip.verification().isPassed(), mip.verification()::summary);
        long best = new Enumeration(request).fewestRewired();
        assertEquals(best, mip.metrics().rewired());
        assertTrue(mip.lowerBound() <= best);
        assertEquals(0.0, mip.gap());
    }

    /** Depth-first enumeration of placements of the demanded units, two colours (K_spine = 4). */
    private static final class Enumeration {
        private final ReconfigRequest request;
        private final List<int[]> units = new ArrayList<>();
        private final int[][] maps;
        private long best = Long.MAX_VALUE;

        Enumeration(ReconfigRequest request) {
            this.request = request;
            int[][] c = request.target().matrix(0);
            for (int i = 0; i < c.length; i++) {
                for (int j = i + 1; j < c.length; j++) {
                    for (int u = 0; u < c[i][j]; u++) {
                        units.add(new int[] {i, j});
                    }
                }
            }
            maps = new int[4][c.length];
            for (int[] map : maps) {
                Arrays.fill(map, OcsConfiguration.NONE);
            }
        }

        long fewestRewired() {
            place(0);
            return best;
        }

        private void place(int u) {
            if (u == units.size()) {
                OcsConfiguration config = PodSpace.fromPodMaps(new int[][][] {maps}, WiringScheme.CROSS,
                        request.pods(), 4);
                best = Math.min(best, Metrics.rewiring(request.current(), config).rewired());
                return;
            }
            for (int m = 0; m < 2; m++) {
                for (int d = 0; d < 2; d++) {
                    int s = units.get(u)[d];
                    int t = units.get(u)[1 - d];
                    if (maps[2 * m][s] == OcsConfiguration.NONE && maps[2 * m + 1][t] == OcsConfiguration.NONE) {
                        maps[2 * m][s] = t;
                        maps[2 * m + 1][t] = s;
                        place(u + 1);
                        maps[2 * m][s] = OcsConfiguration.NONE;
                        maps[2 * m + 1][t] = OcsConfiguration.NONE;
                    }
                }
            }
        }
    }
}
