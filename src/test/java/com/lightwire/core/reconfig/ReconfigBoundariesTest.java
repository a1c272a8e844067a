package com.lightwire.core.reconfig;

import com.lightwire.core.solve.Monitors;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.solve.SolverLimits;
import com.lightwire.core.solve.Verification;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static com.lightwire.core.reconfig.Fixtures.config;
import static com.lightwire.core.reconfig.Fixtures.map;
import static com.lightwire.core.reconfig.Fixtures.request;
import static com.lightwire.core.reconfig.Fixtures.solve;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The boundaries of the reconfiguration helpers that mutation testing found unpinned: the warning list at exactly
 * its cap, the mirror message of each OCS of a pair, circuits outside the topology's groups and pods, the exact
 * method at its largest pod count, and what a result and the options report.
 */
class ReconfigBoundariesTest {

    @Test
    void exactlyTwentyUnrealizedPairsAreListedWithoutASummary() {
        int pods = 7;
        int[][] c = new int[pods][pods];
        for (int i = 0; i < pods; i++) {
            for (int j = 0; j < pods; j++) {
                c[i][j] = i == j || i + j == 1 ? 0 : 1;
            }
        }
        ReconfigRequest request = request(WiringScheme.UNIFORM, 8, c, null);
        List<Diagnostic> warnings = new ArrayList<>();
        UnrealizedLinks.report(request, OcsConfiguration.empty(1, 8, pods), warnings);
        assertEquals(20, warnings.size());
        assertTrue(warnings.stream().noneMatch(w -> w.message().contains("more pod pairs")), warnings::toString);
        assertEquals("1 link(s) between pods 5 and 6 in group 0 cannot be realized under Uniform wiring with L2",
                warnings.get(19).message());
    }

    @Test
    void aMissingMirrorIsNamedOnTheOcsThatLacksIt() {
        ReconfigRequest t6 = request(WiringScheme.CROSS, 4, CrossSpecCasesTest.T6_C, null);
        OcsConfiguration oneWay = config(map(4, 1, 0), map(4), map(4), map(4));
        Verification v = ConfigurationVerifier.verify(t6, oneWay, false);
        assertTrue(v.violations().contains("OCS 0.1 lacks the mirror 0->1 of OCS 0.0 circuit 1->0"), v::summary);
        OcsConfiguration oddOnly = config(map(4), map(4), map(4), map(4, 2, 3));
        Verification odd = ConfigurationVerifier.verify(t6, oddOnly, false);
        assertTrue(odd.violations().contains("OCS 0.2 lacks the mirror 3->2 of OCS 0.3 circuit 2->3"), odd::summary);
    }

    @Test
    void circuitsBeyondTheTopologysGroupsAndPodsAreNotCounted() {
        ReconfigRequest uniform = request(WiringScheme.UNIFORM, 4, CrossSpecCasesTest.T6_C, null);
        OcsConfiguration.Builder b = OcsConfiguration.builder(2, 4, 6);
        b.connect(0, 0, 0, 1).connect(0, 0, 1, 0);
        b.connect(0, 1, 4, 5).connect(0, 1, 5, 4).connect(0, 2, 3, 4).connect(0, 2, 4, 3);
        b.connect(1, 0, 0, 1).connect(1, 0, 1, 0);
        RealizationMetrics m = Metrics.measure(uniform, b.build());
        assertEquals(1, m.realizedLinks(), "only the 0-1 link of group 0 lies inside the topology");
        int[][][] s = Metrics.realizedCounts(uniform, b.build());
        assertEquals(1, s.length);
        assertEquals(1, s[0][0][1]);
        assertEquals(1, s[0][1][0]);
        assertEquals(2, java.util.Arrays.stream(s[0]).flatMapToInt(java.util.Arrays::stream).sum());
    }

    @Test
    void theExactMethodTakesEightPodsAndReportsProgressPerGroup() {
        int pods = UniformExactSmall.MAX_PODS;
        int[][] ring = new int[pods][pods];
        for (int i = 0; i < pods; i++) {
            ring[i][(i + 1) % pods] = 1;
            ring[(i + 1) % pods][i] = 1;
        }
        ReconfigRequest request = new ReconfigRequest(new FabricParams(4, 2, 2, 64), WiringScheme.UNIFORM, pods,
                LogicalTopology.of(new int[][][] {ring, ring}), null);
        List<Double> progress = new ArrayList<>();
        ReconfigResult result = new UniformExactSmall().solve(request, ReconfigOptions.defaults(),
                Monitors.recording(progress));
        assertEquals(SolveStatus.OPTIMAL, result.status(), result.diagnostics()::toString);
        assertEquals(16, result.metrics().realizedLinks(), "an even ring is two perfect matchings per group");
        assertEquals(List.of(), result.diagnostics());
        assertEquals(List.of(0.5, 1.0), progress.subList(progress.size() - 2, progress.size()));
        assertEquals("Uniform-Exact-small", result.method());
    }

    @Test
    void aResultSaysWhetherItCarriesAConfiguration() {
        ReconfigResult solved = solve(new UniformGreedyReconfigurator(),
                request(WiringScheme.UNIFORM, 4, CrossSpecCasesTest.T6_C, null));
        assertTrue(solved.hasConfiguration());
        ReconfigResult refused = solve(new UniformGreedyReconfigurator(),
                request(WiringScheme.CROSS, 4, CrossSpecCasesTest.T6_C, null));
        assertEquals(SolveStatus.INVALID_INPUT, refused.status());
        assertFalse(refused.hasConfiguration());
        assertEquals("Uniform-Greedy", refused.method());
    }

    @Test
    void theOptionsPassTheirTimeLimitAndThreadsToAnExactSolver() {
        SolverLimits limits = ReconfigOptions.defaults().withTimeLimit(7.5).withThreads(3).limits();
        assertEquals(7.5, limits.timeLimitSeconds());
        assertEquals(3, limits.workers());
    }
}
