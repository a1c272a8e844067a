package com.lightwire.core.decompose;

import com.lightwire.core.flow.FlowNetwork;
import com.lightwire.core.flow.MinCostCirculation;
import com.lightwire.core.solve.SolveMonitor;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Integer matrix decomposition by sequential balanced rounding (Theorem 3.2, digest §4.2 "peeling"; LumosCore
 * §3.1.2): part t is an integral rounding of {@code R/(n-t)} of the remainder R, found as a feasible circulation.
 * A second, independent construction that certifies {@link ProportionalBisection} in tests and splits pod-level
 * demands into per-spine parts. n feasible-flow solves on a bipartite network of 2P+1 nodes.
 */
public final class BalancedPeeling {

    private BalancedPeeling() {
    }

    /** Splits d into n parts meeting the theorem's floor/ceil bounds; empty only if the theorem were false. */
    public static Optional<List<MatrixEntries>> split(MatrixEntries d, int n, SolveMonitor monitor) {
        List<MatrixEntries> parts = new ArrayList<>(n);
        MatrixEntries remainder = d;
        for (int t = 0; t < n; t++) {
            monitor.checkCancelled();
            Optional<MatrixEntries[]> cut = round(remainder, n - t, monitor);
            if (cut.isEmpty()) {
                return Optional.empty();
            }
            parts.add(cut.get()[0]);
            remainder = cut.get()[1];
        }
        return Optional.of(parts);
    }

    /** X with every entry and sum of R rounded to floor or ceil of value/m; returns {X, R - X}. */
    private static Optional<MatrixEntries[]> round(MatrixEntries r, int m, SolveMonitor monitor) {
        int p = r.dimension();
        FlowNetwork net = new FlowNetwork(1 + 2 * p);
        int[] arcs = new int[r.size()];
        for (int e = 0; e < r.size(); e++) {
            int v = r.value(e);
            arcs[e] = net.addArc(1 + r.row(e), 1 + p + r.col(e), v / m, (v + m - 1) / m, 0);
        }
        int[] rows = r.rowSums();
        int[] cols = r.colSums();
        for (int i = 0; i < p; i++) {
            net.addArc(0, 1 + i, rows[i] / m, (rows[i] + m - 1) / m, 0);
            net.addArc(1 + p + i, 0, cols[i] / m, (cols[i] + m - 1) / m, 0);
        }
        return MinCostCirculation.solve(net, monitor).map(flow -> cut(r, arcs, flow));
    }

    private static MatrixEntries[] cut(MatrixEntries r, int[] arcs, int[] flow) {
        int p = r.dimension();
        MatrixEntries x = new MatrixEntries(p, r.size());
        MatrixEntries rest = new MatrixEntries(p, r.size());
        for (int e = 0; e < r.size(); e++) {
            x.add(r.row(e), r.col(e), flow[arcs[e]]);
            rest.add(r.row(e), r.col(e), r.value(e) - flow[arcs[e]]);
        }
        return new MatrixEntries[] {x, rest};
    }
}
