package com.lightwire.core.spectra;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.spectra.Demand;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** Shortcuts for the Spectra tests: solve a case by method, demanding a verified answer. */
final class SpectraTestSupport {

    static final double EPS = 1e-9;

    private SpectraTestSupport() {
    }

    static SpectraResult solve(double[][] d, int s, double delay, SpectraMethod method) {
        Outcome<SpectraResult> outcome = SpectraSolver.solve(Demand.of("t", d), SpectraOptions.of(s, delay, method),
                SolveMonitor.NONE);
        assertTrue(outcome.isVerified(), () -> method + ": " + outcome.status() + " " + outcome.diagnostics()
                + " " + outcome.verification().summary());
        return outcome.value();
    }

    static SpectraResult solveCase(String id, SpectraMethod method) {
        SpectraCases.Case c = SpectraCases.byId(id).orElseThrow();
        return solve(c.demand().matrix(), c.switches(), c.delay(), method);
    }

    static double[][] matrix(String id) {
        return SpectraCases.byId(id).orElseThrow().demand().matrix();
    }
}
