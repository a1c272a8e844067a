package com.lightwire.core.simulate;

import java.util.Map;
import java.util.TreeMap;

/**
 * The links one job loads and how many of its flows each carries: per link the most flows of any one of its phases
 * (phases reuse paths, digest §3.4), with the link's capacity in flows.
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

    /** Collects a job's links phase by phase. */
    static final class Builder {
        private final Map<Long, int[]> best = new TreeMap<>();
        private final Map<Long, Integer> phase = new TreeMap<>();

        void use(long key, int cap) {
            phase.merge(key, 1, Integer::sum);
            best.putIfAbsent(key, new int[] {0, cap});
        }

        /** Flows of the current phase on a link so far. */
        int inPhase(long key) {
            return phase.getOrDefault(key, 0);
        }

        void endPhase() {
            phase.forEach((k, n) -> best.get(k)[0] = Math.max(best.get(k)[0], n));
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
