package com.lightwire.core.spectra;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.spectra.Demand;
import com.lightwire.model.spectra.Tolerance;
import com.lightwire.model.spectra.WeightedPermutation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Solstice (an extra) and {@code best} always give a verified schedule: the regression of the GPT-like seeds whose
 * Solstice residue permutations were held for 3e-10 (under the tolerance LPT skips) and so left cells short, and
 * seeded sweeps over the generators.
 */
class SolsticeAndBestSweepTest {

    private static final List<Integer> SWITCHES = List.of(2, 4, 8);
    private static final List<Double> DELAYS = List.of(0.001, 0.01, 0.1);

    @ParameterizedTest(name = "GPT-like n = 32, seed {0}")
    @ValueSource(longs = {15, 118})
    void solsticeCoversTheGptLikeSeedsWhoseResidueLptDropped(long seed) {
        double[][] d = DemandGenerators.gpt(4, 4, 2, 0.003, seed);
        Decomposition dec = SolsticeDecomposer.decompose(d, SolveMonitor.NONE);
        double lptSkips = Tolerance.epsilon(dec.permutations().stream().mapToDouble(WeightedPermutation::alpha)
                .max().orElse(0));
        for (WeightedPermutation p : dec.permutations()) {
            assertTrue(p.alpha() > lptSkips, "P" + p.id() + " is held " + p.alpha() + ", which LPT skips");
        }
        assertTrue(ScheduleVerifier.verifyCover(d, dec.permutations()).isPassed());
        for (int s : SWITCHES) {
            for (double delay : DELAYS) {
                assertVerified(d, s, delay, SpectraMethod.SOLSTICE, "seed " + seed);
            }
        }
    }

    @Test
    void solsticeVerifiesOnGptLikeSeeds1To200() {
        for (long seed = 1; seed <= 200; seed++) {
            double[][] d = DemandGenerators.gpt(4, 4, 2, 0.003, seed);
            for (int s : SWITCHES) {
                assertVerified(d, s, 0.01, SpectraMethod.SOLSTICE, "gpt seed " + seed);
            }
        }
    }

    @Test
    void solsticeVerifiesOnBenchmarkMoeAndPermutationSumsSeeds1To20() {
        for (long seed = 1; seed <= 20; seed++) {
            for (double[][] d : List.of(DemandGenerators.benchmark(64, 4, 12, 0.7, 0.003, seed),
                    DemandGenerators.moe(64, 512, 8, 1.0, 4, 4.0, seed), DemandGenerators.permutations(32, 8, seed),
                    DemandGenerators.random(24, 0.3, seed))) {
                assertVerified(d, 4, 0.01, SpectraMethod.SOLSTICE, "seed " + seed + ", n = " + d.length);
            }
        }
    }

    @Test
    void bestVerifiesAndBeatsNoneOfItsMethodsOnGptLikeSeeds1To40() {
        for (long seed = 1; seed <= 40; seed++) {
            double[][] d = DemandGenerators.gpt(4, 4, 2, 0.003, seed);
            for (double delay : DELAYS) {
                String at = "gpt seed " + seed + ", delay " + delay;
                double best = assertVerified(d, 4, delay, SpectraMethod.BEST, at).schedule().makespan();
                for (SpectraMethod m : List.of(SpectraMethod.SPECTRA, SpectraMethod.SPECTRA_ECLIPSE,
                        SpectraMethod.SOLSTICE)) {
                    double other = assertVerified(d, 4, delay, m, at).schedule().makespan();
                    assertTrue(best <= other + 1e-12, at + ": best " + best + " > " + m.key() + " " + other);
                }
            }
        }
    }

    @Test
    void bestVerifiesOnSmallRandomInstancesSeeds1To300() {
        for (long seed = 1; seed <= 300; seed++) {
            RandomInstances in = RandomInstances.of(seed, 8);
            assertVerified(in.d(), in.s(), in.delay(), SpectraMethod.BEST, "random seed " + seed);
        }
    }

    private static SpectraResult assertVerified(double[][] d, int s, double delay, SpectraMethod method, String at) {
        Outcome<SpectraResult> o = SpectraSolver.solve(Demand.of("t", d), SpectraOptions.of(s, delay, method),
                SolveMonitor.NONE);
        assertTrue(o.isVerified(), () -> at + ", s = " + s + ", delay = " + delay + ": " + method.key() + " "
                + o.status() + " " + o.verification().summary());
        return o.value();
    }
}
