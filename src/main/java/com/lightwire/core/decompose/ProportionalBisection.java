package com.lightwire.core.decompose;

import com.lightwire.core.flow.FlowNetwork;
import com.lightwire.core.flow.MinCostCirculation;
import com.lightwire.core.solve.SolveMonitor;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Integer matrix decomposition by recursive proportional bisection (Cross Wiring Theorem 3.2, digest §4.2 and
 * §4.5 Bisect): splits D into n parts by halving the part range and solving one min-cost circulation per split.
 * With {@link SplitBounds#BALANCED} every part satisfies the theorem's bounds {@code [floor(v/n), ceil(v/n)]} on
 * entries, row sums and column sums; with {@link SplitBounds#REUSE} only the sums are bounded by the part count,
 * which is all a partial-permutation split needs. With old parts, the cost of moving a unit to the other half is
 * minimised at every level. O(log n) levels, each with total flow at most the sum of D.
 */
public final class ProportionalBisection {

    private ProportionalBisection() {
    }

    /**
     * @param d      the matrix to split; for REUSE its row and column sums must not exceed {@code parts}
     * @param parts  number of parts n ≥ 1
     * @param bounds which bounds to impose
     * @param old    which part held which unit before, or null to ignore rewiring
     * @return the n parts in order, or empty when a split within the bounds does not exist
     */
    public static Optional<List<MatrixEntries>> split(MatrixEntries d, int parts, SplitBounds bounds, OldParts old,
                                                      SolveMonitor monitor) {
        List<MatrixEntries> out = new ArrayList<>(parts);
        return bisect(d, 0, parts, bounds, old, monitor, out) ? Optional.of(out) : Optional.empty();
    }

    private static boolean bisect(MatrixEntries d, int from, int n, SplitBounds bounds, OldParts old,
                                  SolveMonitor monitor, List<MatrixEntries> out) {
        if (n == 1) {
            out.add(d);
            return true;
        }
        monitor.checkCancelled();
        int n0 = (n + 1) / 2;
        Optional<MatrixEntries[]> halves = halve(d, from, n, n0, bounds, old, monitor);
        return halves.isPresent() && bisect(halves.get()[0], from, n0, bounds, old, monitor, out)
                && bisect(halves.get()[1], from + n0, n - n0, bounds, old, monitor, out);
    }

    /** One split of d into X (parts [from, from+n0)) and D - X (the rest), or empty when none fits the bounds. */
    private static Optional<MatrixEntries[]> halve(MatrixEntries d, int from, int n, int n0, SplitBounds bounds, OldParts old,
                                         SolveMonitor monitor) {
        int p = d.dimension();
        if (d.size() == 0) {
            return Optional.of(new MatrixEntries[] {d, d});
        }
        FlowNetwork net = new FlowNetwork(1 + 2 * p);
        int[][] entryArcs = new int[d.size()][];
        for (int e = 0; e < d.size(); e++) {
            int i = d.row(e);
            int j = d.col(e);
            int v = d.value(e);
            int lo = bounds == SplitBounds.BALANCED ? floorShare(v, n0, n) : 0;
            int hi = bounds == SplitBounds.BALANCED ? ceilShare(v, n0, n) : v;
            if (old == null) {
                entryArcs[e] = new int[] {net.addArc(1 + i, 1 + p + j, lo, hi, 0), 1};
            } else {
                entryArcs[e] = net.addKeepOldArcs(1 + i, 1 + p + j, lo, hi, v, held(old, from, n0, i, j),
                        held(old, from + n0, n - n0, i, j));
            }
        }
        if (!addSumArcs(net, d.rowSums(), n, n0, bounds, true) || !addSumArcs(net, d.colSums(), n, n0, bounds, false)) {
            return Optional.empty();
        }
        return MinCostCirculation.solve(net, monitor).map(flow -> readHalves(d, entryArcs, flow));
    }

    private static boolean addSumArcs(FlowNetwork net, int[] sums, int n, int n0, SplitBounds bounds, boolean rows) {
        int p = sums.length;
        for (int i = 0; i < p; i++) {
            int v = sums[i];
            if (v == 0) {
                continue;
            }
            int lo = bounds == SplitBounds.BALANCED ? floorShare(v, n0, n) : Math.max(0, v - (n - n0));
            int hi = bounds == SplitBounds.BALANCED ? ceilShare(v, n0, n) : Math.min(v, n0);
            if (lo > hi) {
                return false;
            }
            if (rows) {
                net.addArc(0, 1 + i, lo, hi, 0);
            } else {
                net.addArc(1 + p + i, 0, lo, hi, 0);
            }
        }
        return true;
    }

    private static MatrixEntries[] readHalves(MatrixEntries d, int[][] entryArcs, int[] flow) {
        MatrixEntries x = new MatrixEntries(d.dimension(), d.size());
        MatrixEntries y = new MatrixEntries(d.dimension(), d.size());
        for (int e = 0; e < d.size(); e++) {
            int f = 0;
            for (int a = entryArcs[e][0]; a < entryArcs[e][0] + entryArcs[e][1]; a++) {
                f += flow[a];
            }
            x.add(d.row(e), d.col(e), f);
            y.add(d.row(e), d.col(e), d.value(e) - f);
        }
        return new MatrixEntries[] {x, y};
    }

    private static int held(OldParts old, int from, int count, int i, int j) {
        int n = 0;
        for (int part = from; part < from + count; part++) {
            if (old.has(part, i, j)) {
                n++;
            }
        }
        return n;
    }

    static int floorShare(int v, int n0, int n) {
        return (int) ((long) v * n0 / n);
    }

    static int ceilShare(int v, int n0, int n) {
        return (int) (((long) v * n0 + n - 1) / n);
    }
}
