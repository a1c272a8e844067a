package com.lightwire.core.spectra;

import java.util.Arrays;

/**
 * Minimum-cost perfect assignment on a sparse bipartite graph (rows to columns over an edge list in compressed rows)
 * by Jonker and Volgenant's scheme for sparse problems ("A shortest augmenting path algorithm for dense and sparse
 * linear assignment problems", Computing 38, 1987): row reduction against the given column potentials, two passes of
 * augmenting row reduction, then one Dijkstra search per row still free over the reduced costs ({@link ColumnHeap}).
 * O(E) per start and O(E log n) per free row at worst; a round of Decompose reaches few columns. Edges of infinite
 * cost are absent for the solve. One workspace serves a sequence of solves (ADR 0023).
 */
final class SparseAssignment {

    private final int n;
    private int[] rowStart;
    private int[] cols;
    private final int[] rowOfCol;
    private final int[] free;
    private final int[] predRow;
    private final double[] dist;
    private final int[] seen;
    private final int[] finished;
    private final ColumnHeap heap;
    private int stamp;

    /** A workspace for graphs on n rows and n columns. */
    SparseAssignment(int n) {
        this.n = n;
        this.rowOfCol = new int[n];
        this.free = new int[n];
        this.predRow = new int[n];
        this.dist = new double[n];
        this.seen = new int[n];
        this.finished = new int[n];
        this.heap = new ColumnHeap(dist);
    }

    /**
     * Solves on the graph whose row i has the columns {@code cols[rowStart[i] .. rowStart[i + 1])}, for edge costs
     * {@code cost} (per edge; +∞ = absent), from column potentials {@code v}; on success fills {@code sigma} and the
     * row potentials {@code u}, updates {@code v} (u[i] + v[j] ≤ cost on every edge, equal on the matching up to
     * rounding) and returns true; false when the graph has no perfect matching.
     */
    boolean solve(int[] rowStart, int[] cols, double[] cost, double[] u, double[] v, int[] sigma) {
        this.rowStart = rowStart;
        this.cols = cols;
        Arrays.fill(rowOfCol, -1);
        Arrays.fill(sigma, -1);
        int numFree = 0;
        for (int i = 0; i < n; i++) {
            if (!reduceRow(i, cost, u, v, sigma)) {
                return false;
            }
            if (sigma[i] < 0) {
                free[numFree++] = i;
            }
        }
        numFree = augmentingRowReduction(numFree, cost, u, v, sigma);
        for (int k = 0; k < numFree; k++) {
            if (!augment(free[k], cost, u, v, sigma)) {
                return false;
            }
        }
        return true;
    }

    /** u[i] = min over the row's edges of cost − v; the row takes that column when it is free. */
    private boolean reduceRow(int i, double[] cost, double[] u, double[] v, int[] sigma) {
        double best = Double.POSITIVE_INFINITY;
        int at = -1;
        for (int e = rowStart[i]; e < rowStart[i + 1]; e++) {
            double r = cost[e] - v[cols[e]];
            if (r < best || (r == best && at >= 0 && rowOfCol[at] >= 0 && rowOfCol[cols[e]] < 0)) {
                best = r;
                at = cols[e];
            }
        }
        if (at < 0) {
            return false;
        }
        u[i] = best;
        if (rowOfCol[at] < 0) {
            rowOfCol[at] = i;
            sigma[i] = at;
        }
        return true;
    }

    /**
     * Two passes over the free rows: each takes its cheapest column at the second-cheapest price (lowering that
     * column's potential by the difference), displacing the row there, which is tried again at once when the price
     * rose, else in the next pass. Keeps u + v ≤ cost with equality on the matching; returns the rows left free (at
     * the front of {@code free}).
     */
    private int augmentingRowReduction(int count, double[] cost, double[] u, double[] v, int[] sigma) {
        int numFree = count;
        int budget = rowStart[n] + n;
        for (int pass = 0; pass < 2 && numFree > 0; pass++) {
            int k = 0;
            int previous = numFree;
            numFree = 0;
            while (k < previous) {
                int i = free[k++];
                int displaced = bid(i, cost, u, v, sigma);
                if (displaced == -1) {
                    continue;
                }
                int row = displaced < 0 ? -displaced - 2 : displaced;
                if (displaced >= 0 && budget-- > 0) {
                    free[--k] = row;
                } else {
                    free[numFree++] = row;
                }
            }
        }
        return numFree;
    }

    /**
     * Row i takes its cheapest column j1 (second-cheapest price u2 − lowers v[j1] by u2 − u1), or on a tie its
     * second-cheapest column. Returns −1 when no row was displaced, the displaced row when the price rose, −(row + 2)
     * when it did not; a row of fewer than two edges bids nothing and is returned as not re-tried at once.
     */
    private int bid(int i, double[] cost, double[] u, double[] v, int[] sigma) {
        double u1 = Double.POSITIVE_INFINITY;
        double u2 = Double.POSITIVE_INFINITY;
        int j1 = -1;
        int j2 = -1;
        for (int e = rowStart[i]; e < rowStart[i + 1]; e++) {
            double h = cost[e] - v[cols[e]];
            if (h < u2) {
                if (h >= u1) {
                    u2 = h;
                    j2 = cols[e];
                } else {
                    u2 = u1;
                    j2 = j1;
                    u1 = h;
                    j1 = cols[e];
                }
            }
        }
        if (j2 < 0 || u2 == Double.POSITIVE_INFINITY) {
            return -(i + 2);
        }
        boolean rises = u1 < u2;
        int at = j1;
        if (rises) {
            v[j1] -= u2 - u1;
        } else if (rowOfCol[j1] >= 0) {
            at = j2;
        }
        int displaced = rowOfCol[at];
        sigma[i] = at;
        rowOfCol[at] = i;
        u[i] = u2;
        if (displaced < 0) {
            return -1;
        }
        sigma[displaced] = -1;
        return rises ? displaced : -(displaced + 2);
    }

    /** Dijkstra from free row {@code start} to the nearest free column, then the augmentation and dual update. */
    private boolean augment(int start, double[] cost, double[] u, double[] v, int[] sigma) {
        stamp++;
        heap.clear();
        u[start] = Double.POSITIVE_INFINITY;
        for (int e = rowStart[start]; e < rowStart[start + 1]; e++) {
            u[start] = Math.min(u[start], cost[e] - v[cols[e]]);
        }
        relax(start, 0, cost, u, v);
        int done = 0;
        while (!heap.isEmpty()) {
            int j = heap.poll();
            seen[j] = -stamp;
            finished[done++] = j;
            int i = rowOfCol[j];
            if (i < 0) {
                updateDuals(start, j, done, u, v);
                flip(j, sigma);
                return true;
            }
            relax(i, dist[j], cost, u, v);
        }
        return false;
    }

    /** Offers every edge of row {@code i}, reached at distance {@code di}, to the heap. */
    private void relax(int i, double di, double[] cost, double[] u, double[] v) {
        double ui = u[i];
        for (int e = rowStart[i]; e < rowStart[i + 1]; e++) {
            double c = cost[e];
            int j = cols[e];
            if (c == Double.POSITIVE_INFINITY || seen[j] == -stamp) {
                continue;
            }
            double d = di + (c - ui - v[j]);
            if (seen[j] != stamp) {
                seen[j] = stamp;
                dist[j] = d;
                predRow[j] = i;
                heap.add(j);
            } else if (d < dist[j]) {
                dist[j] = d;
                predRow[j] = i;
                heap.raise(j);
            }
        }
    }

    /**
     * With D the distance of the free column found: every finished column j moves v by −(D − dist j) and the row
     * matched to it u by +(D − dist j); the start row by +D. Reduced costs stay ≥ 0, the path becomes tight.
     */
    private void updateDuals(int start, int free, int done, double[] u, double[] v) {
        double total = dist[free];
        u[start] += total;
        for (int k = 0; k < done; k++) {
            int j = finished[k];
            if (j != free) {
                double slack = total - dist[j];
                v[j] -= slack;
                u[rowOfCol[j]] += slack;
            }
        }
    }

    private void flip(int freeColumn, int[] sigma) {
        int j = freeColumn;
        while (true) {
            int i = predRow[j];
            int previous = sigma[i];
            sigma[i] = j;
            rowOfCol[j] = i;
            if (previous < 0) {
                return;
            }
            j = previous;
        }
    }
}
