package com.lightwire.core.simulate;

import com.lightwire.model.lumos.LumosFabric;
import com.lightwire.model.lumos.SplitUnit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Planned routing's units (digest §3.7): for every unordered cross-pod leaf pair, its units {@code L_abh} as (spine h,
 * circuit index) in spine order; the circuits between two pods on spine h are numbered in pair order and a unit
 * beyond the circuits that exist (the cap of §7 item 7, or links straight wiring cannot realise) wraps onto them, so
 * its flows share.
 */
final class UnitPlan {

    /** Circuit index of a unit whose two pods have no circuit on its spine at all. */
    static final int NO_CIRCUIT = (1 << 20) - 1;

    private final Map<Long, int[][]> units = new TreeMap<>();
    private final int[][][] circuits;

    UnitPlan(LumosFabric fabric, List<SplitUnit> split, int[][][] circuits) {
        this.circuits = circuits;
        Map<Long, Integer> next = new TreeMap<>();
        Map<Long, List<int[]>> lists = new TreeMap<>();
        List<SplitUnit> forward = split.stream().filter(u -> u.a() < u.b()).sorted((x, y) -> x.a() != y.a()
                ? Integer.compare(x.a(), y.a()) : x.b() != y.b() ? Integer.compare(x.b(), y.b())
                : Integer.compare(x.h(), y.h())).toList();
        for (SplitUnit u : forward) {
            int i = fabric.podOf(u.a());
            int j = fabric.podOf(u.b());
            long podKey = ((long) u.h() << 40) | ((long) i << 20) | j;
            for (int c = 0; c < u.count(); c++) {
                int n = next.merge(podKey, 1, Integer::sum) - 1;
                int have = Math.min(circuits[u.h()][i][j], circuits[u.h()][j][i]);
                lists.computeIfAbsent(JobTraffic.key(u.a(), u.b()), k -> new ArrayList<>())
                        .add(new int[] {u.h(), have == 0 ? NO_CIRCUIT : n % have});
            }
        }
        lists.forEach((k, v) -> units.put(k, v.toArray(new int[0][])));
    }

    /** Units of the unordered pair (a < b), each {h, circuit}; null when the pair has none. */
    int[][] units(int a, int b) {
        return units.get(JobTraffic.key(Math.min(a, b), Math.max(a, b)));
    }

    /** L2 circuits between pods i and j on spine h. */
    int circuits(int h, int i, int j) {
        return Math.min(circuits[h][i][j], circuits[h][j][i]);
    }

    int groups() {
        return circuits.length;
    }
}
