package com.lightwire.core.dag;

import com.lightwire.core.solve.SolveMonitor;

/**
 * A monitor that also reports cancellation once a wall-clock deadline passed, so a native solver that overruns its
 * own time limit (HiGHS, digest §3.4) is stopped from outside.
 */
final class WallClockGuard {

    private WallClockGuard() {
    }

    static SolveMonitor of(SolveMonitor parent, double seconds) {
        long deadline = System.nanoTime() + (long) (seconds * 1e9);
        return new SolveMonitor() {
            @Override
            public boolean isCancelled() {
                return parent.isCancelled() || System.nanoTime() > deadline;
            }

            @Override
            public void progress(double fraction, String message) {
                parent.progress(fraction, message);
            }
        };
    }
}
