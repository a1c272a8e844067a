package com.lightwire.core.solve;

/**
 * Progress and cancellation channel between a long computation and whoever waits for it. Implementations must be
 * thread-safe: solvers call them from worker threads. A phase of a longer computation reports through a
 * {@link #subTask sub-task}, which maps its own progress from 0 to 1 into a slice of its parent's and shares the
 * parent's cancellation (as in Eclipse ELK's progress monitors).
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

    /**
     * A child monitor for one phase: its progress {@code f} in [0, 1] reports as {@code from + f · (to - from)} here
     * (values outside [0, 1] are clamped), and it is cancelled exactly when this monitor is. Stateless, so phases
     * running in parallel may each hold one.
     *
     * @throws IllegalArgumentException unless {@code 0 <= from <= to <= 1}
     */
    default SolveMonitor subTask(double from, double to) {
        return subTask(from, to, "");
    }

    /** As {@link #subTask(double, double)}, with each message prefixed by {@code label} (when not empty). */
    default SolveMonitor subTask(double from, double to, String label) {
        if (!(0 <= from && from <= to && to <= 1)) {
            throw new IllegalArgumentException("a sub-task spans a slice of [0, 1], got [" + from + ", " + to + "]");
        }
        SolveMonitor parent = this;
        String prefix = label.isEmpty() ? "" : label + ", ";
        return new SolveMonitor() {
            @Override
            public boolean isCancelled() {
                return parent.isCancelled();
            }

            @Override
            public void progress(double fraction, String message) {
                parent.progress(from + (to - from) * Math.max(0, Math.min(1, fraction)), prefix + message);
            }
        };
    }
}
