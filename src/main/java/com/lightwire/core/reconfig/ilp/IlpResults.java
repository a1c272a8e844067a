package com.lightwire.core.reconfig.ilp;

import com.google.ortools.sat.CpSolver;
import com.lightwire.core.reconfig.ConfigurationVerifier;
import com.lightwire.core.reconfig.Metrics;
import com.lightwire.core.reconfig.PodSpace;
import com.lightwire.core.reconfig.RealizationMetrics;
import com.lightwire.core.reconfig.ReconfigFrame;
import com.lightwire.core.reconfig.ReconfigOptions;
import com.lightwire.core.reconfig.ReconfigRequest;
import com.lightwire.core.reconfig.ReconfigResult;
import com.lightwire.core.solve.OrTools;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveFrame;
import com.lightwire.core.solve.SolveFrame.Candidate;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.solve.SolverAnswer;
import com.lightwire.core.solve.Verification;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.OcsConfiguration;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;
import java.util.function.ToLongFunction;

/** The solver frame of the ILP reconfigurators: option checks, solver availability, status explanations, checks. */
final class IlpResults {

    /** Largest λ accepted, so that objective (27) stays far inside CP-SAT's 64-bit range. */
    private static final double MAX_LAMBDA = 1e9;

    private IlpResults() {
    }

    /**
     * A solved model read back: the configuration and the model's objective with its constant added, which the
     * verifier compares with the same objective recomputed from the configuration's metrics.
     */
    record Solved(OcsConfiguration configuration, long modelObjective) {
    }

    /** The model-building and solving part of an ILP method, run once the request passed every check. */
    @FunctionalInterface
    interface ModelSolve {
        Candidate<Solved> solve(List<Diagnostic> diagnostics);
    }

    /**
     * Runs an ILP method inside the solver frame: the request and option checks plus the method's scheme check
     * ({@code schemeProblems}), OR-Tools availability (an ERROR when its natives do not load), then {@code solve};
     * the answer is verified by {@link ConfigurationVerifier} and by recomputing the objective ({@code recomputed},
     * from the metrics) against the model's.
     */
    static ReconfigResult run(String method, ReconfigRequest request, ReconfigOptions options,
                              List<Diagnostic> schemeProblems, boolean exact,
                              ToLongFunction<RealizationMetrics> recomputed, SolveMonitor monitor, ModelSolve solve) {
        List<Diagnostic> problems = new ArrayList<>(optionProblems(options));
        problems.addAll(schemeProblems);
        Outcome<Solved> outcome = SolveFrame.run(ReconfigFrame.validation(request, problems), monitor,
                diagnostics -> {
                    Optional<Diagnostic> unavailable = OrTools.unavailable();
                    unavailable.ifPresent(diagnostics::add);
                    return unavailable.isPresent() ? Candidate.none(SolveStatus.ERROR) : solve.solve(diagnostics);
                }, solved -> verify(request, solved, exact, recomputed));
        return ReconfigResult.of(method, request, outcome.map(Solved::configuration));
    }

    private static List<Diagnostic> optionProblems(ReconfigOptions options) {
        List<Diagnostic> out = new ArrayList<>(options.limits().validate(SubjectRef.OPTIONS));
        if (!(options.lambda() >= 0 && options.lambda() <= MAX_LAMBDA)) {
            out.add(Diagnostic.error(SubjectRef.OPTIONS, "lambda", "lambda must be between 0 (the default) and "
                    + (long) MAX_LAMBDA + ", got " + options.lambda()));
        }
        return out;
    }

    private static Verification verify(ReconfigRequest request, Solved solved, boolean exact,
                                       ToLongFunction<RealizationMetrics> recomputed) {
        Verification.Collector collector = new Verification.Collector();
        collector.addAll(ConfigurationVerifier.verify(request, solved.configuration(), exact));
        long measured = recomputed.applyAsLong(Metrics.measure(request, solved.configuration()));
        collector.check(measured == solved.modelObjective(), () -> "the ILP objective " + solved.modelObjective()
                + " disagrees with the measured value " + measured);
        return collector.build();
    }

    /**
     * The candidate of a CP-SAT answer: without a solution, its status with a diagnostic explaining it; with one,
     * the configuration {@code group} reads and the model's objective plus {@code constant}, and a warning when the
     * time limit ended the search before optimality was proven.
     */
    static Candidate<Solved> candidate(SolverAnswer<CpSolver> answer, ReconfigRequest request, long constant,
                                       ReconfigOptions options, GroupReader group, List<Diagnostic> diagnostics) {
        if (!answer.status().hasSolution()) {
            explain(answer.status(), options.timeLimitSeconds(), diagnostics);
            return Candidate.none(answer.status());
        }
        OcsConfiguration config = configuration(request, h -> answer.read(solver -> group.read(solver, h)));
        long objective = answer.read(solver -> Math.round(solver.objectiveValue())) + constant;
        if (answer.status() == SolveStatus.FEASIBLE) {
            long bound = answer.read(solver -> (long) Math.ceil(solver.bestObjectiveBound() - 1e-6)) + constant;
            diagnostics.add(Diagnostic.warning(SubjectRef.SOLVER, "no-proof", "time limit reached: no proof of optimality "
                    + "(objective " + objective + ", lower bound " + bound + ")"));
        }
        return Candidate.solved(answer.status(), new Solved(config, objective));
    }

    /** Reads one group's pod-space maps from a solved model. */
    @FunctionalInterface
    interface GroupReader {
        int[][] read(CpSolver solver, int group);
    }

    static void explain(SolveStatus status, double limitSeconds, List<Diagnostic> diagnostics) {
        if (status == SolveStatus.TIMED_OUT) {
            diagnostics.add(Diagnostic.warning(SubjectRef.SOLVER, "timed-out", "no solution found within the time limit of "
                    + limitSeconds + " s"));
        } else if (status == SolveStatus.INFEASIBLE) {
            diagnostics.add(Diagnostic.error(SubjectRef.SOLVER, "infeasible", "the solver proved that no configuration "
                    + "satisfies the constraints"));
        } else if (status == SolveStatus.ERROR) {
            diagnostics.add(Diagnostic.error(SubjectRef.SOLVER, "model-invalid", "the solver rejected the model"));
        }
    }

    private static OcsConfiguration configuration(ReconfigRequest request, IntFunction<int[][]> group) {
        int[][][] maps = new int[request.params().spinesPerPod()][][];
        for (int h = 0; h < maps.length; h++) {
            maps[h] = group.apply(h);
        }
        return PodSpace.fromPodMaps(maps, request.scheme(), request.pods(), request.params().kSpine());
    }
}
