package com.lightwire.core.reconfig;

import com.lightwire.core.decompose.SplitBounds;
import com.lightwire.core.solve.SolverLimits;

/**
 * Tuning of a reconfiguration solve.
 *
 * @param bounds           decomposition bounds ("reuse" keeps more old circuits, "balanced" is the theorems' form)
 * @param threads          worker threads for independent OCS groups (1 = sequential)
 * @param timeLimitSeconds time limit for exact solvers (ILP); ignored by the polynomial methods
 * @param lambda           weight of unmet demand in the relaxed Uniform ILP (27); 0 = the digest's default
 */
public record ReconfigOptions(SplitBounds bounds, int threads, double timeLimitSeconds, double lambda) {

    public static ReconfigOptions defaults() {
        return new ReconfigOptions(SplitBounds.REUSE, Runtime.getRuntime().availableProcessors(), 60, 0);
    }

    /** The limits of an exact (CP-SAT) solve: this time limit, one worker per thread, seed 0. */
    public SolverLimits limits() {
        return SolverLimits.of(timeLimitSeconds, threads);
    }

    public ReconfigOptions withTimeLimit(double seconds) {
        return new ReconfigOptions(bounds, threads, seconds, lambda);
    }

    public ReconfigOptions withThreads(int n) {
        return new ReconfigOptions(bounds, n, timeLimitSeconds, lambda);
    }

    public ReconfigOptions withBounds(SplitBounds newBounds) {
        return new ReconfigOptions(newBounds, threads, timeLimitSeconds, lambda);
    }
}
