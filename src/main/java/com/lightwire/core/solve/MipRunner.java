package com.lightwire.core.solve;

import com.google.ortools.linearsolver.MPSolver;

import java.util.Locale;
import java.util.Optional;

/**
 * One OR-Tools MPSolver (HiGHS or SCIP) solve of a mixed-integer program, with the same limits, cancellation and status
 * mapping as {@link CpSatRunner}: the time limit, threads and seed of {@link SolverLimits}, cancellation through
 * {@link MPSolver#interruptSolve()}, OPTIMAL only with the solver's proof, FEASIBLE for an incumbent without proof,
 * TIMED_OUT when the limit passed before any incumbent, CANCELLED whenever the user stopped the search. An MPSolver
 * is solved once: build a fresh one per solve ({@link #newScip()}).
 */
public final class MipRunner {

    /** HiGHS prints a banner and its log on stdout unless told not to; the CLI's stdout carries JSON. */
    private static final String HIGHS_QUIET = "output_flag = false\nlog_to_console = false\n";

    private MipRunner() {
    }

    /** A fresh SCIP solver, or empty when this OR-Tools build lacks SCIP. Load the natives first. */
    public static Optional<MPSolver> newScip() {
        return Optional.ofNullable(MPSolver.createSolver("SCIP"));
    }

    /**
     * A fresh LP-based MIP solver: HiGHS where the OR-Tools build has it (it proves the reconfiguration models
     * fastest, ADR 0018), otherwise SCIP; empty when the build has neither. Load the natives first.
     */
    public static Optional<MPSolver> newMip() {
        MPSolver highs = MPSolver.createSolver("HIGHS");
        if (highs != null) {
            highs.suppressOutput();
            highs.setSolverSpecificParametersAsString(HIGHS_QUIET);
        }
        return Optional.ofNullable(highs).or(MipRunner::newScip);
    }

    /** Solves the program held by {@code solver} under {@code limits}. */
    public static SolverAnswer<MPSolver> solve(MPSolver solver, SolverLimits limits, SolveMonitor monitor) {
        return solve(solver, limits, monitor, "");
    }

    /**
     * As {@link #solve(MPSolver, SolverLimits, SolveMonitor)}, with extra SCIP parameters ({@code name = value} lines,
     * e.g. fewer separation rounds for a small model whose root cuts cost more than they save).
     */
    public static SolverAnswer<MPSolver> solve(MPSolver solver, SolverLimits limits, SolveMonitor monitor,
                                               String scipParameters) {
        solver.setTimeLimit(Math.max(1, Math.round(limits.timeLimitSeconds() * 1000)));
        solver.setNumThreads(limits.workers());
        if (solver.solverVersion().startsWith("SCIP")) {
            solver.setSolverSpecificParametersAsString(String.format(Locale.ROOT,
                    "randomization/randomseedshift = %d%n", limits.seed()) + scipParameters);
        }
        if (monitor.isCancelled()) {
            return new SolverAnswer<>(SolveStatus.CANCELLED, solver);
        }
        SolveStatus status;
        boolean cancelled;
        try (CancelWatcher watcher = CancelWatcher.start(monitor, solver::interruptSolve)) {
            status = solveMapped(solver);
            cancelled = watcher.fired() || monitor.isCancelled();
        }
        return new SolverAnswer<>(cancelled ? SolveStatus.CANCELLED : status, solver);
    }

    /**
     * Solves and maps the status. HiGHS answers MPSOLVER_UNKNOWN_STATUS, a code the Java enum does not know, when its
     * time limit stops it before OR-Tools can read an incumbent; no solution can be read then (TIMED_OUT).
     */
    private static SolveStatus solveMapped(MPSolver solver) {
        try {
            return map(solver.solve());
        } catch (IllegalArgumentException unknownStatus) {
            return SolveStatus.TIMED_OUT;
        }
    }

    /** MPSolver status to ours; NOT_SOLVED means the limit passed before any incumbent. */
    public static SolveStatus map(MPSolver.ResultStatus status) {
        return switch (status) {
            case OPTIMAL -> SolveStatus.OPTIMAL;
            case FEASIBLE -> SolveStatus.FEASIBLE;
            case INFEASIBLE -> SolveStatus.INFEASIBLE;
            case NOT_SOLVED -> SolveStatus.TIMED_OUT;
            default -> SolveStatus.ERROR;
        };
    }
}
