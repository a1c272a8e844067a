package com.lightwire.core.solve;

import java.util.List;

/** Monitors for tests: one cancelled from the start, one that records the progress it is given. */
public final class Monitors {

    /** Cancelled before any work starts. */
    public static final SolveMonitor CANCELLED = new SolveMonitor() {
        @Override
        public boolean isCancelled() {
            return true;
        }

        @Override
        public void progress(double fraction, String message) {
        }
    };

    private Monitors() {
    }

    /** Never cancelled; appends every reported fraction to {@code fractions} (thread-safe). */
    public static SolveMonitor recording(List<Double> fractions) {
        return new SolveMonitor() {
            @Override
            public boolean isCancelled() {
                return false;
            }

            @Override
            public void progress(double fraction, String message) {
                synchronized (fractions) {
                    fractions.add(fraction);
                }
            }
        };
    }
}
