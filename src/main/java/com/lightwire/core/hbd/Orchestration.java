package com.lightwire.core.hbd;

import com.lightwire.model.hbd.HbdPlacement;

import java.util.List;
import java.util.Objects;

/**
 * A placement for a job on a Fat-Tree DCN (digest §3.3-3.6) or by the greedy baseline: the placement (its first
 * {@code jobGroups} groups run the job), the constraint count chosen and the binary search's probes (Fat-Tree only,
 * else 0 and empty), and the cross-ToR ratio of the job's groups (§7 item 10).
 *
 * @param placement     all groups of the chosen placement
 * @param jobGroups     ⌈s/t⌉
 * @param constraints   enforced constraints (Algorithm 5's best {@code mid})
 * @param probes        the binary search's probes, in order
 * @param crossTorRatio cross-ToR ring hops over all ring hops of the job's groups
 */
public record Orchestration(HbdPlacement placement, int jobGroups, int constraints, List<Probe> probes,
                            double crossTorRatio) {

    /** One probe of Algorithm 5's binary search. */
    public record Probe(int constraints, int groups, boolean feasible) {
    }

    public Orchestration {
        Objects.requireNonNull(placement, "placement");
        probes = List.copyOf(probes);
    }
}
