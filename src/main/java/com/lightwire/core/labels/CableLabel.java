package com.lightwire.core.labels;

import java.util.List;
import java.util.Objects;

/**
 * The content of one label, printed identically at both ends of its fiber (TIA-606-B style). An InfiniteHBD fiber
 * ({@link LegKind#HBD}) has no pod, spine or OCS: those fields are -1 and {@code ocsRack} is its a end's rack.
 *
 * @param id           the cable id, {@code <near end>/<far end>} from the label format's end template
 * @param kind         duplex cable, trunk, Tx leg or Rx leg
 * @param near         the spine-side end (spine port, or the split panel for a leg)
 * @param far          the OCS-side end (OCS port, or the split panel for a trunk)
 * @param pod          pod i of the spine port
 * @param spine        spine h of the spine port, also its OCS group
 * @param spinePort    OCS-facing port p of the spine
 * @param ocs          the OCS this piece lands on; for a trunk, the even OCS of the pair
 * @param ocsPort      the OCS port index (= pod index for Uniform and Cross Wiring)
 * @param ocsRack      id of the rack holding that OCS
 * @param lengthMeters routed length estimate
 * @param lines        printed text lines: the id, "A" near end, "B" far end, what it is, where it lands
 */
public record CableLabel(String id, LegKind kind, LabelEnd near, LabelEnd far, int pod, int spine, int spinePort,
                         int ocs, int ocsPort, String ocsRack, double lengthMeters, List<String> lines) {
    public CableLabel {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(near, "near");
        Objects.requireNonNull(far, "far");
        Objects.requireNonNull(ocsRack, "ocsRack");
        lines = List.copyOf(lines);
    }

    /** OCS group h (the spine index). */
    public int group() {
        return spine;
    }
}
