package com.lightwire.core.solve;

import com.lightwire.core.solve.SolveFrame.Candidate;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The shared solver frame on a toy family whose value is a string and whose verifier wants it lower case. */
class SolveFrameTest {

    private static final SubjectRef TOY = new SubjectRef("toy");

    private static final Function<String, Verification> LOWER_CASE = value -> {
        Verification.Collector collector = new Verification.Collector();
        collector.check(value.equals(value.toLowerCase(java.util.Locale.ROOT)), () -> value + " is not lower case");
        return collector.build();
    };

    private final AtomicInteger bodyRuns = new AtomicInteger();

    private SolveFrame.Body<String> answering(Candidate<String> candidate) {
        return diagnostics -> {
            bodyRuns.incrementAndGet();
            diagnostics.add(Diagnostic.warning(TOY, "note", "the body ran"));
            return candidate;
        };
    }

    @Test
    void inputErrorsEndTheSolveAsInvalidInputBeforeTheBodyRuns() {
        Outcome<String> outcome = SolveFrame.run(() -> List.of(Diagnostic.error(TOY, "empty", "no input")),
                SolveMonitor.NONE, answering(Candidate.solved(SolveStatus.OPTIMAL, "x")), LOWER_CASE);
        assertEquals(SolveStatus.INVALID_INPUT, outcome.status());
        assertEquals("empty", outcome.diagnostics().get(0).rule());
        assertEquals(0, bodyRuns.get());
    }

    @Test
    void warningsAloneLetTheBodyRunAndStayInTheDiagnostics() {
        Outcome<String> outcome = SolveFrame.run(() -> List.of(Diagnostic.warning(TOY, "odd", "odd input")),
                SolveMonitor.NONE, answering(Candidate.solved(SolveStatus.OPTIMAL, "x")), LOWER_CASE);
        assertEquals(SolveStatus.OPTIMAL, outcome.status());
        assertEquals(List.of("odd", "note"), outcome.diagnostics().stream().map(Diagnostic::rule).toList());
        assertTrue(outcome.isVerified());
    }

    @Test
    void aMonitorCancelledBeforeTheStartNeverRunsTheBody() {
        Outcome<String> outcome = SolveFrame.run(List::of, Monitors.CANCELLED,
                answering(Candidate.solved(SolveStatus.OPTIMAL, "x")), LOWER_CASE);
        assertEquals(SolveStatus.CANCELLED, outcome.status());
        assertEquals(0, bodyRuns.get());
    }

    @Test
    void cancellationInsideTheBodyEndsCancelledKeepingTheDiagnosticsSoFar() {
        Outcome<String> outcome = SolveFrame.run(List::of, SolveMonitor.NONE, diagnostics -> {
            diagnostics.add(Diagnostic.warning(TOY, "half", "half way"));
            throw new SolveCancelledException();
        }, LOWER_CASE);
        assertEquals(SolveStatus.CANCELLED, outcome.status());
        assertFalse(outcome.hasValue());
        assertEquals("half", outcome.diagnostics().get(0).rule());
    }

    @Test
    void aValueTheVerifierRejectsEndsAsErrorAndIsKeptForInspection() {
        Outcome<String> outcome = SolveFrame.run(List::of, SolveMonitor.NONE,
                answering(Candidate.solved(SolveStatus.OPTIMAL, "Upper")), LOWER_CASE);
        assertEquals(SolveStatus.ERROR, outcome.status());
        assertEquals("Upper", outcome.value());
        assertFalse(outcome.verification().isPassed());
        assertFalse(outcome.isVerified());
        assertTrue(outcome.diagnostics().stream().anyMatch(d -> d.isError() && d.rule().equals("verifier")
                && d.message().contains("Upper is not lower case")), outcome.diagnostics()::toString);
    }

    @Test
    void anAnswerWithoutAValueKeepsItsStatusAndSkipsTheVerifier() {
        Outcome<String> outcome = SolveFrame.run(List::of, SolveMonitor.NONE,
                answering(Candidate.none(SolveStatus.INFEASIBLE)), value -> {
                    throw new AssertionError("nothing to verify");
                });
        assertEquals(SolveStatus.INFEASIBLE, outcome.status());
        assertFalse(outcome.hasValue());
        assertEquals(1, bodyRuns.get());
    }

    @Test
    void statusesAndValuesGoTogether() {
        assertThrows(IllegalArgumentException.class, () -> Candidate.none(SolveStatus.FEASIBLE));
        assertThrows(IllegalArgumentException.class, () -> new Candidate<>(SolveStatus.TIMED_OUT, "x"));
        assertThrows(IllegalArgumentException.class, () -> new Outcome<>(SolveStatus.OPTIMAL, null,
                Verification.passed(), List.of(), 0));
        assertThrows(IllegalArgumentException.class, () -> new Outcome<>(SolveStatus.CANCELLED, "x",
                Verification.passed(), List.of(), 0));
        assertTrue(new Outcome<>(SolveStatus.ERROR, "x", Verification.passed(), List.of(), 0).hasValue());
        assertFalse(Outcome.without(SolveStatus.ERROR, List.of(), 0).hasValue());
    }
}
