package com.lightwire.core.decompose;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Kempe insertion of one new unit into an old colouring moves exactly as many old units as the shortest alternating
 * path it could swap (none when a colour is free at both ends), checked against a reference that measures every
 * (alpha, beta) path on 400 seeded random colourings, and splits a matrix whose entries fill its storage exactly.
 */
class KempeShortestPathTest {

    @Test
    void oneNewUnitMovesNoMoreThanTheShortestAlternatingPathOnFourHundredSeeds() {
        int checked = 0;
        for (long seed = 1; seed <= 400; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            int p = 3 + random.nextInt(6);
            int n = 2 + random.nextInt(3);
            int[][][] old = randomColouring(p, n, random);
            int[] unit = freeUnit(old, p, n, random);
            if (unit == null) {
                continue;
            }
            int[][] d = new int[p][p];
            for (int[][] part : old) {
                for (int i = 0; i < p; i++) {
                    if (part[0][i] >= 0) {
                        d[i][part[0][i]]++;
                    }
                }
            }
            d[unit[0]][unit[1]]++;
            List<MatrixEntries> split = KempeInsertion.split(MatrixEntries.of(d), n,
                    (m, i, j) -> old[m][0][i] == j).orElseThrow();
            int moved = 0;
            for (int m = 0; m < n; m++) {
                int[][] dense = split.get(m).toDense();
                for (int i = 0; i < p; i++) {
                    if (old[m][0][i] >= 0 && dense[i][old[m][0][i]] == 0) {
                        moved++;
                    }
                }
            }
            assertEquals(shortestPath(old, unit[0], unit[1]), moved, "seed " + seed);
            checked++;
        }
        assertEquals(true, checked > 300, "instances checked: " + checked);
    }

    @Test
    void aMatrixWhoseSixteenEntriesFillItsStorageIsSplit() {
        int[][] ones = new int[4][4];
        for (int[] row : ones) {
            Arrays.fill(row, 1);
        }
        MatrixEntries d = MatrixEntries.of(ones);
        assertEquals(16, d.size());
        List<MatrixEntries> parts = KempeInsertion.split(d, 4, null).orElseThrow();
        assertEquals(true, DecompositionVerifier.verifyParts(d, parts, false).isPassed());
    }

    /** {@code [m][0][i]} = column of row i in part m, {@code [m][1][j]} = row of column j, or -1. */
    private static int[][][] randomColouring(int p, int n, SplittableRandom random) {
        int[][][] parts = new int[n][2][p];
        for (int[][] part : parts) {
            Arrays.fill(part[0], -1);
            Arrays.fill(part[1], -1);
            List<Integer> cols = new ArrayList<>();
            for (int j = 0; j < p; j++) {
                cols.add(j);
            }
            for (int i = 0; i < p; i++) {
                int j = cols.get(random.nextInt(cols.size()));
                if (random.nextInt(5) > 0) {
                    part[0][i] = j;
                    part[1][j] = i;
                    cols.remove(Integer.valueOf(j));
                }
            }
        }
        return parts;
    }

    /** A unit whose row and column each have a free colour, or null when none is found. */
    private static int[] freeUnit(int[][][] old, int p, int n, SplittableRandom random) {
        for (int attempt = 0; attempt < 20; attempt++) {
            int i = random.nextInt(p);
            int j = random.nextInt(p);
            boolean rowFree = false;
            boolean colFree = false;
            for (int[][] part : old) {
                rowFree |= part[0][i] < 0;
                colFree |= part[1][j] < 0;
            }
            if (rowFree && colFree) {
                return new int[] {i, j};
            }
        }
        return null;
    }

    /** The fewest units any single alternating-path swap moves to free a colour for unit i→j. */
    private static int shortestPath(int[][][] old, int i, int j) {
        int best = Integer.MAX_VALUE;
        for (int alpha = 0; alpha < old.length; alpha++) {
            if (old[alpha][0][i] >= 0) {
                continue;
            }
            if (old[alpha][1][j] < 0) {
                return 0;
            }
            for (int beta = 0; beta < old.length; beta++) {
                if (old[beta][1][j] < 0) {
                    best = Math.min(best, pathLength(old, j, alpha, beta));
                }
            }
        }
        return best;
    }

    private static int pathLength(int[][][] old, int j, int alpha, int beta) {
        int length = 0;
        int col = j;
        boolean alphaStep = true;
        int row = -1;
        while (true) {
            if (alphaStep) {
                row = old[alpha][1][col];
                if (row < 0) {
                    return length;
                }
            } else {
                col = old[beta][0][row];
                if (col < 0) {
                    return length;
                }
            }
            length++;
            alphaStep = !alphaStep;
        }
    }
}
