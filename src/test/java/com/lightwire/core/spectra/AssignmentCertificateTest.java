package com.lightwire.core.spectra;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@link AssignmentCertificate} on hand-made 2×2 rounds: a unique optimum passes; equal alternatives on the graph or
 * off it (at the off-graph cost w) are ties; potentials that price an off-graph cell below w name that cell; an
 * off-graph cell on a critical line costs the penalty and is no alternative.
 */
class AssignmentCertificateTest {

    private static final int[] FULL_START = {0, 2, 4};
    private static final int[] FULL_COLS = {0, 1, 0, 1};
    private static final int[] DIAG_START = {0, 1, 2};
    private static final int[] DIAG_COLS = {0, 1};
    private static final boolean[] NONE = {false, false};

    @Test
    void certifiesAUniqueOptimum() {
        assertEquals(AssignmentCertificate.Result.UNIQUE_OPTIMUM, new AssignmentCertificate(2).check(FULL_START,
                FULL_COLS, new double[] {0, 1, 1, 0}, NONE, NONE, 1, 10, new int[] {0, 1}, new double[2],
                new double[2]));
    }

    @Test
    void equalAlternativesOnTheGraphAreATie() {
        assertEquals(AssignmentCertificate.Result.TIED, new AssignmentCertificate(2).check(FULL_START, FULL_COLS,
                new double[] {0, 0, 0, 0}, NONE, NONE, 1, 10, new int[] {0, 1}, new double[2], new double[2]));
    }

    @Test
    void offGraphCellsAtTheSameCostAreATie() {
        assertEquals(AssignmentCertificate.Result.TIED, new AssignmentCertificate(2).check(DIAG_START, DIAG_COLS,
                new double[] {0.5, 0.5}, NONE, NONE, 0.5, 10, new int[] {0, 1}, new double[2], new double[2]));
    }

    @Test
    void anOffGraphCellOnACriticalLineIsNoAlternative() {
        assertEquals(AssignmentCertificate.Result.UNIQUE_OPTIMUM, new AssignmentCertificate(2).check(DIAG_START,
                DIAG_COLS, new double[] {0.5, 0.5}, new boolean[] {true, false}, NONE, 0.5, 10, new int[] {0, 1},
                new double[2], new double[2]));
    }

    @Test
    void namesTheOffGraphCellsThePotentialsUnderprice() {
        AssignmentCertificate certificate = new AssignmentCertificate(2);
        assertEquals(AssignmentCertificate.Result.INFEASIBLE_DUALS, certificate.check(DIAG_START, DIAG_COLS,
                new double[] {0, 0}, NONE, NONE, 1, 10, new int[] {0, 1}, new double[2], new double[] {0, 2}));
        assertArrayEquals(new int[] {0, 1}, certificate.violatedCells());
    }
}
