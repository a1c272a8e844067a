package com.lightwire.core.staging;

import com.lightwire.model.lumos.SplitUnit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A leaf's load on group h: the units it sends plus the units it receives through spine h (issue 14, §7 item 13),
 * kept sparse: per group the (leaf, load) entries, and each leaf's total over all groups.
 */
final class GroupLoads {

    /** Tolerance of the fraction comparisons (loads are integers; iota is a user's decimal). */
    static final double EPS = 1e-9;

    private final List<int[]>[] perGroup;
    private final Map<Integer, Long> totals;

    @SuppressWarnings("unchecked")
    GroupLoads(List<SplitUnit> split, int groups) {
        List<Map<Integer, Integer>> loads = new ArrayList<>();
        for (int h = 0; h < groups; h++) {
            loads.add(new TreeMap<>());
        }
        totals = new TreeMap<>();
        for (SplitUnit u : split) {
            for (int leaf : new int[] {u.a(), u.b()}) {
                loads.get(u.h()).merge(leaf, u.count(), Integer::sum);
                totals.merge(leaf, (long) u.count(), Long::sum);
            }
        }
        perGroup = new List[groups];
        for (int h = 0; h < groups; h++) {
            perGroup[h] = loads.get(h).entrySet().stream().map(e -> new int[] {e.getKey(), e.getValue()}).toList();
        }
    }

    /** (leaf, load) entries of group h, by leaf. */
    List<int[]> group(int h) {
        return perGroup[h];
    }

    long total(int leaf) {
        return totals.getOrDefault(leaf, 0L);
    }

    boolean loaded(int h) {
        return !perGroup[h].isEmpty();
    }

    /** The largest share of one leaf's load on group h. */
    double maxShare(int h) {
        double max = 0;
        for (int[] e : perGroup[h]) {
            max = Math.max(max, (double) e[1] / total(e[0]));
        }
        return max;
    }

    /** The largest share of one leaf's load on the groups of a stage. */
    double stageShare(List<Integer> stage) {
        Map<Integer, Long> sum = new TreeMap<>();
        for (int h : stage) {
            perGroup[h].forEach(e -> sum.merge(e[0], (long) e[1], Long::sum));
        }
        double max = 0;
        for (Map.Entry<Integer, Long> e : sum.entrySet()) {
            max = Math.max(max, (double) e.getValue() / total(e.getKey()));
        }
        return max;
    }
}
