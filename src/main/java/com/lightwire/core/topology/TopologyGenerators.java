package com.lightwire.core.topology;

import com.lightwire.model.LogicalTopology;

import java.util.SplittableRandom;

/**
 * Logical topology generators of digest §6.1: ring, full mesh, random full utilization (K_spine-regular multigraphs
 * from random stub matching with self-loop repair, as in the paper's heavy-load study) and random partial
 * utilization. Every output is symmetric with a zero diagonal; deterministic for a seed.
 */
public final class TopologyGenerators {

    private TopologyGenerators() {
    }

    /** Each pod linked to the next (cyclically) with {@code linksPerHop} links in every group. */
    public static LogicalTopology ring(int groups, int pods, int linksPerHop) {
        LogicalTopology.Builder b = LogicalTopology.builder(groups, pods);
        if (pods < 2) {
            return b.build();
        }
        int hops = pods == 2 ? 1 : pods;
        for (int h = 0; h < groups; h++) {
            for (int i = 0; i < hops; i++) {
                b.add(h, i, (i + 1) % pods, linksPerHop);
            }
        }
        return b.build();
    }

    /** Every pair of pods linked with {@code linksPerPair} links in every group. */
    public static LogicalTopology fullMesh(int groups, int pods, int linksPerPair) {
        LogicalTopology.Builder b = LogicalTopology.builder(groups, pods);
        for (int h = 0; h < groups; h++) {
            for (int i = 0; i < pods; i++) {
                for (int j = i + 1; j < pods; j++) {
                    b.add(h, i, j, linksPerPair);
                }
            }
        }
        return b.build();
    }

    /** Every spine uses all K ports (when P ≥ 2): a random K-regular multigraph per group. */
    public static LogicalTopology randomFullUtilization(int groups, int pods, int k, long seed) {
        return randomPartial(groups, pods, k, 1.0, seed);
    }

    /**
     * A random K-regular multigraph per group with each link then kept with probability {@code utilization}, so
     * spines use about that share of their ports.
     */
    public static LogicalTopology randomPartial(int groups, int pods, int k, double utilization, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        LogicalTopology.Builder b = LogicalTopology.builder(groups, pods);
        if (pods < 2) {
            return b.build();
        }
        for (int h = 0; h < groups; h++) {
            int[] stubs = regularPairing(pods, k, random);
            for (int s = 0; s < stubs.length; s += 2) {
                if (utilization >= 1 || random.nextDouble() < utilization) {
                    b.add(h, stubs[s], stubs[s + 1], 1);
                }
            }
        }
        return b.build();
    }

    /** Stubs (each pod k times) shuffled and paired in consecutive positions, with self-pairs swapped away. */
    private static int[] regularPairing(int pods, int k, SplittableRandom random) {
        int[] stubs = new int[pods * k - (pods * k) % 2];
        for (int s = 0; s < stubs.length; s++) {
            stubs[s] = s / k;
        }
        for (int s = stubs.length - 1; s > 0; s--) {
            swap(stubs, s, random.nextInt(s + 1));
        }
        boolean repaired;
        do {
            repaired = false;
            for (int s = 0; s < stubs.length; s += 2) {
                while (stubs[s] == stubs[s + 1]) {
                    int other = random.nextInt(stubs.length);
                    if (stubs[other] != stubs[s]) {
                        swap(stubs, s + 1, other);
                        repaired = true;
                    }
                }
            }
        } while (repaired);
        return stubs;
    }

    private static void swap(int[] a, int x, int y) {
        int t = a[x];
        a[x] = a[y];
        a[y] = t;
    }
}
