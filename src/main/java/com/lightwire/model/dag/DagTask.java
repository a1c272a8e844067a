package com.lightwire.model.dag;

import java.util.List;
import java.util.Objects;

/**
 * One inter-pod transfer {@code m = (i_m, j_m, F_m, V_m, Gsrc_m, Gdst_m)} (DELTA §1.3): every flow carries
 * {@code volumeMB / flows.size()}.
 *
 * @param id        unique name, e.g. "r0.PPf3.s2"
 * @param src       source pod index
 * @param dst       destination pod index
 * @param volumeMB  bytes of the whole task in MB (10^6 bytes), positive
 * @param flows     the GPU pairs; {@code F_m = flows.size()}
 * @param releaseMs earliest start (intra-pod work before the first transfer, edges from the virtual task m0)
 * @param tailMs    intra-pod work after the task that still counts in the iteration time
 */
public record DagTask(String id, int src, int dst, double volumeMB, List<Flow> flows, double releaseMs,
                      double tailMs) {
    public DagTask {
        Objects.requireNonNull(id, "id");
        flows = List.copyOf(flows);
    }

    /** The number of concurrent flows {@code F_m}. */
    public int flowCount() {
        return flows.size();
    }
}
