package com.lightwire.figure.spectra;

/**
 * What the Decomposition view shows besides the data: the stepper and its step, the heat map's mode and scale, the
 * stack filter, the selection and what is under the pointer (-1 for none).
 *
 * @param stepper        the result, a Decompose round or a Refine raise
 * @param step           the round (0..d) or raise (0..raises) shown
 * @param heat           demand or coverage slack
 * @param log            logarithmic colour scale (demand only)
 * @param filter         which permutations the stack shows
 * @param selectedPerm   the selected permutation id
 * @param selectedRow    the selected cell's row
 * @param selectedColumn the selected cell's column
 * @param hoverRow       the cell under the pointer
 * @param hoverColumn    its column
 * @param hoverPerm      the permutation under the pointer
 */
public record DecompositionState(Stepper stepper, int step, Heat heat, boolean log, Filter filter, int selectedPerm,
                                 int selectedRow, int selectedColumn, int hoverRow, int hoverColumn, int hoverPerm) {

    /** The three things the view steps through. */
    public enum Stepper {
        /** The refined decomposition. */
        RESULT,
        /** Decompose's rounds: D_r, B_r, critical lines, forbidden cells, the matching and α. */
        DECOMPOSE,
        /** Refine's raises: the deficit cell and the permutation raised. */
        REFINE
    }

    /** What the heat map colours. */
    public enum Heat {
        /** D (or D_r while stepping Decompose). */
        DEMAND,
        /** Σ α P − D: over-service, filler, and (while stepping Refine) uncovered deficit. */
        SLACK
    }

    /** Which permutations the stack lists. */
    public enum Filter {
        ALL("all permutations"),
        THROUGH_CELL("through the selected cell"),
        SERVING_ONLY("serving circuits only");

        private final String label;

        Filter(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /** The refined result, demand heat, linear, nothing selected. */
    public static final DecompositionState INITIAL = new DecompositionState(Stepper.RESULT, 0, Heat.DEMAND, false,
            Filter.ALL, -1, -1, -1, -1, -1, -1);

    public DecompositionState withStep(Stepper s, int k) {
        return new DecompositionState(s, k, heat, log, filter, selectedPerm, selectedRow, selectedColumn, hoverRow,
                hoverColumn, hoverPerm);
    }

    public DecompositionState withHeat(Heat h, boolean logScale) {
        return new DecompositionState(stepper, step, h, logScale, filter, selectedPerm, selectedRow, selectedColumn,
                hoverRow, hoverColumn, hoverPerm);
    }

    public DecompositionState withFilter(Filter f) {
        return new DecompositionState(stepper, step, heat, log, f, selectedPerm, selectedRow, selectedColumn, hoverRow,
                hoverColumn, hoverPerm);
    }

    public DecompositionState withSelection(int perm, int row, int column) {
        return new DecompositionState(stepper, step, heat, log, filter, perm, row, column, hoverRow, hoverColumn,
                hoverPerm);
    }

    public DecompositionState withHover(int row, int column, int perm) {
        return new DecompositionState(stepper, step, heat, log, filter, selectedPerm, selectedRow, selectedColumn, row,
                column, perm);
    }
}
