package com.lightwire.core.solve;

import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The preamble and epilogue every solver shares, so that each family writes only its algorithm: time the solve,
 * validate the input once (errors end it as {@link SolveStatus#INVALID_INPUT}, the body never runs), honour a monitor
 * cancelled before the start, turn {@link SolveCancelledException} into {@link SolveStatus#CANCELLED}, and re-check
 * every value with the family's verifier: a value the verifier rejects ends as {@link SolveStatus#ERROR}, kept for
 * inspection but never passed off as a solution.
 */
public final class SolveFrame {

    private SolveFrame() {
    }

    /**
     * A solver's answer before verification: a solution status with its value, or another status without one.
     *
     * @param status how the solve ended
     * @param value  the value, present exactly when the status has a solution
     * @param <T>    the value's type
     */
    public record Candidate<T>(SolveStatus status, T value) {
        public Candidate {
            Objects.requireNonNull(status, "status");
            if (status.hasSolution() != (value != null)) {
                throw new IllegalArgumentException("a " + status.label() + " candidate "
                        + (value == null ? "needs a value" : "has no value"));
            }
        }

        public static <T> Candidate<T> solved(SolveStatus status, T value) {
            return new Candidate<>(status, Objects.requireNonNull(value, "value"));
        }

        public static <T> Candidate<T> none(SolveStatus status) {
            return new Candidate<>(status, null);
        }
    }

    /** The family's algorithm, run on valid input only. */
    @FunctionalInterface
    public interface Body<T> {
        /**
         * Solves; adds findings to {@code diagnostics}; may throw {@link SolveCancelledException} from
         * {@link SolveMonitor#checkCancelled()}.
         */
        Candidate<T> solve(List<Diagnostic> diagnostics);
    }

    /**
     * Runs {@code body} inside the frame.
     *
     * @param validation the input checks (errors among them stop the solve)
     * @param monitor    progress and cancellation
     * @param body       the algorithm
     * @param verifier   the family's independent check of a value
     */
    public static <T> Outcome<T> run(Supplier<List<Diagnostic>> validation, SolveMonitor monitor, Body<T> body,
                                     Function<? super T, Verification> verifier) {
        long start = System.nanoTime();
        List<Diagnostic> diagnostics = new ArrayList<>(validation.get());
        if (diagnostics.stream().anyMatch(Diagnostic::isError)) {
            return Outcome.invalid(diagnostics, millisSince(start));
        }
        try {
            monitor.checkCancelled();
            Candidate<T> candidate = body.solve(diagnostics);
            if (candidate.value() == null) {
                return Outcome.without(candidate.status(), diagnostics, millisSince(start));
            }
            Verification verification = verifier.apply(candidate.value());
            SolveStatus status = candidate.status();
            if (!verification.isPassed()) {
                diagnostics.add(Diagnostic.error(SubjectRef.SOLVER, "verifier", "the verifier rejected the result: "
                        + verification.summary()));
                status = SolveStatus.ERROR;
            }
            return Outcome.of(status, candidate.value(), verification, diagnostics, millisSince(start));
        } catch (SolveCancelledException e) {
            return Outcome.cancelled(diagnostics, millisSince(start));
        }
    }

    private static long millisSince(long startNanos) {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }
}
