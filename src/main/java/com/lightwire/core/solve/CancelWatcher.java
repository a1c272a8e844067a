package com.lightwire.core.solve;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Turns a monitor's cancellation into a native solver's stop call while the solver blocks its thread: a daemon
 * thread polls the monitor every {@value #POLL_MILLIS} ms and, once cancelled, calls {@code stop} on every poll (a
 * solver may ignore a stop that arrives before its search began). Closing the watcher ends the thread.
 */
final class CancelWatcher implements AutoCloseable {

    /** How often the watcher polls the monitor. */
    private static final long POLL_MILLIS = 20;

    private final AtomicBoolean fired = new AtomicBoolean();
    private final Thread thread;

    private CancelWatcher(SolveMonitor monitor, Runnable stop) {
        thread = new Thread(() -> watch(monitor, stop), "solver-cancel-watcher");
        thread.setDaemon(true);
    }

    static CancelWatcher start(SolveMonitor monitor, Runnable stop) {
        CancelWatcher watcher = new CancelWatcher(monitor, stop);
        watcher.thread.start();
        return watcher;
    }

    /** True once the watcher saw the cancellation and stopped the solver. */
    boolean fired() {
        return fired.get();
    }

    @Override
    public void close() {
        thread.interrupt();
    }

    private void watch(SolveMonitor monitor, Runnable stop) {
        try {
            while (!Thread.currentThread().isInterrupted()) {
                if (monitor.isCancelled()) {
                    fired.set(true);
                    stop.run();
                }
                Thread.sleep(POLL_MILLIS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
