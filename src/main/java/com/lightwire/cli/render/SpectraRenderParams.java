package com.lightwire.cli.render;

import com.lightwire.figure.spectra.DecompositionState;
import com.lightwire.figure.spectra.ScheduleState;

import java.util.List;
import java.util.Locale;

/** The {@code --param} values of the Spectra views read into their view states; a bad value is a usage error. */
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
}
