package com.lightwire.core.placement;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * The exact lexicographic choice behind placement (digest §3.2): among bins with capacity {@code floor(free/g)·g},
 * the set of fewest bins whose capacities reach {@code need}, and among those the least total free; then the shares:
 * selected bins filled in ascending free order (ties: lower index), the last one taking the remainder. The fewest
 * count k is read off the k largest capacities; the least total free is a 0/1 knapsack over (bins chosen, capacity
 * reached in units of g, capped at need): O(n · k · need/g) time and space.
 */
final class FewestTightest {

    private static final long NONE = Long.MAX_VALUE;

    private FewestTightest() {
    }

    /**
     * @param free        free servers per bin (negative counts as zero)
     * @param granularity g ≥ 1; {@code need} must be a multiple of it
     * @param need        servers to place, ≥ 1
     * @return the share of each bin (zero for bins not used), or null when no set reaches need
     */
    static int[] choose(int[] free, int granularity, int need) {
        int n = free.length;
        int[] units = new int[n];
        for (int i = 0; i < n; i++) {
            units[i] = Math.max(0, free[i]) / granularity;
        }
        int target = need / granularity;
        int k = fewestCount(units, target);
        if (k < 0) {
            return null;
        }
        boolean[] chosen = k == 1 ? tightestSingle(free, units, target) : leastFree(free, units, k, target);
        return shares(free, units, chosen, granularity, need);
    }

    /** Smallest k with the k largest capacities summing to at least target, or -1. */
    static int fewestCount(int[] units, int target) {
        int[] sorted = units.clone();
        Arrays.sort(sorted);
        long sum = 0;
        for (int k = 1; k <= sorted.length; k++) {
            sum += sorted[sorted.length - k];
            if (sum >= target) {
                return k;
            }
        }
        return -1;
    }

    /** k = 1: the bin of least free whose capacity reaches target, lower index on ties (the table's answer). */
    private static boolean[] tightestSingle(int[] free, int[] units, int target) {
        int best = -1;
        for (int i = 0; i < free.length; i++) {
            if (units[i] >= target && units[i] > 0 && (best < 0 || free[i] < free[best])) {
                best = i;
            }
        }
        boolean[] chosen = new boolean[free.length];
        chosen[best] = true;
        return chosen;
    }

    /** The k bins with capacity ≥ 1 unit, total units ≥ target, least total free; ties prefer lower indices. */
    private static boolean[] leastFree(int[] free, int[] units, int k, int target) {
        int n = free.length;
        long[][][] best = new long[n + 1][k + 1][target + 1];
        for (long[][] layer : best) {
            for (long[] row : layer) {
                Arrays.fill(row, NONE);
            }
        }
        best[n][0][0] = 0;
        for (int i = n - 1; i >= 0; i--) {
            for (int j = 0; j <= k; j++) {
                for (int c = 0; c <= target; c++) {
                    long skip = best[i + 1][j][c];
                    long take = NONE;
                    if (j > 0 && units[i] > 0) {
                        int rest = Math.max(0, c - units[i]);
                        long sub = best[i + 1][j - 1][rest];
                        take = sub == NONE ? NONE : sub + Math.max(0, free[i]);
                    }
                    best[i][j][c] = Math.min(skip, take);
                }
            }
        }
        return trace(best, free, units, k, target);
    }

    /** Walks the table forward, taking a bin whenever taking it keeps the optimum (so lower indices win ties). */
    private static boolean[] trace(long[][][] best, int[] free, int[] units, int k, int target) {
        int n = free.length;
        boolean[] chosen = new boolean[n];
        int j = k;
        int c = target;
        for (int i = 0; i < n && j > 0; i++) {
            if (units[i] > 0) {
                long sub = best[i + 1][j - 1][Math.max(0, c - units[i])];
                if (sub != NONE && sub + Math.max(0, free[i]) == best[i][j][c]) {
                    chosen[i] = true;
                    c = Math.max(0, c - units[i]);
                    j--;
                }
            }
        }
        return chosen;
    }

    private static int[] shares(int[] free, int[] units, boolean[] chosen, int granularity, int need) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < free.length; i++) {
            if (chosen[i]) {
                order.add(i);
            }
        }
        order.sort(Comparator.<Integer>comparingInt(i -> free[i]).thenComparingInt(i -> i));
        int[] share = new int[free.length];
        int left = need;
        for (int i : order) {
            int take = Math.min(left, units[i] * granularity);
            share[i] = take;
            left -= take;
        }
        return share;
    }
}
