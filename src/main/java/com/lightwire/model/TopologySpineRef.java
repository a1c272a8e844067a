package com.lightwire.model;

import java.util.Objects;
import java.util.Optional;

/**
 * One row of a logical topology: spine {@code group} of pod {@code pod} and all its links, e.g. for a port-bound or
 * diagonal finding.
 *
 * @param topology the topology
 * @param group    the group (spine index) h
 * @param pod      the pod i
 */
public record TopologySpineRef(TopologyRef topology, int group, int pod) implements ElementRef {
    public TopologySpineRef {
        Objects.requireNonNull(topology, "topology");
    }

    @Override
    public String label() {
        return topology.label() + " group " + group + " pod " + pod;
    }

    @Override
    public Optional<ElementRef> parent() {
        return Optional.of(topology);
    }
}
