package com.lightwire.model;

import java.util.List;
import java.util.Objects;

/**
 * Everything a project file holds: the cluster design, the logical topologies studied on it, and the OCS
 * configuration currently installed (null before the first one is applied). Fiber plans are derived from the
 * cluster's wiring scheme and never stored. Immutable.
 */
public record Project(Cluster cluster, List<NamedTopology> topologies, OcsConfiguration currentConfiguration) {
    public Project {
        Objects.requireNonNull(cluster, "cluster");
        topologies = List.copyOf(topologies);
    }

    public static Project of(Cluster cluster) {
        return new Project(cluster, List.of(), null);
    }

    public Project withCluster(Cluster newCluster) {
        return new Project(newCluster, topologies, currentConfiguration);
    }

    public Project withTopologies(List<NamedTopology> newTopologies) {
        return new Project(cluster, newTopologies, currentConfiguration);
    }

    public Project withCurrentConfiguration(OcsConfiguration configuration) {
        return new Project(cluster, topologies, configuration);
    }
}
