package com.lightwire.model;

import java.util.Objects;

/**
 * A pod: {@code K_spine/tau} leaves and {@code K_leaf/tau} spines in a two-layer leaf-spine block.
 * All pods of a cluster share the switch radixes of {@link FabricParams}.
 *
 * @param index      0-based pod index, also its OCS port number (Cross Wiring digest D6)
 * @param name       label shown to people
 * @param spineRack  id of the rack holding the pod's spines
 * @param leafRack   id of the rack holding the pod's leaves
 */
public record Pod(int index, String name, String spineRack, String leafRack) {
    public Pod {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(spineRack, "spineRack");
        Objects.requireNonNull(leafRack, "leafRack");
    }
}
