package com.lightwire.core.hbd;

/**
 * Algorithm 2's group count (ideal mode) from the sorted positions of failed nodes alone: components are the healthy
 * stretches between runs of ≥ K consecutive failed positions (cyclically on a ring), each holding ⌊h/m⌋ groups.
 * O(F). Certified against the full Algorithm 2 in the tests.
 */
final class KHopGroups {

    private KHopGroups() {
    }

    /**
     * @param n      nodes
     * @param failed failed positions in HBD order, ascending, distinct
     * @param reach  K
     * @param m      nodes per group
     * @param ring   whether the order wraps (a ring of at least 2K+1 nodes)
     */
    static long count(int n, int[] failed, int reach, int m, boolean ring) {
        int f = failed.length;
        if (f == 0) {
            return n / m;
        }
        if (f == n) {
            return 0;
        }
        int[] runStart = new int[f];
        int[] runLength = new int[f];
        int runs = 0;
        for (int i = 0; i < f; i++) {
            if (i > 0 && failed[i] == failed[i - 1] + 1) {
                runLength[runs - 1]++;
            } else {
                runStart[runs] = failed[i];
                runLength[runs++] = 1;
            }
        }
        if (ring && runs > 1 && runStart[0] == 0 && runStart[runs - 1] + runLength[runs - 1] == n) {
            runStart[0] = runStart[runs - 1];
            runLength[0] += runLength[runs - 1];
            runs--;
        }
        return ring ? ringCount(n, f, runStart, runLength, runs, reach, m)
                : lineCount(n, runStart, runLength, runs, reach, m);
    }

    private static long lineCount(int n, int[] start, int[] length, int runs, int reach, int m) {
        long groups = 0;
        int regionStart = 0;
        int failedInRegion = 0;
        for (int i = 0; i < runs; i++) {
            if (length[i] >= reach) {
                groups += (start[i] - regionStart - failedInRegion) / m;
                regionStart = start[i] + length[i];
                failedInRegion = 0;
            } else {
                failedInRegion += length[i];
            }
        }
        return groups + (n - regionStart - failedInRegion) / m;
    }

    private static long ringCount(int n, int f, int[] start, int[] length, int runs, int reach, int m) {
        int first = -1;
        for (int i = 0; i < runs; i++) {
            if (length[i] >= reach) {
                first = i;
                break;
            }
        }
        if (first < 0) {
            return (n - f) / m;
        }
        long groups = 0;
        int regionStart = (start[first] + length[first]) % n;
        int healthy = 0;
        int cursor = regionStart;
        for (int step = 1; step <= runs; step++) {
            int i = (first + step) % runs;
            healthy += Math.floorMod(start[i] - cursor, n);
            cursor = (start[i] + length[i]) % n;
            if (length[i] >= reach) {
                groups += healthy / m;
                healthy = 0;
            }
        }
        return groups;
    }
}
