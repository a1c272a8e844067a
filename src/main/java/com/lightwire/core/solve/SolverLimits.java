package com.lightwire.core.solve;

import com.lightwire.model.Diagnostic;
import com.lightwire.model.ElementRef;

import java.util.ArrayList;
import java.util.List;

/**
 * The limits every exact (CP-SAT or MIP) solve runs under: a time limit is always set, the worker count is explicit,
 * and the seed makes a single-worker run reproducible.
 *
 * @param timeLimitSeconds wall-time limit; must be positive and finite
 * @param workers          solver threads, at least 1
 * @param seed             the solver's random seed
 */
public record SolverLimits(double timeLimitSeconds, int workers, int seed) {

    /** The limits with {@code workers} clamped to at least one and seed 0. */
    public static SolverLimits of(double timeLimitSeconds, int workers) {
        return new SolverLimits(timeLimitSeconds, Math.max(1, workers), 0);
    }

    /** Why these limits cannot be used, as error diagnostics on {@code element}; empty when they can. */
    public List<Diagnostic> validate(ElementRef element) {
        List<Diagnostic> out = new ArrayList<>();
        if (!(timeLimitSeconds > 0) || Double.isInfinite(timeLimitSeconds)) {
            out.add(Diagnostic.error(element, "time-limit", "an exact solver needs a positive, finite time limit, got "
                    + timeLimitSeconds + " s"));
        }
        if (workers < 1) {
            out.add(Diagnostic.error(element, "workers", "an exact solver needs at least one worker, got " + workers));
        }
        return out;
    }
}
