package com.lightwire.core.reconfig.ilp;

import com.lightwire.core.reconfig.CrossReconfigurator;
import com.lightwire.core.reconfig.ReconfigRequest;
import com.lightwire.core.reconfig.ReconfigResult;
import com.lightwire.core.reconfig.Reconfigurator;
import com.lightwire.core.reconfig.UniformExactSmall;
import com.lightwire.core.reconfig.UniformGreedyReconfigurator;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;

import static com.lightwire.core.reconfig.ilp.IlpFixtures.exact;
import static com.lightwire.core.reconfig.ilp.IlpFixtures.fullMesh;
import static com.lightwire.core.reconfig.ilp.IlpFixtures.request;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The worked cases T1, T2, T3 and T8 of the Cross Wiring digest §7 through the exact methods. */
class IlpVerificationCasesTest {

    private static final int[][] TRIANGLE = fullMesh(3);

    private static ReconfigResult run(Reconfigurator method, ReconfigRequest request) {
        ReconfigResult result = method.solve(request, exact(), SolveMonitor.NONE);
        assertTrue(result.hasConfiguration(), () -> method.name() + ": " + result.status() + " "
                + result.diagnostics());
        assertTrue(result.verification().isPassed(), result.verification()::summary);
        return result;
    }

    private static void assertUniformBest(ReconfigResult result, long links, double eta) {
        assertEquals(SolveStatus.OPTIMAL, result.status(), result.method());
        assertEquals(links, result.metrics().realizedLinks(), result.method());
        assertEquals(eta, result.metrics().eta(), 1e-4, result.method());
        assertTrue(result.diagnostics().stream().anyMatch(d -> d.rule().equals("unrealized")), result.method());
    }

    private static void assertCrossComplete(ReconfigResult result) {
        assertEquals(SolveStatus.OPTIMAL, result.status(), result.method());
        assertEquals(1.0, result.metrics().eta(), 1e-12, result.method());
        assertEquals(1.0, result.metrics().rho(), 1e-12, result.method());
    }

    @Test
    void figOneTriangleUniformRealizesTwoOfThreeLinksWhileCrossRealizesAll() {
        ReconfigRequest uniform = request(WiringScheme.UNIFORM, 2, TRIANGLE, null);
        for (Reconfigurator exactUniform : new Reconfigurator[] {new UniformExactSmall(),
                new UniformIlpReconfigurator()}) {
            ReconfigResult result = run(exactUniform, uniform);
            assertUniformBest(result, 2, 2 / Math.sqrt(6));
            assertEquals(2.0 / 3, result.metrics().rho(), 1e-12);
        }
        assertTrue(run(new UniformGreedyReconfigurator(), uniform).metrics().realizedLinks() <= 2);

        ReconfigRequest cross = request(WiringScheme.CROSS, 2, TRIANGLE, null);
        assertCrossComplete(run(new CrossIlpReconfigurator(), cross));
        assertCrossComplete(run(CrossReconfigurator.mdmcf(), cross));
    }

    @Test
    void k5FullMeshUniformRealizesEightOfTenLinksWhileCrossRealizesAll() {
        int[][] k5 = fullMesh(5);
        ReconfigRequest uniform = request(WiringScheme.UNIFORM, 4, k5, null);
        assertUniformBest(run(new UniformExactSmall(), uniform), 8, 0.8944);
        assertUniformBest(run(new UniformIlpReconfigurator(), uniform), 8, 0.8944);
        assertCrossComplete(run(new CrossIlpReconfigurator(), request(WiringScheme.CROSS, 4, k5, null)));
    }

    @Test
    void twoDisjointTrianglesUniformRealizesFourOfSixLinks() {
        int[][] c = new int[6][6];
        int[][] edges = {{0, 1}, {1, 2}, {0, 2}, {3, 4}, {4, 5}, {3, 5}};
        for (int[] e : edges) {
            c[e[0]][e[1]] = 1;
            c[e[1]][e[0]] = 1;
        }
        ReconfigRequest uniform = request(WiringScheme.UNIFORM, 2, c, null);
        assertUniformBest(run(new UniformExactSmall(), uniform), 4, 0.8165);
        assertUniformBest(run(new UniformIlpReconfigurator(), uniform), 4, 0.8165);
        assertCrossComplete(run(new CrossIlpReconfigurator(), request(WiringScheme.CROSS, 2, c, null)));
    }

    @Test
    void addingOneLinkCostsExactlyTwoCircuitsForIlpAndMdmcf() {
        OcsConfiguration old = OcsConfiguration.builder(1, 4, 3).connect(0, 0, 0, 1).connect(0, 1, 1, 0).build();
        int[][] next = {{0, 1, 1}, {1, 0, 0}, {1, 0, 0}};
        ReconfigRequest request = request(WiringScheme.CROSS, 4, next, old);

        ReconfigResult ilp = run(new CrossIlpReconfigurator(), request);
        assertEquals(SolveStatus.OPTIMAL, ilp.status());
        assertEquals(2, ilp.metrics().rewired());
        assertEquals(2, ilp.metrics().kept());
        assertEquals(2, run(CrossReconfigurator.mdmcf(), request).metrics().rewired());
    }
}
