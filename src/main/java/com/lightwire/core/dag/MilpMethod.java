package com.lightwire.core.dag;

import com.lightwire.core.solve.SolveFrame.Candidate;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.solve.SolverLimits;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.dag.Allocation;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * DELTA-Joint, DELTA-Topo and DELTA-Joint-HotStart around {@link IntervalMilp} (§3.11 step 5, digest §8 items 6, 7,
 * 23): horizon H = 1.05 x a simulated makespan; K = 2|M| - 1 when that is at most {@value #EXACT_K} (no anchors,
 * exact), otherwise the reference trace's intervals plus max(4, 10 %) with anchors from that trace (margin 1,
 * widened while a window is empty); x bounded by Xbar and the ports. Joint and Topo start cold (the reference trace
 * is Prop-Alloc's); HotStart first runs DELTA-Fast, hints its answer, and keeps Fast's answer when the MILP does not
 * beat it, so it is never worse than Fast. With identical replicas the MILP is built for one replica
 * ({@link ReplicaFolding}, §3.5a): its tasks, K and windows are the reference replica's, x is per replica orbit, and
 * the answer is expanded to every replica.
 */
final class MilpMethod {

    /** Largest K used as the exact bound 2|M| - 1. */
    static final int EXACT_K = 40;
    /** Most task-interval cells a MILP may have. */
    static final long MAX_CELLS = 200_000;

    private MilpMethod() {
    }

    static Candidate<DagSolution> solve(DagIndex full, DagMethod method, DagOptions o, List<Diagnostic> diag,
                                        SolveMonitor monitor) {
        boolean hot = method == DagMethod.JOINT_HOTSTART;
        DagSolution reference = hot
                ? FastMethod.solve(full, o.withTimeLimit(o.timeLimitSeconds() * 0.3), monitor.subTask(0, 0.3, "fast"))
                : DagOptimizer.baseline(full, DagMethod.PROP, method == DagMethod.TOPO
                ? o.withSharing(Sharing.PAIR_EQUAL) : o, monitor);
        Optional<ReplicaFolding> folding = o.fold() ? ReplicaFolding.of(full) : Optional.empty();
        DagIndex ix = folding.map(ReplicaFolding::folded).orElse(full);
        Schedule trace = folding.map(f -> f.restrict(reference.schedule())).orElse(reference.schedule());
        int[] hintCounts = hot ? PortFeasibility.toPairs(ix, reference.allocation()) : null;
        double h = reference.schedule().makespan() * 1.05;
        List<String> notes = new ArrayList<>();
        int k = 2 * ix.tasks - 1;
        IndexWindows windows;
        if (k <= EXACT_K && !o.anchors()) {
            windows = IndexWindows.of(ix, k);
            notes.add("K = 2|M| - 1 = " + k + " (exact), Alg. 1 windows without anchors");
        } else {
            k = trace.intervals() + Math.max(4, (int) Math.ceil(0.1 * trace.intervals()));
            windows = anchored(ix, k, trace, notes);
        }
        notes.add(folding.map(ReplicaFolding::note).orElse("no replica folding"));
        long cells = windows.cells();
        if (cells > MAX_CELLS) {
            diag.add(Diagnostic.error(SubjectRef.SOLVER, "size-limit", "the MILP would have " + cells
                    + " task-interval cells, over the limit of " + MAX_CELLS + "; use --method fast"));
            return Candidate.none(SolveStatus.ERROR);
        }
        int[] upper = upper(ix, reference.schedule().makespan(), hintCounts, monitor);
        double left = o.timeLimitSeconds() * (hot ? 0.7 : 1);
        IntervalMilp.Config cfg = new IntervalMilp.Config(method == DagMethod.TOPO, k, windows, upper, h,
                new SolverLimits(left, Math.max(1, o.threads()), (int) o.seed()), o.solver(), o.portPhase(), o.lp());
        notes.add(hot ? "hinted with DELTA-Fast's answer (§3.9)" : "cold start (no hint)");
        IntervalMilp.Run run = IntervalMilp.solve(ix, cfg, hot ? trace : null, hintCounts,
                monitor.subTask(hot ? 0.3 : 0, 1));
        notes.addAll(run.notes());
        if (hot && (run.schedule() == null || run.schedule().makespan() > trace.makespan() * (1 + 1e-9))) {
            notes.add("the MILP did not beat DELTA-Fast within the limit (" + run.status().label()
                    + "): Fast's answer is kept");
            return Candidate.solved(SolveStatus.FEASIBLE, new DagSolution(method, reference.allocation(),
                    reference.schedule(), reference.scheduleBy(), info(o, k, run, notes, ix, windows), run.lpText()));
        }
        if (run.schedule() == null) {
            diag.add(Diagnostic.error(SubjectRef.SOLVER, "no-answer", method.title() + ": " + run.status().label()
                    + " without an answer in " + o.timeLimitSeconds() + " s"));
            return Candidate.none(run.status());
        }
        Allocation x = folding.map(f -> f.expand(run.counts()))
                .orElseGet(() -> PortFeasibility.fromPairs(full, run.counts()));
        Schedule s = folding.map(f -> f.expand(run.schedule())).orElse(run.schedule());
        return Candidate.solved(run.status(), new DagSolution(method, x, s, "milp", info(o, k, run, notes, ix, windows),
                run.lpText()));
    }

    private static DagSolution.SolverInfo info(DagOptions o, int k, IntervalMilp.Run run, List<String> notes,
                                               DagIndex ix, IndexWindows windows) {
        List<String> ids = ix.dag.tasks().stream().map(t -> t.id()).toList();
        return new DagSolution.SolverInfo(o.solver().toUpperCase(java.util.Locale.ROOT), k, run.variables(),
                run.constraints(), run.gap(), run.incumbents(), notes, ids, windows.kmin(), windows.kmax());
    }

    private static IndexWindows anchored(DagIndex ix, int k, Schedule trace, List<String> notes) {
        for (int margin = 1; margin <= 8; margin *= 2) {
            IndexWindows w = IndexWindows.of(ix, k, trace, margin);
            if (!w.empty()) {
                notes.add("K = " + k + " (trace intervals + margin), Alg. 1 windows with anchors, margin " + margin);
                return w;
            }
        }
        notes.add("K = " + k + " (trace intervals + margin), Alg. 1 windows without anchors");
        return IndexWindows.of(ix, k);
    }

    /** x's upper bound per pair: Xbar under Tup, at least the hint's count, at most the ports. */
    static int[] upper(DagIndex ix, double tup, int[] hint, SolveMonitor monitor) {
        int[] xbar = CapacityBound.of(ix, TimeWindows.of(ix, tup), monitor.subTask(0, 0));
        for (int p = 0; p < xbar.length; p++) {
            if (hint != null) {
                xbar[p] = Math.max(xbar[p], hint[p]);
            }
        }
        return xbar;
    }
}
