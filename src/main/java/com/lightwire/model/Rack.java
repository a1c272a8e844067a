package com.lightwire.model;

import java.util.Objects;

/**
 * A rack on the floor plan, placed at a row and a slot within the row.
 *
 * @param id      stable identifier, unique in the cluster
 * @param name    label shown to people
 * @param row     0-based row index on the floor
 * @param slot    0-based position within the row
 * @param role    what the rack holds
 * @param heightU usable height in rack units
 */
public record Rack(String id, String name, int row, int slot, RackRole role, int heightU) {
    public Rack {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(role, "role");
    }

    public Rack movedTo(int newRow, int newSlot) {
        return new Rack(id, name, newRow, newSlot, role, heightU);
    }
}
