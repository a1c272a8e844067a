package com.lightwire.core.hbd;

import com.lightwire.model.hbd.PlacementMode;

import java.util.ArrayList;
import java.util.List;

/**
 * Packs chains of {@code m} nodes into the components of a line (Algorithm 2's pop_front, digest §3.2). Ideal mode
 * pops ⌊|component|/m⌋ chains of consecutive healthy nodes per component; strict mode (§7 item 1) scans each
 * component left to right and, when a node about to become interior needs one bundle for both its hops, abandons the
 * nodes collected before it and restarts the chain at it. Strict packing takes the earliest-ending feasible chain
 * each time, so it places the most chains (an exact DP certifies this in the tests). O(N).
 */
final class ChainPacker {

    /** Chains as index ranges into the line, and the conflicts met (node index, bundle). */
    record Packing(List<int[]> chains, List<int[]> conflicts) {
    }

    private ChainPacker() {
    }

    static Packing pack(HbdLine line, int m, PlacementMode mode, KHopWiring wiring) {
        List<int[]> chains = new ArrayList<>();
        List<int[]> conflicts = new ArrayList<>();
        for (int c = 0; c < line.components(); c++) {
            if (mode == PlacementMode.IDEAL) {
                packIdeal(line, c, m, wiring, chains, conflicts);
            } else {
                packStrict(line, c, m, wiring, chains, conflicts);
            }
        }
        return new Packing(chains, conflicts);
    }

    private static void packIdeal(HbdLine line, int c, int m, KHopWiring wiring, List<int[]> chains,
                                  List<int[]> conflicts) {
        for (int s = line.start[c]; s + m <= line.start[c + 1]; s += m) {
            chains.add(new int[]{s, s + m});
            for (int j = s + 1; j < s + m - 1; j++) {
                int bundle = conflictBundle(line, j, wiring);
                if (bundle >= 0) {
                    conflicts.add(new int[]{j, bundle});
                }
            }
        }
    }

    private static void packStrict(HbdLine line, int c, int m, KHopWiring wiring, List<int[]> chains,
                                   List<int[]> conflicts) {
        int from = line.start[c];
        for (int j = from; j < line.start[c + 1]; j++) {
            int length = j - from + 1;
            if (length == m) {
                chains.add(new int[]{from, j + 1});
                from = j + 1;
                continue;
            }
            boolean wouldBeInterior = length >= 2 && j + 1 < line.start[c + 1];
            int bundle = wouldBeInterior ? conflictBundle(line, j, wiring) : -1;
            if (bundle >= 0) {
                conflicts.add(new int[]{j, bundle});
                from = j;
            }
        }
    }

    /** The number of chains {@link #pack} would place, without building them. O(N), no allocation. */
    static int count(HbdLine line, int m, PlacementMode mode, KHopWiring wiring) {
        int total = 0;
        for (int c = 0; c < line.components(); c++) {
            int end = line.start[c + 1];
            if (mode == PlacementMode.IDEAL) {
                total += (end - line.start[c]) / m;
                continue;
            }
            int from = line.start[c];
            for (int j = from; j < end; j++) {
                int length = j - from + 1;
                if (length == m) {
                    total++;
                    from = j + 1;
                } else if (length >= 2 && j + 1 < end
                        && wiring.conflicts(line.at[j] - line.at[j - 1], line.at[j + 1] - line.at[j])) {
                    from = j;
                }
            }
        }
        return total;
    }

    /**
     * As {@link #count(HbdLine, int, PlacementMode, KHopWiring)} on {@link HbdLine#of}{@code (order, faulty, reach,
     * ring)}, in one pass over the order without building the line: each healthy node is judged when the next one
     * arrives (ADR 0023). O(N), no allocation.
     */
    static int count(int[] order, boolean[] faulty, int reach, boolean ring, int m, PlacementMode mode,
                     KHopWiring wiring) {
        int first = ring ? HbdLine.cutStart(order, faulty, reach) : 0;
        return first < 0 ? 0 : count(order, first, order.length, faulty, reach, m, mode, wiring);
    }

    /**
     * As {@link #count(HbdLine, int, PlacementMode, KHopWiring)} on the line of the {@code length} entries of
     * {@code order} from index {@code start} on (wrapping around its end), without building it: Algorithm 4's
     * chunks of the deployment order are counted in place. O(length), no allocation.
     */
    static int count(int[] order, int start, int length, boolean[] faulty, int reach, int m, PlacementMode mode,
                     KHopWiring wiring) {
        int n = order.length;
        boolean ideal = mode == PlacementMode.IDEAL;
        int total = 0;
        int count = 0;
        int from = 0;
        int compStart = 0;
        int before = -1;
        int last = -1;
        for (int i = 0, p = start; i < length; i++, p = p + 1 == n ? 0 : p + 1) {
            if (faulty[order[p]]) {
                continue;
            }
            boolean joins = count > 0 && i - last <= reach;
            if (count > 0 && ideal && !joins) {
                total += (count - compStart) / m;
            } else if (count > 0 && !ideal) {
                int size = count - from;
                if (size == m) {
                    total++;
                    from = count;
                } else if (size >= 2 && joins && wiring.conflicts(last - before, i - last)) {
                    from = count - 1;
                }
            }
            if (!joins) {
                compStart = count;
                from = count;
            }
            before = last;
            last = i;
            count++;
        }
        if (count > 0) {
            total += ideal ? (count - compStart) / m : (count - from == m ? 1 : 0);
        }
        return total;
    }

    /** The bundle line node {@code j} would need for both hops between {@code j-1} and {@code j+1}, or -1. */
    static int conflictBundle(HbdLine line, int j, KHopWiring wiring) {
        int left = wiring.bundleFor(-(line.at[j] - line.at[j - 1]));
        int right = wiring.bundleFor(line.at[j + 1] - line.at[j]);
        return left == right ? left : -1;
    }
}
