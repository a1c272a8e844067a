package com.lightwire.core.reconfig;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.topology.TopologyGenerators;
import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static com.lightwire.core.reconfig.Fixtures.config;
import static com.lightwire.core.reconfig.Fixtures.map;
import static com.lightwire.core.reconfig.Fixtures.request;
import static com.lightwire.core.reconfig.Fixtures.solve;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Uniform-Greedy's rules (digest §4.6) as exact configurations: old symmetric pairs that still carry demand stay on
 * their OCS, then pairs by descending demand, ties in (i, j) order, each on the lowest OCS free at both pods.
 */
class UniformGreedyDecisionsTest {

    private static final UniformGreedyReconfigurator GREEDY = new UniformGreedyReconfigurator();

    @Test
    void keepsOldSymmetricPairsThatStillCarryDemandAndNothingElse() {
        int[][] c = {{0, 1, 1, 0}, {1, 0, 0, 1}, {1, 0, 0, 0}, {0, 1, 0, 0}};
        OcsConfiguration old = config(map(4), map(4, 0, 2), map(4, 0, 1, 1, 0), map(4, 2, 3, 3, 2));
        ReconfigResult result = solve(GREEDY, request(WiringScheme.UNIFORM, 4, c, old));
        assertEquals(List.of("[2, 3, 0, 1]", "[-1, -1, -1, -1]", "[1, 0, -1, -1]", "[-1, -1, -1, -1]"),
                maps(result.configuration()), "0-1 kept on OCS 2; 2-3 (no demand) and the one-way 0->2 not kept");
        assertEquals(SolveStatus.FEASIBLE, result.status());
        assertEquals(2, result.metrics().kept());
    }

    @Test
    void placesTheLargerDemandFirst() {
        int[][] c = {{0, 1, 0}, {1, 0, 2}, {0, 2, 0}};
        ReconfigResult result = solve(GREEDY, request(WiringScheme.UNIFORM, 4, c, null));
        assertEquals(List.of("[-1, 2, 1]", "[-1, 2, 1]", "[1, 0, -1]", "[-1, -1, -1]"), maps(result.configuration()));
    }

    @Test
    void equalDemandsGoInPodOrderAndTheLastOneIsLeftOut() {
        ReconfigResult result = solve(GREEDY, request(WiringScheme.UNIFORM, 2, CrossSpecCasesTest.T1_MESH, null));
        assertEquals(List.of("[1, 0, -1]", "[2, -1, 0]"), maps(result.configuration()));
        assertEquals(List.of("unrealized"), result.diagnostics().stream().map(d -> d.rule()).toList());
    }

    @Test
    void aSolveOverManyGroupsStopsWhenCancelledBetweenGroups() {
        LogicalTopology c = TopologyGenerators.randomFullUtilization(4, 6, 4, 1);
        ReconfigRequest request = new ReconfigRequest(new FabricParams(8, 4, 2, 64), WiringScheme.UNIFORM, 6, c,
                null);
        AtomicInteger polls = new AtomicInteger();
        SolveMonitor cancelledFromTheThirdPoll = new SolveMonitor() {
            @Override
            public boolean isCancelled() {
                return polls.incrementAndGet() > 2;
            }

            @Override
            public void progress(double fraction, String message) {
            }
        };
        ReconfigResult result = GREEDY.solve(request, ReconfigOptions.defaults(), cancelledFromTheThirdPoll);
        assertEquals(SolveStatus.CANCELLED, result.status());
        assertEquals(3, polls.get(), "the frame's poll, group 0's, then group 1's stops it");
        assertTrue(GREEDY.solve(request, ReconfigOptions.defaults(), SolveMonitor.NONE).status().hasSolution());
    }

    /** Group 0's per-OCS maps, one string per OCS. */
    private static List<String> maps(OcsConfiguration config) {
        int[][] maps = PodSpace.toPodMaps(config, WiringScheme.UNIFORM, config.ports(), config.ocsPerGroup())[0];
        return Arrays.stream(maps).map(Arrays::toString).toList();
    }
}
