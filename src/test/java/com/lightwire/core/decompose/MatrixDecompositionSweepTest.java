package com.lightwire.core.decompose;

import com.lightwire.core.solve.SolveMonitor;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.LongStream;

import static com.lightwire.core.decompose.DecompositionSpecCasesTest.assertPassed;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Seeded sweep of Theorem 3.2 (300 instances): {@link ProportionalBisection} in both bound modes and
 * {@link BalancedPeeling} checked by {@link DecompositionVerifier}; and a rewiring property: when D is exactly the
 * sum of the old parts, the rewiring-aware bisection must give the old parts back.
 */
class MatrixDecompositionSweepTest {

    static LongStream seeds() {
        return LongStream.range(0, 300);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void balancedSplitsMeetTheTheoremBounds(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int p = 1 + random.nextInt(6);
        int n = 1 + random.nextInt(7);
        int[][] dense = new int[p][p];
        for (int[] row : dense) {
            for (int j = 0; j < p; j++) {
                row[j] = random.nextInt(3) == 0 ? 0 : random.nextInt(3 * n + 1);
            }
        }
        MatrixEntries d = MatrixEntries.of(dense);
        List<MatrixEntries> bisected = ProportionalBisection.split(d, n, SplitBounds.BALANCED, null, SolveMonitor.NONE)
                .orElseThrow(() -> new AssertionError("bisection found no balanced split"));
        assertEquals(n, bisected.size());
        assertPassed(DecompositionVerifier.verifyParts(d, bisected, true));
        List<MatrixEntries> peeled = BalancedPeeling.split(d, n, SolveMonitor.NONE)
                .orElseThrow(() -> new AssertionError("peeling found no balanced split"));
        assertEquals(n, peeled.size());
        assertPassed(DecompositionVerifier.verifyParts(d, peeled, true));
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void reuseSplitIntoPartialPermutationsReturnsTheOldPartsWhenNothingChanged(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int p = 2 + random.nextInt(7);
        int n = 1 + random.nextInt(5);
        int[][][] oldParts = new int[n][][];
        int[][] dense = new int[p][p];
        for (int t = 0; t < n; t++) {
            oldParts[t] = randomPartialPermutation(p, random);
            for (int i = 0; i < p; i++) {
                for (int j = 0; j < p; j++) {
                    dense[i][j] += oldParts[t][i][j];
                }
            }
        }
        MatrixEntries d = MatrixEntries.of(dense);
        List<MatrixEntries> fresh = ProportionalBisection.split(d, n, SplitBounds.REUSE, null, SolveMonitor.NONE)
                .orElseThrow();
        assertPassed(DecompositionVerifier.verifyParts(d, fresh, false));
        List<MatrixEntries> kept = ProportionalBisection.split(d, n, SplitBounds.REUSE,
                (part, i, j) -> oldParts[part][i][j] == 1, SolveMonitor.NONE).orElseThrow();
        assertPassed(DecompositionVerifier.verifyParts(d, kept, false));
        for (int t = 0; t < n; t++) {
            assertArrayEquals(oldParts[t], kept.get(t).toDense(), "part " + t + " changed");
        }
    }

    private static int[][] randomPartialPermutation(int p, SplittableRandom random) {
        int[] targets = new int[p];
        for (int i = 0; i < p; i++) {
            targets[i] = i;
        }
        for (int i = p - 1; i > 0; i--) {
            int r = random.nextInt(i + 1);
            int t = targets[i];
            targets[i] = targets[r];
            targets[r] = t;
        }
        int[][] m = new int[p][p];
        for (int i = 0; i < p; i++) {
            if (targets[i] != i && random.nextInt(4) != 0) {
                m[i][targets[i]] = 1;
            }
        }
        return m;
    }
}
