package com.lightwire.core.spectra;

import com.lightwire.model.spectra.Tolerance;

import java.util.Arrays;

/**
 * Certifies that an assignment found on a sparse graph is the unique optimum of the dense n×n problem a round of
 * Decompose poses (ADR 0023). The dense costs are the graph's edge costs (forbidden edges at the penalty
 * {@code big}), and off the graph {@code w}, or {@code big} on a forbidden line. With the row potentials reset so
 * that the matching is tight, the check passes when (1) every dense cell's reduced cost is at least −η (dual
 * feasibility: the assignment is optimal) and (2) the cells whose reduced cost is at most τ, the matching's
 * alternatives, close no alternating cycle (no other assignment is within τ − 2nη of its cost), with τ =
 * {@link Tolerance#RELATIVE} times the largest of w and the potentials, η = τ / 4n. Any exact assignment solver,
 * whatever its tie rule, then returns this assignment. O(E + n) when no row comes near the off-graph cost, plus n
 * per row that does.
 */
final class AssignmentCertificate {

    /** The outcome: certified, or why not. */
    enum Result { UNIQUE_OPTIMUM, INFEASIBLE_DUALS, TIED }

    private final int n;
    private final int[] rowOfCol;
    private final int[] onRow;
    private final int[] arcStart;
    private int[] arcs;
    private final int[] indegree;
    private final int[] queue;
    private int[] violated;
    private int violatedCount;
    private int stamp;

    AssignmentCertificate(int n) {
        this.n = n;
        this.rowOfCol = new int[n];
        this.onRow = new int[n];
        this.arcStart = new int[n + 1];
        this.arcs = new int[4 * n];
        this.indegree = new int[n];
        this.queue = new int[n];
        this.violated = new int[2 * n];
    }

    /**
     * Checks {@code sigma} with column potentials {@code v}; {@code u} is overwritten with the row potentials that
     * make the matching tight. {@code cost} holds per edge the cost, +∞ for a forbidden edge; {@code criticalRow} and
     * {@code criticalCol} mark the lines on which off-graph cells are forbidden.
     */
    Result check(int[] rowStart, int[] cols, double[] cost, boolean[] criticalRow, boolean[] criticalCol, double w,
                 double big, int[] sigma, double[] u, double[] v) {
        double scale = Math.abs(w);
        double vmax = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            rowOfCol[sigma[i]] = i;
            u[i] = edgeCost(rowStart, cols, cost, big, i, sigma[i]) - v[sigma[i]];
            scale = Math.max(scale, Math.max(Math.abs(u[i]), Math.abs(v[i])));
            vmax = Math.max(vmax, v[i]);
        }
        double tight = Tolerance.RELATIVE * scale;
        double slack = tight / (4.0 * n);
        violatedCount = 0;
        boolean edgesFeasible = true;
        int count = 0;
        for (int i = 0; i < n && edgesFeasible; i++) {
            arcStart[i] = count;
            count = edgeArcs(rowStart, cols, cost, big, sigma, u, v, i, tight, slack, count);
            edgesFeasible = count >= 0;
            if (edgesFeasible && u[i] + vmax >= w - tight) {
                count = offGraphArcs(rowStart, cols, criticalRow, criticalCol, w, big, u, v, i, tight, slack, count);
            }
        }
        if (!edgesFeasible) {
            violatedCount = 0;
            return Result.INFEASIBLE_DUALS;
        }
        arcStart[n] = count;
        if (violatedCount > 0) {
            return Result.INFEASIBLE_DUALS;
        }
        return acyclic() ? Result.UNIQUE_OPTIMUM : Result.TIED;
    }

    /**
     * After {@link Result#INFEASIBLE_DUALS}: the off-graph cells found below −η as (row, column) pairs in row-major
     * order; empty when a graph cell was infeasible instead.
     */
    int[] violatedCells() {
        return Arrays.copyOf(violated, 2 * violatedCount);
    }

    private static double edgeCost(int[] rowStart, int[] cols, double[] cost, double big, int i, int j) {
        for (int e = rowStart[i]; e < rowStart[i + 1]; e++) {
            if (cols[e] == j) {
                return cost[e] == Double.POSITIVE_INFINITY ? big : cost[e];
            }
        }
        throw new IllegalStateException("the assignment uses cell (" + i + ", " + j + ") outside the graph");
    }

    /** Adds row i's near-tight graph cells as arcs; −1 when one is below −η. */
    private int edgeArcs(int[] rowStart, int[] cols, double[] cost, double big, int[] sigma, double[] u, double[] v,
                         int i, double tight, double slack, int count) {
        int k = count;
        for (int e = rowStart[i]; e < rowStart[i + 1]; e++) {
            int j = cols[e];
            if (j == sigma[i]) {
                continue;
            }
            double r = (cost[e] == Double.POSITIVE_INFINITY ? big : cost[e]) - u[i] - v[j];
            if (r < -slack) {
                return -1;
            }
            if (r <= tight) {
                k = addArc(k, rowOfCol[j]);
            }
        }
        return k;
    }

    /** Adds row i's near-tight off-graph cells as arcs and records those below −η. */
    private int offGraphArcs(int[] rowStart, int[] cols, boolean[] criticalRow, boolean[] criticalCol, double w,
                             double big, double[] u, double[] v, int i, double tight, double slack, int count) {
        stamp++;
        for (int e = rowStart[i]; e < rowStart[i + 1]; e++) {
            onRow[cols[e]] = stamp;
        }
        int k = count;
        for (int j = 0; j < n; j++) {
            if (onRow[j] == stamp) {
                continue;
            }
            double r = (criticalRow[i] || criticalCol[j] ? big : w) - u[i] - v[j];
            if (r < -slack) {
                recordViolation(i, j);
            } else if (r <= tight) {
                k = addArc(k, rowOfCol[j]);
            }
        }
        return k;
    }

    private void recordViolation(int i, int j) {
        if (2 * violatedCount == violated.length) {
            violated = Arrays.copyOf(violated, 2 * violated.length);
        }
        violated[2 * violatedCount] = i;
        violated[2 * violatedCount + 1] = j;
        violatedCount++;
    }

    private int addArc(int count, int toRow) {
        if (count == arcs.length) {
            arcs = Arrays.copyOf(arcs, 2 * arcs.length);
        }
        arcs[count] = toRow;
        return count + 1;
    }

    /** Kahn's algorithm on the rows: true when the arcs close no cycle. */
    private boolean acyclic() {
        Arrays.fill(indegree, 0);
        for (int a = 0; a < arcStart[n]; a++) {
            indegree[arcs[a]]++;
        }
        int tail = 0;
        for (int i = 0; i < n; i++) {
            if (indegree[i] == 0) {
                queue[tail++] = i;
            }
        }
        for (int head = 0; head < tail; head++) {
            int i = queue[head];
            for (int a = arcStart[i]; a < arcStart[i + 1]; a++) {
                if (--indegree[arcs[a]] == 0) {
                    queue[tail++] = arcs[a];
                }
            }
        }
        return tail == n;
    }
}
