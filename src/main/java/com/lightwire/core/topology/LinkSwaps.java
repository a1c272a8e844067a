package com.lightwire.core.topology;

import com.lightwire.model.LogicalTopology;

import java.util.SplittableRandom;

/**
 * Models small topology changes: a link swap takes two links {a, b} and {c, d} of one group on four distinct pods and
 * re-pairs them as {a, c} and {b, d}, so every pod keeps its degree. Churn is many swaps. Deterministic for a seed.
 * Used by the reconfiguration benchmark and the rewiring-quality tests.
 */
public final class LinkSwaps {

    /** Attempts per swap before giving up on a topology with too few disjoint links. */
    private static final int ATTEMPTS = 1000;

    private LinkSwaps() {
    }

    /** {@code base} after {@code swaps} random link swaps (fewer when the topology has no two disjoint links). */
    public static LogicalTopology apply(LogicalTopology base, int swaps, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[][][] c = new int[base.groups()][][];
        for (int h = 0; h < base.groups(); h++) {
            c[h] = base.matrix(h);
        }
        for (int s = 0; s < swaps; s++) {
            int attempt = 0;
            boolean swapped = false;
            while (!swapped && attempt++ < ATTEMPTS) {
                swapped = trySwap(c[random.nextInt(c.length)], random);
            }
        }
        return LogicalTopology.of(c);
    }

    private static boolean trySwap(int[][] c, SplittableRandom random) {
        int[] first = randomLink(c, random);
        int[] second = randomLink(c, random);
        if (first == null || second == null) {
            return false;
        }
        int a = first[0];
        int b = first[1];
        int x = second[0];
        int y = second[1];
        if (a == x || a == y || b == x || b == y) {
            return false;
        }
        c[a][b]--;
        c[b][a]--;
        c[x][y]--;
        c[y][x]--;
        c[a][x]++;
        c[x][a]++;
        c[b][y]++;
        c[y][b]++;
        return true;
    }

    /** A link drawn with probability proportional to its multiplicity, or null for a group without links. */
    private static int[] randomLink(int[][] c, SplittableRandom random) {
        long total = 0;
        for (int i = 0; i < c.length; i++) {
            for (int j = i + 1; j < c.length; j++) {
                total += c[i][j];
            }
        }
        if (total == 0) {
            return null;
        }
        long pick = random.nextLong(total);
        for (int i = 0; i < c.length; i++) {
            for (int j = i + 1; j < c.length; j++) {
                pick -= c[i][j];
                if (pick < 0) {
                    return new int[] {i, j};
                }
            }
        }
        throw new IllegalStateException("unreachable");
    }
}
