package com.lightwire.core.reconfig.lp;

import com.lightwire.core.decompose.MatrixEntries;
import com.lightwire.core.decompose.SplitBounds;
import com.lightwire.core.decompose.SymmetricSplit;
import com.lightwire.core.solve.SolveMonitor;

import java.util.Optional;

/**
 * One group of {@link MinRewiringReconfigurator}. Placements compete, each improved by local search: ITV-MDMCF's
 * (so the method never rewires more than MDMCF), the colour peeling ({@link PeelingPlacement}), and up to
 * {@value #KEMPE_MAX_PODS} pods the keep-old split completed by least-loss Kempe insertion, the rewiring-aware
 * orientation of Theorem 3.1 followed by kept units and least-loss insertion, and the keep-old split completed by
 * ejection trees ({@link EjectionInsertion}); the best of these then gets a local-search pass whose evicted units go
 * back by ejection trees. Where the group's LP is small enough
 * ({@code withLp}: OR-Tools is there and {@link RewiringLp#fits}), the LP is solved for the bound, and its rounding
 * (integral part fixed, the rest completed), then while the bound is not met an LP dive ({@link LpDiving}) and the
 * group's MIP under a short time limit ({@link GroupMip}) compete; the placement keeping the most old circuits wins.
 *
 * @param maps      the group's pod-space maps {@code [K][P]}
 * @param keptBound no placement keeps more old circuits: the LP's value, or the Lagrangian bound
 * @param lp        whether the bound is the LP's
 */
record GroupSolve(int[][] maps, long keptBound, boolean lp) {

    /**
     * Most pods for which the Kempe-insertion and ejection-tree candidates run: beyond, they lose to the peeling on
     * every group measured (32k and 131k bench job changes: the same rewiring, ten times the time), while costing
     * most of the time.
     */
    static final int KEMPE_MAX_PODS = 64;

    static GroupSolve run(int[][] c, int k, int[][] old, int[][] mdmcf, boolean withLp, double mipSeconds,
                          SolveMonitor monitor) {
        GroupInstance g = GroupInstance.of(c, k / 2, old);
        GroupColouring best = better(LocalSearch.improve(g, GroupColouring.of(g, mdmcf)),
                Optional.of(PeelingPlacement.place(g, c, k, monitor)));
        if (g.pods() <= KEMPE_MAX_PODS) {
            best = better(best, GroupPlacement.keepOld(g));
            best = better(best, Optional.of(oriented(g, c, k, old, monitor)));
            monitor.checkCancelled();
            best = better(best, GroupPlacement.keepOldByEjection(g, EjectionInsertion.NODE_LIMIT));
            monitor.checkCancelled();
            best = better(best, Optional.of(LocalSearch.improveByEjection(g, best, EjectionInsertion.POLISH_LIMIT)));
        }
        monitor.checkCancelled();
        Optional<RewiringLp.Solution> lp = withLp ? RewiringLp.solve(g, monitor)
                : Optional.empty();
        if (lp.isEmpty()) {
            return new GroupSolve(best.podMaps(), LagrangianBound.keptBound(g, best.kept(),
                    LagrangianBound.ITERATIONS), false);
        }
        long bound = (long) Math.floor(lp.get().keptBound() + 1e-6);
        best = better(best, GroupPlacement.fromLp(g, lp.get()));
        if (best.kept() < bound) {
            best = better(best, LpDiving.dive(g, monitor));
        }
        if (best.kept() < bound) {
            best = better(best, GroupMip.improve(g, best.kept(), mipSeconds, monitor)
                    .map(x -> LocalSearch.improve(g, x)));
        }
        return new GroupSolve(best.podMaps(), bound, true);
    }

    private static GroupColouring better(GroupColouring best, Optional<GroupColouring> other) {
        return other.filter(o -> o.kept() > best.kept()).orElse(best);
    }

    /** Theorem 3.1's orientation with rewiring costs, then kept units first and least-loss directed insertion. */
    private static GroupColouring oriented(GroupInstance g, int[][] c, int k, int[][] old, SolveMonitor monitor) {
        MatrixEntries a = SymmetricSplit.split(c, SplitBounds.REUSE, k, old == null ? null
                : (i, j) -> evenCount(old, i, j), monitor).orElseThrow(() -> new IllegalStateException(
                "no orientation within the port budget; the request checks should have refused this demand"));
        GroupColouring x = new GroupColouring(g);
        for (int e = 0; e < a.size(); e++) {
            int left = a.value(e);
            for (int m = 0; m < g.colours() && left > 0; m++) {
                if (g.weight(a.row(e), a.col(e), m) > 0 && x.free(m, a.row(e), a.col(e))) {
                    x.place(a.row(e), a.col(e), m);
                    left--;
                }
            }
            for (; left > 0; left--) {
                x.insertDirected(a.row(e), a.col(e));
            }
        }
        return LocalSearch.improve(g, x);
    }

    private static int evenCount(int[][] old, int i, int j) {
        int n = 0;
        for (int m = 0; m < old.length; m += 2) {
            n += old[m][i] == j ? 1 : 0;
        }
        return n;
    }
}
