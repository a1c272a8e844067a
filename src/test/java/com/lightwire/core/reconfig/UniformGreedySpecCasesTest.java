package com.lightwire.core.reconfig;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.topology.TopologyGenerators;
import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.SplittableRandom;
import java.util.stream.LongStream;

import static com.lightwire.core.reconfig.Fixtures.assertPassed;
import static com.lightwire.core.reconfig.Fixtures.request;
import static com.lightwire.core.reconfig.Fixtures.solve;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Uniform-Greedy on the cases of the digest §7: it never realizes more than the stated maximum on T1-T3, realizes
 * T6 and T7 fully, and on full-utilization topologies with an odd pod count realizes at most (P-1)/P of the links.
 */
class UniformGreedySpecCasesTest {

    private static final UniformGreedyReconfigurator GREEDY = new UniformGreedyReconfigurator();

    @Test
    void t1RealizesAtMostTwoOfTheThreeMeshLinks() {
        RealizationMetrics m = lossy(request(WiringScheme.UNIFORM, 2, CrossSpecCasesTest.T1_MESH, null));
        assertTrue(m.realizedLinks() <= 2, "realized " + m.realizedLinks());
        assertTrue(m.eta() <= 2 / Math.sqrt(6) + 1e-12, "eta " + m.eta());
        assertTrue(m.rho() <= 2.0 / 3 + 1e-12, "rho " + m.rho());
    }

    @Test
    void t2RealizesAtMostEightOfTheTenK5Links() {
        RealizationMetrics m = lossy(request(WiringScheme.UNIFORM, 4, CrossSpecCasesTest.k5(), null));
        assertTrue(m.realizedLinks() <= 8, "realized " + m.realizedLinks());
        assertTrue(m.eta() <= 16 / (4 * Math.sqrt(20)) + 1e-12, "eta " + m.eta());
    }

    @Test
    void t3RealizesAtMostFourOfTheSixTriangleLinks() {
        RealizationMetrics m = lossy(request(WiringScheme.UNIFORM, 2, CrossSpecCasesTest.T3_TRIANGLES, null));
        assertTrue(m.realizedLinks() <= 4, "realized " + m.realizedLinks());
        assertTrue(m.eta() <= 2 / Math.sqrt(6) + 1e-12, "eta " + m.eta());
    }

    @Test
    void t6RealizesTheWorkedExampleFully() {
        ReconfigRequest request = request(WiringScheme.UNIFORM, 4, CrossSpecCasesTest.T6_C, null);
        RealizationMetrics m = lossy(request);
        assertEquals(8, m.realizedLinks());
        assertEquals(1.0, m.eta(), 1e-12);
    }

    @Test
    void t7PutsThreeParallelLinksOnThreeOcses() {
        ReconfigRequest request = request(WiringScheme.UNIFORM, 4, new int[][] {{0, 3}, {3, 0}}, null);
        ReconfigResult result = solve(GREEDY, request);
        assertPassed(ConfigurationVerifier.verify(request, result.configuration(), true));
        assertEquals(6, result.configuration().circuitCount());
    }

    static LongStream seeds() {
        return LongStream.range(0, 60);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void realizesAtMostAFractionPMinusOneOverPOnOddFullUtilization(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int pods = 3 + 2 * random.nextInt(4);
        int kSpine = 2 * (1 + random.nextInt(4));
        int groups = 1 + random.nextInt(2);
        FabricParams params = new FabricParams(2 * groups, kSpine, 2, 64);
        LogicalTopology c = TopologyGenerators.randomFullUtilization(groups, pods, kSpine, seed);
        ReconfigRequest request = new ReconfigRequest(params, WiringScheme.UNIFORM, pods, c, null);
        RealizationMetrics m = lossy(request);
        assertEquals((long) groups * pods * kSpine / 2, m.demandedLinks());
        assertTrue(m.realizedLinks() * pods <= m.demandedLinks() * (pods - 1),
                m.realizedLinks() + " of " + m.demandedLinks() + " links with " + pods + " pods");
        assertTrue(m.eta() < 1, "an odd full-utilization topology cannot be fully realized under Uniform");
    }

    /** Runs the greedy, checks its result with the lossy verifier and returns the metrics. */
    private static RealizationMetrics lossy(ReconfigRequest request) {
        ReconfigResult result = GREEDY.solve(request, ReconfigOptions.defaults(), SolveMonitor.NONE);
        assertEquals(SolveStatus.FEASIBLE, result.status(), () -> result.diagnostics().toString());
        assertPassed(result.verification());
        assertPassed(ConfigurationVerifier.verify(request, result.configuration(), false));
        return result.metrics();
    }
}
