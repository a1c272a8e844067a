package com.lightwire.core.decompose;

import com.lightwire.core.solve.SolveMonitor;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.LongStream;

import static com.lightwire.core.decompose.DecompositionSpecCasesTest.assertPassed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Certifies {@link SymmetricSplit} (both bound modes, with and without old counts) and {@link EulerOrientation} by
 * enumerating every orientation A with {@code A + Aᵀ = C} of tiny symmetric matrices: existence must agree, and the
 * rewiring-aware split must reach the minimum of {@code Σ |A_ij - old_ij|}.
 */
class SymmetricSplitBruteForceTest {

    private static final int NONE = Integer.MAX_VALUE;

    static LongStream seeds() {
        return LongStream.range(0, 200);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void splitsAgreeWithExhaustiveEnumeration(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int p = 2 + random.nextInt(4);
        int maxEntry = p == 5 ? 2 : 3;
        int[][] c = new int[p][p];
        int[][] old = new int[p][p];
        for (int i = 0; i < p; i++) {
            for (int j = i + 1; j < p; j++) {
                c[i][j] = random.nextInt(maxEntry + 1);
                c[j][i] = c[i][j];
                old[i][j] = random.nextInt(c[i][j] + 2);
                old[j][i] = random.nextInt(c[i][j] + 2);
            }
        }
        int budget = 2 * (1 + random.nextInt(4));
        for (SplitBounds bounds : SplitBounds.values()) {
            Search search = new Search(c, old, bounds, budget);
            search.run(0, 1, new int[p][p]);
            checkAgainst(search, c, old, bounds, budget);
        }
        int[][] euler = EulerOrientation.orient(c);
        assertPassed(DecompositionVerifier.verifySymmetricSplit(c, euler, SplitBounds.BALANCED, budget));
    }

    private static void checkAgainst(Search search, int[][] c, int[][] old, SplitBounds bounds, int budget) {
        Optional<MatrixEntries> plain = SymmetricSplit.split(c, bounds, budget, null, SolveMonitor.NONE);
        Optional<MatrixEntries> aware = SymmetricSplit.split(c, bounds, budget, (i, j) -> old[i][j],
                SolveMonitor.NONE);
        if (search.bestCost == NONE) {
            assertTrue(plain.isEmpty(), bounds + ": a split was returned where none exists");
            assertTrue(aware.isEmpty(), bounds + ": a split was returned where none exists");
            return;
        }
        assertTrue(plain.isPresent(), bounds + ": missed an existing split");
        assertTrue(aware.isPresent(), bounds + ": missed an existing split");
        assertPassed(DecompositionVerifier.verifySymmetricSplit(c, plain.get().toDense(), bounds, budget));
        assertPassed(DecompositionVerifier.verifySymmetricSplit(c, aware.get().toDense(), bounds, budget));
        assertEquals(search.bestCost, distance(aware.get().toDense(), old), bounds + ": not the fewest changes");
    }

    private static int distance(int[][] a, int[][] old) {
        int d = 0;
        for (int i = 0; i < a.length; i++) {
            for (int j = 0; j < a.length; j++) {
                if (i != j) {
                    d += Math.abs(a[i][j] - old[i][j]);
                }
            }
        }
        return d;
    }

    /** Enumerates A_ij for every pair i < j (A_ji = C_ij - A_ij) and keeps the cheapest one within the bounds. */
    private static final class Search {
        private final int[][] c;
        private final int[][] old;
        private final SplitBounds bounds;
        private final int budget;
        private int bestCost = NONE;

        Search(int[][] c, int[][] old, SplitBounds bounds, int budget) {
            this.c = c;
            this.old = old;
            this.bounds = bounds;
            this.budget = budget;
        }

        void run(int i, int j, int[][] a) {
            int p = c.length;
            if (i >= p - 1) {
                if (withinBounds(a)) {
                    bestCost = Math.min(bestCost, distance(a, old));
                }
                return;
            }
            int ni = j + 1 < p ? i : i + 1;
            int nj = j + 1 < p ? j + 1 : i + 2;
            for (int v = 0; v <= c[i][j]; v++) {
                a[i][j] = v;
                a[j][i] = c[i][j] - v;
                run(ni, nj, a);
            }
        }

        private boolean withinBounds(int[][] a) {
            for (int i = 0; i < a.length; i++) {
                int d = 0;
                int row = 0;
                int col = 0;
                for (int j = 0; j < a.length; j++) {
                    d += c[i][j];
                    row += a[i][j];
                    col += a[j][i];
                }
                int lo = bounds == SplitBounds.BALANCED ? d / 2 : Math.max(0, d - budget / 2);
                int hi = bounds == SplitBounds.BALANCED ? (d + 1) / 2 : Math.min(d, budget / 2);
                if (row < lo || row > hi || col < lo || col > hi) {
                    return false;
                }
            }
            return true;
        }
    }
}
