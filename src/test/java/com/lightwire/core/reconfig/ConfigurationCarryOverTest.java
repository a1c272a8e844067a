package com.lightwire.core.reconfig;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.topology.TopologyGenerators;
import com.lightwire.core.wiring.WiringRule;
import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ConfigurationCarryOverTest {

    private static final FabricParams TESTBED = new FabricParams(8, 8, 2, 16);
    private static final int PODS = 6;

    private static OcsConfiguration realize(Reconfigurator solver, WiringScheme scheme, LogicalTopology topology) {
        ReconfigResult result = solver.solve(new ReconfigRequest(TESTBED, scheme, PODS, topology, null),
                ReconfigOptions.defaults().withThreads(1), SolveMonitor.NONE);
        assertTrue(result.hasConfiguration(), result.status().toString());
        return result.configuration();
    }

    /** The kept circuits pass the verifier, exactly, for the topology they realize under the new wiring. */
    private static void assertVerified(OcsConfiguration kept, WiringScheme scheme) {
        ReconfigRequest shape = new ReconfigRequest(TESTBED, scheme, PODS, LogicalTopology.empty(kept.groups(), PODS),
                null);
        LogicalTopology realized = LogicalTopology.of(Metrics.realizedCounts(shape, kept));
        var verdict = ConfigurationVerifier.verify(new ReconfigRequest(TESTBED, scheme, PODS, realized, null), kept,
                true);
        assertTrue(verdict.isPassed(), verdict.summary());
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void crossCircuitsKeptUnderUniformFormAVerifiedSubsetAndEveryDroppedOneBreaksL2(long seed) {
        LogicalTopology topology = TopologyGenerators.randomFullUtilization(TESTBED.spinesPerPod(), PODS,
                TESTBED.kSpine(), seed);
        OcsConfiguration cross = realize(CrossReconfigurator.mdmcf(), WiringScheme.CROSS, topology);
        OcsConfiguration kept = ConfigurationCarryOver.keptUnder(cross, TESTBED, PODS, WiringScheme.UNIFORM)
                .orElseThrow();
        assertVerified(kept, WiringScheme.UNIFORM);
        WiringRule uniform = WiringRule.of(WiringScheme.UNIFORM);
        for (OcsConfiguration.Circuit c : cross.circuits()) {
            boolean isKept = kept.has(c.h(), c.ocs(), c.in(), c.out());
            assertEquals(L2Links.isL2(cross, uniform, c), isKept, c.toString());
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {11, 12, 13, 14})
    void uniformCircuitsKeptUnderCrossFormAVerifiedSubset(long seed) {
        LogicalTopology topology = TopologyGenerators.randomFullUtilization(TESTBED.spinesPerPod(), PODS,
                TESTBED.kSpine(), seed);
        OcsConfiguration uniform = realize(new UniformGreedyReconfigurator(), WiringScheme.UNIFORM, topology);
        OcsConfiguration kept = ConfigurationCarryOver.keptUnder(uniform, TESTBED, PODS, WiringScheme.CROSS)
                .orElseThrow();
        assertVerified(kept, WiringScheme.CROSS);
        assertTrue(kept.circuitCount() <= uniform.circuitCount());
    }

    @Test
    void underItsOwnWiringAVerifiedConfigurationIsKeptWhole() {
        LogicalTopology ring = TopologyGenerators.ring(TESTBED.spinesPerPod(), PODS, 4);
        OcsConfiguration cross = realize(CrossReconfigurator.mdmcf(), WiringScheme.CROSS, ring);
        assertEquals(Optional.of(cross), ConfigurationCarryOver.keptUnder(cross, TESTBED, PODS, WiringScheme.CROSS));
    }

    @Test
    void aSymmetricCircuitPairIsKeptUnderUniformAndDroppedUnderCrossWithoutItsMirror() {
        int ports = PODS;
        OcsConfiguration pair = OcsConfiguration.builder(TESTBED.spinesPerPod(), TESTBED.kSpine(), ports)
                .connect(0, 0, 1, 2).connect(0, 0, 2, 1).build();
        assertEquals(2, ConfigurationCarryOver.keptUnder(pair, TESTBED, PODS, WiringScheme.UNIFORM).orElseThrow()
                .circuitCount());
        assertEquals(0, ConfigurationCarryOver.keptUnder(pair, TESTBED, PODS, WiringScheme.CROSS).orElseThrow()
                .circuitCount());
    }

    @Test
    void nothingAppliesWhenTheNewWiringsOcsesHaveAnotherShape() {
        LogicalTopology ring = TopologyGenerators.ring(TESTBED.spinesPerPod(), PODS, 4);
        OcsConfiguration cross = realize(CrossReconfigurator.mdmcf(), WiringScheme.CROSS, ring);
        assertFalse(ConfigurationCarryOver.keptUnder(cross, TESTBED, PODS, WiringScheme.TWO_LINK).isPresent());
    }
}
