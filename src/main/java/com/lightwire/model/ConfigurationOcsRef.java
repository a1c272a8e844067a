package com.lightwire.model;

import java.util.Optional;

/**
 * One OCS of the current configuration.
 *
 * @param group the OCS group h
 * @param ocs   the OCS k within the group
 */
public record ConfigurationOcsRef(int group, int ocs) implements ElementRef {
    @Override
    public String label() {
        return "current configuration OCS " + group + "." + ocs;
    }

    @Override
    public Optional<ElementRef> parent() {
        return Optional.of(ConfigurationRef.CURRENT);
    }
}
