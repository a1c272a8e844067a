package com.lightwire.core.spectra;

import java.util.Arrays;

/**
 * Minimum-cost perfect assignment on a dense n×n cost matrix by shortest augmenting paths with dual potentials
 * (Jonker and Volgenant, "A shortest augmenting path algorithm for dense and sparse linear assignment problems",
 * Computing 38, 1987): a row-reduction start matches rows greedily along tight cells, then each free row is added by
 * one Dijkstra-like search over reduced costs. O(n³) worst case, far less when the start is good. Column potentials
 * may be passed in and are updated, so a sequence of similar problems (Decompose's rounds) starts warm. Costs must be
 * finite; forbidden cells carry a large finite penalty that callers check for afterwards.
 *
 * <p>Each search step makes one pass over the columns: it applies the previous step's distance shift to a column's
 * slack as it reads it, and shifts the potentials of the columns already reached from a list of them (ADR 0023).
 * Every potential and slack sees the same floating-point operations in the same order as in the textbook two-pass
 * form, so ties between equal-cost assignments resolve the same way.
 */
public final class LinearAssignment {

    private LinearAssignment() {
    }

    /** The assignment {@code sigma} (row i to column sigma[i]) minimising Σ cost[i][sigma[i]]. */
    public static int[] solve(double[][] cost) {
        return solve(cost, new double[cost.length]);
    }

    /**
     * As {@link #solve(double[][])}, starting from column potentials {@code v} (length n; zeros for a cold start),
     * which hold the final potentials afterwards.
     */
    public static int[] solve(double[][] cost, double[] v) {
        return new Search(cost, v).run(v);
    }

    /** The working arrays of one solve. */
    private static final class Search {
        private final double[][] cost;
        private final int n;
        private final double[] u;
        private final double[] v;
        private final int[] rowOfCol;
        private final double[] minv;
        private final int[] way;
        private final boolean[] used;
        private final int[] usedList;

        Search(double[][] cost, double[] v0) {
            this.cost = cost;
            this.n = cost.length;
            this.u = new double[n + 1];
            this.v = Arrays.copyOf(v0, n + 1);
            this.rowOfCol = new int[n + 1];
            Arrays.fill(rowOfCol, -1);
            this.minv = new double[n + 1];
            this.way = new int[n + 1];
            this.used = new boolean[n + 1];
            this.usedList = new int[n + 1];
        }

        int[] run(double[] vOut) {
            boolean[] rowDone = new boolean[n];
            reduceRows(rowDone);
            for (int i = 0; i < n; i++) {
                if (!rowDone[i]) {
                    augment(i);
                }
            }
            int[] sigma = new int[n];
            for (int j = 0; j < n; j++) {
                sigma[rowOfCol[j]] = j;
            }
            System.arraycopy(v, 0, vOut, 0, n);
            return sigma;
        }

        /** u[i] = min_j (c[i][j] − v[j]); row i takes a free column where that minimum is reached, if any. */
        private void reduceRows(boolean[] rowDone) {
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
        private void augment(int row) {
            Arrays.fill(minv, Double.POSITIVE_INFINITY);
            rowOfCol[n] = row;
            int reached = 0;
            int j0 = n;
            double shift = 0;
            do {
                used[j0] = true;
                usedList[reached++] = j0;
                int j1 = scan(j0, shift);
                double delta = minv[j1];
                for (int k = 0; k < reached; k++) {
                    int j = usedList[k];
                    u[rowOfCol[j]] += delta;
                    v[j] -= delta;
                }
                shift = delta;
                j0 = j1;
            } while (rowOfCol[j0] >= 0);
            for (int k = 0; k < reached; k++) {
                used[usedList[k]] = false;
            }
            do {
                int j1 = way[j0];
                rowOfCol[j0] = rowOfCol[j1];
                j0 = j1;
            } while (j0 != n);
            rowOfCol[n] = -1;
        }

        /**
         * One step from the row matched to column {@code j0}: lowers every unreached column's slack by the previous
         * step's {@code shift}, relaxes it through that row and returns the first column of least slack.
         */
        private int scan(int j0, double shift) {
            int i0 = rowOfCol[j0];
            double[] c = cost[i0];
            double ui = u[i0];
            double delta = Double.POSITIVE_INFINITY;
            int j1 = -1;
            for (int j = 0; j < n; j++) {
                if (!used[j]) {
                    double m = minv[j] - shift;
                    double cur = c[j] - ui - v[j];
                    if (cur < m) {
                        m = cur;
                        way[j] = j0;
                    }
                    minv[j] = m;
                    if (m < delta) {
                        delta = m;
                        j1 = j;
                    }
                }
            }
            return j1;
        }
    }
}
