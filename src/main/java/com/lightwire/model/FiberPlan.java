package com.lightwire.model;

import java.util.List;
import java.util.Objects;

/**
 * The physical spine-to-OCS cabling of a cluster: one {@link Cable} per spine OCS-facing port, ordered by
 * (pod, spine, port).
 *
 * @param scheme the wiring rule that produced the plan
 * @param params the radixes the plan was made for
 * @param pods   the pod count P
 * @param cables the cables, in (pod, spine, port) order
 */
public record FiberPlan(WiringScheme scheme, FabricParams params, int pods, List<Cable> cables) {
    public FiberPlan {
        Objects.requireNonNull(scheme, "scheme");
        Objects.requireNonNull(params, "params");
        cables = List.copyOf(cables);
    }

    /** Number of strands: two per cable. */
    public long strandCount() {
        return 2L * cables.size();
    }

    /** The cable of a spine port, by its position in the (pod, spine, port) order. */
    public Cable cableAt(SpinePort port) {
        int perPod = params.spinesPerPod() * params.kSpine();
        return cables.get(port.pod() * perPod + port.spine() * params.kSpine() + port.port());
    }
}
