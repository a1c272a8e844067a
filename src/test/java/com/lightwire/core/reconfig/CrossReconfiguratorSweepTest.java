package com.lightwire.core.reconfig;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.topology.TopologyGenerators;
import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.SplittableRandom;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Seeded random sweep: 600 instances across sizes, odd and even pod counts, K_spine 2..16, multi-links and partial
 * utilization. Each must be realized exactly (eta = 1), pass the verifier, and be returned unchanged (R = 0) when
 * solved again against itself; a job change must keep most circuits.
 */
class CrossReconfiguratorSweepTest {

    static LongStream seeds() {
        return LongStream.range(0, 600);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void realizesEveryAdmissibleTopologyAndIsIdempotent(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int kSpine = 2 * (1 + random.nextInt(8));
        int pods = 1 + random.nextInt(12);
        int groups = 1 + random.nextInt(3);
        WiringScheme scheme = random.nextInt(4) == 0 ? WiringScheme.TWO_LINK : WiringScheme.CROSS;
        FabricParams params = new FabricParams(2 * groups, kSpine, 2, 64);
        double utilization = random.nextInt(3) == 0 ? 1.0 : 0.3 + 0.7 * random.nextDouble();
        LogicalTopology target = TopologyGenerators.randomPartial(groups, pods, kSpine, utilization, seed);
        ReconfigRequest request = new ReconfigRequest(params, scheme, pods, target, null);
        CrossReconfigurator method = random.nextBoolean() ? CrossReconfigurator.mdmcf() : CrossReconfigurator.mcf();
        ReconfigOptions options = ReconfigOptions.defaults().withThreads(1 + random.nextInt(2));

        ReconfigResult fresh = method.solve(request, options, SolveMonitor.NONE);
        assertEquals(SolveStatus.OPTIMAL, fresh.status(), () -> fresh.diagnostics().toString());
        assertTrue(fresh.verification().isPassed(), fresh.verification()::summary);
        assertEquals(1.0, fresh.metrics().eta(), 1e-12);
        assertEquals(1.0, fresh.metrics().rho(), 1e-12);

        ReconfigResult again = method.solve(request.withCurrent(fresh.configuration()), options, SolveMonitor.NONE);
        assertEquals(0, again.metrics().rewired(), "re-solving against itself must not rewire");
        assertEquals(fresh.configuration(), again.configuration());

        LogicalTopology changed = TopologyGenerators.randomPartial(groups, pods, kSpine, utilization, seed + 1000);
        ReconfigResult change = method.solve(new ReconfigRequest(params, scheme, pods, changed, fresh.configuration()),
                options, SolveMonitor.NONE);
        assertTrue(change.verification().isPassed(), change.verification()::summary);
        assertEquals(1.0, change.metrics().eta(), 1e-12);
    }
}
