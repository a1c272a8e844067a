package com.lightwire.model.lumos;

import java.util.List;

/**
 * The leaf-level network requirement L (digest §1.5, §3.4): for unordered leaf pairs in different pods, the number of
 * disjoint cross-pod paths they need, each pair listed once with {@code a < b}.
 *
 * @param fabric the fabric the leaves belong to
 * @param pairs  the non-zero entries of L, sorted by (a, b)
 */
public record LeafDemand(LumosFabric fabric, List<LeafPair> pairs) {

    public LeafDemand {
        pairs = List.copyOf(pairs);
    }

    /** Row sums of L (each leaf's paths), in long. */
    public long[] leafSums() {
        long[] sums = new long[fabric.leaves()];
        for (LeafPair p : pairs) {
            sums[p.a()] += p.count();
            sums[p.b()] += p.count();
        }
        return sums;
    }

    /** L as a dense symmetric η×η matrix. */
    public int[][] dense() {
        int n = fabric.leaves();
        int[][] l = new int[n][n];
        for (LeafPair p : pairs) {
            l[p.a()][p.b()] += p.count();
            l[p.b()][p.a()] += p.count();
        }
        return l;
    }
}
