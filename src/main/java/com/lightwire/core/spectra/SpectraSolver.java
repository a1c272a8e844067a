package com.lightwire.core.spectra;

import com.lightwire.core.solve.OrTools;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveFrame;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.spectra.Demand;
import com.lightwire.model.spectra.Schedule;
import com.lightwire.model.spectra.Slot;
import com.lightwire.model.spectra.Tolerance;
import com.lightwire.model.spectra.WeightedPermutation;

import java.util.ArrayList;
import java.util.List;

/**
 * Schedules one demand on s parallel OCSes with delay δ by the chosen {@link SpectraMethod} (spectra.md §2.1, §2.6),
 * inside the {@link SolveFrame}: options and demand validated once, cancellation, timing, and every schedule checked
 * by {@link ScheduleVerifier}. Heuristic results are {@code FEASIBLE}, or {@code OPTIMAL} only when they meet the
 * lower bound within ε (§7 item 17); the exact method reports the MIP's status as it is.
 */
public final class SpectraSolver {

    private SpectraSolver() {
    }

    public static Outcome<SpectraResult> solve(Demand demand, SpectraOptions options, SolveMonitor monitor) {
        return SolveFrame.run(() -> validation(demand, options), monitor, diagnostics -> {
            double[][] d = demand.matrix();
            LowerBounds.Report bounds = LowerBounds.compute(d, options.switches(), options.delay());
            if (options.method() == SpectraMethod.EXACT) {
                monitor.progress(0, "Spectra schedule as the MIP's start");
                Schedule incumbent = heuristic(d, options, SpectraMethod.SPECTRA, bounds, SolveMonitor.NONE)
                        .schedule();
                monitor.progress(0.05, "exact MIP (SCIP)");
                SolveFrame.Candidate<Schedule> exact = ExactScheduler.solve(d, options.switches(), options.delay(),
                        options.limits(), bounds.lowerBound(), incumbent, monitor);
                explain(exact.status(), options, diagnostics);
                return exact.value() == null ? SolveFrame.Candidate.none(exact.status())
                        : SolveFrame.Candidate.solved(exact.status(), new SpectraResult(exact.value(), degree(d), null,
                        bounds, List.of(), List.of(), SpectraMethod.EXACT));
            }
            SpectraResult result = heuristic(d, options, options.method(), bounds, monitor);
            monitor.progress(1, "scheduled");
            double eps = Tolerance.epsilon(Math.max(Support.maxEntry(d), options.delay()));
            boolean meetsBound = result.schedule().makespan() <= bounds.lowerBound() + eps;
            return SolveFrame.Candidate.solved(meetsBound ? SolveStatus.OPTIMAL : SolveStatus.FEASIBLE, result);
        }, r -> ScheduleVerifier.verify(demand.matrix(), r.schedule()));
    }

    private static void explain(SolveStatus status, SpectraOptions options, List<Diagnostic> diagnostics) {
        String limit = options.limits().timeLimitSeconds() + " s";
        switch (status) {
            case FEASIBLE -> diagnostics.add(Diagnostic.warning(SubjectRef.SOLVER, "exact-not-proved",
                    "the time limit of " + limit + " passed before the MIP proved its schedule optimal"));
            case TIMED_OUT -> diagnostics.add(Diagnostic.error(SubjectRef.SOLVER, "exact-timed-out",
                    "the time limit of " + limit + " passed before the MIP found a schedule"));
            case ERROR -> diagnostics.add(Diagnostic.error(SubjectRef.SOLVER, "exact-error",
                    "the MIP solver (SCIP) could not run"));
            default -> {
            }
        }
    }

    private static List<Diagnostic> validation(Demand demand, SpectraOptions options) {
        List<Diagnostic> out = new ArrayList<>(options.validate(demand));
        boolean wantsOrTools = options.method() == SpectraMethod.EXACT || options.refine() == Refiner.Mode.LP;
        if (out.isEmpty() && wantsOrTools) {
            OrTools.unavailable().ifPresent(d -> out.add(options.method() == SpectraMethod.EXACT ? d
                    : Diagnostic.warning(SubjectRef.SOLVER, "ortools", d.message() + "; Refine fell back to greedy")));
        }
        return out;
    }

    /** A heuristic method's result (no verification; the frame or {@code best} verifies). */
    static SpectraResult heuristic(double[][] d, SpectraOptions options, SpectraMethod method,
                                   LowerBounds.Report bounds, SolveMonitor monitor) {
        return switch (method) {
            case SPECTRA, SPECTRA_NO_EQUALIZE -> scheduled(d, decomposition(d, options, monitor), options, method,
                    bounds);
            case SPECTRA_ECLIPSE -> scheduled(d, EclipseDecomposer.decompose(d, options.delay(),
                    options.eclipseFor(d.length), monitor.subTask(0, 0.9)), options, method, bounds);
            case SOLSTICE -> scheduled(d, SolsticeDecomposer.decompose(d, monitor.subTask(0, 0.9)), options, method,
                    bounds);
            case BASELINE -> baseline(d, options, bounds, monitor);
            case BEST -> best(d, options, bounds, monitor);
            case EXACT -> throw new IllegalArgumentException("the exact method is not a heuristic");
        };
    }

    private static Decomposition decomposition(double[][] d, SpectraOptions options, SolveMonitor monitor) {
        return options.decomposition() != null ? options.decomposition()
                : SpectraDecomposer.decompose(d, options.refine(), monitor.subTask(0, 0.9));
    }

    /** LPT, then Equalize unless the method is the ablation. */
    static SpectraResult scheduled(double[][] d, Decomposition dec, SpectraOptions options, SpectraMethod method,
                                   LowerBounds.Report bounds) {
        List<Lpt.Step> steps = new ArrayList<>();
        List<List<Slot>> slots = Lpt.assign(dec.permutations(), options.switches(), options.delay(), steps);
        List<Equalize.Move> moves = method == SpectraMethod.SPECTRA_NO_EQUALIZE ? List.of()
                : Equalize.run(slots, options.delay(), Tolerance.epsilon(Support.maxEntry(d)));
        Schedule schedule = new Schedule(method.key(), d.length, options.delay(), dec.permutations(), slots);
        return new SpectraResult(schedule, degree(d), dec, bounds, steps, moves, method);
    }

    /** §2.6.1: the LESS-like split, each part decomposed by Decompose on its own switch, no LPT, no Equalize. */
    private static SpectraResult baseline(double[][] d, SpectraOptions options, LowerBounds.Report bounds,
                                          SolveMonitor monitor) {
        int s = options.switches();
        double[][][] parts = LessLikeSplit.split(d, s);
        List<WeightedPermutation> perms = new ArrayList<>();
        List<List<Slot>> slots = new ArrayList<>();
        for (int h = 0; h < s; h++) {
            monitor.checkCancelled();
            Decomposition part = SpectraDecomposer.decompose(parts[h], options.refine(),
                    monitor.subTask((double) h / s, (h + 1.0) / s, "switch " + h));
            List<Slot> list = new ArrayList<>();
            for (WeightedPermutation p : part.permutations()) {
                list.add(new Slot(perms.size(), p.alpha()));
                perms.add(new WeightedPermutation(perms.size(), p.sigma(), p.alpha(), p.initialAlpha()));
            }
            slots.add(list);
        }
        Schedule schedule = new Schedule(SpectraMethod.BASELINE.key(), d.length, options.delay(), perms, slots);
        return new SpectraResult(schedule, degree(d), null, bounds, List.of(), List.of(), SpectraMethod.BASELINE);
    }

    /** The shortest verified schedule of Spectra, Spectra(Eclipse) (δ > 0) and Solstice; ties keep that order. */
    private static SpectraResult best(double[][] d, SpectraOptions options, LowerBounds.Report bounds,
                                      SolveMonitor monitor) {
        List<SpectraMethod> methods = options.delay() > 0
                ? List.of(SpectraMethod.SPECTRA, SpectraMethod.SPECTRA_ECLIPSE, SpectraMethod.SOLSTICE)
                : List.of(SpectraMethod.SPECTRA, SpectraMethod.SOLSTICE);
        SpectraResult best = null;
        for (int k = 0; k < methods.size(); k++) {
            SpectraResult r = heuristic(d, options, methods.get(k), bounds,
                    monitor.subTask((double) k / methods.size(), (k + 1.0) / methods.size(), methods.get(k).label()));
            boolean verified = ScheduleVerifier.verify(d, r.schedule()).isPassed();
            if (verified && (best == null || r.schedule().makespan() < best.schedule().makespan())) {
                best = r;
            }
        }
        if (best == null) {
            throw new IllegalStateException("no method of best gave a verified schedule");
        }
        Schedule relabelled = new Schedule(SpectraMethod.BEST.key(), d.length, options.delay(),
                best.schedule().permutations(), best.schedule().slots());
        return new SpectraResult(relabelled, best.degree(), best.decomposition(), bounds, best.lptSteps(),
                best.moves(), best.chosen());
    }

    static int degree(double[][] d) {
        return Support.degree(Support.lineCounts(Support.of(d)));
    }
}
