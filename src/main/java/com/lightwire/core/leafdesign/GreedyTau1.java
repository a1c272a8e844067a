package com.lightwire.core.leafdesign;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.lumos.LeafDemand;
import com.lightwire.model.lumos.LeafPair;
import com.lightwire.model.lumos.SplitUnit;

import java.util.ArrayList;
import java.util.List;

/**
 * The Theorem 4.2 greedy for tau = 1 (digest §3.5, §7 item 8): pairs (a &lt; b) in lexicographic order, each unit on
 * the lowest spine index neither leaf uses yet. With every leaf sum at most kLeaf/2 a free spine always exists, so
 * every leaf uses each spine at most once. O(units · H). With an installed design a unit first tries the spines that
 * held its pair (§3.6: running jobs keep their circuits); the theorem's argument does not depend on the choice.
 */
final class GreedyTau1 {

    private GreedyTau1() {
    }

    /** L_abh, both directions listed; null when a unit finds no free spine (the theorem's condition fails). */
    static List<SplitUnit> split(LeafDemand demand, InstalledUnits installed, SolveMonitor monitor) {
        int h = demand.fabric().spinesPerPod();
        boolean[][] used = new boolean[demand.fabric().leaves()][h];
        List<SplitUnit> units = new ArrayList<>();
        for (LeafPair p : demand.pairs()) {
            monitor.checkCancelled();
            for (int u = 0; u < p.count(); u++) {
                int s = spine(installed, used, p, h);
                if (s == h) {
                    return null;
                }
                used[p.a()][s] = true;
                used[p.b()][s] = true;
                units.add(new SplitUnit(s, p.a(), p.b(), 1));
                units.add(new SplitUnit(s, p.b(), p.a(), 1));
            }
        }
        return units;
    }

    /** A free spine that held the pair, else the lowest free spine; h when none is free. */
    private static int spine(InstalledUnits installed, boolean[][] used, LeafPair p, int h) {
        int lowest = h;
        for (int s = h - 1; s >= 0; s--) {
            if (!used[p.a()][s] && !used[p.b()][s]) {
                if (installed.count(s, p.a(), p.b()) > 0) {
                    return s;
                }
                lowest = s;
            }
        }
        return lowest;
    }
}
