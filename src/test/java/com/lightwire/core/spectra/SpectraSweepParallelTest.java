package com.lightwire.core.spectra;

import com.lightwire.core.solve.SolveMonitor;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Sweeps run their seeds in parallel: every point equals the per-seed solves, whatever order the seeds ran in. */
class SpectraSweepParallelTest {

    @Test
    void everySeedsEntryEqualsItsOwnSolveOnGptLikeSeeds1To12() {
        List<SpectraMethod> methods = List.of(SpectraMethod.SPECTRA, SpectraMethod.BASELINE, SpectraMethod.SOLSTICE);
        List<SpectraSweep.Point> points = SpectraSweep.run(seed -> DemandGenerators.gpt(4, 4, 2, 0.003, seed), 12,
                List.of(2, 4), List.of(0.01, 0.1), methods, SolveMonitor.NONE);
        assertEquals(2 * 2 * 3, points.size());
        for (SpectraSweep.Point p : points) {
            double[] expected = new double[12];
            for (int seed = 1; seed <= 12; seed++) {
                expected[seed - 1] = SpectraTestSupport.solve(DemandGenerators.gpt(4, 4, 2, 0.003, seed),
                        p.switches(), p.delay(), p.method()).schedule().makespan();
            }
            assertArrayEquals(expected, p.makespans(), 1e-12, p.method() + " s " + p.switches() + " d " + p.delay());
        }
        List<SpectraSweep.Point> again = SpectraSweep.run(seed -> DemandGenerators.gpt(4, 4, 2, 0.003, seed), 12,
                List.of(2, 4), List.of(0.01, 0.1), methods, SolveMonitor.NONE);
        for (int k = 0; k < points.size(); k++) {
            assertArrayEquals(points.get(k).makespans(), again.get(k).makespans(), 0, "byte-stable");
        }
    }
}
