package com.lightwire.core.reconfig.lp;

import com.lightwire.core.decompose.MatrixEntries;
import com.lightwire.core.decompose.SplitBounds;
import com.lightwire.core.decompose.SymmetricSplit;
import com.lightwire.core.solve.SolveMonitor;

import java.util.ArrayList;
import java.util.List;

/**
 * The peeling candidate of {@link GroupSolve}, the one that scales: a hole-aware orientation (Theorem 3.1's min-cost
 * circulation, rewarding each old unit's direction and, for a pair without old units, the directions whose ends have a
 * free port on a common colour after the kept units), then {@link ColourPeeling} in {@value #ORDERS} fixed colour
 * orders and in the cheapest-colour-first order, each improved by {@link ColourPairFlips} and {@link LocalSearch}; the
 * best is kept. When more units are left to place than the group has pods (a new topology rather than a change: little
 * to keep, every port a hole), one order only, since each peel then augments from every port. Deterministic.
 * O(orders · n · holes · E log P) for the peeling.
 */
final class PeelingPlacement {

    static final int ORDERS = 4;

    private PeelingPlacement() {
    }

    static GroupColouring place(GroupInstance g, int[][] c, int k, SolveMonitor monitor) {
        int[] placed = new int[g.pairs()];
        GroupColouring kept = GroupPlacement.keptUnits(g, placed);
        MatrixEntries a = SymmetricSplit.split(c, SplitBounds.REUSE, k, (i, j) -> preference(g, kept, c, i, j),
                monitor).orElseThrow(() -> new IllegalStateException(
                "no orientation within the port budget; the request checks should have refused this demand"));
        GroupColouring best = null;
        List<GroupColouring> starts = new ArrayList<>();
        int[][] orders = orders(g.colours());
        if (unplaced(g, placed) > g.pods()) {
            starts.add(ColourPeeling.colour(g, a, orders[0]));
        } else {
            for (int[] order : orders) {
                starts.add(ColourPeeling.colour(g, a, order));
            }
            starts.add(ColourPeeling.colourCheapestFirst(g, a));
        }
        for (GroupColouring start : starts) {
            monitor.checkCancelled();
            GroupColouring x = LocalSearch.improve(g, ColourPairFlips.improve(g, start));
            if (best == null || x.kept() > best.kept()) {
                best = x;
            }
        }
        return best;
    }

    private static int unplaced(GroupInstance g, int[] placed) {
        int n = 0;
        for (int q = 0; q < g.pairs(); q++) {
            n += g.demand()[q] - placed[q];
        }
        return n;
    }

    /** Old units directed i→j (even OCS), or for a pair without any, colours free at i out and j in after keeping. */
    private static int preference(GroupInstance g, GroupColouring kept, int[][] c, int i, int j) {
        int old = 0;
        int reverse = 0;
        for (int m = 0; m < g.colours(); m++) {
            old += g.old()[2 * m][i] == j ? 1 : 0;
            reverse += g.old()[2 * m][j] == i ? 1 : 0;
        }
        if (old + reverse > 0) {
            return old;
        }
        int free = 0;
        for (int m = 0; m < g.colours(); m++) {
            free += kept.targetOf(m, i) < 0 && kept.sourceOf(m, j) < 0 ? 1 : 0;
        }
        return Math.min(free, c[i][j]);
    }

    /** Identity, reversed, even colours first, and that reversed. */
    private static int[][] orders(int n) {
        int[][] orders = new int[ORDERS][n];
        for (int m = 0; m < n; m++) {
            orders[0][m] = m;
            orders[1][m] = n - 1 - m;
            orders[2][m] = m < (n + 1) / 2 ? 2 * m : 2 * (m - (n + 1) / 2) + 1;
            orders[3][n - 1 - m] = orders[2][m];
        }
        return orders;
    }
}
