package com.lightwire.core.decompose;

import com.lightwire.core.solve.Verification;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Kempe insertion yields partial permutations summing to D and returns unchanged old parts as they were. */
class KempeInsertionTest {

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void splitsAChangedMatrixIntoPartialPermutations(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int p = 3 + random.nextInt(10);
        int n = 1 + random.nextInt(6);
        List<MatrixEntries> oldParts = randomPermutations(p, n, random);
        MatrixEntries d = perturb(sum(oldParts, p), n, random);

        List<MatrixEntries> parts = KempeInsertion.split(d, n, (m, i, j) -> has(oldParts.get(m), i, j))
                .orElseThrow();
        Verification verdict = DecompositionVerifier.verifyParts(d, parts, false);
        assertTrue(verdict.isPassed(), verdict::summary);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {21, 22, 23, 24, 25})
    void anUnchangedMatrixComesBackAsTheOldParts(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int p = 4 + random.nextInt(8);
        int n = 1 + random.nextInt(6);
        List<MatrixEntries> oldParts = randomPermutations(p, n, random);
        List<MatrixEntries> parts = KempeInsertion.split(sum(oldParts, p), n,
                (m, i, j) -> has(oldParts.get(m), i, j)).orElseThrow();
        for (int m = 0; m < n; m++) {
            assertEquals(java.util.Arrays.deepToString(oldParts.get(m).toDense()),
                    java.util.Arrays.deepToString(parts.get(m).toDense()), "part " + m);
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {31, 32, 33})
    void withoutOldPartsItIsKonigsColouring(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int p = 8;
        int n = 4;
        MatrixEntries d = sum(randomPermutations(p, n, random), p);
        List<MatrixEntries> parts = KempeInsertion.split(d, n, null).orElseThrow();
        assertEquals(n, parts.size());
        assertTrue(DecompositionVerifier.verifyParts(d, parts, false).isPassed());
    }

    /**
     * Unit 0→0 finds no colour free at both ends: row 0 has colours 0 and 1 free, column 0 only colour 2. Two
     * alternating paths start at column 0: colour 0 / colour 2 through units 1→0, 1→3, 4→3 (three units), and
     * colour 1 / colour 2 through unit 2→0 alone. Today's rule swaps the shortest path, here also the one that moves
     * the fewest old units: 2→0 goes to colour 2 and the new unit takes colour 1. (A least-loss path rule would make
     * the same choice here.)
     */
    @Test
    void insertionSwapsTheShortestAlternatingPath() {
        List<MatrixEntries> old = List.of(parts(6, 1, 0, 4, 3), parts(6, 2, 0), parts(6, 0, 5, 1, 3));
        MatrixEntries d = plusUnit(sum(old, 6), 0, 0);
        List<MatrixEntries> split = KempeInsertion.split(d, 3, (m, i, j) -> has(old.get(m), i, j)).orElseThrow();
        assertEquals(List.of("[1, 0, 1]", "[4, 3, 1]"), entries(split.get(0)));
        assertEquals(List.of("[0, 0, 1]"), entries(split.get(1)));
        assertEquals(List.of("[0, 5, 1]", "[1, 3, 1]", "[2, 0, 1]"), entries(split.get(2)));
    }

    @Test
    void aColourFreeAtBothEndsTakesTheUnitWithoutMovingAnything() {
        List<MatrixEntries> old = List.of(parts(4, 0, 1), parts(4, 1, 2));
        MatrixEntries d = plusUnit(sum(old, 4), 2, 3);
        List<MatrixEntries> split = KempeInsertion.split(d, 2, (m, i, j) -> has(old.get(m), i, j)).orElseThrow();
        assertEquals(List.of("[0, 1, 1]", "[2, 3, 1]"), entries(split.get(0)), "the lowest free colour");
        assertEquals(List.of("[1, 2, 1]"), entries(split.get(1)));
    }

    @Test
    void aRowOverThePartCountHasNoSplit() {
        MatrixEntries d = MatrixEntries.of(new int[][] {{0, 2, 1}, {0, 0, 0}, {0, 0, 0}});
        assertTrue(KempeInsertion.split(d, 2, null).isEmpty());
        assertEquals(3, KempeInsertion.split(d, 3, null).orElseThrow().size());
    }

    private static MatrixEntries plusUnit(MatrixEntries d, int i, int j) {
        int[][] dense = d.toDense();
        dense[i][j]++;
        return MatrixEntries.of(dense);
    }

    /** A part on a p×p matrix from (row, column) pairs. */
    private static MatrixEntries parts(int p, int... rowCol) {
        MatrixEntries part = new MatrixEntries(p, p);
        for (int n = 0; n < rowCol.length; n += 2) {
            part.add(rowCol[n], rowCol[n + 1], 1);
        }
        return part;
    }

    private static List<String> entries(MatrixEntries m) {
        List<String> out = new java.util.ArrayList<>();
        for (int e = 0; e < m.size(); e++) {
            out.add(java.util.Arrays.toString(new int[] {m.row(e), m.col(e), m.value(e)}));
        }
        java.util.Collections.sort(out);
        return out;
    }

    private static List<MatrixEntries> randomPermutations(int p, int n, SplittableRandom random) {
        List<MatrixEntries> parts = new java.util.ArrayList<>();
        for (int m = 0; m < n; m++) {
            int[] perm = new int[p];
            for (int i = 0; i < p; i++) {
                perm[i] = i;
            }
            for (int i = p - 1; i > 0; i--) {
                int k = random.nextInt(i + 1);
                int t = perm[i];
                perm[i] = perm[k];
                perm[k] = t;
            }
            MatrixEntries part = new MatrixEntries(p, p);
            for (int i = 0; i < p; i++) {
                if (perm[i] != i && random.nextInt(5) != 0) {
                    part.add(i, perm[i], 1);
                }
            }
            parts.add(part);
        }
        return parts;
    }

    private static MatrixEntries sum(List<MatrixEntries> parts, int p) {
        int[][] dense = new int[p][p];
        for (MatrixEntries part : parts) {
            for (int e = 0; e < part.size(); e++) {
                dense[part.row(e)][part.col(e)] += part.value(e);
            }
        }
        return MatrixEntries.of(dense);
    }

    /** Removes a few units and adds units where a row and a column still have room, keeping sums at most n. */
    private static MatrixEntries perturb(MatrixEntries d, int n, SplittableRandom random) {
        int p = d.dimension();
        int[][] dense = d.toDense();
        for (int t = 0; t < 2 * p; t++) {
            int i = random.nextInt(p);
            int j = random.nextInt(p);
            if (random.nextBoolean() && dense[i][j] > 0) {
                dense[i][j]--;
            } else if (i != j && rowSum(dense, i) < n && colSum(dense, j) < n) {
                dense[i][j]++;
            }
        }
        return MatrixEntries.of(dense);
    }

    private static int rowSum(int[][] m, int i) {
        int s = 0;
        for (int v : m[i]) {
            s += v;
        }
        return s;
    }

    private static int colSum(int[][] m, int j) {
        int s = 0;
        for (int[] row : m) {
            s += row[j];
        }
        return s;
    }

    private static boolean has(MatrixEntries part, int i, int j) {
        for (int e = 0; e < part.size(); e++) {
            if (part.row(e) == i && part.col(e) == j) {
                return true;
            }
        }
        return false;
    }
}
