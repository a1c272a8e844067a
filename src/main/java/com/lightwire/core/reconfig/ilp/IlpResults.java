package com.lightwire.core.reconfig.ilp;

import com.lightwire.core.reconfig.ConfigurationVerifier;
import com.lightwire.core.reconfig.Metrics;
import com.lightwire.core.reconfig.PodSpace;
import com.lightwire.core.reconfig.RealizationMetrics;
import com.lightwire.core.reconfig.ReconfigOptions;
import com.lightwire.core.reconfig.ReconfigRequest;
import com.lightwire.core.reconfig.ReconfigResult;
import com.lightwire.core.reconfig.RequestValidator;
import com.lightwire.core.solve.OrTools;
import com.lightwire.core.solve.SolveCancelledException;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.solve.Verification;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.OcsConfiguration;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;
import java.util.function.ToLongFunction;

/** Input checks and result assembly shared by the ILP reconfigurators. */
final class IlpResults {

    /** Largest λ accepted, so that objective (27) stays far inside CP-SAT's 64-bit range. */
    private static final double MAX_LAMBDA = 1e9;

    private IlpResults() {
    }

    /** Request and option pre-checks; empty of errors when the ILP may be built. */
    static List<Diagnostic> validate(ReconfigRequest request, ReconfigOptions options) {
        List<Diagnostic> out = new ArrayList<>(RequestValidator.validate(request));
        double limit = options.timeLimitSeconds();
        if (!(limit > 0) || Double.isInfinite(limit)) {
            out.add(Diagnostic.error(SubjectRef.OPTIONS, "time-limit", "the ILP needs a positive, finite time limit, got "
                    + limit + " s"));
        }
        if (!(options.lambda() >= 0 && options.lambda() <= MAX_LAMBDA)) {
            out.add(Diagnostic.error(SubjectRef.OPTIONS, "lambda", "lambda must be between 0 (the default) and "
                    + (long) MAX_LAMBDA + ", got " + options.lambda()));
        }
        return out;
    }

    /** The diagnostic for OR-Tools natives that failed to load, if they did. */
    static Optional<Diagnostic> solverUnavailable() {
        return OrTools.loadError().map(msg -> Diagnostic.error(SubjectRef.SOLVER, "ortools", msg));
    }

    /**
     * Verifies and measures a solver answer. The status becomes ERROR when the verifier rejects it or when the
     * model's objective (plus its constant) disagrees with the same objective recomputed from the metrics.
     */
    static ReconfigResult finish(String method, ReconfigRequest request, OcsConfiguration config, boolean exact,
                                 CpSatRun.Outcome outcome, long modelValue,
                                 ToLongFunction<RealizationMetrics> recomputed, List<Diagnostic> diagnostics,
                                 long millis) {
        Verification verification = ConfigurationVerifier.verify(request, config, exact);
        RealizationMetrics metrics = Metrics.measure(request, config);
        SolveStatus status = outcome.status();
        if (!verification.isPassed()) {
            diagnostics.add(Diagnostic.error(SubjectRef.SOLVER, "verifier", "the verifier rejected the ILP answer: "
                    + verification.summary()));
            status = SolveStatus.ERROR;
        } else if (recomputed.applyAsLong(metrics) != modelValue) {
            diagnostics.add(Diagnostic.error(SubjectRef.SOLVER, "objective", "the ILP objective " + modelValue
                    + " disagrees with the measured value " + recomputed.applyAsLong(metrics)));
            status = SolveStatus.ERROR;
        }
        if (status == SolveStatus.FEASIBLE) {
            diagnostics.add(Diagnostic.warning(SubjectRef.SOLVER, "no-proof", "time limit reached: no proof of optimality "
                    + "(objective " + modelValue + ", lower bound " + (outcome.bound() + modelValue
                    - outcome.objective()) + ")"));
        }
        return new ReconfigResult(method, status, config, metrics, verification, diagnostics, millis);
    }

    /** A result without configuration, with a diagnostic explaining statuses that need one. */
    static ReconfigResult withoutSolution(String method, SolveStatus status, List<Diagnostic> diagnostics,
                                          double limitSeconds, long millis) {
        if (status == SolveStatus.TIMED_OUT) {
            diagnostics.add(Diagnostic.warning(SubjectRef.SOLVER, "timed-out", "no solution found within the time limit of "
                    + limitSeconds + " s"));
        } else if (status == SolveStatus.INFEASIBLE) {
            diagnostics.add(Diagnostic.error(SubjectRef.SOLVER, "infeasible", "the solver proved that no configuration "
                    + "satisfies the constraints"));
        } else if (status == SolveStatus.ERROR) {
            diagnostics.add(Diagnostic.error(SubjectRef.SOLVER, "model-invalid", "CP-SAT rejected the model"));
        }
        return ReconfigResult.failed(method, status, diagnostics, millis);
    }

    /** The model-building and solving part of an ILP method, run once the request passed every check. */
    @FunctionalInterface
    interface ModelSolve {
        ReconfigResult solve(List<Diagnostic> diagnostics, long startNanos);
    }

    /**
     * The common frame of an ILP solve: validation, the method's scheme check ({@code schemeProblem} is null when
     * the scheme fits), solver availability, then {@code solve}, with cancellation turned into a CANCELLED result.
     */
    static ReconfigResult run(String method, ReconfigRequest request, ReconfigOptions options, String schemeProblem,
                              ModelSolve solve) {
        long start = System.nanoTime();
        List<Diagnostic> diagnostics = validate(request, options);
        if (schemeProblem != null) {
            diagnostics.add(Diagnostic.error(SubjectRef.METHOD, "method-scheme", schemeProblem));
        }
        if (RequestValidator.hasErrors(diagnostics)) {
            return ReconfigResult.failed(method, SolveStatus.INVALID_INPUT, diagnostics, millisSince(start));
        }
        if (solverUnavailable().isPresent()) {
            diagnostics.add(solverUnavailable().get());
            return ReconfigResult.failed(method, SolveStatus.ERROR, diagnostics, millisSince(start));
        }
        try {
            return solve.solve(diagnostics, start);
        } catch (SolveCancelledException e) {
            return ReconfigResult.failed(method, SolveStatus.CANCELLED, diagnostics, millisSince(start));
        }
    }

    /** The configuration of a solved model, from each group's pod-space maps as {@code group} reads them. */
    static OcsConfiguration configuration(ReconfigRequest request, IntFunction<int[][]> group) {
        int[][][] maps = new int[request.params().spinesPerPod()][][];
        for (int h = 0; h < maps.length; h++) {
            maps[h] = group.apply(h);
        }
        return PodSpace.fromPodMaps(maps, request.scheme(), request.pods(), request.params().kSpine());
    }

    static long millisSince(long startNanos) {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }
}
