package com.lightwire.model;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Everything a project file holds: the cluster design, the logical topologies studied on it, the OCS configuration
 * currently installed (null before the first one is applied) and the studies (demand matrices, DAGs, HBD
 * layouts...). The cluster may be absent in a project that holds only studies (a DAG study, an HBD layout); then it
 * holds no topologies and no configuration, which need a cluster's shape. Fiber plans are derived from the cluster's
 * wiring scheme and never stored. Immutable.
 *
 * @param cluster              the cluster design, or null; read it with {@link #cluster()} after {@link #hasCluster()}
 * @param topologies           named logical topologies, each of the cluster's shape
 * @param currentConfiguration the installed OCS configuration, or null
 * @param studies              the studies, (kind, name) unique
 */
public record Project(Cluster cluster, List<NamedTopology> topologies, OcsConfiguration currentConfiguration,
                      List<Study> studies) {
    public Project {
        topologies = List.copyOf(topologies);
        studies = List.copyOf(studies);
        if (cluster == null && (!topologies.isEmpty() || currentConfiguration != null)) {
            throw new IllegalArgumentException("topologies and a configuration need a cluster");
        }
        Set<StudyRef> seen = new HashSet<>();
        for (Study study : studies) {
            if (!seen.add(StudyRef.of(study))) {
                throw new IllegalArgumentException("two studies are named " + StudyRef.of(study).label());
            }
        }
    }

    public static Project of(Cluster cluster) {
        return new Project(cluster, List.of(), null, List.of());
    }

    /** A project of studies alone, without a cluster. */
    public static Project ofStudies(List<Study> studies) {
        return new Project(null, List.of(), null, studies);
    }

    /**
     * The cluster design.
     *
     * @throws IllegalStateException when the project has none ({@link #hasCluster()} is false)
     */
    @Override
    public Cluster cluster() {
        if (cluster == null) {
            throw new IllegalStateException("the project has no cluster");
        }
        return cluster;
    }

    public boolean hasCluster() {
        return cluster != null;
    }

    /** The cluster, or empty for a project of studies alone. */
    public Optional<Cluster> optionalCluster() {
        return Optional.ofNullable(cluster);
    }

    public Project withCluster(Cluster newCluster) {
        return new Project(newCluster, topologies, currentConfiguration, studies);
    }

    public Project withTopologies(List<NamedTopology> newTopologies) {
        return new Project(cluster, newTopologies, currentConfiguration, studies);
    }

    public Project withCurrentConfiguration(OcsConfiguration configuration) {
        return new Project(cluster, topologies, configuration, studies);
    }

    public Project withStudies(List<Study> newStudies) {
        return new Project(cluster, topologies, currentConfiguration, newStudies);
    }
}
