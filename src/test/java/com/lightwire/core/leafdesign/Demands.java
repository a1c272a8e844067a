package com.lightwire.core.leafdesign;

import com.lightwire.core.solve.SolverLimits;
import com.lightwire.model.lumos.LeafDemand;
import com.lightwire.model.lumos.LeafPair;
import com.lightwire.model.lumos.LumosFabric;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

/** Leaf demands for the design tests: the digest's cases and seeded random ones. */
final class Demands {

    private Demands() {
    }

    /** {@code of(f, a, b, count, a, b, count, ...)}. */
    static LeafDemand of(LumosFabric f, int... triples) {
        List<LeafPair> pairs = new ArrayList<>();
        for (int i = 0; i < triples.length; i += 3) {
            pairs.add(new LeafPair(triples[i], triples[i + 1], triples[i + 2]));
        }
        pairs.sort(Comparator.comparingInt(LeafPair::a).thenComparingInt(LeafPair::b));
        return new LeafDemand(f, pairs);
    }

    static DesignRequest request(LeafDemand demand, DesignMethod method) {
        return new DesignRequest(demand, method, true, SolverLimits.of(60, 1));
    }

    /** A random admissible demand: every leaf sum at most {@code cap}. */
    static LeafDemand random(LumosFabric f, int cap, int attempts, Random rnd) {
        int n = f.leaves();
        int[][] l = new int[n][n];
        int[] sums = new int[n];
        for (int t = 0; t < attempts; t++) {
            int a = rnd.nextInt(n);
            int b = rnd.nextInt(n);
            if (f.podOf(a) != f.podOf(b) && sums[a] < cap && sums[b] < cap) {
                l[Math.min(a, b)][Math.max(a, b)]++;
                sums[a]++;
                sums[b]++;
            }
        }
        List<LeafPair> pairs = new ArrayList<>();
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                if (l[a][b] > 0) {
                    pairs.add(new LeafPair(a, b, l[a][b]));
                }
            }
        }
        return new LeafDemand(f, pairs);
    }

    /** A random valid fabric with kLeaf, kSpine in {2, 4, 6, 8} divisible by tau and 2..maxPods pods. */
    static LumosFabric randomFabric(Random rnd, int tau, int maxPods) {
        int kLeaf = 2 * (1 + rnd.nextInt(4));
        int kSpine = 2 * (1 + rnd.nextInt(4));
        if (tau == 2) {
            kLeaf = kLeaf % 4 == 0 ? kLeaf : kLeaf + 2;
            kSpine = kSpine % 4 == 0 ? kSpine : kSpine + 2;
        }
        return new LumosFabric(kLeaf, kSpine, tau, 2 + rnd.nextInt(maxPods - 1));
    }
}
