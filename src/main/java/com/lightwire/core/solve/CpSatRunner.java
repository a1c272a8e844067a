package com.lightwire.core.solve;

import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverSolutionCallback;
import com.google.ortools.sat.CpSolverStatus;


/**
 * One OR-Tools CP-SAT solve for any solver family: the time limit, worker count and seed of {@link SolverLimits},
 * cancellation through the monitor (a {@link CancelWatcher} calls {@link CpSolver#stopSearch()}), progress on each
 * improving solution, and an honest status: OPTIMAL only with CP-SAT's proof, FEASIBLE for a solution without
 * proof, TIMED_OUT when the limit passed before any solution, CANCELLED whenever the user stopped the search. Values
 * are read through {@link SolverAnswer#read}, which refuses when the status carries no solution. Callers re-check every
 * answer with their own verifier ({@link SolveFrame}). Load the natives first ({@link OrTools#unavailable()}).
 */
public final class CpSatRunner {

    private CpSatRunner() {
    }

    /** Solves {@code model} under {@code limits}; a monitor already cancelled stops the search at once. */
    public static SolverAnswer<CpSolver> solve(CpModel model, SolverLimits limits, SolveMonitor monitor) {
        CpSolver solver = new CpSolver();
        solver.getParameters()
                .setMaxTimeInSeconds(limits.timeLimitSeconds())
                .setNumWorkers(limits.workers())
                .setRandomSeed(limits.seed());
        CpSolverStatus status;
        boolean cancelled;
        try (CancelWatcher watcher = CancelWatcher.start(monitor, solver::stopSearch)) {
            status = solver.solve(model, new ProgressCallback(monitor, limits.timeLimitSeconds()));
            cancelled = watcher.fired() || monitor.isCancelled();
        }
        return new SolverAnswer<>(cancelled ? SolveStatus.CANCELLED : map(status), solver);
    }

    /** CP-SAT status to ours; UNKNOWN means the limit passed (or the search stopped) before any solution. */
    public static SolveStatus map(CpSolverStatus status) {
        return switch (status) {
            case OPTIMAL -> SolveStatus.OPTIMAL;
            case FEASIBLE -> SolveStatus.FEASIBLE;
            case INFEASIBLE -> SolveStatus.INFEASIBLE;
            case UNKNOWN -> SolveStatus.TIMED_OUT;
            default -> SolveStatus.ERROR;
        };
    }

    /** Reports each improving solution; the fraction is the share of the time limit used. */
    private static final class ProgressCallback extends CpSolverSolutionCallback {
        private final SolveMonitor monitor;
        private final double limitSeconds;

        ProgressCallback(SolveMonitor monitor, double limitSeconds) {
            this.monitor = monitor;
            this.limitSeconds = limitSeconds;
        }

        @Override
        public void onSolutionCallback() {
            monitor.progress(Math.min(1, wallTime() / limitSeconds),
                    "solution with objective " + Math.round(objectiveValue()));
        }
    }
}
