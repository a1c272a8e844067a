package com.lightwire.core.reconfig;

import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.solve.Verification;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.OcsConfiguration;

import java.util.List;

/**
 * The outcome of a reconfiguration: status as it is, the configuration when there is one, its metrics and the
 * verifier's verdict on it, and any diagnostics (invalid input, what was not realized).
 *
 * @param method        the method's name
 * @param status        how the solve ended
 * @param configuration the new configuration, or null without a solution
 * @param metrics       metrics of the configuration, or null without a solution
 * @param verification  the verifier's verdict on the configuration
 * @param diagnostics   findings for the user
 * @param millis        wall time of the solve
 */
public record ReconfigResult(String method, SolveStatus status, OcsConfiguration configuration,
                             RealizationMetrics metrics, Verification verification, List<Diagnostic> diagnostics,
                             long millis) {
    public ReconfigResult {
        diagnostics = List.copyOf(diagnostics);
    }

    public static ReconfigResult failed(String method, SolveStatus status, List<Diagnostic> diagnostics, long millis) {
        return new ReconfigResult(method, status, null, null, Verification.passed(), diagnostics, millis);
    }

    public boolean hasConfiguration() {
        return configuration != null;
    }
}
