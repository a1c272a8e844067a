package com.lightwire.core.spectra;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.spectra.Demand;
import com.lightwire.model.spectra.LineBound;
import com.lightwire.model.spectra.Schedule;
import com.lightwire.model.spectra.Slot;
import com.lightwire.model.spectra.Tolerance;
import com.lightwire.model.spectra.WeightedPermutation;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** spectra.md §6 properties 1–12 over 600 seeded instances (seeds 1..600), each result checked by the verifiers. */
class SpectraPropertiesTest {

    private static final int INSTANCES = 600;

    private static double eps(double[][] d, double delay) {
        return 1e-7 * Math.max(Support.maxEntry(d), delay) + 1e-15;
    }

    @Test
    void properties1To6HoldForDecomposeAndRefineOnSeeds1To600() {
        for (long seed = 1; seed <= INSTANCES; seed++) {
            RandomInstances in = RandomInstances.of(seed, 8);
            Decomposition dec = SpectraDecomposer.decompose(in.d(), Refiner.Mode.GREEDY, SolveMonitor.NONE);
            String at = "seed " + seed;
            assertEquals(SpectraSolver.degree(in.d()), dec.permutations().size(), at + ": exactly d permutations");
            for (WeightedPermutation p : dec.permutations()) {
                assertTrue(WeightedPermutation.isPermutation(p.sigma()), at);
                assertTrue(p.alpha() > 0, at + ": alpha > 0");
                assertTrue(p.alpha() >= p.initialAlpha(), at + ": Refine never lowers a weight");
            }
            assertTrue(ScheduleVerifier.verifyCover(in.d(), dec.permutations()).isPassed(), at + ": cover");
            if (seed % 5 == 0) {
                Decomposition lp = SpectraDecomposer.decompose(in.d(), Refiner.Mode.LP, SolveMonitor.NONE);
                assertTrue(ScheduleVerifier.verifyCover(in.d(), lp.permutations()).isPassed(), at + ": LP cover");
                assertTrue(dec.sumAlpha() >= lp.sumAlpha() - eps(in.d(), 0) * in.d().length, at + ": greedy >= LP");
            }
        }
    }

    @Test
    void properties7To10HoldForEveryMethodOnSeeds1To600() {
        for (long seed = 1; seed <= INSTANCES; seed++) {
            RandomInstances in = RandomInstances.of(seed, 8);
            String at = "seed " + seed;
            double tol = eps(in.d(), in.delay());
            SpectraResult lpt = solve(in, SpectraMethod.SPECTRA_NO_EQUALIZE);
            SpectraResult spectra = solve(in, SpectraMethod.SPECTRA);
            assertTrue(spectra.schedule().makespan() <= lpt.schedule().makespan() + tol, at + ": Equalize raised M");
            assertEquals(spectra.decomposition().sumAlpha(), spectra.schedule().sumAlpha(), tol * 10, at);
            List<SpectraResult> all = new ArrayList<>(List.of(lpt, spectra, solve(in, SpectraMethod.BASELINE),
                    solve(in, SpectraMethod.SOLSTICE), solve(in, SpectraMethod.BEST)));
            if (in.delay() > 0) {
                all.add(solve(in, SpectraMethod.SPECTRA_ECLIPSE));
            }
            all.add(allOnOneSwitch(in, spectra.decomposition()));
            double lb = spectra.bounds().lowerBound();
            for (SpectraResult r : all) {
                Schedule sc = r.schedule();
                assertTrue(sc.makespan() >= lb - tol, at + ": " + sc.method() + " beat the lower bound");
                double[] loads = sc.loads();
                for (int h = 0; h < sc.switches(); h++) {
                    double sum = sc.slots().get(h).stream().mapToDouble(Slot::alpha).sum();
                    assertEquals(sc.slots().get(h).size() * in.delay() + sum, loads[h], tol, at + ": load");
                }
            }
            double best = all.get(4).schedule().makespan();
            for (SpectraResult r : all) {
                boolean competes = r.chosen() == SpectraMethod.SPECTRA_ECLIPSE || r.chosen() == SpectraMethod.SOLSTICE
                        || r.schedule().method().equals("spectra");
                assertTrue(!competes || best <= r.schedule().makespan() + tol, at + ": best > " + r.chosen());
            }
        }
    }

    private static SpectraResult solve(RandomInstances in, SpectraMethod method) {
        Outcome<SpectraResult> outcome = SpectraSolver.solve(Demand.of("p", in.d()),
                SpectraOptions.of(in.s(), in.delay(), method), SolveMonitor.NONE);
        assertTrue(outcome.isVerified(), () -> method + " " + outcome.status() + " " + outcome.verification()
                .summary());
        return outcome.value();
    }

    /** A valid hand-built schedule: every permutation of the decomposition on switch 0. */
    private static SpectraResult allOnOneSwitch(RandomInstances in, Decomposition dec) {
        List<List<Slot>> slots = new ArrayList<>();
        slots.add(dec.permutations().stream().map(p -> new Slot(p.id(), p.alpha())).toList());
        for (int h = 1; h < in.s(); h++) {
            slots.add(List.of());
        }
        Schedule sc = new Schedule("hand", in.d().length, in.delay(), dec.permutations(), slots);
        assertTrue(ScheduleVerifier.verify(in.d(), sc).isPassed());
        return new SpectraResult(sc, dec.degree(), dec, LowerBounds.compute(in.d(), in.s(), in.delay()), List.of(),
                List.of(), SpectraMethod.SPECTRA);
    }

    @Test
    void property11Lb2AtLeastLb1WhenKEqualsSAndEqualOnlyForEqualEntries() {
        SplittableRandom random = new SplittableRandom(11);
        for (int t = 0; t < 600; t++) {
            int s = 1 + random.nextInt(6);
            double delay = 0.001 + random.nextDouble();
            double[] values = new double[s];
            boolean equal = random.nextInt(4) == 0;
            double v0 = 1 - random.nextDouble();
            for (int i = 0; i < s; i++) {
                values[i] = equal ? v0 : 1 - random.nextDouble();
            }
            LineBound lb = LowerBounds.line(0, s, values, s, delay);
            assertTrue(lb.lb2() >= lb.lb1() - 1e-12, "trial " + t);
            if (equal) {
                assertEquals(lb.lb1(), lb.lb2(), 1e-12, "trial " + t);
            } else if (s > 1) {
                assertTrue(lb.lb2() > lb.lb1(), "trial " + t);
            }
        }
    }

    @Test
    void property12RelabellingPortsRelabelsTheScheduleOnSeeds1To500() {
        for (long seed = 1; seed <= 500; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            int n = 2 + random.nextInt(7);
            double[][] d = new double[n][n];
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    d[i][j] = 1 - random.nextDouble();
                }
            }
            int[] pi = DemandGenerators.randomPermutation(n, random);
            double[][] relabelled = new double[n][n];
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    relabelled[pi[i]][pi[j]] = d[i][j];
                }
            }
            int s = 1 + random.nextInt(4);
            double delay = 0.05;
            SpectraResult a = SpectraTestSupport.solve(d, s, delay, SpectraMethod.SPECTRA);
            SpectraResult b = SpectraTestSupport.solve(relabelled, s, delay, SpectraMethod.SPECTRA);
            assertEquals(a.schedule().makespan(), b.schedule().makespan(), 1e-9, "seed " + seed);
            WeightedPermutation first = a.decomposition().permutations().get(0);
            WeightedPermutation firstB = b.decomposition().permutations().get(0);
            for (int i = 0; i < n; i++) {
                assertEquals(pi[first.target(i)], firstB.target(pi[i]), "seed " + seed);
            }
        }
    }

    @Test
    void scalingDemandAndDelayScalesEveryResult() {
        for (long seed = 1; seed <= 50; seed++) {
            RandomInstances in = RandomInstances.of(seed, 8);
            double c = 1000;
            double[][] scaled = new double[in.d().length][];
            for (int i = 0; i < scaled.length; i++) {
                scaled[i] = java.util.Arrays.stream(in.d()[i]).map(v -> v * c).toArray();
            }
            SpectraResult a = SpectraTestSupport.solve(in.d(), in.s(), in.delay(), SpectraMethod.SPECTRA);
            SpectraResult b = SpectraTestSupport.solve(scaled, in.s(), in.delay() * c, SpectraMethod.SPECTRA);
            assertEquals(a.schedule().configurations(), b.schedule().configurations(), "seed " + seed);
            assertEquals(a.schedule().makespan() * c, b.schedule().makespan(),
                    Tolerance.RELATIVE * 1e3 * Math.max(1, b.schedule().makespan()), "seed " + seed);
        }
    }
}
