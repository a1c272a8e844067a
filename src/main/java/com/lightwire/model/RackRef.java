package com.lightwire.model;

import java.util.Objects;

/**
 * A rack, identified by its id.
 *
 * @param id the rack id, e.g. "G00-R0"
 */
public record RackRef(String id) implements ElementRef {
    public RackRef {
        Objects.requireNonNull(id, "id");
    }

    @Override
    public String label() {
        return "rack " + id;
    }
}
