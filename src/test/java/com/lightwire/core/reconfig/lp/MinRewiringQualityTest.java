package com.lightwire.core.reconfig.lp;

import com.lightwire.core.reconfig.ReconfigOptions;
import com.lightwire.core.reconfig.ReconfigResult;
import com.lightwire.core.reconfig.RewiringInstances;
import com.lightwire.core.reconfig.ilp.CrossMipReconfigurator;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * ITV-LPR against the exact MIP's proven optimum on 200 small seeded instances (4 seeds × 50: swaps, job re-pairings,
 * churn; P 7–12, K_spine 4–8, H 1–2): every answer verified, the bound below the optimum, and the rewiring within 5%
 * of the optimum on every instance.
 */
class MinRewiringQualityTest {

    private static final int PER_SEED = 50;

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {11, 12, 13, 14})
    void rewiresWithinFivePercentOfTheProvenOptimum(long seed) {
        ReconfigOptions options = ReconfigOptions.defaults().withThreads(1).withTimeLimit(600);
        List<String> misses = new ArrayList<>();
        int proven = 0;
        for (RewiringInstances.Instance instance : RewiringInstances.generate(PER_SEED, seed, 12, 8)) {
            ReconfigResult exact = new CrossMipReconfigurator().solve(instance.request(), options, SolveMonitor.NONE);
            ReconfigResult lpr = new MinRewiringReconfigurator().solve(instance.request(), options, SolveMonitor.NONE);
            assertTrue(lpr.verification().isPassed(), () -> instance.name() + ": " + lpr.verification().summary());
            assertEquals(SolveStatus.OPTIMAL, exact.status(), instance.name());
            proven++;
            long optimum = exact.metrics().rewired();
            assertTrue(lpr.lowerBound() <= optimum, () -> instance.name() + ": bound " + lpr.lowerBound()
                    + " above the optimum " + optimum);
            if (lpr.metrics().rewired() > 1.05 * optimum) {
                misses.add(instance.name() + ": " + lpr.metrics().rewired() + " vs " + optimum);
            }
        }
        assertEquals(PER_SEED, proven);
        assertEquals(List.of(), misses);
    }
}
