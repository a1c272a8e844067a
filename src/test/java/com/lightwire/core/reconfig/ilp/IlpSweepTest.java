package com.lightwire.core.reconfig.ilp;

import com.lightwire.core.reconfig.CrossReconfigurator;
import com.lightwire.core.reconfig.ReconfigRequest;
import com.lightwire.core.reconfig.ReconfigResult;
import com.lightwire.core.reconfig.Reconfigurator;
import com.lightwire.core.reconfig.UniformExactSmall;
import com.lightwire.core.reconfig.UniformGreedyReconfigurator;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.topology.TopologyGenerators;
import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static com.lightwire.core.reconfig.ilp.IlpFixtures.exact;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Seeded sweeps on small instances (P ≤ 6, K_spine ≤ 6, H ≤ 2): the exact ILPs certify the polynomial methods and
 * the exponential exact-small search certifies the Uniform ILP.
 */
class IlpSweepTest {

    private static final int SEEDS = 40;

    /** A random small instance: scheme, params, pods, a target and a different earlier topology. */
    private record Instance(FabricParams params, int pods, LogicalTopology target, LogicalTopology earlier) {

        static Instance of(long seed) {
            SplittableRandom random = new SplittableRandom(seed);
            int kSpine = 2 * (1 + random.nextInt(3));
            int pods = 2 + random.nextInt(5);
            int groups = 1 + random.nextInt(2);
            double utilization = random.nextInt(3) == 0 ? 1.0 : 0.4 + 0.6 * random.nextDouble();
            return new Instance(IlpFixtures.params(groups, kSpine), pods,
                    TopologyGenerators.randomPartial(groups, pods, kSpine, utilization, seed),
                    TopologyGenerators.randomPartial(groups, pods, kSpine, utilization, seed + 1000));
        }

        ReconfigRequest request(WiringScheme scheme, LogicalTopology c, OcsConfiguration current) {
            return new ReconfigRequest(params, scheme, pods, c, current);
        }
    }

    private static ReconfigResult solved(Reconfigurator method, ReconfigRequest request) {
        ReconfigResult result = method.solve(request, exact(), SolveMonitor.NONE);
        assertTrue(result.status().hasSolution(), () -> method.name() + ": " + result.diagnostics());
        assertTrue(result.verification().isPassed(), result.verification()::summary);
        return result;
    }

    @Test
    void crossIlpNeverRewiresMoreThanMdmcfAndMdmcfStaysClose() {
        long ilpTotal = 0;
        long mdmcfTotal = 0;
        int equal = 0;
        for (long seed = 0; seed < SEEDS; seed++) {
            Instance in = Instance.of(seed);
            WiringScheme scheme = seed % 4 == 3 ? WiringScheme.TWO_LINK : WiringScheme.CROSS;
            OcsConfiguration current = solved(CrossReconfigurator.mdmcf(), in.request(scheme, in.earlier, null))
                    .configuration();
            ReconfigRequest request = in.request(scheme, in.target, current);
            ReconfigResult ilp = solved(new CrossIlpReconfigurator(), request);
            ReconfigResult mdmcf = solved(CrossReconfigurator.mdmcf(), request);
            long seedNo = seed;
            assertEquals(SolveStatus.OPTIMAL, ilp.status(), () -> "seed " + seedNo);
            assertEquals(1.0, ilp.metrics().rho(), 1e-12);
            assertTrue(ilp.metrics().rewired() <= mdmcf.metrics().rewired(), () -> "seed " + seedNo + ": ILP "
                    + ilp.metrics().rewired() + " > MDMCF " + mdmcf.metrics().rewired());
            ilpTotal += ilp.metrics().rewired();
            mdmcfTotal += mdmcf.metrics().rewired();
            equal += ilp.metrics().rewired() == mdmcf.metrics().rewired() ? 1 : 0;
        }
        System.out.printf("ITV-ILP vs ITV-MDMCF over %d seeds: rewiring %d vs %d circuits, equal on %d%n", SEEDS,
                ilpTotal, mdmcfTotal, equal);
        assertTrue(mdmcfTotal <= 1.25 * ilpTotal, "MDMCF should stay within 25% of the optimal total rewiring");
    }

    @Test
    void uniformIlpRealizesTheProvenMaximumAndAtLeastWhatGreedyRealizes() {
        for (long seed = 0; seed < SEEDS; seed++) {
            Instance in = Instance.of(seed);
            OcsConfiguration current = seed % 2 == 0 ? null : solved(new UniformGreedyReconfigurator(),
                    in.request(WiringScheme.UNIFORM, in.earlier, null)).configuration();
            ReconfigRequest request = in.request(WiringScheme.UNIFORM, in.target, current);
            ReconfigResult ilp = solved(new UniformIlpReconfigurator(), request);
            ReconfigResult greedy = solved(new UniformGreedyReconfigurator(), request);
            ReconfigResult exactSmall = solved(new UniformExactSmall(), request);
            long seedNo = seed;
            assertEquals(SolveStatus.OPTIMAL, ilp.status(), () -> "seed " + seedNo);
            assertEquals(exactSmall.metrics().realizedLinks(), ilp.metrics().realizedLinks(), () -> "seed " + seedNo);
            assertTrue(ilp.metrics().realizedLinks() >= greedy.metrics().realizedLinks(), () -> "seed " + seedNo);
            if (ilp.metrics().realizedLinks() == greedy.metrics().realizedLinks()) {
                assertTrue(ilp.metrics().rewired() <= greedy.metrics().rewired(), () -> "seed " + seedNo);
            }
        }
    }
}
