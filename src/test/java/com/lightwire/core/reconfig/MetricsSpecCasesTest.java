package com.lightwire.core.reconfig;

import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;

import java.util.List;

import static com.lightwire.core.reconfig.Fixtures.config;
import static com.lightwire.core.reconfig.Fixtures.map;
import static com.lightwire.core.reconfig.Fixtures.request;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The metric arithmetic of case T12 of the digest §7 (eq. 15 and 16, D10), plus the Table 1 overheads. */
class MetricsSpecCasesTest {

    @Test
    void etaIsOneWhenTheRealizedCountsEqualTheDemand() {
        ReconfigRequest request = request(WiringScheme.CROSS, 4, CrossSpecCasesTest.T6_C, null);
        RealizationMetrics m = Metrics.measure(request, CrossSpecCasesTest.t6Fixture());
        assertEquals(1.0, m.eta(), 1e-12);
        assertEquals(1.0, m.rho(), 1e-12);
        assertEquals(8, m.realizedLinks());
        assertEquals(16, m.rewired(), "with no old configuration every circuit is set up");
    }

    @Test
    void etaOfTheBestUniformResultOnTheThreePodMeshIsPointEightOneSixFive() {
        assertEquals(0.8165, Metrics.cosine(4, 4, 6), 5e-5);
        ReconfigRequest request = request(WiringScheme.UNIFORM, 2, CrossSpecCasesTest.T1_MESH, null);
        OcsConfiguration twoOfThree = config(map(3, 0, 1, 1, 0), map(3, 0, 2, 2, 0));
        RealizationMetrics m = Metrics.measure(request, twoOfThree);
        assertEquals(2 / Math.sqrt(6), m.eta(), 1e-12);
        assertEquals(0.8165, m.eta(), 5e-5);
        assertEquals(2.0 / 3, m.rho(), 1e-12);
        assertEquals(2, m.realizedLinks());
        assertEquals(1, m.unrealizedLinks());
    }

    @Test
    void etaOfTheBestUniformResultOnK5IsPointEightNineFourFour() {
        assertEquals(0.8944, Metrics.cosine(16, 16, 20), 5e-5);
    }

    @Test
    void zeroVectorsFollowTheDigestConventions() {
        assertEquals(1.0, Metrics.cosine(0, 0, 0));
        assertEquals(0.0, Metrics.cosine(0, 0, 5));
        assertEquals(0.0, Metrics.cosine(0, 5, 0));
    }

    @Test
    void mrarOfIdenticalSequencesIsOne() {
        List<OcsConfiguration> sequence = List.of(CrossSpecCasesTest.t6Fixture(),
                config(map(4, 0, 1), map(4, 1, 0), map(4), map(4)), CrossSpecCasesTest.t6Fixture());
        assertEquals(1.0, Metrics.mrar(sequence, sequence), 1e-12);
        assertEquals(1.0, Metrics.similarity(sequence.get(0), sequence.get(0)), 1e-12);
    }

    @Test
    void similarityCountsSharedCircuitsAndMrarIsZeroForAStrategyThatKeepsNothing() {
        OcsConfiguration a = CrossSpecCasesTest.t6Fixture();
        OcsConfiguration empty = OcsConfiguration.empty(1, 4, 4);
        double similarity = Metrics.similarity(a, config(map(4, 0, 1), map(4, 1, 0), map(4), map(4)));
        assertEquals(2 / Math.sqrt(16 * 2), similarity, 1e-12);
        assertEquals(0.0, Metrics.mrar(List.of(a, empty), List.of(a, a)), 1e-12);
    }

    @Test
    void rewiringCountsKeptSetUpAndTornDownCircuits() {
        OcsConfiguration old = config(map(4, 0, 1), map(4, 1, 0), map(4), map(4));
        OcsConfiguration now = config(map(4, 0, 2), map(4, 1, 0), map(4), map(4));
        Metrics.Rewiring r = Metrics.rewiring(old, now);
        assertEquals(new Metrics.Rewiring(2, 1, 1, 1), r);
    }

    @Test
    void tableOneOverheadsFollowFromTheStepTimes() {
        double none = 1103.0;
        assertEquals(6.56, percentOver(1175.4, none), 0.005);
        assertEquals(0.89, percentOver(1112.8, none), 0.005);
        assertEquals(0.02, percentOver(1103.2, none), 0.005);
    }

    private static double percentOver(double value, double base) {
        return 100 * (value - base) / base;
    }
}
