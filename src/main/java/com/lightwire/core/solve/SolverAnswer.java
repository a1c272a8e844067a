package com.lightwire.core.solve;

import java.util.function.Function;

/**
 * The mapped status of one native solve ({@link CpSatRunner}, {@link MipRunner}) and, only when that status carries
 * a solution, access to the solver's values: the status is read before any value, as OR-Tools asks.
 *
 * @param <S> the native solver whose values are read
 */
public final class SolverAnswer<S> {
    private final SolveStatus status;
    private final S solver;

    SolverAnswer(SolveStatus status, S solver) {
        this.status = status;
        this.solver = solver;
    }

    public SolveStatus status() {
        return status;
    }

    /**
     * Reads the solution's values (objective, bound, variables) from the solver.
     *
     * @throws IllegalStateException when the status carries no solution: reading then is a bug
     */
    public <V> V read(Function<? super S, V> reader) {
        if (!status.hasSolution()) {
            throw new IllegalStateException("a " + status.label() + " answer has no values to read");
        }
        return reader.apply(solver);
    }
}
