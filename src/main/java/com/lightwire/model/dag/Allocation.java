package com.lightwire.model.dag;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A logical topology for one job: the symmetric integer matrix {@code x_ij} of circuits per pod pair (DELTA §1.1).
 * Immutable; equal content is equal.
 */
public final class Allocation {

    private final int pods;
    private final int[][] x;

    private Allocation(int[][] x) {
        this.pods = x.length;
        this.x = x;
    }

    /** An allocation from a symmetric matrix with a zero diagonal (copied). */
    public static Allocation ofMatrix(int[][] matrix) {
        int n = matrix.length;
        int[][] copy = new int[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (i != j && matrix[i][j] != matrix[j][i]) {
                    throw new IllegalArgumentException("x is not symmetric at (" + i + ", " + j + ")");
                }
                copy[i][j] = i == j ? 0 : matrix[i][j];
            }
        }
        return new Allocation(copy);
    }

    /** An allocation from its circuit list (pairs listed once; later entries of the same pair replace earlier). */
    public static Allocation of(int pods, List<Circuit> circuits) {
        int[][] m = new int[pods][pods];
        for (Circuit c : circuits) {
            m[c.a()][c.b()] = c.count();
            m[c.b()][c.a()] = c.count();
        }
        return new Allocation(m);
    }

    public int pods() {
        return pods;
    }

    /** {@code x_ij}. */
    public int count(int i, int j) {
        return x[i][j];
    }

    /** The circuits with a positive count, by (a, b), a less than b. */
    public List<Circuit> circuits() {
        List<Circuit> out = new ArrayList<>();
        for (int a = 0; a < pods; a++) {
            for (int b = a + 1; b < pods; b++) {
                if (x[a][b] > 0) {
                    out.add(new Circuit(a, b, x[a][b]));
                }
            }
        }
        return out;
    }

    /** Circuits in total (each counted once). */
    public long totalCircuits() {
        long sum = 0;
        for (int a = 0; a < pods; a++) {
            for (int b = a + 1; b < pods; b++) {
                sum += x[a][b];
            }
        }
        return sum;
    }

    /** Ports in use: {@code sum_{i != j} x_ij} over ordered pairs (eq. 4), twice the circuits. */
    public long ports() {
        return 2 * totalCircuits();
    }

    /** Ports used at pod {@code p}: {@code sum_j x_pj}. */
    public int portsAt(int p) {
        return Arrays.stream(x[p]).sum();
    }

    /** A copy of the matrix. */
    public int[][] matrix() {
        int[][] copy = new int[pods][];
        for (int i = 0; i < pods; i++) {
            copy[i] = x[i].clone();
        }
        return copy;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Allocation other && Arrays.deepEquals(x, other.x);
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(x);
    }

    @Override
    public String toString() {
        return "Allocation" + circuits();
    }
}
