package com.lightwire.core.solve;

import com.lightwire.model.Diagnostic;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The contract every solver family's tests extend: invalid input is a status with diagnostics (never an exception),
 * a cancelled monitor ends the solve as CANCELLED, a time limit gives an honest status (TIMED_OUT or FEASIBLE, never
 * a claimed optimum), a solution carries a passed verdict that the family's verifier, run again here, confirms, and
 * progress is reported within [0, 1]. A family's test class extends it and supplies the solver and its inputs.
 *
 * @param <I> the solver's input
 * @param <T> the value it answers with
 */
public abstract class SolverContractTest<I, T> {

    /** A time limit no valid test input needs. */
    protected static final double GENEROUS_SECONDS = 60;
    /** A time limit the hard input cannot be solved to optimality in. */
    protected static final double TIGHT_SECONDS = 0.5;

    /** Solves {@code input} under a time limit of {@code timeLimitSeconds} (ignored by solvers without one). */
    protected abstract Outcome<T> solve(I input, double timeLimitSeconds, SolveMonitor monitor);

    /** An input the solver answers with a solution. */
    protected abstract I validInput();

    /** An input that fails the solver's validation. */
    protected abstract I invalidInput();

    /**
     * An input the solver cannot prove optimal within {@link #TIGHT_SECONDS}; empty for solvers without a time limit,
     * which must then answer a valid input under that limit as if there were none.
     */
    protected abstract Optional<I> hardInput();

    /** The family's verifier on a value, run by the test independently of the solver's own verdict. */
    protected abstract Verification verify(I input, T value);

    @Test
    void invalidInputIsAStatusWithAnErrorDiagnosticNotAnException() {
        Outcome<T> outcome = assertDoesNotThrow(() -> solve(invalidInput(), GENEROUS_SECONDS, SolveMonitor.NONE));
        assertEquals(SolveStatus.INVALID_INPUT, outcome.status());
        assertFalse(outcome.hasValue());
        assertTrue(outcome.diagnostics().stream().anyMatch(Diagnostic::isError), outcome.diagnostics()::toString);
    }

    @Test
    void aMonitorCancelledBeforeTheStartEndsCancelledWithoutAValue() {
        Outcome<T> outcome = solve(validInput(), GENEROUS_SECONDS, Monitors.CANCELLED);
        assertEquals(SolveStatus.CANCELLED, outcome.status());
        assertFalse(outcome.hasValue());
    }

    @Test
    void aTightTimeLimitGivesAnHonestStatus() {
        Optional<I> hard = hardInput();
        if (hard.isEmpty()) {
            Outcome<T> outcome = solve(validInput(), TIGHT_SECONDS, SolveMonitor.NONE);
            assertTrue(outcome.status().hasSolution(), () -> "a solver without a time limit answered "
                    + outcome.status() + " " + outcome.diagnostics());
            return;
        }
        Outcome<T> outcome = solve(hard.get(), TIGHT_SECONDS, SolveMonitor.NONE);
        assertTrue(Set.of(SolveStatus.TIMED_OUT, SolveStatus.FEASIBLE).contains(outcome.status()),
                () -> "under a tight limit: " + outcome.status());
        assertEquals(outcome.status() == SolveStatus.FEASIBLE, outcome.hasValue());
        assertFalse(outcome.diagnostics().isEmpty(), "the status needs an explanation");
        if (outcome.hasValue()) {
            assertVerified(hard.get(), outcome);
        }
    }

    @Test
    void aSolutionCarriesAPassedVerdictThatTheVerifierConfirms() {
        I input = validInput();
        Outcome<T> outcome = solve(input, GENEROUS_SECONDS, SolveMonitor.NONE);
        assertTrue(outcome.status().hasSolution(), () -> outcome.status() + " " + outcome.diagnostics());
        assertVerified(input, outcome);
    }

    @Test
    void progressIsReportedAndStaysBetweenZeroAndOne() {
        List<Double> fractions = new ArrayList<>();
        Outcome<T> outcome = solve(validInput(), GENEROUS_SECONDS, Monitors.recording(fractions));
        assertTrue(outcome.status().hasSolution(), outcome.status()::label);
        assertFalse(fractions.isEmpty(), "no progress reported");
        assertTrue(fractions.stream().allMatch(f -> f >= 0 && f <= 1), fractions::toString);
    }

    private void assertVerified(I input, Outcome<T> outcome) {
        assertTrue(outcome.verification().isPassed(), outcome.verification()::summary);
        Verification again = verify(input, outcome.value());
        assertTrue(again.isPassed(), again::summary);
    }
}
