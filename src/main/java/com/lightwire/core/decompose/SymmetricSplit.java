package com.lightwire.core.decompose;

import com.lightwire.core.flow.FlowNetwork;
import com.lightwire.core.flow.MinCostCirculation;
import com.lightwire.core.solve.SolveMonitor;

import java.util.Optional;

/**
 * Symmetric integer matrix decomposition (Cross Wiring Theorem 3.1, LumosCore Theorem 2.1): for a symmetric
 * non-negative integer matrix C with zero diagonal, finds A ≥ 0 with {@code A + Aᵀ = C} and bounded row and column
 * sums, as one min-cost circulation (the paper's DecomOPT network, digest §4.5 SymSplit). With old counts the cost
 * {@code |A_ij - old_ij| + |A_ji - old_ji|} is minimised, so an existing orientation is kept where possible.
 * O(phases · (P² log P)) with at most P·K/2 pair nodes.
 */
public final class SymmetricSplit {

    private SymmetricSplit() {
    }

    /**
     * @param c      symmetric P×P matrix with zero diagonal
     * @param bounds {@link SplitBounds#BALANCED}: sums in [floor(d/2), ceil(d/2)]; {@link SplitBounds#REUSE}: sums at
     *               most budget/2
     * @param budget the port budget K_spine (row sums of C must not exceed it); ignored for BALANCED
     * @param old    old orientation counts, or null to ignore rewiring
     * @return A's non-zero entries, or empty when no split within the bounds exists
     */
    public static Optional<MatrixEntries> split(int[][] c, SplitBounds bounds, int budget, OldCounts old, SolveMonitor monitor) {
        int p = c.length;
        FlowNetwork net = new FlowNetwork(1 + p);
        int hub = 0;
        int pairs = countPairs(c);
        int[] pairI = new int[pairs];
        int[] pairJ = new int[pairs];
        int[][] forwardArcs = new int[pairs][];
        int[] backwardArc = new int[pairs];
        int q = 0;
        for (int i = 0; i < p; i++) {
            for (int j = i + 1; j < p; j++) {
                int cij = c[i][j];
                if (cij <= 0) {
                    continue;
                }
                int node = net.addNode();
                net.addArc(hub, node, cij, cij, 0);
                forwardArcs[q] = old == null ? new int[] {net.addArc(node, 1 + i, 0, cij, 0), 1}
                        : net.addKeepOldArcs(node, 1 + i, 0, cij, cij, old.count(i, j), old.count(j, i));
                backwardArc[q] = net.addArc(node, 1 + j, 0, cij, 0);
                pairI[q] = i;
                pairJ[q] = j;
                q++;
            }
        }
        for (int i = 0; i < p; i++) {
            int d = rowSum(c[i]);
            int lo = bounds == SplitBounds.BALANCED ? d / 2 : Math.max(0, d - budget / 2);
            int hi = bounds == SplitBounds.BALANCED ? (d + 1) / 2 : Math.min(d, budget / 2);
            if (lo > hi) {
                return Optional.empty();
            }
            net.addArc(1 + i, hub, lo, hi, 0);
        }
        return MinCostCirculation.solve(net, monitor)
                .map(flow -> readOrientation(p, pairs, pairI, pairJ, forwardArcs, backwardArc, flow));
    }

    private static MatrixEntries readOrientation(int p, int pairs, int[] pairI, int[] pairJ, int[][] forwardArcs,
                                                 int[] backwardArc, int[] flow) {
        int[] aij = new int[pairs];
        int[] aji = new int[pairs];
        for (int q = 0; q < pairs; q++) {
            for (int a = forwardArcs[q][0]; a < forwardArcs[q][0] + forwardArcs[q][1]; a++) {
                aij[q] += flow[a];
            }
            aji[q] = flow[backwardArc[q]];
        }
        return sortedEntries(p, pairs, pairI, pairJ, aij, aji);
    }

    /**
     * Entries of A in (row, column) order from the per-pair values A_ij (i<j) and A_ji. The pairs come in
     * lexicographic order, so row r receives its columns i < r (from pairs (i, r)) before its columns j > r (from
     * pairs (r, j)), each ascending: the buckets are sorted as filled.
     */
    private static MatrixEntries sortedEntries(int p, int pairs, int[] pairI, int[] pairJ, int[] aij, int[] aji) {
        MatrixEntries out = new MatrixEntries(p, pairs * 2);
        // bucket by row to keep (row, column) order without a P×P matrix
        int[] count = new int[p + 1];
        for (int q = 0; q < pairs; q++) {
            if (aij[q] > 0) {
                count[pairI[q] + 1]++;
            }
            if (aji[q] > 0) {
                count[pairJ[q] + 1]++;
            }
        }
        for (int i = 0; i < p; i++) {
            count[i + 1] += count[i];
        }
        int total = count[p];
        int[] cols = new int[total];
        int[] vals = new int[total];
        int[] fill = count.clone();
        for (int q = 0; q < pairs; q++) {
            if (aij[q] > 0) {
                cols[fill[pairI[q]]] = pairJ[q];
                vals[fill[pairI[q]]++] = aij[q];
            }
            if (aji[q] > 0) {
                cols[fill[pairJ[q]]] = pairI[q];
                vals[fill[pairJ[q]]++] = aji[q];
            }
        }
        for (int i = 0; i < p; i++) {
            for (int e = count[i]; e < count[i + 1]; e++) {
                out.add(i, cols[e], vals[e]);
            }
        }
        return out;
    }

    private static int countPairs(int[][] c) {
        int n = 0;
        for (int i = 0; i < c.length; i++) {
            for (int j = i + 1; j < c.length; j++) {
                if (c[i][j] > 0) {
                    n++;
                }
            }
        }
        return n;
    }

    static int rowSum(int[] row) {
        int s = 0;
        for (int v : row) {
            s += v;
        }
        return s;
    }
}
