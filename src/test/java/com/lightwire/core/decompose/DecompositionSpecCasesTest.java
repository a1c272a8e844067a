package com.lightwire.core.decompose;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.Verification;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Cases T4, T5 and T7 of the Cross Wiring digest §7: Theorems 3.1 and 3.2 on the worked matrices. */
class DecompositionSpecCasesTest {

    private static final int[][] T4_C = {{0, 3, 1, 1}, {3, 0, 2, 0}, {1, 2, 0, 1}, {1, 0, 1, 0}};
    private static final int[][] T4_A = {{0, 2, 0, 1}, {1, 0, 1, 0}, {1, 1, 0, 0}, {0, 0, 1, 0}};
    private static final int[][] T5_C = {{3, 1}, {2, 4}};

    @Test
    void t4BalancedSymmetricSplitKeepsEveryRowAndColumnWithinHalfTheDegree() {
        int[][] a = SymmetricSplit.split(T4_C, SplitBounds.BALANCED, 6, null, SolveMonitor.NONE).orElseThrow().toDense();
        assertPassed(DecompositionVerifier.verifySymmetricSplit(T4_C, a, SplitBounds.BALANCED, 6));
        int[][] rowRanges = {{2, 3}, {2, 3}, {2, 2}, {1, 1}};
        int[] degrees = {5, 5, 4, 2};
        for (int i = 0; i < 4; i++) {
            int row = sum(a[i]);
            int col = 0;
            for (int[] r : a) {
                col += r[i];
            }
            assertTrue(row >= rowRanges[i][0] && row <= rowRanges[i][1], "row " + i + " sums to " + row);
            assertTrue(col == degrees[i] - row, "column " + i + " must be the rest of the degree");
        }
    }

    @Test
    void t4FixtureIsABalancedSplitAndItsThreeMatchingsArePartialPermutations() {
        assertPassed(DecompositionVerifier.verifySymmetricSplit(T4_C, T4_A, SplitBounds.BALANCED, 6));
        List<MatrixEntries> matchings = List.of(
                MatrixEntries.of(new int[][] {{0, 1, 0, 0}, {0, 0, 1, 0}, {1, 0, 0, 0}, {0, 0, 0, 0}}),
                MatrixEntries.of(new int[][] {{0, 1, 0, 0}, {1, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 1, 0}}),
                MatrixEntries.of(new int[][] {{0, 0, 0, 1}, {0, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 0, 0}}));
        assertPassed(DecompositionVerifier.verifyParts(MatrixEntries.of(T4_A), matchings, false));
    }

    @Test
    void t4ReuseSplitOnlyNeedsSumsWithinHalfThePortBudget() {
        int[][] a = SymmetricSplit.split(T4_C, SplitBounds.REUSE, 6, null, SolveMonitor.NONE).orElseThrow().toDense();
        assertPassed(DecompositionVerifier.verifySymmetricSplit(T4_C, a, SplitBounds.REUSE, 6));
        List<MatrixEntries> parts = ProportionalBisection.split(MatrixEntries.of(a), 3, SplitBounds.REUSE, null,
                SolveMonitor.NONE).orElseThrow();
        assertPassed(DecompositionVerifier.verifyParts(MatrixEntries.of(a), parts, false));
    }

    @Test
    void t5ProportionalBisectionMeetsTheoremThreeTwoBounds() {
        checkT5(ProportionalBisection.split(MatrixEntries.of(T5_C), 2, SplitBounds.BALANCED, null,
                SolveMonitor.NONE).orElseThrow());
    }

    @Test
    void t5BalancedPeelingMeetsTheoremThreeTwoBounds() {
        checkT5(BalancedPeeling.split(MatrixEntries.of(T5_C), 2, SolveMonitor.NONE).orElseThrow());
    }

    @Test
    void t5FixtureSatisfiesTheVerifier() {
        List<MatrixEntries> fixture = List.of(MatrixEntries.of(new int[][] {{2, 0}, {1, 2}}),
                MatrixEntries.of(new int[][] {{1, 1}, {1, 2}}));
        assertPassed(DecompositionVerifier.verifyParts(MatrixEntries.of(T5_C), fixture, true));
    }

    @Test
    void t7TwoPodsWithThreeLinksSplitOneOrTwoEachWay() {
        int[][] c = {{0, 3}, {3, 0}};
        int[][] a = SymmetricSplit.split(c, SplitBounds.BALANCED, 4, null, SolveMonitor.NONE).orElseThrow().toDense();
        assertPassed(DecompositionVerifier.verifySymmetricSplit(c, a, SplitBounds.BALANCED, 4));
        assertTrue(a[0][1] == 1 || a[0][1] == 2, "A_01 = " + a[0][1]);
        assertPassed(DecompositionVerifier.verifySymmetricSplit(c, new int[][] {{0, 2}, {1, 0}},
                SplitBounds.BALANCED, 4));
    }

    @Test
    void verifierCatchesASymmetricSplitThatNoLongerAddsUpToC() {
        int[][] tampered = {{0, 2, 0, 1}, {1, 0, 1, 0}, {1, 1, 0, 0}, {0, 0, 2, 0}};
        Verification v = DecompositionVerifier.verifySymmetricSplit(T4_C, tampered, SplitBounds.BALANCED, 6);
        assertFalse(v.isPassed());
        assertTrue(v.violations().stream().anyMatch(m -> m.contains("A + Aᵀ differs from C at (3, 2)")),
                v::summary);
    }

    @Test
    void verifierCatchesASymmetricSplitOutsideTheBalancedBounds() {
        int[][] c = {{0, 2}, {2, 0}};
        Verification v = DecompositionVerifier.verifySymmetricSplit(c, new int[][] {{0, 2}, {0, 0}},
                SplitBounds.BALANCED, 4);
        assertFalse(v.isPassed());
        assertTrue(v.violations().stream().anyMatch(m -> m.contains("row 0 of A sums to 2, outside [1, 1]")),
                v::summary);
    }

    @Test
    void verifierCatchesPartsThatMoveAUnitOutsideTheTheoremBounds() {
        MatrixEntries d = MatrixEntries.of(new int[][] {{0, 2}, {2, 0}});
        List<MatrixEntries> tampered = List.of(MatrixEntries.of(new int[][] {{0, 2}, {1, 0}}),
                MatrixEntries.of(new int[][] {{0, 0}, {1, 0}}));
        Verification v = DecompositionVerifier.verifyParts(d, tampered, true);
        assertFalse(v.isPassed());
        assertTrue(v.violations().stream().anyMatch(m -> m.contains("part 0 entry (0, 1) is 2, outside [1, 1]")),
                v::summary);
    }

    @Test
    void verifierCatchesPartsThatDoNotSumToTheMatrix() {
        MatrixEntries d = MatrixEntries.of(T5_C);
        List<MatrixEntries> tampered = List.of(MatrixEntries.of(new int[][] {{2, 0}, {1, 2}}),
                MatrixEntries.of(new int[][] {{1, 1}, {1, 1}}));
        Verification v = DecompositionVerifier.verifyParts(d, tampered, true);
        assertTrue(v.violations().stream().anyMatch(m -> m.contains("parts do not sum to D at (1, 1)")), v::summary);
    }

    private static void checkT5(List<MatrixEntries> parts) {
        assertNotNull(parts);
        assertPassed(DecompositionVerifier.verifyParts(MatrixEntries.of(T5_C), parts, true));
        for (MatrixEntries part : parts) {
            int[][] x = part.toDense();
            assertTrue(x[0][0] >= 1 && x[0][0] <= 2, "entry (0,0) = " + x[0][0]);
            assertTrue(x[0][1] >= 0 && x[0][1] <= 1, "entry (0,1) = " + x[0][1]);
            assertTrue(x[1][0] == 1 && x[1][1] == 2, "row 1 must be (1, 2)");
            assertArrayEquals(new int[] {2, 3}, part.rowSums());
            for (int c : part.colSums()) {
                assertTrue(c >= 2 && c <= 3, "column sum " + c);
            }
        }
    }

    static void assertPassed(Verification v) {
        assertTrue(v.isPassed(), v::summary);
    }

    private static int sum(int[] row) {
        int s = 0;
        for (int v : row) {
            s += v;
        }
        return s;
    }
}
