package com.lightwire.core.reconfig;

import com.lightwire.core.decompose.SplitBounds;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;

import java.util.Set;
import java.util.TreeSet;

import static com.lightwire.core.reconfig.Fixtures.assertPassed;
import static com.lightwire.core.reconfig.Fixtures.assertRealizedExactly;
import static com.lightwire.core.reconfig.Fixtures.config;
import static com.lightwire.core.reconfig.Fixtures.crossLinks;
import static com.lightwire.core.reconfig.Fixtures.map;
import static com.lightwire.core.reconfig.Fixtures.request;
import static com.lightwire.core.reconfig.Fixtures.solve;
import static com.lightwire.core.reconfig.Fixtures.transpose;
import static com.lightwire.core.reconfig.Fixtures.txUse;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Cross Wiring halves of cases T1, T2, T3, T4, T6 and T7 of the digest §7: each spec fixture is a valid Cross
 * configuration with the stated port-level links, and both ITV-MDMCF and ITV-MCF realize the topology with eta = 1.
 */
class CrossSpecCasesTest {

    static final int[][] T1_MESH = {{0, 1, 1}, {1, 0, 1}, {1, 1, 0}};
    static final int[][] T3_TRIANGLES = {
            {0, 1, 1, 0, 0, 0}, {1, 0, 1, 0, 0, 0}, {1, 1, 0, 0, 0, 0},
            {0, 0, 0, 0, 1, 1}, {0, 0, 0, 1, 0, 1}, {0, 0, 0, 1, 1, 0}};
    static final int[][] T6_C = {{0, 2, 1, 1}, {2, 0, 1, 1}, {1, 1, 0, 2}, {1, 1, 2, 0}};
    static final int[][] T4_C = {{0, 3, 1, 1}, {3, 0, 2, 0}, {1, 2, 0, 1}, {1, 0, 1, 0}};

    static int[][] k5() {
        int[][] c = new int[5][5];
        for (int i = 0; i < 5; i++) {
            for (int j = 0; j < 5; j++) {
                c[i][j] = i == j ? 0 : 1;
            }
        }
        return c;
    }

    /** T6's fixture: O0 = O1 = M1, O2 = M2, O3 = M2ᵀ. */
    static OcsConfiguration t6Fixture() {
        int[] m1 = map(4, 0, 1, 1, 0, 2, 3, 3, 2);
        int[] m2 = map(4, 0, 2, 1, 3, 2, 1, 3, 0);
        return config(m1, transpose(m1), m2, transpose(m2));
    }

    @Test
    void t1FixtureRealizesTheThreePodMeshWithOneLinkPerPortPair() {
        int[] a = map(3, 0, 1, 1, 2, 2, 0);
        OcsConfiguration fixture = config(a, transpose(a));
        ReconfigRequest request = request(WiringScheme.CROSS, 2, T1_MESH, null);
        assertPassed(ConfigurationVerifier.verify(request, fixture, true));
        assertEquals(1.0, Metrics.measure(request, fixture).eta(), 1e-12);
        assertEquals(Set.of("0.p0<->1.p1", "1.p0<->2.p1", "2.p0<->0.p1"), crossLinks(fixture));
    }

    @Test
    void t1CrossMethodsRealizeTheMeshThatUniformCannot() {
        assertBothMethodsRealize(request(WiringScheme.CROSS, 2, T1_MESH, null));
    }

    @Test
    void t2FixtureTournamentRealizesK5OnFourOcses() {
        int[] m1 = map(5, 0, 1, 1, 2, 2, 3, 3, 4, 4, 0);
        int[] m2 = map(5, 0, 2, 1, 3, 2, 4, 3, 0, 4, 1);
        OcsConfiguration fixture = config(m1, transpose(m1), m2, transpose(m2));
        ReconfigRequest request = request(WiringScheme.CROSS, 4, k5(), null);
        assertPassed(ConfigurationVerifier.verify(request, fixture, true));
        assertEquals(10, crossLinks(fixture).size());
    }

    @Test
    void t2CrossMethodsRealizeK5() {
        assertBothMethodsRealize(request(WiringScheme.CROSS, 4, k5(), null));
    }

    @Test
    void t3CrossMethodsRealizeTwoDisjointTriangles() {
        assertBothMethodsRealize(request(WiringScheme.CROSS, 2, T3_TRIANGLES, null));
    }

    @Test
    void t4FixtureUsesPortsZeroToFourOfPodZeroAndLeavesPortFiveIdle() {
        int[] m1 = map(4, 0, 1, 1, 2, 2, 0);
        int[] m2 = map(4, 0, 1, 1, 0, 3, 2);
        int[] m3 = map(4, 0, 3, 2, 1);
        OcsConfiguration fixture = config(m1, transpose(m1), m2, transpose(m2), m3, transpose(m3));
        ReconfigRequest request = request(WiringScheme.CROSS, 6, T4_C, null);
        assertPassed(ConfigurationVerifier.verify(request, fixture, true));
        int[][] use = txUse(fixture, WiringScheme.CROSS, 4, 6);
        assertArrayEquals(new int[] {1, 1, 1, 1, 1, 0}, use[0]);
    }

    @Test
    void t4CrossMethodsRealizeOddRowSumsInBothBoundModes() {
        for (SplitBounds bounds : SplitBounds.values()) {
            ReconfigRequest request = request(WiringScheme.CROSS, 6, T4_C, null);
            ReconfigOptions options = ReconfigOptions.defaults().withThreads(1).withBounds(bounds);
            assertRealizedExactly(request, CrossReconfigurator.mdmcf().solve(request, options, SolveMonitor.NONE));
            assertRealizedExactly(request, CrossReconfigurator.mcf().solve(request, options, SolveMonitor.NONE));
        }
    }

    @Test
    void t6FixtureGivesTheEightStatedLinksAndUsesEveryPortOnce() {
        OcsConfiguration fixture = t6Fixture();
        ReconfigRequest request = request(WiringScheme.CROSS, 4, T6_C, null);
        assertPassed(ConfigurationVerifier.verify(request, fixture, true));
        assertEquals(new TreeSet<>(Set.of("0.p0<->1.p1", "1.p0<->0.p1", "2.p0<->3.p1", "3.p0<->2.p1",
                "0.p2<->2.p3", "1.p2<->3.p3", "2.p2<->1.p3", "3.p2<->0.p3")), crossLinks(fixture));
        for (int[] pod : txUse(fixture, WiringScheme.CROSS, 4, 4)) {
            assertArrayEquals(new int[] {1, 1, 1, 1}, pod);
        }
    }

    @Test
    void t6CrossMethodsRealizeTheWorkedExampleAndUseEveryPort() {
        ReconfigRequest request = request(WiringScheme.CROSS, 4, T6_C, null);
        ReconfigResult result = solve(CrossReconfigurator.mdmcf(), request);
        assertRealizedExactly(request, result);
        assertEquals(8, crossLinks(result.configuration()).size());
        for (int[] pod : txUse(result.configuration(), WiringScheme.CROSS, 4, 4)) {
            assertArrayEquals(new int[] {1, 1, 1, 1}, pod);
        }
        assertBothMethodsRealize(request);
    }

    @Test
    void t6UniformFixtureWithFourMatchingsIsValidUnderUniformWiring() {
        int[] m0123 = map(4, 0, 1, 1, 0, 2, 3, 3, 2);
        OcsConfiguration fixture = config(m0123, m0123, map(4, 0, 2, 2, 0, 1, 3, 3, 1), map(4, 0, 3, 3, 0, 1, 2, 2, 1));
        ReconfigRequest request = request(WiringScheme.UNIFORM, 4, T6_C, null);
        assertPassed(ConfigurationVerifier.verify(request, fixture, true));
        assertEquals(1.0, Metrics.measure(request, fixture).eta(), 1e-12);
    }

    @Test
    void t7FixtureCarriesThreeParallelLinksOnTheStatedPorts() {
        int[] o0 = map(2, 0, 1, 1, 0);
        OcsConfiguration fixture = config(o0, transpose(o0), map(2, 0, 1), map(2, 1, 0));
        ReconfigRequest request = request(WiringScheme.CROSS, 4, new int[][] {{0, 3}, {3, 0}}, null);
        assertPassed(ConfigurationVerifier.verify(request, fixture, true));
        assertEquals(Set.of("0.p0<->1.p1", "1.p0<->0.p1", "0.p2<->1.p3"), crossLinks(fixture));
        int[][] tx = txUse(fixture, WiringScheme.CROSS, 2, 4);
        assertArrayEquals(new int[] {1, 1, 1, 0}, tx[0]);
        assertArrayEquals(new int[] {1, 1, 0, 1}, tx[1]);
    }

    @Test
    void t7CrossMethodsRealizeThreeParallelLinks() {
        assertBothMethodsRealize(request(WiringScheme.CROSS, 4, new int[][] {{0, 3}, {3, 0}}, null));
    }

    private static void assertBothMethodsRealize(ReconfigRequest request) {
        assertRealizedExactly(request, solve(CrossReconfigurator.mdmcf(), request));
        assertRealizedExactly(request, solve(CrossReconfigurator.mcf(), request));
    }
}
