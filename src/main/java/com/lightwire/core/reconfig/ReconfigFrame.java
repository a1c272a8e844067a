package com.lightwire.core.reconfig;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveFrame;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.Verification;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.OcsConfiguration;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The {@link SolveFrame} of every {@link Reconfigurator}: the request checks of {@link RequestValidator} plus the
 * method's own (scheme, size, options), the frame's cancellation and re-verification by
 * {@link ConfigurationVerifier}, then the metrics of the configuration.
 */
public final class ReconfigFrame {

    private ReconfigFrame() {
    }

    /**
     * Solves {@code request} with {@code body} inside the frame.
     *
     * @param method         the method's name
     * @param methodProblems the method's own input errors (empty when it accepts the request)
     * @param verifier       the independent check of a configuration, see {@link #verifier}
     */
    public static ReconfigResult run(String method, ReconfigRequest request, List<Diagnostic> methodProblems,
                                     SolveMonitor monitor, Function<OcsConfiguration, Verification> verifier,
                                     SolveFrame.Body<OcsConfiguration> body) {
        Outcome<OcsConfiguration> outcome = SolveFrame.run(validation(request, methodProblems), monitor, body,
                verifier);
        return ReconfigResult.of(method, request, outcome);
    }

    /** The input checks of a reconfiguration: {@link RequestValidator}, then the method's own problems. */
    public static Supplier<List<Diagnostic>> validation(ReconfigRequest request, List<Diagnostic> methodProblems) {
        return () -> {
            List<Diagnostic> problems = new ArrayList<>(RequestValidator.validate(request));
            problems.addAll(methodProblems);
            return problems;
        };
    }

    /**
     * {@link ConfigurationVerifier} on the request; {@code exact} demands every link realized (Cross and two-link
     * methods), otherwise unrealized links are allowed (Uniform, best effort).
     */
    public static Function<OcsConfiguration, Verification> verifier(ReconfigRequest request, boolean exact) {
        return config -> ConfigurationVerifier.verify(request, config, exact);
    }

    /** A one-element list with the method-scheme error when {@code fits} is false, otherwise an empty list. */
    public static List<Diagnostic> schemeProblem(boolean fits, String message) {
        return fits ? List.of() : List.of(Diagnostic.error(SubjectRef.METHOD, "method-scheme", message));
    }
}
