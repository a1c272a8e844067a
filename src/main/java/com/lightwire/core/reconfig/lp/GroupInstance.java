package com.lightwire.core.reconfig.lp;

import java.util.ArrayList;
import java.util.List;

/**
 * One OCS group of a Cross Wiring reconfiguration in pod space (digest §3.2, reduced ILP (7)): the demanded pod pairs
 * {@code {i, j}} (i &lt; j) with their link counts, {@code n = K/2} colours (even OCSes; the odd partner mirrors
 * them) and the old pod-space maps. A unit of pair q placed as {@code s → t} on colour m is circuit s→t on OCS 2m
 * and t→s on OCS 2m+1; its weight is how many of those two circuits were installed before (0, 1 or 2).
 *
 * @param pods    pod count P
 * @param colours n = K_spine / 2
 * @param first   the smaller pod of each pair
 * @param second  the larger pod of each pair
 * @param demand  links demanded on each pair
 * @param old     old pod-space maps {@code [K][P]} of the group, or null without a current configuration
 */
record GroupInstance(int pods, int colours, int[] first, int[] second, int[] demand, int[][] old) {

    /** The instance of symmetric demand {@code c} with {@code colours} colours against {@code old} (or null). */
    static GroupInstance of(int[][] c, int colours, int[][] old) {
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < c.length; i++) {
            for (int j = i + 1; j < c.length; j++) {
                if (c[i][j] > 0) {
                    pairs.add(new int[] {i, j, c[i][j]});
                }
            }
        }
        return new GroupInstance(c.length, colours, pairs.stream().mapToInt(p -> p[0]).toArray(),
                pairs.stream().mapToInt(p -> p[1]).toArray(), pairs.stream().mapToInt(p -> p[2]).toArray(), old);
    }

    int pairs() {
        return first.length;
    }

    /** Old circuits kept when unit s→t sits on colour m: s→t on OCS 2m and t→s on OCS 2m+1. */
    int weight(int s, int t, int m) {
        if (old == null) {
            return 0;
        }
        return (old[2 * m][s] == t ? 1 : 0) + (old[2 * m + 1][t] == s ? 1 : 0);
    }

    /** Source pod of pair q in orientation d (0: first→second, 1: second→first). */
    int source(int q, int d) {
        return d == 0 ? first[q] : second[q];
    }

    /** Target pod of pair q in orientation d. */
    int target(int q, int d) {
        return d == 0 ? second[q] : first[q];
    }
}
