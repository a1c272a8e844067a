package com.lightwire.core.spectra;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.spectra.Tolerance;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Decompose's loop (spectra.md §2.2) on the graph of the matrix's positive cells instead of the dense n×n cost
 * matrix (ADR 0023): each round solves the constrained assignment with {@link SparseAssignment} from zero column
 * potentials (the last round's potentials, the old warm start, cost more augmenting row reduction than they saved:
 * ADR 0061), and has {@link AssignmentCertificate} prove it the unique optimum of the dense round,
 * so it equals what the dense {@link LinearAssignment} loop returns. Off-graph cells that the potentials price below
 * their cost join the graph and the round is solved again; a round with tied optima (or without a perfect matching
 * on the graph) ends the attempt and the caller runs the dense loop from the start. Residuals, α and the round
 * records are computed with the dense loop's arithmetic.
 */
final class CertifiedRounds {

    /** Re-solves of one round after off-graph cells joined the graph, before the attempt is given up. */
    private static final int MAX_REPAIRS = 8;

    private final double[][] d;
    private final int n;
    private int[] rowStart;
    private int[] cols;
    private double[] residual;
    private boolean[] uncovered;
    private final int[] counts;

    private CertifiedRounds(double[][] d) {
        this.d = d;
        n = d.length;
        double threshold = Tolerance.support(Support.maxEntry(d));
        rowStart = new int[n + 1];
        for (int i = 0; i < n; i++) {
            int k = 0;
            for (double x : d[i]) {
                k += x > 0 ? 1 : 0;
            }
            rowStart[i + 1] = rowStart[i] + k;
        }
        cols = new int[rowStart[n]];
        residual = new double[cols.length];
        uncovered = new boolean[cols.length];
        counts = new int[2 * n];
        int e = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (d[i][j] > 0) {
                    cols[e] = j;
                    residual[e] = d[i][j];
                    uncovered[e] = d[i][j] > threshold;
                    counts[i] += uncovered[e] ? 1 : 0;
                    counts[n + j] += uncovered[e] ? 1 : 0;
                    e++;
                }
            }
        }
    }

    /**
     * The d rounds of Decompose on {@code d}, or null when some round's optimum is not certified unique, or when more
     * than half the cells are positive (the graph is then dense and the dense loop as fast).
     */
    static List<Decomposition.SpectraRound> run(double[][] d, SolveMonitor monitor) {
        long positive = 0;
        for (double[] row : d) {
            for (double x : row) {
                positive += x > 0 ? 1 : 0;
            }
        }
        return 2 * positive > (long) d.length * d.length ? null : new CertifiedRounds(d).rounds(monitor);
    }

    private List<Decomposition.SpectraRound> rounds(SolveMonitor monitor) {
        int degree = Support.degree(counts);
        Workspace ws = new Workspace(n);
        List<Decomposition.SpectraRound> out = new ArrayList<>(degree);
        for (int round = 0; round < degree; round++) {
            monitor.checkCancelled();
            monitor.progress((double) round / Math.max(1, degree), "Decompose round " + (round + 1) + " of " + degree);
            int dr = Support.degree(counts);
            if (!solveCertified(dr, ws)) {
                return null;
            }
            out.add(cover(dr, ws.critRow, ws.critCol, ws.sigma));
        }
        return out;
    }

    /** Solves round {@code dr} into {@code ws.sigma}; false when its dense optimum cannot be certified unique. */
    private boolean solveCertified(int dr, Workspace ws) {
        double w = maxResidual();
        double big = n * (w + 1) + 1;
        Arrays.fill(ws.v, 0);
        for (int attempt = 0; attempt <= MAX_REPAIRS; attempt++) {
            double[] cost = fillCosts(dr, w, ws);
            if (!ws.assignment.solve(ws.allowedStart, ws.allowedCols, ws.allowedCost, ws.u, ws.v, ws.sigma)) {
                return false;
            }
            AssignmentCertificate.Result result = ws.certificate.check(rowStart, cols, cost, ws.critRow, ws.critCol,
                    w, big, ws.sigma, ws.u, ws.v);
            if (result != AssignmentCertificate.Result.INFEASIBLE_DUALS) {
                return result == AssignmentCertificate.Result.UNIQUE_OPTIMUM;
            }
            int[] cells = ws.certificate.violatedCells();
            if (cells.length == 0) {
                return false;
            }
            addCells(cells);
        }
        return false;
    }

    private double maxResidual() {
        double max = 0;
        for (double r : residual) {
            max = Math.max(max, r);
        }
        return max;
    }

    /**
     * Edge costs w − residual, +∞ where a critical line may not use a covered cell (for the certificate); marks the
     * critical lines; and copies the finite edges to the workspace's allowed graph, which the assignment solves on
     * (the forbidden edges are absent for it anyway, and skipping them shortens every scan of a row).
     */
    private double[] fillCosts(int dr, double w, Workspace ws) {
        boolean[] critRow = ws.critRow;
        boolean[] critCol = ws.critCol;
        for (int i = 0; i < n; i++) {
            critRow[i] = counts[i] == dr;
            critCol[i] = counts[n + i] == dr;
        }
        double[] cost = ws.costs(cols.length);
        int k = 0;
        for (int i = 0; i < n; i++) {
            ws.allowedStart[i] = k;
            for (int e = rowStart[i]; e < rowStart[i + 1]; e++) {
                boolean critical = critRow[i] || critCol[cols[e]];
                if (critical && !uncovered[e]) {
                    cost[e] = Double.POSITIVE_INFINITY;
                } else {
                    cost[e] = w - residual[e];
                    ws.allowedCols[k] = cols[e];
                    ws.allowedCost[k++] = cost[e];
                }
            }
        }
        ws.allowedStart[n] = k;
        return cost;
    }

    /** Adds the off-graph cells {@code cells} ((row, column) pairs, row-major) to the graph, residual d[i][j]. */
    private void addCells(int[] cells) {
        int added = cells.length / 2;
        int[] start = new int[n + 1];
        int[] c = new int[cols.length + added];
        double[] r = new double[c.length];
        boolean[] unc = new boolean[c.length];
        int k = 0;
        int next = 0;
        for (int i = 0; i < n; i++) {
            start[i] = k;
            for (int e = rowStart[i]; e < rowStart[i + 1]; e++) {
                c[k] = cols[e];
                r[k] = residual[e];
                unc[k++] = uncovered[e];
            }
            for (; next < added && cells[2 * next] == i; next++) {
                c[k] = cells[2 * next + 1];
                r[k++] = d[i][cells[2 * next + 1]];
            }
        }
        start[n] = k;
        rowStart = start;
        cols = c;
        residual = r;
        uncovered = unc;
    }

    /** α = the least newly covered residual; lowers the matched residuals by α and marks the cells covered. */
    private Decomposition.SpectraRound cover(int dr, boolean[] critRow, boolean[] critCol, int[] sigma) {
        List<Integer> rows = new ArrayList<>();
        List<Integer> columns = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (critRow[i]) {
                rows.add(i);
            }
            if (critCol[i]) {
                columns.add(i);
            }
        }
        int[] edge = new int[n];
        double alpha = Double.POSITIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            edge[i] = edgeOf(i, sigma[i]);
            if (uncovered[edge[i]]) {
                alpha = Math.min(alpha, residual[edge[i]]);
            }
        }
        for (int i = 0; i < n; i++) {
            int e = edge[i];
            residual[e] = Math.max(residual[e] - alpha, 0);
            if (uncovered[e]) {
                uncovered[e] = false;
                counts[i]--;
                counts[n + sigma[i]]--;
            }
        }
        return new Decomposition.SpectraRound(dr, rows, columns, sigma, alpha);
    }

    private int edgeOf(int i, int j) {
        for (int e = rowStart[i]; e < rowStart[i + 1]; e++) {
            if (cols[e] == j) {
                return e;
            }
        }
        throw new IllegalStateException("the assignment uses cell (" + i + ", " + j + ") outside the graph");
    }

    /**
     * The arrays every round reuses; v holds the column potentials of the round's solve (zero at its start, kept
     * across the re-solves of a repair); the allowed graph is the round's graph without its forbidden edges.
     */
    private static final class Workspace {
        final int[] allowedStart;
        int[] allowedCols = new int[0];
        double[] allowedCost = new double[0];
        private double[] cost = new double[0];
        final SparseAssignment assignment;
        final AssignmentCertificate certificate;
        final double[] u;
        final double[] v;
        final int[] sigma;
        final boolean[] critRow;
        final boolean[] critCol;

        /** The edge-cost array for a graph of {@code edges} edges (reused while the graph keeps its size). */
        double[] costs(int edges) {
            if (cost.length != edges) {
                cost = new double[edges];
                allowedCols = new int[edges];
                allowedCost = new double[edges];
            }
            return cost;
        }

        Workspace(int n) {
            allowedStart = new int[n + 1];
            assignment = new SparseAssignment(n);
            certificate = new AssignmentCertificate(n);
            u = new double[n];
            v = new double[n];
            sigma = new int[n];
            critRow = new boolean[n];
            critCol = new boolean[n];
        }
    }
}
