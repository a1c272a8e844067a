package com.lightwire.core.leafdesign;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.lumos.LeafDemand;
import com.lightwire.model.lumos.LeafPair;
import com.lightwire.model.lumos.LumosFabric;
import com.lightwire.model.lumos.SplitUnit;

import java.util.ArrayList;
import java.util.List;

/**
 * A redesign that moves no installed unit (digest §3.6: running jobs keep their circuits; ADR 0047): every pair keeps
 * its installed units {@code L_abh} (in spine order) up to its new count, and each unit still missing goes to a spine
 * where both leaves have a free leaf–spine link (one-way load below tau), preferring a spine whose installed design
 * joined the two pods beyond the units kept there (a circuit now idle, kept installed by the simulator), then the
 * lowest. Succeeds only within tau on every link, so the answer is contention-free and, by the pod's leaf count,
 * within every spine's port budget; null when some unit finds no such spine (the caller then runs the full method).
 * O(pairs · H + units · H).
 */
final class IncrementalDesign {

    private IncrementalDesign() {
    }

    /** L_abh with both directions listed, or null. */
    static List<SplitUnit> extend(LeafDemand demand, InstalledUnits installed, SolveMonitor monitor) {
        LumosFabric f = demand.fabric();
        int spines = f.spinesPerPod();
        int[][] load = new int[f.leaves()][spines];
        int[][][] idle = idlePodLinks(f, installed);
        int[][] kept = new int[demand.pairs().size()][spines];
        int[] missing = new int[demand.pairs().size()];
        for (int e = 0; e < demand.pairs().size(); e++) {
            LeafPair p = demand.pairs().get(e);
            int left = p.count();
            for (int h = 0; h < spines && left > 0; h++) {
                int k = Math.min(left, Math.min(installed.count(h, p.a(), p.b()), installed.count(h, p.b(), p.a())));
                kept[e][h] = k;
                load[p.a()][h] += k;
                load[p.b()][h] += k;
                idle[h][f.podOf(p.a())][f.podOf(p.b())] -= k;
                left -= k;
            }
            missing[e] = left;
        }
        for (int e = 0; e < missing.length; e++) {
            monitor.checkCancelled();
            LeafPair p = demand.pairs().get(e);
            for (int u = 0; u < missing[e]; u++) {
                int h = spine(f, load, idle, p);
                if (h < 0) {
                    return null;
                }
                kept[e][h]++;
                load[p.a()][h]++;
                load[p.b()][h]++;
                idle[h][f.podOf(p.a())][f.podOf(p.b())]--;
            }
        }
        return units(demand, kept);
    }

    /** Per spine and pod pair (i &lt; j), the links the installed design held. */
    private static int[][][] idlePodLinks(LumosFabric f, InstalledUnits installed) {
        int[][][] links = new int[f.spinesPerPod()][f.pods()][f.pods()];
        for (SplitUnit u : installed.units()) {
            if (u.a() < u.b()) {
                links[u.h()][f.podOf(u.a())][f.podOf(u.b())] += u.count();
            }
        }
        return links;
    }

    /** A spine with a free link at both leaves: one with idle pod links first, else the lowest; -1 when none. */
    private static int spine(LumosFabric f, int[][] load, int[][][] idle, LeafPair p) {
        int lowest = -1;
        for (int h = 0; h < load[p.a()].length; h++) {
            if (load[p.a()][h] < f.tau() && load[p.b()][h] < f.tau()) {
                if (idle[h][f.podOf(p.a())][f.podOf(p.b())] > 0) {
                    return h;
                }
                lowest = lowest < 0 ? h : lowest;
            }
        }
        return lowest;
    }

    private static List<SplitUnit> units(LeafDemand demand, int[][] kept) {
        List<SplitUnit> units = new ArrayList<>();
        for (int e = 0; e < kept.length; e++) {
            LeafPair p = demand.pairs().get(e);
            for (int h = 0; h < kept[e].length; h++) {
                if (kept[e][h] > 0) {
                    units.add(new SplitUnit(h, p.a(), p.b(), kept[e][h]));
                    units.add(new SplitUnit(h, p.b(), p.a(), kept[e][h]));
                }
            }
        }
        return DesignAssembly.merged(units);
    }
}
