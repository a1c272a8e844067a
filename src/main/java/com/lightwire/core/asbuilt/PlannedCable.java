package com.lightwire.core.asbuilt;

import com.lightwire.core.labels.LegKind;

import java.util.Objects;

/**
 * One cable of the plan: the patch cable, what piece of fiber it is, the run it belongs to (the spine port's cable
 * id, shared by a Cross Wiring trunk and its two legs) and its routed length.
 *
 * @param cable        the planned ends and label
 * @param kind         duplex, trunk, Tx leg, Rx leg or InfiniteHBD fiber
 * @param run          id of the spine-port run (a Tx leg and an Rx leg of the same run form a pair)
 * @param lengthMeters routed length estimate (NaN when the floor plan does not know it)
 */
public record PlannedCable(PatchCable cable, LegKind kind, String run, double lengthMeters) {
    public PlannedCable {
        Objects.requireNonNull(cable, "cable");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(run, "run");
    }
}
