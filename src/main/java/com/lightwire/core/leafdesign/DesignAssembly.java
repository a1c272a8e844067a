package com.lightwire.core.leafdesign;

import com.lightwire.model.LogicalTopology;
import com.lightwire.model.lumos.LeafDesign;
import com.lightwire.model.lumos.LumosFabric;
import com.lightwire.model.lumos.SplitUnit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Everything a design derives from its split {@code L_abh}: C by eq. (7), the cap of §7 item 7 (while a spine row
 * exceeds kSpine, decrement its largest entry, lower pod first on ties, and the mirror entry), the largest one-way
 * leaf–spine load, and the backup mesh of §3.5 (per group, repeatedly one link for the pair with the fewest links
 * among pairs whose spines both have a free port, lower pair first). O(units + H·P²) plus O(H·P²) per backup link.
 */
final class DesignAssembly {

    private DesignAssembly() {
    }

    /** Units merged per (h, a, b) and sorted. */
    static List<SplitUnit> merged(List<SplitUnit> units) {
        List<SplitUnit> sorted = new ArrayList<>(units);
        sorted.sort(Comparator.comparingInt(SplitUnit::h).thenComparingInt(SplitUnit::a).thenComparingInt(SplitUnit::b));
        List<SplitUnit> out = new ArrayList<>();
        for (SplitUnit u : sorted) {
            SplitUnit last = out.isEmpty() ? null : out.get(out.size() - 1);
            if (last != null && last.h() == u.h() && last.a() == u.a() && last.b() == u.b()) {
                out.set(out.size() - 1, new SplitUnit(u.h(), u.a(), u.b(), last.count() + u.count()));
            } else if (u.count() > 0) {
                out.add(u);
            }
        }
        return out;
    }

    /** C_ijh = Σ_{a∈i, b∈j} L_abh (eq. 7), as counts[h][i][j]. */
    static int[][][] podCounts(LumosFabric f, List<SplitUnit> split) {
        int[][][] c = new int[f.spinesPerPod()][f.pods()][f.pods()];
        for (SplitUnit u : split) {
            c[u.h()][f.podOf(u.a())][f.podOf(u.b())] += u.count();
        }
        return c;
    }

    /** Most units on one leaf–spine link in one direction (uplink a→h or downlink h→b). */
    static int maxLoad(LumosFabric f, List<SplitUnit> split) {
        int h = f.spinesPerPod();
        int[] up = new int[f.leaves() * h];
        int[] down = new int[f.leaves() * h];
        int max = 0;
        for (SplitUnit u : split) {
            up[u.a() * h + u.h()] += u.count();
            down[u.b() * h + u.h()] += u.count();
            max = Math.max(max, Math.max(up[u.a() * h + u.h()], down[u.b() * h + u.h()]));
        }
        return max;
    }

    /** Caps every spine row at kSpine in place; returns the number of links dropped. */
    static long cap(int[][][] c, int kSpine) {
        long dropped = 0;
        for (int[][] ch : c) {
            for (int i = 0; i < ch.length; i++) {
                long row = rowSum(ch[i]);
                while (row > kSpine) {
                    int j = largest(ch[i]);
                    ch[i][j]--;
                    ch[j][i]--;
                    row--;
                    dropped++;
                }
            }
        }
        return dropped;
    }

    /**
     * The backup mesh filling the spine ports {@code c} leaves idle: repeatedly one link for the pair with the fewest
     * links among pairs whose spines both have a free port, the lower pair first. Computed level by level: at level m
     * one scan in pair order links every eligible pair with m links, because a pair skipped as ineligible stays so
     * (ports only fill) and a linked pair moves to level m + 1; the same answer as taking the minimum each time in
     * O(kSpine·P²) per group instead of O(links·P²).
     */
    static LogicalTopology backup(int[][][] c, int kSpine) {
        int pods = c.length == 0 ? 0 : c[0].length;
        int[][][] b = new int[c.length][pods][pods];
        for (int h = 0; h < c.length; h++) {
            long[] degree = new long[pods];
            for (int i = 0; i < pods; i++) {
                degree[i] = rowSum(c[h][i]);
            }
            for (int level = 0; level <= kSpine; level++) {
                fillLevel(c[h], b[h], degree, kSpine, level);
            }
        }
        return LogicalTopology.of(b);
    }

    private static void fillLevel(int[][] c, int[][] b, long[] degree, int kSpine, int level) {
        for (int i = 0; i < c.length; i++) {
            for (int j = i + 1; j < c.length && degree[i] < kSpine; j++) {
                if (degree[j] < kSpine && c[i][j] + b[i][j] == level) {
                    b[i][j]++;
                    b[j][i]++;
                    degree[i]++;
                    degree[j]++;
                }
            }
        }
    }

    static LeafDesign design(LumosFabric f, DesignMethod method, String status, List<SplitUnit> split,
                             boolean withBackup) {
        List<SplitUnit> units = merged(split);
        int[][][] c = podCounts(f, units);
        long shared = cap(c, f.kSpine());
        int maxLoad = maxLoad(f, units);
        LogicalTopology backup = withBackup ? backup(c, f.kSpine()) : null;
        return new LeafDesign(method.label(), status, maxLoad, maxLoad <= f.tau() && shared == 0, shared, units,
                LogicalTopology.of(c), backup);
    }

    static long rowSum(int[] row) {
        long s = 0;
        for (int x : row) {
            s += x;
        }
        return s;
    }

    private static int largest(int[] row) {
        int best = 0;
        for (int j = 1; j < row.length; j++) {
            if (row[j] > row[best]) {
                best = j;
            }
        }
        return best;
    }
}
