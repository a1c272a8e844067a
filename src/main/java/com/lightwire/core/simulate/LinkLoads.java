package com.lightwire.core.simulate;

import java.util.Arrays;

/**
 * Flows per link summed over the running jobs (digest §5.2): a job's contention factor is the largest
 * {@code load / capacity} over the links it uses, at least 1. Links are numbered by a {@link LongIndex} (never
 * forgotten: a fabric has boundedly many) and a contribution remembers its numbers once added, so removing it and
 * reading its κ touch plain arrays. Only counts are read back, so no map order reaches output.
 */
final class LinkLoads {

    private final LongIndex links = new LongIndex();
    private int[] load = new int[64];

    void add(Contribution c) {
        if (c.entries == null) {
            c.entries = new int[c.keys.length];
            for (int i = 0; i < c.keys.length; i++) {
                c.entries[i] = links.intern(c.keys[i]);
            }
            if (links.size() > load.length) {
                load = Arrays.copyOf(load, Math.max(links.size(), load.length * 2));
            }
        }
        for (int i = 0; i < c.entries.length; i++) {
            load[c.entries[i]] += c.flows[i];
        }
    }

    void remove(Contribution c) {
        for (int i = 0; c.entries != null && i < c.entries.length; i++) {
            load[c.entries[i]] -= c.flows[i];
        }
    }

    /** Flows on a link (its id as the path models build it). */
    int load(long link) {
        int e = links.indexOf(Contribution.spread(link));
        return e < 0 ? 0 : load[e];
    }

    /** κ of a contribution that was added. */
    double kappa(Contribution c) {
        double k = 1;
        for (int i = 0; c.entries != null && i < c.entries.length; i++) {
            k = Math.max(k, (double) load[c.entries[i]] / c.capacity[i]);
        }
        return k;
    }
}
