package com.lightwire.core.decompose;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Splits D (row and column sums at most n) into n partial permutations by bipartite edge colouring with alternating
 * paths (König's theorem; digest §4.6 "ITV-Fast"), starting from the old parts: every unit of D that an old part
 * held is first put back in that part, then each remaining unit is inserted with a colour free at its row; when that
 * colour is taken at its column, the shortest two-colour alternating path from the column is swapped first (in a
 * bipartite graph it never returns to the row). Only units on swapped paths leave their old part, so small topology
 * changes cause small rewiring, and an unchanged D comes back as the old parts. O(units · n² · path length).
 */
public final class KempeInsertion {

    private KempeInsertion() {
    }

    /**
     * @param d     the matrix to split; its row and column sums must not exceed {@code parts}
     * @param parts number of parts n
     * @param old   which part held which unit before, or null for none
     * @return the n parts, or empty if a row or column sum of D exceeds n
     */
    public static Optional<List<MatrixEntries>> split(MatrixEntries d, int parts, OldParts old) {
        int p = d.dimension();
        Colouring colouring = new Colouring(parts, p);
        List<int[]> pending = keepOldUnits(d, parts, old, colouring);
        for (int[] unit : pending) {
            if (!colouring.insert(unit[0], unit[1])) {
                return Optional.empty();
            }
        }
        return Optional.of(colouring.toParts());
    }

    /** Places every unit an old part held in that part; returns the units still to place, in (row, column) order. */
    private static List<int[]> keepOldUnits(MatrixEntries d, int parts, OldParts old, Colouring colouring) {
        List<int[]> pending = new ArrayList<>();
        for (int e = 0; e < d.size(); e++) {
            int i = d.row(e);
            int j = d.col(e);
            int left = d.value(e);
            for (int m = 0; m < parts && left > 0 && old != null; m++) {
                if (old.has(m, i, j) && colouring.free(m, i, j)) {
                    colouring.set(m, i, j);
                    left--;
                }
            }
            for (; left > 0; left--) {
                pending.add(new int[] {i, j});
            }
        }
        return pending;
    }

    /** Partial permutations as row→column and column→row maps per colour. */
    private static final class Colouring {
        private final int[][] rowTo;
        private final int[][] colFrom;

        Colouring(int colours, int p) {
            rowTo = new int[colours][p];
            colFrom = new int[colours][p];
            for (int m = 0; m < colours; m++) {
                Arrays.fill(rowTo[m], -1);
                Arrays.fill(colFrom[m], -1);
            }
        }

        boolean free(int m, int i, int j) {
            return rowTo[m][i] < 0 && colFrom[m][j] < 0;
        }

        void set(int m, int i, int j) {
            rowTo[m][i] = j;
            colFrom[m][j] = i;
        }

        /** Inserts unit i→j, swapping the shortest alternating path when no colour is free at both ends. */
        boolean insert(int i, int j) {
            int bestAlpha = -1;
            int bestBeta = -1;
            int bestLength = Integer.MAX_VALUE;
            for (int alpha = 0; alpha < rowTo.length; alpha++) {
                if (rowTo[alpha][i] >= 0) {
                    continue;
                }
                if (colFrom[alpha][j] < 0) {
                    set(alpha, i, j);
                    return true;
                }
                for (int beta = 0; beta < rowTo.length; beta++) {
                    if (colFrom[beta][j] < 0) {
                        int length = pathLength(j, alpha, beta);
                        if (length < bestLength) {
                            bestLength = length;
                            bestAlpha = alpha;
                            bestBeta = beta;
                        }
                    }
                }
            }
            if (bestAlpha < 0) {
                return false;
            }
            swapPath(j, bestAlpha, bestBeta);
            set(bestAlpha, i, j);
            return true;
        }

        /** Units on the path from column j: its alpha unit, that row's beta unit, that column's alpha unit, ... */
        private int pathLength(int j, int alpha, int beta) {
            int length = 0;
            int col = j;
            while (true) {
                int row = colFrom[alpha][col];
                if (row < 0) {
                    return length;
                }
                length++;
                int next = rowTo[beta][row];
                if (next < 0) {
                    return length;
                }
                length++;
                col = next;
            }
        }

        private void swapPath(int j, int alpha, int beta) {
            List<int[]> alphaUnits = new ArrayList<>();
            List<int[]> betaUnits = new ArrayList<>();
            int col = j;
            while (true) {
                int row = colFrom[alpha][col];
                if (row < 0) {
                    break;
                }
                alphaUnits.add(new int[] {row, col});
                int next = rowTo[beta][row];
                if (next < 0) {
                    break;
                }
                betaUnits.add(new int[] {row, next});
                col = next;
            }
            alphaUnits.forEach(u -> clear(alpha, u[0], u[1]));
            betaUnits.forEach(u -> clear(beta, u[0], u[1]));
            alphaUnits.forEach(u -> set(beta, u[0], u[1]));
            betaUnits.forEach(u -> set(alpha, u[0], u[1]));
        }

        private void clear(int m, int i, int j) {
            rowTo[m][i] = -1;
            colFrom[m][j] = -1;
        }

        List<MatrixEntries> toParts() {
            List<MatrixEntries> parts = new ArrayList<>(rowTo.length);
            for (int[] map : rowTo) {
                MatrixEntries part = new MatrixEntries(map.length, map.length);
                for (int i = 0; i < map.length; i++) {
                    if (map[i] >= 0) {
                        part.add(i, map[i], 1);
                    }
                }
                parts.add(part);
            }
            return parts;
        }
    }
}
