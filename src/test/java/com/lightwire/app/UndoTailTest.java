package com.lightwire.app;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The undo bench's account of its wall-clock tail (ADR 0017): switch counts, GC spans, classes and the line. */
class UndoTailTest {

    @Test
    void readsBothSwitchCountsFromAStatusFile() {
        List<String> lines = List.of("Name:\tJavaFX Applicat", "State:\tR (running)", "voluntary_ctxt_switches:\t12",
                "nonvoluntary_ctxt_switches:\t  3");
        assertEquals(Optional.of(new ThreadSwitches(12, 3)), ThreadSwitches.parse(lines));
        assertEquals(Optional.empty(), ThreadSwitches.parse(List.of("voluntary_ctxt_switches:\t12")));
    }

    @Test
    void aThreadThatBlocksCountsAVoluntarySwitch() throws Exception {
        assumeTrue(ThreadSwitches.ofCurrentThread().isPresent(), "this system publishes no switch counts");
        CountDownLatch release = new CountDownLatch(1);
        AtomicReference<ThreadSwitches> made = new AtomicReference<>();
        Thread waiter = new Thread(() -> {
            ThreadSwitches before = ThreadSwitches.ofCurrentThread().orElseThrow();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            made.set(ThreadSwitches.ofCurrentThread().orElseThrow().since(before));
        });
        waiter.start();
        while (waiter.getState() != Thread.State.WAITING) {
            Thread.onSpinWait();
        }
        release.countDown();
        waiter.join();
        assertTrue(made.get().voluntary() >= 1, "switches: " + made.get());
    }

    @Test
    @Timeout(60) // a guard against a JVM that never reports the collection, not a timing assertion
    void aForcedCollectionIsRecordedAsAPause() {
        try (GcPauses gc = new GcPauses()) {
            System.gc();
            // The notification comes from the JVM's service thread: wait for it without a timed sleep.
            while (gc.pauses().isEmpty()) {
                Thread.onSpinWait();
            }
            GcPauses.Pause pause = gc.pauses().get(0);
            assertTrue(pause.endMs() >= pause.startMs(), pause.toString());
        }
    }

    @Test
    void classifiesEachEditByItsFirstDisturbance() {
        List<UndoTail.Edit> edits = List.of(
                new UndoTail.Edit(1, 1, 0, 0, 100, 101),
                new UndoTail.Edit(30, 1, 0, 2, 110, 140),
                new UndoTail.Edit(2, 2, 0, 0, 150, 152),
                new UndoTail.Edit(40, 1, 1, 1, 160, 200),
                new UndoTail.Edit(25, 1, 1, 0, 210, 235),
                new UndoTail.Edit(3, 3, 0, 0, 240, 243));
        // The second pause ends just as the last edit starts: within the clocks' millisecond, but the edit lost no time.
        UndoTail tail = UndoTail.of(edits, List.of(new GcPauses.Pause(215, 233), new GcPauses.Pause(236, 239.5)), 5);
        assertEquals(new UndoTail.Share(1, new UndoBench.Spread(25, 25, 25)), tail.inGcPause());
        assertEquals(new UndoTail.Share(1, new UndoBench.Spread(40, 40, 40)), tail.blocked());
        assertEquals(new UndoTail.Share(1, new UndoBench.Spread(30, 30, 30)), tail.waited());
        assertEquals(new UndoTail.Share(3, new UndoBench.Spread(2, 3, 3)), tail.undisturbed());
        assertEquals(21.5, tail.gcMillis());
        assertTrue(tail.switchesKnown());
        assertFalse(UndoTail.of(List.of(new UndoTail.Edit(1, 1, -1, -1, 0, 1)), List.of(), 0).switchesKnown());
    }

    @Test
    void theTailLineSaysWhereTheTimeWent() {
        UndoBench.Spread none = new UndoBench.Spread(0, 0, 0);
        UndoTail tail = new UndoTail(true, new UndoTail.Share(1, new UndoBench.Spread(14, 14, 14)),
                new UndoTail.Share(0, none), new UndoTail.Share(7, new UndoBench.Spread(3, 9, 9.5)),
                new UndoTail.Share(992, new UndoBench.Spread(0.3, 0.9, 1.4)), 1, 14, 12);
        assertEquals("undo wall-clock tail: undisturbed 992 (median 0.30, p95 0.90, max 1.40 ms); inside a GC pause 1 "
                + "(max 14.00 ms); blocked (lock, wait or safepoint) 0 (max 0.00 ms); waited for a core (the scheduler "
                + "ran another thread) 7 (max 9.50 ms); in the timed span 1 GC pauses (14 ms in all), JIT compilation "
                + "12 ms; load average 0.4 on 2 cores", UiBenchCommand.undoTail(tail, 0.4, 2));
    }
}
