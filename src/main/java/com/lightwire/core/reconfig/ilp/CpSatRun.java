package com.lightwire.core.reconfig.ilp;

import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverSolutionCallback;
import com.google.ortools.sat.CpSolverStatus;
import com.lightwire.core.reconfig.ReconfigOptions;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One CP-SAT solve with the time limit and worker count of the options, cancellation through the monitor (a watcher
 * thread calls {@link CpSolver#stopSearch()}), and an honest status: OPTIMAL only with CP-SAT's proof, FEASIBLE for a
 * solution without proof, TIMED_OUT when the limit passed before any solution.
 */
final class CpSatRun {

    /** How often the watcher polls the monitor for cancellation. */
    private static final long POLL_MILLIS = 20;

    /**
     * @param status    the mapped status
     * @param solver    the solver, whose values may be read only when {@code status.hasSolution()}
     * @param objective objective of the returned solution (without the model's constant)
     * @param bound     best proven lower bound on the objective
     */
    record Outcome(SolveStatus status, CpSolver solver, long objective, long bound) {
    }

    private CpSatRun() {
    }

    static Outcome solve(CpModel model, ReconfigOptions options, SolveMonitor monitor) {
        CpSolver solver = new CpSolver();
        solver.getParameters()
                .setMaxTimeInSeconds(options.timeLimitSeconds())
                .setNumWorkers(Math.max(1, options.threads()))
                .setRandomSeed(0);
        AtomicBoolean cancelled = new AtomicBoolean();
        Thread watcher = new Thread(() -> watch(solver, monitor, cancelled), "cp-sat-cancel-watcher");
        watcher.setDaemon(true);
        watcher.start();
        CpSolverStatus status;
        try {
            status = solver.solve(model, new ProgressCallback(monitor, options.timeLimitSeconds()));
        } finally {
            watcher.interrupt();
        }
        SolveStatus mapped = cancelled.get() || monitor.isCancelled() ? SolveStatus.CANCELLED : map(status);
        boolean solved = mapped.hasSolution();
        return new Outcome(mapped, solver, solved ? Math.round(solver.objectiveValue()) : 0,
                solved ? (long) Math.ceil(solver.bestObjectiveBound() - 1e-6) : 0);
    }

    /** CP-SAT status to ours; UNKNOWN means the limit passed (or the search stopped) before any solution. */
    static SolveStatus map(CpSolverStatus status) {
        return switch (status) {
            case OPTIMAL -> SolveStatus.OPTIMAL;
            case FEASIBLE -> SolveStatus.FEASIBLE;
            case INFEASIBLE -> SolveStatus.INFEASIBLE;
            case UNKNOWN -> SolveStatus.TIMED_OUT;
            default -> SolveStatus.ERROR;
        };
    }

    /** n empty lists, one per pod. */
    static List<List<BoolVar>> emptyLists(int n) {
        List<List<BoolVar>> lists = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            lists.add(new ArrayList<>());
        }
        return lists;
    }

    /** At most one literal of each list is true (lists of one literal need no constraint). */
    static void atMostOne(CpModel model, List<List<BoolVar>> lists) {
        for (List<BoolVar> list : lists) {
            if (list.size() > 1) {
                model.addAtMostOne(list.toArray(new BoolVar[0]));
            }
        }
    }

    private static void watch(CpSolver solver, SolveMonitor monitor, AtomicBoolean cancelled) {
        try {
            while (!Thread.currentThread().isInterrupted()) {
                if (monitor.isCancelled()) {
                    cancelled.set(true);
                    solver.stopSearch();
                }
                Thread.sleep(POLL_MILLIS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
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
