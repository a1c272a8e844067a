package com.lightwire.core.solve;

/**
 * Progress and cancellation channel between a long computation and whoever waits for it. Implementations must be
 * thread-safe: solvers call them from worker threads.
 */
public interface SolveMonitor {

    /** A monitor that reports nowhere and is never cancelled. */
    SolveMonitor NONE = new SolveMonitor() {
        @Override
        public boolean isCancelled() {
            return false;
        }

        @Override
        public void progress(double fraction, String message) {
        }
    };

    boolean isCancelled();

    /** Reports progress in [0, 1] with a short message. */
    void progress(double fraction, String message);

    /** Throws {@link SolveCancelledException} when cancellation was requested; solvers call this in long loops. */
    default void checkCancelled() {
        if (isCancelled()) {
            throw new SolveCancelledException();
        }
    }
}
