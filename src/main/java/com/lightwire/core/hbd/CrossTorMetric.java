package com.lightwire.core.hbd;

import com.lightwire.model.hbd.HbdGroup;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The cross-ToR traffic ratio of §7 item 10 (model-based, not the paper's simulator): each TP group gets a ToR
 * signature (the ToR of the node at each rank position); groups with equal signatures are bucketed, in order, into
 * sets of c (the CP/DP degree under a ToR, default T), leftovers of all buckets are pooled, in order, into further
 * sets; in each set the nodes at one rank position form a ring (all R GPUs of a node share its ToR, so node level
 * gives the same ratio). Ratio = ring hops between different ToRs / all ring hops; 0 without hops. O(groups · m).
 */
public final class CrossTorMetric {

    private CrossTorMetric() {
    }

    /**
     * @param groups      the job's groups
     * @param nodesPerTor T (node id's ToR is ⌊(id-1)/T⌋)
     * @param setSize     c
     */
    public static double ratio(List<HbdGroup> groups, int nodesPerTor, int setSize) {
        Map<String, List<HbdGroup>> buckets = new LinkedHashMap<>();
        for (HbdGroup g : groups) {
            buckets.computeIfAbsent(signature(g, nodesPerTor), x -> new ArrayList<>()).add(g);
        }
        List<List<HbdGroup>> sets = new ArrayList<>();
        List<HbdGroup> leftovers = new ArrayList<>();
        for (List<HbdGroup> bucket : buckets.values()) {
            int whole = bucket.size() / setSize * setSize;
            for (int i = 0; i < whole; i += setSize) {
                sets.add(bucket.subList(i, i + setSize));
            }
            leftovers.addAll(bucket.subList(whole, bucket.size()));
        }
        for (int i = 0; i < leftovers.size(); i += setSize) {
            sets.add(leftovers.subList(i, Math.min(leftovers.size(), i + setSize)));
        }
        long hops = 0;
        long cross = 0;
        for (List<HbdGroup> set : sets) {
            if (set.size() < 2) {
                continue;
            }
            int m = set.get(0).nodes().size();
            for (int rank = 0; rank < m; rank++) {
                for (int i = 0; i < set.size(); i++) {
                    int a = tor(set.get(i).nodes().get(rank), nodesPerTor);
                    int b = tor(set.get((i + 1) % set.size()).nodes().get(rank), nodesPerTor);
                    hops++;
                    cross += a != b ? 1 : 0;
                }
            }
        }
        return hops == 0 ? 0 : (double) cross / hops;
    }

    private static String signature(HbdGroup g, int nodesPerTor) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < g.nodes().size(); i++) {
            sb.append(tor(g.nodes().get(i), nodesPerTor)).append(',');
        }
        return sb.toString();
    }

    private static int tor(int id, int nodesPerTor) {
        return (id - 1) / nodesPerTor;
    }
}
