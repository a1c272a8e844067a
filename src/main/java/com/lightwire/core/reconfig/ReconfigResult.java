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
 * metrics. The accessors below read through to the outcome.
 *
 * @param method  the method's name
 * @param outcome how the solve ended, with the configuration as its value
 * @param metrics metrics of the configuration, or null exactly when there is none
 */
public record ReconfigResult(String method, Outcome<OcsConfiguration> outcome, RealizationMetrics metrics) {

    public ReconfigResult {
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(outcome, "outcome");
        if (outcome.hasValue() != (metrics != null)) {
            throw new IllegalArgumentException("metrics go with a configuration, and only with one");
        }
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
