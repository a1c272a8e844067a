package com.lightwire.core.reconfig;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.solve.Verification;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.OcsConfiguration;

import java.util.List;
import java.util.Objects;

/**
 * The outcome of a reconfiguration: the method's name, the solver frame's {@link Outcome} (status as it is, the
 * configuration when there is one, the verifier's verdict on it, diagnostics, wall time) and the configuration's
 * metrics, and what is known about the best possible rewiring. The accessors below read through to the outcome.
 *
 * @param method     the method's name
 * @param outcome    how the solve ended, with the configuration as its value
 * @param metrics    metrics of the configuration, or null exactly when there is none
 * @param lowerBound the LP lower bound on rewired circuits (no configuration rewires fewer), or null when not
 *                   computed (no current configuration, Uniform wiring, OR-Tools unavailable)
 * @param gap        for exact methods, the solver's relative gap {@code (objective - bound) / objective} (0 when
 *                   proven optimal), otherwise null
 */
public record ReconfigResult(String method, Outcome<OcsConfiguration> outcome, RealizationMetrics metrics,
                             Long lowerBound, Double gap) {

    public ReconfigResult {
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(outcome, "outcome");
        if (outcome.hasValue() != (metrics != null)) {
            throw new IllegalArgumentException("metrics go with a configuration, and only with one");
        }
    }

    /** A result without bound or gap. */
    public ReconfigResult(String method, Outcome<OcsConfiguration> outcome, RealizationMetrics metrics) {
        this(method, outcome, metrics, null, null);
    }

    /** This result with the LP lower bound on rewiring. */
    public ReconfigResult withLowerBound(Long bound) {
        return new ReconfigResult(method, outcome, metrics, bound, gap);
    }

    /** This result with an exact solver's relative gap. */
    public ReconfigResult withGap(Double relativeGap) {
        return new ReconfigResult(method, outcome, metrics, lowerBound, relativeGap);
    }

    /** This result under another method name (a method that delegates, e.g. for a fresh topology). */
    public ReconfigResult named(String name) {
        return new ReconfigResult(name, outcome, metrics, lowerBound, gap);
    }

    /** The result of {@code outcome}, measured against {@code request} when it carries a configuration. */
    public static ReconfigResult of(String method, ReconfigRequest request, Outcome<OcsConfiguration> outcome) {
        return new ReconfigResult(method, outcome,
                outcome.hasValue() ? Metrics.measure(request, outcome.value()) : null);
    }

    public SolveStatus status() {
        return outcome.status();
    }

    /** The new configuration, or null without one. */
    public OcsConfiguration configuration() {
        return outcome.value();
    }

    public Verification verification() {
        return outcome.verification();
    }

    public List<Diagnostic> diagnostics() {
        return outcome.diagnostics();
    }

    public long millis() {
        return outcome.millis();
    }

    public boolean hasConfiguration() {
        return outcome.hasValue();
    }
}
