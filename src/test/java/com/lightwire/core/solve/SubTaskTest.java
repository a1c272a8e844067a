package com.lightwire.core.solve;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Sub-task monitors: progress mapped into the parent's slice, labels, shared cancellation. */
class SubTaskTest {

    private final List<String> reports = new ArrayList<>();
    private final AtomicBoolean cancelled = new AtomicBoolean();
    private final SolveMonitor parent = new SolveMonitor() {
        @Override
        public boolean isCancelled() {
            return cancelled.get();
        }

        @Override
        public void progress(double fraction, String message) {
            reports.add(String.format(java.util.Locale.ROOT, "%.3f %s", fraction, message));
        }
    };

    @Test
    void progressOfAPhaseLandsInItsSliceOfTheParent() {
        SolveMonitor phase = parent.subTask(0.2, 0.6);
        phase.progress(0, "start");
        phase.progress(0.5, "half");
        phase.progress(1, "done");
        assertEquals(List.of("0.200 start", "0.400 half", "0.600 done"), reports);
    }

    @Test
    void fractionsOutsideZeroToOneAreClampedToTheSlice() {
        SolveMonitor phase = parent.subTask(0.5, 1);
        phase.progress(-3, "before");
        phase.progress(7, "after");
        assertEquals(List.of("0.500 before", "1.000 after"), reports);
    }

    @Test
    void nestedPhasesComposeAndLabelsPrefixTheMessage() {
        parent.subTask(0.5, 1, "Uniform").subTask(0, 0.5, "group 3").progress(1, "placed");
        assertEquals(List.of("0.750 Uniform, group 3, placed"), reports);
    }

    @Test
    void aPhaseIsCancelledExactlyWhenItsParentIs() {
        SolveMonitor phase = parent.subTask(0, 0.5);
        assertFalse(phase.isCancelled());
        cancelled.set(true);
        assertTrue(phase.isCancelled());
        assertThrows(SolveCancelledException.class, phase::checkCancelled);
    }

    @Test
    void aSliceMustLieInsideZeroToOneInOrder() {
        assertThrows(IllegalArgumentException.class, () -> parent.subTask(0.6, 0.2));
        assertThrows(IllegalArgumentException.class, () -> parent.subTask(-0.1, 0.2));
        assertThrows(IllegalArgumentException.class, () -> parent.subTask(0.5, 1.1));
        assertThrows(IllegalArgumentException.class, () -> parent.subTask(Double.NaN, 1));
    }
}
