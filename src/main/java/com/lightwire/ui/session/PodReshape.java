package com.lightwire.ui.session;

import com.lightwire.model.Cluster;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.Project;

import java.util.ArrayList;
import java.util.List;

/**
 * Keeps topologies and the current configuration in step when pods are added or removed: pod indices are OCS port
 * numbers (digest D6), so removing pod k renumbers every later pod, its matrix rows and its OCS ports. O(H·P²) for
 * topologies and O(H·K·P) for the configuration.
 */
final class PodReshape {

    private PodReshape() {
    }

    /** The project with {@code cluster} (one pod more than before) and every matrix and OCS grown by one pod. */
    static Project grown(Project project, Cluster cluster) {
        int oldPods = project.cluster().podCount();
        int[] map = new int[oldPods];
        for (int i = 0; i < oldPods; i++) {
            map[i] = i;
        }
        return reshaped(project, cluster, map);
    }

    /** The project with {@code cluster} (pod {@code removed} gone) and every matrix and OCS shrunk to match. */
    static Project shrunk(Project project, Cluster cluster, int removed) {
        int oldPods = project.cluster().podCount();
        int[] map = new int[oldPods];
        for (int i = 0; i < oldPods; i++) {
            map[i] = i < removed ? i : i == removed ? -1 : i - 1;
        }
        return reshaped(project, cluster, map);
    }

    private static Project reshaped(Project project, Cluster cluster, int[] podMap) {
        int newPods = cluster.podCount();
        List<NamedTopology> topologies = new ArrayList<>();
        for (NamedTopology named : project.topologies()) {
            LogicalTopology remapped = remap(named.topology(), podMap, newPods);
            topologies.add(remapped == named.topology() ? named : new NamedTopology(named.name(), remapped));
        }
        OcsConfiguration config = project.currentConfiguration();
        OcsConfiguration newConfig = config == null ? null : remap(config, podMap, newPods, cluster);
        return new Project(cluster, topologies, newConfig, project.studies());
    }

    private static LogicalTopology remap(LogicalTopology topology, int[] podMap, int newPods) {
        if (topology.pods() != podMap.length) {
            return topology;
        }
        int[][][] counts = new int[topology.groups()][newPods][newPods];
        for (int h = 0; h < topology.groups(); h++) {
            for (int i = 0; i < podMap.length; i++) {
                for (int j = 0; j < podMap.length; j++) {
                    if (podMap[i] >= 0 && podMap[j] >= 0) {
                        counts[h][podMap[i]][podMap[j]] = topology.count(h, i, j);
                    }
                }
            }
        }
        return LogicalTopology.of(counts);
    }

    private static OcsConfiguration remap(OcsConfiguration config, int[] podMap, int newPods, Cluster cluster) {
        int perPod = cluster.scheme().portsPerPodOnOcs();
        if (config.ports() != podMap.length * perPod) {
            return null;
        }
        OcsConfiguration.Builder b = OcsConfiguration.builder(config.groups(), config.ocsPerGroup(), newPods * perPod);
        for (OcsConfiguration.Circuit c : config.circuits()) {
            int in = remapPort(c.in(), podMap, perPod);
            int out = remapPort(c.out(), podMap, perPod);
            if (in >= 0 && out >= 0) {
                b.connect(c.h(), c.ocs(), in, out);
            }
        }
        return b.build();
    }

    private static int remapPort(int port, int[] podMap, int perPod) {
        int pod = podMap[port / perPod];
        return pod < 0 ? -1 : pod * perPod + port % perPod;
    }
}
