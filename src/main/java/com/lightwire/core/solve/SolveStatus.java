package com.lightwire.core.solve;

/** How a solve ended, reported to the user as it is. */
public enum SolveStatus {
    /** Proven optimal for the solver's objective. */
    OPTIMAL("optimal"),
    /** A valid answer without proof of optimality (heuristic, or an exact solver stopped early). */
    FEASIBLE("feasible"),
    /** The input admits no solution. */
    INFEASIBLE("infeasible"),
    /** The time limit passed before any solution was found. */
    TIMED_OUT("timed out"),
    /** The user cancelled. */
    CANCELLED("cancelled"),
    /** The input failed validation; see the diagnostics. */
    INVALID_INPUT("invalid input"),
    /** The solver could not run (missing native library, model too large). */
    ERROR("error");

    private final String label;

    SolveStatus(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** True when the result carries a configuration that may be used. */
    public boolean hasSolution() {
        return this == OPTIMAL || this == FEASIBLE;
    }
}
