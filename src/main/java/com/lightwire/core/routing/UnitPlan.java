package com.lightwire.core.routing;

import com.lightwire.core.requirement.JobTraffic;
import com.lightwire.model.lumos.LumosFabric;
import com.lightwire.model.lumos.SplitUnit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Planned routing (digest §3.7): every unit of the design {@code L_abh} of a cross-pod leaf pair is matched to one
 * circuit between spine h of the two pods, circuits numbered per (h, pod pair) in pair order, one-to-one while the
 * units do not outnumber the circuits; units beyond them (the cap of §7 item 7, links straight wiring cannot
 * realize) wrap onto the circuits and share. A unit whose spine has no circuit between its pods takes the first spine
 * that has one (the backup or idle circuits, §3.7), wrapping there too; with none on any spine it is unroutable.
 * The flows of a pair take its units round-robin ({@link #unitFor}). Checked by {@link RoutingVerifier}.
 * O(units · log + H per detour).
 */
public final class UnitPlan {

    /** Circuit index of an unroutable unit: its pods have no circuit on any spine. */
    public static final int NO_CIRCUIT = (1 << 20) - 1;

    private final Map<Long, int[][]> units = new TreeMap<>();
    private final int[][][] circuits;
    private final List<SplitUnit> split;
    private final LumosFabric fabric;

    /**
     * @param split    the design's units, both directions listed (the a &lt; b ones are used)
     * @param circuits realized circuits per group, directed pod pair [h][i][j]; a bidirectional link is the smaller
     *                 of the two directions
     */
    public UnitPlan(LumosFabric fabric, List<SplitUnit> split, int[][][] circuits) {
        this.fabric = fabric;
        this.circuits = circuits;
        this.split = List.copyOf(split);
        Map<Long, Integer> next = new TreeMap<>();
        Map<Long, List<int[]>> lists = new TreeMap<>();
        List<SplitUnit> forward = split.stream().filter(u -> u.a() < u.b()).sorted((x, y) -> x.a() != y.a()
                ? Integer.compare(x.a(), y.a()) : x.b() != y.b() ? Integer.compare(x.b(), y.b())
                : Integer.compare(x.h(), y.h())).toList();
        for (SplitUnit u : forward) {
            int i = fabric.podOf(u.a());
            int j = fabric.podOf(u.b());
            int h = circuits(u.h(), i, j) > 0 ? u.h() : firstSpineWithCircuits(i, j);
            long podKey = ((long) Math.max(h, 0) << 40) | ((long) i << 20) | j;
            for (int c = 0; c < u.count(); c++) {
                int n = next.merge(podKey, 1, Integer::sum) - 1;
                int[] unit = h < 0 ? new int[] {u.h(), NO_CIRCUIT} : new int[] {h, n % circuits(h, i, j)};
                lists.computeIfAbsent(JobTraffic.key(u.a(), u.b()), k -> new ArrayList<>()).add(unit);
            }
        }
        lists.forEach((k, v) -> units.put(k, v.toArray(new int[0][])));
    }

    private int firstSpineWithCircuits(int i, int j) {
        for (int h = 0; h < circuits.length; h++) {
            if (circuits(h, i, j) > 0) {
                return h;
            }
        }
        return -1;
    }

    /** Units of the unordered pair, each {h, circuit}, in spine order; null when the pair has none. */
    public int[][] units(int a, int b) {
        return units.get(JobTraffic.key(Math.min(a, b), Math.max(a, b)));
    }

    /** The unit flow number {@code slot} of the pair takes (round-robin), or null when the pair has no unit. */
    public int[] unitFor(int a, int b, int slot) {
        int[][] mine = units(a, b);
        return mine == null ? null : mine[slot % mine.length];
    }

    /** Bidirectional circuits between pods i and j on spine h. */
    public int circuits(int h, int i, int j) {
        return Math.min(circuits[h][i][j], circuits[h][j][i]);
    }

    public int groups() {
        return circuits.length;
    }

    /** The pairs with units, as {@link JobTraffic#key} keys in ascending order. */
    public List<Long> pairs() {
        return List.copyOf(units.keySet());
    }

    /** The design's units the plan was made from. */
    public List<SplitUnit> split() {
        return split;
    }

    public LumosFabric fabric() {
        return fabric;
    }
}
