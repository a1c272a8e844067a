package com.lightwire.cli.render;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.spectra.DemandGenerators;
import com.lightwire.core.spectra.ExactScheduler;
import com.lightwire.core.spectra.SpectraMethod;
import com.lightwire.core.spectra.SpectraOptions;
import com.lightwire.core.spectra.SpectraResult;
import com.lightwire.core.spectra.SpectraSolver;
import com.lightwire.core.spectra.SpectraSweep;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.spectra.DecompositionState;
import com.lightwire.figure.spectra.MethodsFigure;
import com.lightwire.figure.spectra.ScheduleSheets;
import com.lightwire.figure.spectra.ScheduleState;
import com.lightwire.figure.spectra.SweepFigure;
import com.lightwire.model.spectra.SpectraStudy;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The {@code --param} values of the Spectra views read into their view states, and the schedule view's methods and
 * sweep canvases built headless; a bad value is a usage error.
 */
final class SpectraRenderParams {

    private SpectraRenderParams() {
    }

    /** stepper (result, decompose, refine), step and heat (demand, log, slack). */
    static DecompositionState decomposition(RenderRequest request) {
        String stepper = choice(request, "stepper", "result", List.of("result", "decompose", "refine"));
        String heat = choice(request, "heat", "demand", List.of("demand", "log", "slack"));
        DecompositionState.Stepper s = DecompositionState.Stepper.valueOf(stepper.toUpperCase(Locale.ROOT));
        return DecompositionState.INITIAL.withStep(s, count(request, "step", 0, Integer.MAX_VALUE)).withHeat(
                heat.equals("slack") ? DecompositionState.Heat.SLACK : DecompositionState.Heat.DEMAND,
                heat.equals("log"));
    }

    /** stepper (result, lpt, equalize), step, port (0..n-1) and cursor (a time ≥ 0). */
    static ScheduleState schedule(RenderRequest request, int n) {
        String stepper = choice(request, "stepper", "result", List.of("result", "lpt", "equalize"));
        ScheduleState state = ScheduleState.INITIAL.withStep(ScheduleState.Stepper.valueOf(stepper.toUpperCase(
                Locale.ROOT)), count(request, "step", 0, Integer.MAX_VALUE)).withPort(count(request, "port", 0, n - 1));
        String cursor = request.param("cursor", null);
        if (cursor == null) {
            return state;
        }
        try {
            double t = Double.parseDouble(cursor);
            if (!(t >= 0) || Double.isInfinite(t)) {
                throw new IllegalArgumentException("cursor: must be a finite time >= 0, got " + cursor);
            }
            return state.withCursor(t);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("cursor: not a number: " + cursor);
        }
    }

    private static String choice(RenderRequest request, String key, String fallback, List<String> values) {
        String value = request.param(key, fallback);
        if (!values.contains(value)) {
            throw new IllegalArgumentException(key + ": unknown '" + value + "' (choose " + String.join(", ", values)
                    + ")");
        }
        return value;
    }

    private static int count(RenderRequest request, String key, int fallback, int max) {
        String text = request.param(key, Integer.toString(fallback));
        int value;
        try {
            value = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + ": not a whole number: " + text);
        }
        if (value < 0 || value > max) {
            throw new IllegalArgumentException(key + ": must be 0.." + max + ", got " + value);
        }
        return value;
    }

    /** Every method that applies on the study, side by side. */
    static Figure methods(String title, SpectraStudy data, RenderRequest request) {
        List<MethodsFigure.Entry> entries = new ArrayList<>();
        double lb = 0;
        for (SpectraMethod m : SpectraMethod.values()) {
            boolean applies = !(m == SpectraMethod.SPECTRA_ECLIPSE && !(data.delay() > 0))
                    && !(m == SpectraMethod.EXACT && data.demand().n() > ExactScheduler.MAX_N);
            Outcome<SpectraResult> o = applies ? SpectraSolver.solve(data.demand(), SpectraOptions.of(data.switches(),
                    data.delay(), m), request.monitor()) : null;
            boolean ok = o != null && o.isVerified();
            lb = ok ? o.value().bounds().lowerBound() : lb;
            entries.add(new MethodsFigure.Entry(m.label(), ok ? o.value().schedule() : null, o == null
                    ? "not-applicable" : o.status().label()));
        }
        MethodsFigure figure = new MethodsFigure(entries, lb, request.palette());
        return new Sheet(title, "Spectra: every method on one time axis", List.of(new Sheet.Panel(
                "Methods side by side", List.of(String.format(Locale.ROOT, "%d switches, delta %.4g, n %d",
                data.switches(), data.delay(), data.demand().n())), figure, 1)),
                ScheduleSheets.methodsLegend(request.palette()), request.palette());
    }

    /** The paper's delta grid on benchmark demand of n ports (Spectra, without Equalize, Baseline). */
    static Figure sweep(String title, SpectraStudy data, RenderRequest request) {
        int n = count(request, "n", 32, 4096);
        int seeds = count(request, "seeds", 5, 1000);
        if (n < 2 || seeds < 1) {
            throw new IllegalArgumentException("n must be >= 2 and seeds >= 1");
        }
        List<Double> delays = List.of(0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1);
        List<SpectraSweep.Point> points = SpectraSweep.run(seed -> DemandGenerators.benchmark(n, 4, 12, 0.7, 0.003,
                seed), seeds, List.of(data.switches()), delays, List.of(SpectraMethod.SPECTRA,
                SpectraMethod.SPECTRA_NO_EQUALIZE, SpectraMethod.BASELINE), request.monitor());
        return SweepFigure.sheet(title, points, String.format(Locale.ROOT, "benchmark demand, n = %d, %d seeds, "
                + "s = %d", n, seeds, data.switches()), request.palette());
    }
}
