package com.lightwire.core.decompose;

import com.lightwire.core.solve.Verification;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link DecompositionVerifier}, the oracle of every decomposition sweep, rejects each way a split or a set of parts
 * can be wrong, with the exact message, and accepts values exactly on the bounds.
 */
class DecompositionVerifierNegativeTest {

    /** A row sum of 3 per row: balanced split rows must sum to 1 or 2. */
    private static final int[][] C = {{0, 2, 1}, {2, 0, 1}, {1, 1, 0}};

    private static List<String> split(int[][] a, SplitBounds bounds, int budget) {
        return DecompositionVerifier.verifySymmetricSplit(C, a, bounds, budget).violations();
    }

    @Test
    void aBalancedSplitOnItsBoundsPasses() {
        assertEquals(List.of(), split(new int[][] {{0, 1, 1}, {1, 0, 0}, {0, 1, 0}}, SplitBounds.BALANCED, 0));
    }

    @Test
    void aNegativeEntryIsNamedEvenWhenTheSumStillMatches() {
        int[][] cNeg = {{0, 0}, {0, 0}};
        Verification v = DecompositionVerifier.verifySymmetricSplit(cNeg, new int[][] {{0, -1}, {1, 0}},
                SplitBounds.REUSE, 4);
        assertEquals(List.of("A[0][1] is negative", "row 0 of A sums to -1, outside [0, 0]",
                "column 1 of A sums to -1, outside [0, 0]", "column 0 of A sums to 1, outside [0, 0]",
                "row 1 of A sums to 1, outside [0, 0]").stream().sorted().toList(),
                v.violations().stream().sorted().toList());
    }

    @Test
    void aSplitThatDoesNotAddUpToCIsNamedAtBothCells() {
        List<String> found = split(new int[][] {{0, 2, 1}, {1, 0, 0}, {0, 1, 0}}, SplitBounds.REUSE, 6);
        assertEquals(List.of("A + Aᵀ differs from C at (0, 1)", "A + Aᵀ differs from C at (1, 0)"), found);
    }

    @Test
    void aNonZeroDiagonalIsNamed() {
        int[][] c = {{2, 0}, {0, 0}};
        Verification v = DecompositionVerifier.verifySymmetricSplit(c, new int[][] {{1, 0}, {0, 0}}, SplitBounds.REUSE, 4);
        assertEquals(List.of("A has a non-zero diagonal at 0"), v.violations(), "A + Aᵀ still equals C there");
    }

    @Test
    void aBalancedRowOrColumnOutsideFloorAndCeilOfHalfIsNamed() {
        List<String> found = split(new int[][] {{0, 2, 1}, {0, 0, 0}, {0, 1, 0}}, SplitBounds.BALANCED, 0);
        assertEquals(List.of("row 0 of A sums to 3, outside [1, 2]", "column 0 of A sums to 0, outside [1, 2]",
                "row 1 of A sums to 0, outside [1, 2]", "column 1 of A sums to 3, outside [1, 2]"), found);
    }

    @Test
    void reuseBoundsAllowHalfTheBudgetPerRowAndNoMore() {
        int[][] a = {{0, 2, 1}, {0, 0, 1}, {0, 0, 0}};
        assertEquals(List.of("row 0 of A sums to 3, outside [1, 2]", "column 0 of A sums to 0, outside [1, 2]"),
                split(a, SplitBounds.REUSE, 4));
        assertEquals(List.of(), split(a, SplitBounds.REUSE, 6));
    }

    private static MatrixEntries m(int[][] dense) {
        return MatrixEntries.of(dense);
    }

    @Test
    void partsThatDoNotSumToDAreNamedAtTheCell() {
        Verification v = DecompositionVerifier.verifyParts(m(new int[][] {{0, 2}, {1, 0}}),
                List.of(m(new int[][] {{0, 1}, {1, 0}}), m(new int[][] {{0, 0}, {0, 0}})), false);
        assertTrue(v.violations().contains("parts do not sum to D at (0, 1)"), v::summary);
        assertEquals(1, v.violations().stream().filter(s -> s.startsWith("parts do not sum")).count(), v::summary);
    }

    @Test
    void anUnbalancedPartEntryIsNamedOnlyWhenBalanceIsAsked() {
        MatrixEntries d = m(new int[][] {{0, 2, 0}, {0, 0, 2}, {2, 0, 0}});
        List<MatrixEntries> parts = List.of(m(new int[][] {{0, 2, 0}, {0, 0, 1}, {1, 0, 0}}),
                m(new int[][] {{0, 0, 0}, {0, 0, 1}, {1, 0, 0}}));
        Verification loose = DecompositionVerifier.verifyParts(d, parts, false);
        assertEquals(List.of("part 0 row 0 is 2, outside [1, 1] = share of 2 over 2",
                "part 0 column 1 is 2, outside [1, 1] = share of 2 over 2",
                "part 1 row 0 is 0, outside [1, 1] = share of 2 over 2",
                "part 1 column 1 is 0, outside [1, 1] = share of 2 over 2"), loose.violations());
        Verification strict = DecompositionVerifier.verifyParts(d, parts, true);
        assertTrue(strict.violations().contains("part 0 entry (0, 1) is 2, outside [1, 1] = share of 2 over 2"),
                strict::summary);
        assertTrue(strict.violations().contains("part 1 entry (0, 1) is 0, outside [1, 1] = share of 2 over 2"),
                strict::summary);
    }

    @Test
    void aNegativePartEntryIsRejectedEvenWhenTheShareBoundIsZero() {
        MatrixEntries d = m(new int[][] {{0, 0}, {0, 0}});
        MatrixEntries bad = new MatrixEntries(2, 2);
        bad.add(0, 1, -1);
        MatrixEntries fix = new MatrixEntries(2, 2);
        fix.add(0, 1, 1);
        Verification v = DecompositionVerifier.verifyParts(d, List.of(bad, fix), true);
        assertTrue(v.violations().contains("part 0 entry (0, 1) is -1, outside [0, 0] = share of 0 over 2"), v::summary);
    }

    @Test
    void sharesOnTheirCeilingAndFloorPass() {
        MatrixEntries d = m(new int[][] {{0, 3}, {3, 0}});
        List<MatrixEntries> parts = List.of(m(new int[][] {{0, 2}, {2, 0}}), m(new int[][] {{0, 1}, {1, 0}}));
        assertEquals(List.of(), DecompositionVerifier.verifyParts(d, parts, true).violations());
    }
}
