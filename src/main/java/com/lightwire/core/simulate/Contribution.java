package com.lightwire.core.simulate;

import java.util.HashMap;
import java.util.Map;

/**
 * The links one job loads and how many of its flows each carries: per link the most flows of any one of its phases
 * (phases reuse paths, digest §3.4), with the link's capacity in flows. Key order is irrelevant: loads are summed
 * and maxima taken, so no map order reaches output.
 */
final class Contribution {

    static final Contribution NONE = new Contribution(new long[0], new int[0], new int[0]);

    final long[] keys;
    final int[] flows;
    final int[] capacity;

    private Contribution(long[] keys, int[] flows, int[] capacity) {
        this.keys = keys;
        this.flows = flows;
        this.capacity = capacity;
    }

    /**
     * A link id mixed by MurmurHash3's 64-bit finaliser (a bijection), so the structured ids of the path models do
     * not pile into a few hash buckets.
     */
    static long spread(long link) {
        long k = link ^ link >>> 33;
        k *= 0xff51afd7ed558ccdL;
        k ^= k >>> 33;
        k *= 0xc4ceb9fe1a85ec53L;
        return k ^ k >>> 33;
    }

    /** Collects a job's links phase by phase. */
    static final class Builder {
        private final Map<Long, int[]> best = new HashMap<>();
        private final Map<Long, int[]> phase = new HashMap<>();

        void use(long link, int cap) {
            long key = spread(link);
            int[] count = phase.get(key);
            if (count == null) {
                phase.put(key, new int[] {1});
                best.putIfAbsent(key, new int[] {0, cap});
            } else {
                count[0]++;
            }
        }

        /** Flows of the current phase on a link so far. */
        int inPhase(long link) {
            int[] count = phase.get(spread(link));
            return count == null ? 0 : count[0];
        }

        void endPhase() {
            phase.forEach((k, n) -> best.get(k)[0] = Math.max(best.get(k)[0], n[0]));
            phase.clear();
        }

        Contribution build() {
            endPhase();
            long[] keys = new long[best.size()];
            int[] flows = new int[keys.length];
            int[] caps = new int[keys.length];
            int i = 0;
            for (Map.Entry<Long, int[]> e : best.entrySet()) {
                keys[i] = e.getKey();
                flows[i] = e.getValue()[0];
                caps[i++] = e.getValue()[1];
            }
            return new Contribution(keys, flows, caps);
        }
    }
}
