package com.lightwire.core.dag;

import com.google.ortools.linearsolver.MPSolver;
import com.lightwire.core.solve.MipRunner;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.solve.SolverAnswer;
import com.lightwire.core.solve.SolverLimits;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * DELTA-Joint and DELTA-Topo (§3.2-3.4): the variable-interval MILP solved lexicographically, phase 1 {@code min C}
 * and, optionally, phase 2 {@code min sum x} under {@code C <= C* (1 + 1e-6)} hinted with phase 1's answer (phase 1
 * stopped by the time limit gives an incumbent C*, labelled not proven optimal, §8 item 19). SCIP or HiGHS through
 * MPSolver with a time limit on each phase and an outside wall-clock guard (HiGHS may overrun its own limit). The
 * schedule is read back from {@code y}, {@code t} and {@code w} (§3.3 item 2), never from the S and C bounds.
 */
public final class IntervalMilp {

    /**
     * @param fair      add (17): DELTA-Topo
     * @param k         intervals
     * @param windows   Alg. 1 windows
     * @param upper     upper bound of x per active pair (Xbar and ports)
     * @param horizon   H, an upper bound on the makespan
     * @param limits    time limit (whole solve), threads, seed
     * @param solver    "scip" or "highs"
     * @param portPhase run phase 2
     * @param lp        keep the phase-1 model as LP text
     */
    public record Config(boolean fair, int k, IndexWindows windows, int[] upper, double horizon, SolverLimits limits,
                         String solver, boolean portPhase, boolean lp) {
    }

    /**
     * @param status      OPTIMAL only when every phase run was proven optimal
     * @param counts      circuits per active pair, when there is an answer
     * @param schedule    the schedule read back, when there is an answer
     * @param variables   of the phase-1 model
     * @param constraints of the phase-1 model
     * @param gap         relative gap of the last phase run (0 when proven)
     * @param incumbents  makespan incumbents as {ms, incumbent, bound} triples: the hint at 0 (when hinted), then
     *                    phase 1's objective and bound as read at its end
     * @param notes       what happened (phase 2 skipped or failed, guard fired)
     * @param lpText      the phase-1 model in LP format, or null
     */
    public record Run(SolveStatus status, int[] counts, Schedule schedule, long variables, long constraints,
                      double gap, double[] incumbents, List<String> notes, String lpText) {
    }

    private IntervalMilp() {
    }

    /** Solves; {@code hint} (schedule and counts) may be null. Load OR-Tools first. */
    public static Run solve(DagIndex ix, Config cfg, Schedule hint, int[] hintCounts, SolveMonitor monitor) {
        long started = System.nanoTime();
        List<String> notes = new ArrayList<>();
        double total = cfg.limits().timeLimitSeconds();
        double firstLimit = cfg.portPhase() ? total * 0.7 : total;
        Phase one = phase(ix, cfg, Double.POSITIVE_INFINITY, false, hint, hintCounts, firstLimit, monitor);
        double oneMillis = (System.nanoTime() - started) / 1e6;
        double[] trace = hint == null ? new double[] {oneMillis, one.objective, one.bound}
                : new double[] {0, hint.makespan(), Double.NaN, oneMillis, one.objective, one.bound};
        if (one.answer == null) {
            return new Run(one.status, null, null, one.variables, one.constraints, Double.NaN,
                    hint == null ? new double[0] : java.util.Arrays.copyOf(trace, 3), notes, one.lp);
        }
        SolveStatus status = one.status;
        Phase last = one;
        if (status != SolveStatus.OPTIMAL) {
            notes.add("phase 1 stopped at the time limit: C* is the incumbent, not proven optimal");
        }
        if (cfg.portPhase()) {
            double left = Math.max(1, total - (System.nanoTime() - started) / 1e9);
            double bound = one.answer.makespan() * (1 + 1e-6) + 1e-9;
            Phase two = phase(ix, cfg, bound, true, one.answer, one.counts, left, monitor);
            if (two.answer != null && two.answer.makespan() <= bound * (1 + 1e-6)) {
                last = two;
                status = two.status == SolveStatus.OPTIMAL && status == SolveStatus.OPTIMAL ? SolveStatus.OPTIMAL
                        : SolveStatus.FEASIBLE;
            } else {
                notes.add("phase 2 (fewest circuits) found no answer in time: phase 1's allocation is kept");
                status = SolveStatus.FEASIBLE;
            }
        }
        return new Run(status, last.counts, last.answer, one.variables, one.constraints, last.gap,
                trace, notes, one.lp);
    }

    /** One phase's build, solve and read-back. */
    private static final class Phase {
        SolveStatus status;
        Schedule answer;
        int[] counts;
        long variables;
        long constraints;
        double gap = Double.NaN;
        double objective = Double.NaN;
        double bound = Double.NaN;
        String lp;
    }

    private static Phase phase(DagIndex ix, Config cfg, double makespanBound, boolean circuits, Schedule hint,
                               int[] hintCounts, double seconds, SolveMonitor monitor) {
        Phase out = new Phase();
        Optional<MPSolver> created = Optional.ofNullable(MPSolver.createSolver(cfg.solver().toUpperCase(
                java.util.Locale.ROOT)));
        if (created.isEmpty()) {
            out.status = SolveStatus.ERROR;
            return out;
        }
        MPSolver solver = created.get();
        IntervalMilpModel model = new IntervalMilpModel(solver, ix, new IntervalMilpModel.Spec(cfg.k(),
                cfg.windows(), cfg.upper(), cfg.horizon(), cfg.fair(), makespanBound, circuits));
        out.variables = solver.numVariables();
        out.constraints = solver.numConstraints();
        if (cfg.lp() && !circuits) {
            out.lp = solver.exportModelAsLpFormat(false);
        }
        if (hint != null) {
            MilpHint.apply(model, hint, hintCounts);
        }
        SolverLimits limits = new SolverLimits(seconds, cfg.limits().workers(), cfg.limits().seed());
        SolveMonitor guarded = WallClockGuard.of(monitor, seconds + 5);
        SolverAnswer<MPSolver> answer = MipRunner.solve(solver, limits, guarded);
        out.status = answer.status() == SolveStatus.CANCELLED && !monitor.isCancelled() ? SolveStatus.TIMED_OUT
                : answer.status();
        if (out.status.hasSolution()) {
            out.counts = answer.read(s -> readCounts(model));
            out.answer = answer.read(s -> readSchedule(model));
            out.objective = answer.read(s -> s.objective().value());
            out.bound = answer.read(s -> s.objective().bestBound());
            out.gap = out.status == SolveStatus.OPTIMAL ? 0
                    : Math.abs(out.objective - out.bound) / Math.max(1e-9, Math.abs(out.objective));
        }
        solver.delete();
        return out;
    }

    private static int[] readCounts(IntervalMilpModel m) {
        int[] c = new int[m.x.length];
        for (int p = 0; p < c.length; p++) {
            c[p] = (int) Math.round(m.x[p].solutionValue());
        }
        return c;
    }

    /** Relative length below which an interval is solver noise and collapses to a point. */
    static final double SNAP = 1e-7;

    /**
     * Starts, ends and rates from y, t and w (§3.3 item 2). Intervals shorter than {@link #SNAP} (relative to the
     * horizon) collapse to a point: the volume the solver put there is within its feasibility tolerance, but divided
     * by a length of 1e-15 it would read as a rate far above capacity. Each task's rates are then scaled to move
     * exactly its volume.
     */
    static Schedule readSchedule(IntervalMilpModel m) {
        DagIndex ix = m.ix;
        int k = m.spec.k();
        double[] time = new double[k + 2];
        TreeSet<Double> events = new TreeSet<>();
        for (int i = 1; i <= k + 1; i++) {
            time[i] = m.t[i].solutionValue();
        }
        double snap = SNAP * Math.max(1, time[k + 1]);
        for (int i = 2; i <= k + 1; i++) {
            time[i] = time[i] - time[i - 1] <= snap ? time[i - 1] : time[i];
        }
        double[] start = new double[ix.tasks];
        double[] end = new double[ix.tasks];
        double[][] seg = new double[ix.tasks][];
        double makespan = 0;
        for (int t = 0; t < ix.tasks; t++) {
            int first = -1;
            int last = -1;
            List<Double> s = new ArrayList<>();
            for (int i = m.spec.windows().kmin()[t]; i <= m.spec.windows().kmax()[t]; i++) {
                if (m.y[t][i].solutionValue() > 0.5) {
                    first = first < 0 ? i : first;
                    last = i;
                    double len = time[i + 1] - time[i];
                    if (len > 0) {
                        s.addAll(List.of(time[i], time[i + 1], Math.max(0, m.w[t][i].solutionValue()) / len));
                    }
                }
            }
            scaleToVolume(s, ix.volume[t]);
            start[t] = time[first];
            end[t] = time[last + 1];
            events.add(start[t]);
            events.add(end[t]);
            seg[t] = s.stream().mapToDouble(Double::doubleValue).toArray();
            makespan = Math.max(makespan, end[t] + ix.tail[t]);
        }
        for (int i = 1; i <= k + 1; i++) {
            if (time[i] >= events.first() && time[i] <= events.last()) {
                events.add(time[i]);
            }
        }
        double[] ev = events.stream().mapToDouble(Double::doubleValue).toArray();
        return new Schedule(start, end, seg, makespan, Arrays.copyOf(ev, ev.length));
    }

    /** Scales the rates of flat (from, to, rate) triples so that they move {@code volume}. */
    private static void scaleToVolume(List<Double> s, double volume) {
        double moved = 0;
        for (int i = 0; i < s.size(); i += 3) {
            moved += (s.get(i + 1) - s.get(i)) * s.get(i + 2);
        }
        if (moved > 0) {
            for (int i = 2; i < s.size(); i += 3) {
                s.set(i, s.get(i) * volume / moved);
            }
        }
    }
}
