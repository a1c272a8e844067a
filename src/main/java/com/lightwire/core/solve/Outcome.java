package com.lightwire.core.solve;

import com.lightwire.model.Diagnostic;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * How one solve ended, for any solver family: the status as it is, the value when there is one, the verifier's
 * verdict on that value, findings for the user and the wall time. Statuses with a solution always carry a value;
 * infeasible, timed-out, cancelled and invalid-input outcomes never do; an {@link SolveStatus#ERROR} outcome may keep
 * the value the verifier rejected, for inspection. Without a value the verdict is the empty one: nothing was checked.
 *
 * @param status       how the solve ended
 * @param value        the answer, or null when the status has none
 * @param verification the verifier's verdict on the value
 * @param diagnostics  findings for the user (invalid input, why there is no answer, what the answer lacks)
 * @param millis       wall time of the solve, validation and verification included
 * @param <T>          the answer's type
 */
public record Outcome<T>(SolveStatus status, T value, Verification verification, List<Diagnostic> diagnostics,
                         long millis) {

    public Outcome {
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(verification, "verification");
        diagnostics = List.copyOf(diagnostics);
        if (status.hasSolution() && value == null) {
            throw new IllegalArgumentException("a " + status.label() + " outcome needs a value");
        }
        if (!status.hasSolution() && status != SolveStatus.ERROR && value != null) {
            throw new IllegalArgumentException("a " + status.label() + " outcome has no value");
        }
    }

    /** A solved outcome (or an ERROR one keeping a rejected value) with the verifier's verdict. */
    public static <T> Outcome<T> of(SolveStatus status, T value, Verification verification,
                                    List<Diagnostic> diagnostics, long millis) {
        return new Outcome<>(status, Objects.requireNonNull(value, "value"), verification, diagnostics, millis);
    }

    /** An outcome without a value: infeasible, timed out, cancelled, invalid input or error. */
    public static <T> Outcome<T> without(SolveStatus status, List<Diagnostic> diagnostics, long millis) {
        return new Outcome<>(status, null, Verification.passed(), diagnostics, millis);
    }

    /** The input failed validation; the diagnostics say why. */
    public static <T> Outcome<T> invalid(List<Diagnostic> diagnostics, long millis) {
        return without(SolveStatus.INVALID_INPUT, diagnostics, millis);
    }

    /** The user cancelled. */
    public static <T> Outcome<T> cancelled(List<Diagnostic> diagnostics, long millis) {
        return without(SolveStatus.CANCELLED, diagnostics, millis);
    }

    public boolean hasValue() {
        return value != null;
    }

    /** True when there is a value and the verifier passed it. */
    public boolean isVerified() {
        return hasValue() && verification.isPassed();
    }

    /** The same outcome with its value mapped (null stays null). */
    public <U> Outcome<U> map(Function<? super T, ? extends U> mapper) {
        return new Outcome<>(status, value == null ? null : mapper.apply(value), verification, diagnostics, millis);
    }
}
