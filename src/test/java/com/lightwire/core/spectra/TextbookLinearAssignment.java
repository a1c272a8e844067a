package com.lightwire.core.spectra;

import java.util.Arrays;

/**
 * The two-pass shortest augmenting path search {@link LinearAssignment} had before ADR 0023 (every step scanned the
 * columns once to relax and once more to shift the potentials), kept as the reference the one-pass form must match
 * potential for potential.
 */
final class TextbookLinearAssignment {

    private TextbookLinearAssignment() {
    }

    /** The assignment {@code sigma} (row i to column sigma[i]) minimising Σ cost[i][sigma[i]]. */
    static int[] solve(double[][] cost) {
        return solve(cost, new double[cost.length]);
    }

    /**
     * As {@link #solve(double[][])}, starting from column potentials {@code v} (length n; zeros for a cold start),
     * which hold the final potentials afterwards.
     */
    static int[] solve(double[][] cost, double[] v) {
        int n = cost.length;
        double[] u = new double[n + 1];
        int[] rowOfCol = new int[n + 1];
        Arrays.fill(rowOfCol, -1);
        double[] vv = Arrays.copyOf(v, n + 1);
        boolean[] rowDone = new boolean[n];
        reduceRows(cost, u, vv, rowOfCol, rowDone);
        double[] minv = new double[n + 1];
        int[] way = new int[n + 1];
        boolean[] used = new boolean[n + 1];
        for (int i = 0; i < n; i++) {
            if (!rowDone[i]) {
                augment(cost, i, u, vv, rowOfCol, minv, way, used);
            }
        }
        int[] sigma = new int[n];
        for (int j = 0; j < n; j++) {
            sigma[rowOfCol[j]] = j;
        }
        System.arraycopy(vv, 0, v, 0, n);
        return sigma;
    }

    /** u[i] = min_j (c[i][j] − v[j]); row i takes a free column where that minimum is reached, if any. */
    private static void reduceRows(double[][] cost, double[] u, double[] v, int[] rowOfCol, boolean[] rowDone) {
        int n = cost.length;
        for (int i = 0; i < n; i++) {
            double[] row = cost[i];
            double best = row[0] - v[0];
            int at = 0;
            for (int j = 1; j < n; j++) {
                double r = row[j] - v[j];
                if (r < best || (r == best && rowOfCol[at] >= 0 && rowOfCol[j] < 0)) {
                    // equal reduced cost: prefer a free column
                    best = r;
                    at = j;
                }
            }
            u[i] = best;
            if (rowOfCol[at] < 0) {
                rowOfCol[at] = i;
                rowDone[i] = true;
            }
        }
    }

    /** Adds free row {@code row} by a shortest augmenting path over reduced costs; column n is the virtual start. */
    private static void augment(double[][] cost, int row, double[] u, double[] v, int[] rowOfCol, double[] minv,
                                int[] way, boolean[] used) {
        int n = cost.length;
        Arrays.fill(minv, Double.POSITIVE_INFINITY);
        Arrays.fill(used, false);
        rowOfCol[n] = row;
        int j0 = n;
        do {
            used[j0] = true;
            int i0 = rowOfCol[j0];
            double delta = Double.POSITIVE_INFINITY;
            int j1 = -1;
            double[] c = cost[i0];
            double ui = u[i0];
            for (int j = 0; j < n; j++) {
                if (!used[j]) {
                    double cur = c[j] - ui - v[j];
                    if (cur < minv[j]) {
                        minv[j] = cur;
                        way[j] = j0;
                    }
                    if (minv[j] < delta) {
                        delta = minv[j];
                        j1 = j;
                    }
                }
            }
            for (int j = 0; j <= n; j++) {
                if (used[j]) {
                    u[rowOfCol[j]] += delta;
                    v[j] -= delta;
                } else {
                    minv[j] -= delta;
                }
            }
            j0 = j1;
        } while (rowOfCol[j0] >= 0);
        do {
            int j1 = way[j0];
            rowOfCol[j0] = rowOfCol[j1];
            j0 = j1;
        } while (j0 != n);
        rowOfCol[n] = -1;
    }
}
