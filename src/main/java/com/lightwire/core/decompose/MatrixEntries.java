package com.lightwire.core.decompose;

import java.util.Arrays;

/**
 * The non-zero entries of a square non-negative integer matrix, in (row, column) order. Decompositions of
 * reconfiguration matrices work on these: a 512-pod matrix holds at most a few thousand non-zeros per group.
 */
public final class MatrixEntries {

    private final int dimension;
    private int size;
    private int[] rows;
    private int[] cols;
    private int[] values;

    public MatrixEntries(int dimension, int capacity) {
        this.dimension = dimension;
        rows = new int[Math.max(4, capacity)];
        cols = new int[rows.length];
        values = new int[rows.length];
    }

    /** The non-zero entries of a dense matrix. */
    public static MatrixEntries of(int[][] dense) {
        MatrixEntries out = new MatrixEntries(dense.length, 16);
        for (int i = 0; i < dense.length; i++) {
            for (int j = 0; j < dense[i].length; j++) {
                out.add(i, j, dense[i][j]);
            }
        }
        return out;
    }

    /** Appends an entry; zero values are skipped. Callers append in (row, column) order. */
    public void add(int row, int col, int value) {
        if (value == 0) {
            return;
        }
        if (size == rows.length) {
            rows = Arrays.copyOf(rows, size * 2);
            cols = Arrays.copyOf(cols, size * 2);
            values = Arrays.copyOf(values, size * 2);
        }
        rows[size] = row;
        cols[size] = col;
        values[size] = value;
        size++;
    }

    public int dimension() {
        return dimension;
    }

    public int size() {
        return size;
    }

    public int row(int e) {
        return rows[e];
    }

    public int col(int e) {
        return cols[e];
    }

    public int value(int e) {
        return values[e];
    }

    public int[] rowSums() {
        int[] sums = new int[dimension];
        for (int e = 0; e < size; e++) {
            sums[rows[e]] += values[e];
        }
        return sums;
    }

    public int[] colSums() {
        int[] sums = new int[dimension];
        for (int e = 0; e < size; e++) {
            sums[cols[e]] += values[e];
        }
        return sums;
    }

    public int[][] toDense() {
        int[][] dense = new int[dimension][dimension];
        for (int e = 0; e < size; e++) {
            dense[rows[e]][cols[e]] += values[e];
        }
        return dense;
    }
}
