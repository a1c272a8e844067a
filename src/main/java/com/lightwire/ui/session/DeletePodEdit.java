package com.lightwire.ui.session;

import com.lightwire.model.Cluster;
import com.lightwire.model.Pod;
import com.lightwire.model.Project;
import com.lightwire.model.Rack;

import java.util.ArrayList;
import java.util.List;

/**
 * Deletes a pod and its two racks. Later pods move down one index (pod index = OCS port, digest D6), and so do their
 * rows in every topology and their ports in the current configuration; circuits touching the pod are removed.
 *
 * @param podIndex the pod to delete
 * @param podName  its label, for the description
 */
public record DeletePodEdit(int podIndex, String podName) implements Edit {

    @Override
    public String description() {
        return "Delete pod " + podName;
    }

    @Override
    public Project apply(Project project) {
        Cluster cluster = project.cluster();
        if (podIndex < 0 || podIndex >= cluster.podCount()) {
            throw new IllegalArgumentException("there is no pod " + podIndex);
        }
        if (cluster.podCount() == 1) {
            throw new IllegalArgumentException("a cluster needs at least one pod");
        }
        Pod gone = cluster.pods().get(podIndex);
        List<Pod> pods = new ArrayList<>();
        for (Pod pod : cluster.pods()) {
            if (pod.index() < podIndex) {
                pods.add(pod);
            } else if (pod.index() > podIndex) {
                pods.add(new Pod(pod.index() - 1, pod.name(), pod.spineRack(), pod.leafRack()));
            }
        }
        List<Rack> racks = new ArrayList<>(cluster.racks());
        racks.removeIf(r -> r.id().equals(gone.spineRack()) || r.id().equals(gone.leafRack()));
        return PodReshape.shrunk(project, cluster.withPodsAndRacks(pods, racks), podIndex);
    }
}
