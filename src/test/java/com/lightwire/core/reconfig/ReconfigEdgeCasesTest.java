package com.lightwire.core.reconfig;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveCancelledException;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.solve.Verification;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static com.lightwire.core.reconfig.Fixtures.anyViolationContains;
import static com.lightwire.core.reconfig.Fixtures.config;
import static com.lightwire.core.reconfig.Fixtures.map;
import static com.lightwire.core.reconfig.Fixtures.request;
import static com.lightwire.core.reconfig.Fixtures.solve;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The edges of the reconfiguration helpers: configurations of another shape or with circuits outside the OCS or the
 * pod space, the parallel group runner's failures, and the summary line of many unrealized pairs.
 */
class ReconfigEdgeCasesTest {

    private static final ReconfigRequest T6 = request(WiringScheme.CROSS, 4, CrossSpecCasesTest.T6_C, null);

    @Test
    void theVerifierRefusesAConfigurationOfAnotherShapeAndChecksNothingElse() {
        Verification v = ConfigurationVerifier.verify(T6, OcsConfiguration.empty(1, 3, 4), true);
        assertEquals(List.of("configuration has 1 groups of 3 OCSes with 4 ports, expected 1 of 4 with 4"),
                v.violations());
    }

    @Test
    void theVerifierNamesEgressPortsOutsideTheOcs() {
        OcsConfiguration broken = config(map(4, 0, 4, 1, 5), map(4), map(4), map(4));
        Verification v = ConfigurationVerifier.verify(request(WiringScheme.UNIFORM, 4, CrossSpecCasesTest.T6_C, null),
                broken, false);
        assertTrue(anyViolationContains(v, "OCS 0.0 circuit 0->4 goes to an egress port that does not exist"),
                v::summary);
        assertTrue(anyViolationContains(v, "OCS 0.0 circuit 1->5 goes to an egress port that does not exist"),
                v::summary);
        assertEquals(2, v.violations().size(), v::summary);
    }

    @Test
    void aOneWayCircuitIntoPortZeroBreaksL2() {
        ReconfigRequest uniform = request(WiringScheme.UNIFORM, 4, CrossSpecCasesTest.T6_C, null);
        Verification v = ConfigurationVerifier.verify(uniform, config(map(4, 1, 0), map(4), map(4), map(4)), false);
        assertEquals(List.of("L2 broken: pod 1 spine 0 port 0 transmits to pod 0 spine 0 port 0, which transmits to "
                + "nothing"), v.violations());
    }

    @Test
    void podSpaceIgnoresCircuitsOutsideThePods() {
        OcsConfiguration cross = OcsConfiguration.builder(1, 3, 6).connect(0, 0, 0, 1).connect(0, 0, 4, 2)
                .connect(0, 1, 1, 4).connect(0, 2, 1, 0).build();
        assertEquals(List.of("[1, -1, -1, -1]", "[-1, -1, -1, -1]"), group0(PodSpace.toPodMaps(cross,
                WiringScheme.CROSS, 4, 2)));
        OcsConfiguration twoLink = OcsConfiguration.builder(1, 3, 8).connect(0, 0, 0, 3).connect(0, 0, 3, 0)
                .connect(0, 0, 2, 4).connect(0, 1, 6, 1).connect(0, 1, 1, 6).connect(0, 2, 0, 3).build();
        assertEquals(List.of("[1, -1, -1]", "[-1, 0, -1]", "[-1, -1, -1]", "[-1, -1, -1]"),
                group0(PodSpace.toPodMaps(twoLink, WiringScheme.TWO_LINK, 3, 4)));
    }

    @Test
    void realizedCountsIgnoreGroupsAndPodsTheTargetDoesNotHave() {
        OcsConfiguration wide = OcsConfiguration.builder(2, 4, 6).connect(0, 0, 0, 1).connect(0, 0, 1, 5)
                .connect(0, 1, 5, 2).connect(1, 0, 0, 1).build();
        int[][][] s = Metrics.realizedCounts(request(WiringScheme.UNIFORM, 4, CrossSpecCasesTest.T6_C, null), wide);
        assertEquals(1, s.length);
        assertEquals("[[0, 1, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]", Arrays.deepToString(s[0]));
    }

    @Test
    void measuringSkipsCircuitsToMissingPortsAndOcses() {
        OcsConfiguration beyond = config(map(4, 0, 1), map(4, 1, 0), map(4), map(4, 3, 5));
        RealizationMetrics m = Metrics.measure(T6, beyond);
        assertEquals(1, m.realizedLinks(), "0<->1 on OCS 0 and 1 is the one link; 3->5 leaves the OCS");
        assertEquals(3, m.circuits());
        OcsConfiguration three = OcsConfiguration.builder(1, 3, 4).connect(0, 2, 0, 1).build();
        assertEquals(0, Metrics.measure(T6, three).realizedLinks(), "OCS 2's partner OCS 3 does not exist");
    }

    @Test
    void rewiringAgainstAConfigurationOfAnotherShapeTearsDownAndSetsUpEverything() {
        OcsConfiguration old = config(map(4, 0, 1, 1, 0), map(4), map(4), map(4));
        OcsConfiguration config = OcsConfiguration.builder(1, 2, 4).connect(0, 0, 0, 1).connect(0, 0, 1, 0)
                .connect(0, 1, 2, 3).build();
        assertEquals(new Metrics.Rewiring(5, 0, 3, 2), Metrics.rewiring(old, config));
        assertEquals(new Metrics.Rewiring(3, 0, 3, 0), Metrics.rewiring(null, config));
    }

    @Test
    void theResultCarriesTheOutcomesTime() {
        Outcome<OcsConfiguration> outcome = Outcome.without(SolveStatus.INFEASIBLE, List.of(), 42);
        ReconfigResult result = ReconfigResult.of("m", T6, outcome);
        assertEquals(42, result.millis());
        assertFalse(result.hasConfiguration());
    }

    @Test
    void groupsRunInParallelComeBackInGroupOrder() {
        assertEquals(List.of(0, 10, 20, 30, 40), GroupParallel.run(5, 3, h -> 10 * h));
        assertEquals(List.of(0, 10), GroupParallel.run(2, 1, h -> 10 * h));
    }

    @Test
    void aFailingGroupFailsTheRunWithItsOwnException() {
        IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class,
                () -> GroupParallel.run(3, 2, h -> {
                    if (h == 1) {
                        throw new IllegalArgumentException("group 1");
                    }
                    return h;
                }));
        assertTrue(thrown.getMessage().endsWith("group 1"), thrown::getMessage);
        IllegalStateException wrapped = assertThrows(IllegalStateException.class, () -> GroupParallel.run(2, 2, h -> {
            throw new AssertionError("bug");
        }));
        assertTrue(wrapped.getCause() instanceof AssertionError, wrapped::toString);
    }

    @Test
    void anInterruptedRunIsCancelledAndKeepsTheInterrupt() {
        Thread.currentThread().interrupt();
        try {
            assertThrows(SolveCancelledException.class, () -> GroupParallel.run(3, 2, h -> h));
            assertTrue(Thread.currentThread().isInterrupted());
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void manyUnrealizedPairsAreListedUpToTwentyThenSummed() {
        int triangles = 22;
        int pods = 3 * triangles;
        int[][] c = new int[pods][pods];
        for (int t = 0; t < triangles; t++) {
            for (int a = 0; a < 3; a++) {
                for (int b = 0; b < 3; b++) {
                    c[3 * t + a][3 * t + b] = a == b ? 0 : 1;
                }
            }
        }
        ReconfigRequest request = new ReconfigRequest(new FabricParams(2, 2, 2, 128), WiringScheme.UNIFORM, pods,
                LogicalTopology.of(new int[][][] {c}), null);
        List<Diagnostic> warnings = solve(new UniformGreedyReconfigurator(), request).diagnostics();
        assertEquals(21, warnings.size());
        assertEquals("2 more pod pairs with unrealized links", warnings.get(20).message());
    }

    private static List<String> group0(int[][][] maps) {
        return Arrays.stream(maps[0]).map(Arrays::toString).toList();
    }
}
