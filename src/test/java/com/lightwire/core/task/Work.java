package com.lightwire.core.task;

import com.lightwire.core.solve.SolveMonitor;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Work for the runner tests that blocks on latches instead of sleeping: it records its thread, says it started, waits
 * until released, then polls cancellation once and returns its value.
 */
final class Work implements Function<SolveMonitor, String> {

    final CountDownLatch started = new CountDownLatch(1);
    final CountDownLatch release = new CountDownLatch(1);
    private final String value;
    private final boolean heedsCancel;
    volatile String thread;
    volatile boolean ran;

    private Work(String value, boolean heedsCancel) {
        this.value = value;
        this.heedsCancel = heedsCancel;
    }

    /** Work that stops with SolveCancelledException when cancelled before its release. */
    static Work blocking(String value) {
        return new Work(value, true);
    }

    /** Work that returns its value even when cancelled (a solver that never polls). */
    static Work deaf(String value) {
        return new Work(value, false);
    }

    @Override
    public String apply(SolveMonitor monitor) {
        ran = true;
        thread = Thread.currentThread().getName();
        started.countDown();
        try {
            assertTrue(release.await(20, TimeUnit.SECONDS), "released");
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
        if (heedsCancel) {
            monitor.checkCancelled();
        }
        return value;
    }

    void awaitStart() throws InterruptedException {
        assertTrue(started.await(20, TimeUnit.SECONDS), value + " started");
    }
}
