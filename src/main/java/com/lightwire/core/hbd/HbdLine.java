package com.lightwire.core.hbd;

import java.util.Arrays;

/**
 * The line Algorithm 2 works on (digest §3.2): the healthy nodes of an order in line order, each with its place
 * along the line (failed nodes included, so gaps count them), split into components where a gap exceeds K. A ring
 * is first rotated to start right after the breakpoint run (≥ K consecutive failed nodes, cyclically) that ends
 * first in HBD order, else right after the first failed node, so no arc the ring keeps connected is split.
 * O(N).
 */
final class HbdLine {

    /** Healthy node ids in line order. */
    final int[] ids;
    /** Place of each along the line (0-based, failed nodes counted). */
    final int[] at;
    /** Component c spans indices [start[c], start[c + 1]). */
    final int[] start;

    private HbdLine(int[] ids, int[] at, int[] start) {
        this.ids = ids;
        this.at = at;
        this.start = start;
    }

    int components() {
        return start.length - 1;
    }

    /**
     * The line of {@code order} with {@code faulty} (indexed by node id).
     *
     * @param reach K
     * @param ring  whether the order wraps around
     */
    static HbdLine of(int[] order, boolean[] faulty, int reach, boolean ring) {
        int n = order.length;
        int first = ring ? cutStart(order, faulty, reach) : 0;
        int[] ids = new int[n];
        int[] at = new int[n];
        int[] start = new int[n + 1];
        int count = 0;
        int comps = 0;
        for (int i = 0; i < n && first >= 0; i++) {
            int id = order[(first + i) % n];
            if (faulty[id]) {
                continue;
            }
            if (count == 0 || i - at[count - 1] > reach) {
                start[comps++] = count;
            }
            ids[count] = id;
            at[count++] = i;
        }
        start[comps] = count;
        return new HbdLine(Arrays.copyOf(ids, count), Arrays.copyOf(at, count), Arrays.copyOf(start, comps + 1));
    }

    /** Where a ring's line starts: after the first-ending breakpoint run, else after the first failure; -1 if all failed. */
    static int cutStart(int[] order, boolean[] faulty, int reach) {
        int n = order.length;
        int healthy = -1;
        int firstFailed = -1;
        for (int i = 0; i < n; i++) {
            if (faulty[order[i]]) {
                firstFailed = firstFailed < 0 ? i : firstFailed;
            } else if (healthy < 0) {
                healthy = i;
            }
            if (healthy >= 0 && firstFailed >= 0) {
                break;
            }
        }
        if (healthy < 0) {
            return -1;
        }
        if (firstFailed < 0) {
            return 0;
        }
        int bestEnd = Integer.MAX_VALUE;
        int run = 0;
        for (int step = 1, p = healthy + 1 == n ? 0 : healthy + 1; step <= n; step++, p = p + 1 == n ? 0 : p + 1) {
            if (faulty[order[p]]) {
                run++;
            } else {
                if (run >= reach) {
                    bestEnd = Math.min(bestEnd, p == 0 ? n - 1 : p - 1);
                }
                run = 0;
            }
        }
        return bestEnd == Integer.MAX_VALUE ? (firstFailed + 1) % n : (bestEnd + 1) % n;
    }
}
