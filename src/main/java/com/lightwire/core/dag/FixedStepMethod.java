package com.lightwire.core.dag;

import com.google.ortools.linearsolver.MPSolver;
import com.lightwire.core.solve.MipRunner;
import com.lightwire.core.solve.SolveFrame.Candidate;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.solve.SolverAnswer;
import com.lightwire.core.solve.SolverLimits;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.dag.Allocation;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The fixed-step MILP as a method (§3.6): horizon from Prop-Alloc's simulated makespan x 1.05, x bounded by Xbar,
 * phase 1 {@code min C} and optionally phase 2 {@code min sum x}; without fairness (29) (the Joint counterpart).
 */
final class FixedStepMethod {

    /** Most task-slice cells the fixed-step MILP may have. */
    static final long MAX_CELLS = 400_000;

    private FixedStepMethod() {
    }

    static Candidate<DagSolution> solve(DagIndex ix, DagOptions o, List<Diagnostic> diag, SolveMonitor monitor) {
        return solve(ix, o, false, diag, monitor);
    }

    static Candidate<DagSolution> solve(DagIndex full, DagOptions o, boolean fair, List<Diagnostic> diag,
                                        SolveMonitor monitor) {
        DagSolution reference = DagOptimizer.baseline(full, DagMethod.PROP, o, monitor);
        Optional<ReplicaFolding> folding = o.fold() ? ReplicaFolding.of(full) : Optional.empty();
        DagIndex ix = folding.map(ReplicaFolding::folded).orElse(full);
        double h = reference.schedule().makespan() * 1.05;
        long cells = (long) ix.tasks * (long) Math.ceil(h / o.stepMs());
        if (cells > MAX_CELLS) {
            diag.add(Diagnostic.error(SubjectRef.SOLVER, "size-limit", "the fixed-step MILP would have up to " + cells
                    + " task-slice cells, over the limit of " + MAX_CELLS + "; use a larger --step or --method fast"));
            return Candidate.none(SolveStatus.ERROR);
        }
        int[] upper = MilpMethod.upper(ix, reference.schedule().makespan(), null, monitor);
        long started = System.nanoTime();
        List<String> notes = new ArrayList<>(List.of("step " + o.stepMs() + " ms, Alg. 4 windows, cold start",
                folding.map(ReplicaFolding::note).orElse("no replica folding")));
        Step one = step(ix, o, fair, h, upper, Double.POSITIVE_INFINITY, false, o.timeLimitSeconds()
                * (o.portPhase() ? 0.7 : 1), monitor);
        if (one.schedule == null) {
            diag.add(Diagnostic.error(SubjectRef.SOLVER, "no-answer", "fixed-step MILP: " + one.status.label()
                    + " without an answer"));
            return Candidate.none(one.status);
        }
        double oneMillis = (System.nanoTime() - started) / 1e6;
        Step last = one;
        SolveStatus status = one.status;
        if (o.portPhase()) {
            double left = Math.max(1, o.timeLimitSeconds() - (System.nanoTime() - started) / 1e9);
            Step two = step(ix, o, fair, h, upper, one.objective + 1e-6, true, left, monitor);
            if (two.schedule != null) {
                last = two;
                status = two.status == SolveStatus.OPTIMAL && status == SolveStatus.OPTIMAL ? SolveStatus.OPTIMAL
                        : SolveStatus.FEASIBLE;
            } else {
                notes.add("phase 2 found no answer in time: phase 1's allocation is kept");
                status = SolveStatus.FEASIBLE;
            }
        }
        DagSolution.SolverInfo info = new DagSolution.SolverInfo(o.solver().toUpperCase(Locale.ROOT) + " fixed-step",
                one.slices, one.variables, one.constraints, last.gap, new double[] {oneMillis, one.schedule.makespan(), Double.NaN}, notes);
        int[] counts = last.counts;
        Schedule found = last.schedule;
        Allocation x = folding.map(f -> f.expand(counts)).orElseGet(() -> PortFeasibility.fromPairs(full, counts));
        Schedule s = folding.map(f -> f.expand(found)).orElse(found);
        return Candidate.solved(status, new DagSolution(DagMethod.FIXED_STEP, x, s, "milp", info, null));
    }

    /** One phase. */
    private static final class Step {
        SolveStatus status;
        Schedule schedule;
        int[] counts;
        int slices;
        long variables;
        long constraints;
        double objective = Double.NaN;
        double bound = Double.NaN;
        double gap = Double.NaN;
    }

    private static Step step(DagIndex ix, DagOptions o, boolean fair, double h, int[] upper, double bound,
                             boolean circuits, double seconds, SolveMonitor monitor) {
        Step out = new Step();
        MPSolver solver = MPSolver.createSolver(o.solver().toUpperCase(Locale.ROOT));
        FixedStepMilp model = new FixedStepMilp(solver, ix, o.stepMs(), h, upper, fair, bound, circuits);
        out.slices = model.slices;
        out.variables = solver.numVariables();
        out.constraints = solver.numConstraints();
        SolverAnswer<MPSolver> answer = MipRunner.solve(solver, new SolverLimits(seconds, Math.max(1, o.threads()),
                (int) o.seed()), WallClockGuard.of(monitor, seconds + 5));
        out.status = answer.status() == SolveStatus.CANCELLED && !monitor.isCancelled() ? SolveStatus.TIMED_OUT
                : answer.status();
        if (out.status.hasSolution()) {
            out.counts = answer.read(s -> model.counts());
            out.schedule = answer.read(s -> model.schedule());
            out.objective = answer.read(s -> model.makespan.solutionValue());
            out.bound = answer.read(s -> s.objective().bestBound());
            double value = answer.read(s -> s.objective().value());
            out.gap = out.status == SolveStatus.OPTIMAL ? 0 : Math.abs(value - out.bound) / Math.max(1e-9,
                    Math.abs(value));
        }
        solver.delete();
        return out;
    }
}
