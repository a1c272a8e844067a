package com.lightwire.core.simulate;

import java.util.HashMap;
import java.util.Map;

/**
 * Flows per link summed over the running jobs (digest §5.2): a job's contention factor is the largest
 * {@code load / capacity} over the links it uses, at least 1. Only counts are read back, so map order never reaches
 * output.
 */
final class LinkLoads {

    private final Map<Long, Integer> load = new HashMap<>();

    void add(Contribution c) {
        for (int i = 0; i < c.keys.length; i++) {
            load.merge(c.keys[i], c.flows[i], Integer::sum);
        }
    }

    void remove(Contribution c) {
        for (int i = 0; i < c.keys.length; i++) {
            int left = load.get(c.keys[i]) - c.flows[i];
            if (left == 0) {
                load.remove(c.keys[i]);
            } else {
                load.put(c.keys[i], left);
            }
        }
    }

    /** Flows on a link (its id as the path models build it). */
    int load(long link) {
        return load.getOrDefault(Contribution.spread(link), 0);
    }

    double kappa(Contribution c) {
        double k = 1;
        for (int i = 0; i < c.keys.length; i++) {
            k = Math.max(k, (double) load.get(c.keys[i]) / c.capacity[i]);
        }
        return k;
    }
}
