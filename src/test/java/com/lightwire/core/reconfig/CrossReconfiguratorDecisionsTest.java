package com.lightwire.core.reconfig;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.topology.TopologyGenerators;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static com.lightwire.core.reconfig.Fixtures.config;
import static com.lightwire.core.reconfig.Fixtures.map;
import static com.lightwire.core.reconfig.Fixtures.request;
import static com.lightwire.core.reconfig.Fixtures.solve;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Decisions of {@link CrossReconfigurator} that the sweeps do not see: ITV-MDMCF's rewiring-aware orientation moves
 * fewer circuits than ITV-MCF, a wrongly shaped current configuration is refused, a non-mirrored one is warned
 * about and still used, and a running solve stops when cancelled.
 */
class CrossReconfiguratorDecisionsTest {

    private static final FabricParams K6 = new FabricParams(2, 6, 2, 64);

    /** Old configuration: ITV-MDMCF's answer to a full random topology; new target: a random partial one. */
    private static ReconfigRequest changedTarget() {
        LogicalTopology before = TopologyGenerators.randomFullUtilization(1, 5, 6, 19);
        ReconfigResult first = CrossReconfigurator.mdmcf().solve(
                new ReconfigRequest(K6, WiringScheme.CROSS, 5, before, null), options(), SolveMonitor.NONE);
        LogicalTopology after = TopologyGenerators.randomPartial(1, 5, 6, 0.8, 26);
        return new ReconfigRequest(K6, WiringScheme.CROSS, 5, after, first.configuration());
    }

    private static ReconfigOptions options() {
        return ReconfigOptions.defaults().withThreads(1);
    }

    @Test
    void mdmcfRewiresFewerCircuitsThanMcfWhenTheOrientationCanKeepOldCircuits() {
        ReconfigRequest request = changedTarget();
        ReconfigResult mdmcf = CrossReconfigurator.mdmcf().solve(request, options(), SolveMonitor.NONE);
        ReconfigResult mcf = CrossReconfigurator.mcf().solve(request, options(), SolveMonitor.NONE);
        assertTrue(mdmcf.verification().isPassed() && mcf.verification().isPassed());
        assertEquals(SolveStatus.FEASIBLE, mdmcf.status(), "with an old configuration no optimality is claimed");
        assertEquals(10, mdmcf.metrics().rewired());
        assertEquals(22, mcf.metrics().rewired());
        assertEquals("ITV-MDMCF", CrossReconfigurator.mdmcf().name());
        assertEquals("ITV-MCF", CrossReconfigurator.mcf().name());
    }

    @Test
    void aCurrentConfigurationOfTheWrongShapeIsRefusedWithConfigShape() {
        int[][] c = {{0, 1}, {1, 0}};
        ReconfigResult result = solve(CrossReconfigurator.mdmcf(),
                request(WiringScheme.CROSS, 4, c, OcsConfiguration.empty(1, 2, 2)));
        assertEquals(SolveStatus.INVALID_INPUT, result.status());
        assertNull(result.configuration());
        assertEquals(List.of("config-shape"), result.diagnostics().stream().map(Diagnostic::rule).toList());
    }

    @Test
    void aNonMirroredCurrentConfigurationIsWarnedAboutAndItsEvenOcsesStillKept() {
        int[][] c = {{0, 1, 0}, {1, 0, 0}, {0, 0, 0}};
        OcsConfiguration broken = config(map(3, 0, 1), map(3, 2, 0), map(3), map(3));
        ReconfigResult result = solve(CrossReconfigurator.mdmcf(), request(WiringScheme.CROSS, 4, c, broken));
        assertTrue(result.verification().isPassed(), result.verification()::summary);
        List<Diagnostic> warnings = result.diagnostics().stream().filter(d -> !d.isError()).toList();
        assertEquals(List.of("config-mirror"), warnings.stream().map(Diagnostic::rule).toList());
        assertEquals(1, result.configuration().egressOf(0, 0, 0), "the even OCS's circuit 0->1 is the reference");
        assertEquals(0, result.configuration().egressOf(0, 1, 1));
    }

    @Test
    void aMirroredCurrentConfigurationGivesNoWarning() {
        int[][] c = {{0, 1, 0}, {1, 0, 0}, {0, 0, 0}};
        OcsConfiguration mirrored = config(map(3, 0, 1), map(3, 1, 0), map(3), map(3));
        ReconfigResult result = solve(CrossReconfigurator.mdmcf(), request(WiringScheme.CROSS, 4, c, mirrored));
        assertEquals(List.of(), result.diagnostics());
        assertEquals(0, result.metrics().rewired());
    }

    @Test
    void uniformWiringIsRefusedByName() {
        ReconfigResult result = solve(CrossReconfigurator.mcf(), request(WiringScheme.UNIFORM, 4,
                new int[][] {{0, 1}, {1, 0}}, null));
        assertFalse(result.status().hasSolution());
        assertTrue(result.diagnostics().stream().anyMatch(d -> d.message().startsWith("ITV-MCF needs Cross Wiring")),
                result.diagnostics()::toString);
    }

    @Test
    void aSolveCancelledWhileRunningStopsAsCancelled() {
        LogicalTopology big = TopologyGenerators.randomFullUtilization(2, 24, 16, 3);
        ReconfigRequest request = new ReconfigRequest(new FabricParams(4, 16, 2, 64), WiringScheme.CROSS, 24, big, null);
        AtomicInteger polls = new AtomicInteger();
        SolveMonitor cancelAfterStart = new SolveMonitor() {
            @Override
            public boolean isCancelled() {
                return polls.incrementAndGet() > 3;
            }

            @Override
            public void progress(double fraction, String message) {
            }
        };
        ReconfigResult result = CrossReconfigurator.mdmcf().solve(request, options(), cancelAfterStart);
        assertEquals(SolveStatus.CANCELLED, result.status(), result.diagnostics()::toString);
        assertTrue(polls.get() > 3, "the solve polled the monitor while running");
        assertEquals(SolveStatus.OPTIMAL, CrossReconfigurator.mdmcf().solve(request, options(), SolveMonitor.NONE)
                .status(), "the same request completes when not cancelled");
    }
}
