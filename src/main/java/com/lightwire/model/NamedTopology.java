package com.lightwire.model;

import java.util.Objects;

/** A logical topology kept in a project under a name, e.g. "ring" or "job mix 3". */
public record NamedTopology(String name, LogicalTopology topology) {
    public NamedTopology {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(topology, "topology");
    }
}
