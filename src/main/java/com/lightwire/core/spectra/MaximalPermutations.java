package com.lightwire.core.spectra;

import java.util.ArrayList;
import java.util.List;

/**
 * The permutations of 0..n−1 whose covered support {(i, σ(i)) : D[i][σ(i)] > 0} is maximal (no other permutation
 * covers a strict superset), one per distinct support set, in lexicographic order; none when D is zero. Used by the
 * exact method and its brute-force check. n! · n work, so n ≤ {@value ExactScheduler#MAX_N} (at most 36 cells fit a
 * bit mask).
 */
final class MaximalPermutations {

    private MaximalPermutations() {
    }

    static List<int[]> of(double[][] d) {
        int n = d.length;
        boolean[][] support = Support.of(d);
        List<int[]> all = new ArrayList<>();
        List<Long> masks = new ArrayList<>();
        permute(new int[n], new boolean[n], 0, support, all, masks);
        List<int[]> out = new ArrayList<>();
        List<Long> kept = new ArrayList<>();
        for (int p = 0; p < all.size(); p++) {
            long mask = masks.get(p);
            if (mask != 0 && !kept.contains(mask) && !dominated(mask, masks)) {
                out.add(all.get(p));
                kept.add(mask);
            }
        }
        return out;
    }

    private static boolean dominated(long mask, List<Long> masks) {
        for (long other : masks) {
            if (other != mask && (other & mask) == mask) {
                return true;
            }
        }
        return false;
    }

    private static void permute(int[] sigma, boolean[] used, int row, boolean[][] support, List<int[]> all,
                                List<Long> masks) {
        int n = sigma.length;
        if (row == n) {
            long mask = 0;
            for (int i = 0; i < n; i++) {
                if (support[i][sigma[i]]) {
                    mask |= 1L << (i * n + sigma[i]);
                }
            }
            all.add(sigma.clone());
            masks.add(mask);
            return;
        }
        for (int j = 0; j < n; j++) {
            if (!used[j]) {
                used[j] = true;
                sigma[row] = j;
                permute(sigma, used, row + 1, support, all, masks);
                used[j] = false;
            }
        }
    }
}
