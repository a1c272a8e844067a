package com.lightwire.model.dag;

import java.util.Objects;

/**
 * An allocation kept in a project under a name ("edited" for the heat map's hand edits, or a method's title).
 *
 * @param name       unique within its study
 * @param allocation circuits per pod pair
 */
public record NamedAllocation(String name, Allocation allocation) {
    public NamedAllocation {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(allocation, "allocation");
    }
}
