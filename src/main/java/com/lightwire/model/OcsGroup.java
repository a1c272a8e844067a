package com.lightwire.model;

import java.util.List;
import java.util.Objects;

/**
 * OCS group h: the OCSes that every pod's spine h is cabled to. Paired OCSes (k, k+1) sit side by side, and OCS k
 * lives in rack {@code racks[min(k / ocsPerRack, racks.size()-1)]}.
 *
 * @param index      group index h
 * @param name       label shown to people
 * @param racks      ids of the racks holding the group's OCSes, in order
 * @param ocsPerRack OCSes mounted per rack (even, so that a pair never spans two racks)
 */
public record OcsGroup(int index, String name, List<String> racks, int ocsPerRack) {
    public OcsGroup {
        Objects.requireNonNull(name, "name");
        racks = List.copyOf(racks);
    }

    /** The rack holding OCS {@code ocs} of this group, or null when the group has no rack. */
    public String rackOf(int ocs) {
        if (racks.isEmpty()) {
            return null;
        }
        int perRack = Math.max(1, ocsPerRack);
        return racks.get(Math.min(ocs / perRack, racks.size() - 1));
    }
}
