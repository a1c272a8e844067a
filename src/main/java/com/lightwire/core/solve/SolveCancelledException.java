package com.lightwire.core.solve;

/**
 * Unwinds a solver when its monitor is cancelled. Solvers catch it at their boundary and return a result with
 * status {@link SolveStatus#CANCELLED}; it never reaches callers of the public solver API.
 */
public final class SolveCancelledException extends RuntimeException {
    public SolveCancelledException() {
        super("cancelled", null, false, false);
    }
}
