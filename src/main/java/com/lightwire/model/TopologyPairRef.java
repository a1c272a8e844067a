package com.lightwire.model;

import java.util.Objects;
import java.util.Optional;

/**
 * One cell pair of a logical topology: the links between pods {@code a} and {@code b} in group {@code group}.
 *
 * @param topology the topology
 * @param group    the group (spine index) h
 * @param a        one pod
 * @param b        the other pod
 */
public record TopologyPairRef(TopologyRef topology, int group, int a, int b) implements ElementRef {
    public TopologyPairRef {
        Objects.requireNonNull(topology, "topology");
    }

    @Override
    public String label() {
        return topology.label() + " group " + group + " pods " + a + "-" + b;
    }

    @Override
    public Optional<ElementRef> parent() {
        return Optional.of(topology);
    }
}
