package com.lightwire.core.simulate;

import java.util.Arrays;

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
    /** The links' numbers in the {@link LinkLoads} it was added to; null before. */
    int[] entries;

    private Contribution(long[] keys, int[] flows, int[] capacity) {
        this.keys = keys;
        this.flows = flows;
        this.capacity = capacity;
        this.entries = keys.length == 0 ? new int[0] : null;
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

    /** Collects a job's links phase by phase: per link the most flows of one phase, first-seen order. */
    static final class Builder {
        private final LongIndex links = new LongIndex();
        private final LongIndex phase = new LongIndex();
        private int[] best = new int[16];
        private int[] cap = new int[16];
        private int[] inPhase = new int[16];
        private int[] phaseLink = new int[16];

        void use(long link, int capacity) {
            long key = spread(link);
            int p = phase.intern(key);
            if (p >= inPhase.length) {
                inPhase = Arrays.copyOf(inPhase, inPhase.length * 2);
                phaseLink = Arrays.copyOf(phaseLink, phaseLink.length * 2);
            }
            if (inPhase[p] == 0) {
                int known = links.size();
                int e = links.intern(key);
                if (e >= best.length) {
                    best = Arrays.copyOf(best, best.length * 2);
                    cap = Arrays.copyOf(cap, cap.length * 2);
                }
                if (e == known) {
                    cap[e] = capacity;
                }
                phaseLink[p] = e;
            }
            inPhase[p]++;
        }

        /** Flows of the current phase on a link so far. */
        int inPhase(long link) {
            int p = phase.indexOf(spread(link));
            return p < 0 ? 0 : inPhase[p];
        }

        void endPhase() {
            for (int p = 0; p < phase.size(); p++) {
                int e = phaseLink[p];
                best[e] = Math.max(best[e], inPhase[p]);
                inPhase[p] = 0;
            }
            phase.clear();
        }

        Contribution build() {
            endPhase();
            int n = links.size();
            long[] keys = new long[n];
            for (int e = 0; e < n; e++) {
                keys[e] = links.key(e);
            }
            return new Contribution(keys, Arrays.copyOf(best, n), Arrays.copyOf(cap, n));
        }
    }
}
