package com.lightwire.ui.session;

import com.lightwire.model.Cluster;
import com.lightwire.model.Pod;
import com.lightwire.model.Project;
import com.lightwire.model.Rack;
import com.lightwire.model.RackRole;

import java.util.ArrayList;
import java.util.List;

/**
 * Adds pod P (the next index) with a spine rack at (row, slot) and its leaf rack in the slot after it, or at the
 * first free pair of slots after the OCS rows when {@code row < 0}. Topologies and the current configuration grow by
 * one pod with no links and no circuits.
 *
 * @param row  row of the new spine rack, or -1 to place it automatically
 * @param slot slot of the new spine rack
 */
public record AddPodEdit(int row, int slot) implements Edit {

    /** Adds a pod at the first free place. */
    public static AddPodEdit automatic() {
        return new AddPodEdit(-1, -1);
    }

    /** The label the next added pod gets ("P004"), for naming a placement before it happens. */
    public static String nextName(Cluster cluster) {
        return new FloorSlots(cluster.racks()).unusedName(cluster.podCount());
    }

    @Override
    public String description() {
        return "Add pod";
    }

    @Override
    public Project apply(Project project) {
        Cluster cluster = project.cluster();
        int maxPods = cluster.params().kOcs() / cluster.scheme().portsPerPodOnOcs();
        if (cluster.podCount() >= maxPods) {
            throw new IllegalArgumentException("the OCSes have ports for at most " + maxPods + " pods with "
                    + cluster.scheme().displayName());
        }
        FloorSlots floor = new FloorSlots(cluster.racks());
        int[] place = row >= 0 ? new int[] {row, slot} : floor.firstFreePair(floor.firstRowAfter(RackRole.OCS));
        if (!floor.isFree(place[0], place[1]) || !floor.isFree(place[0], place[1] + 1)) {
            throw new IllegalArgumentException("row " + place[0] + " slots " + place[1] + "-" + (place[1] + 1)
                    + " are taken");
        }
        String label = floor.unusedName(cluster.podCount());
        Rack spine = new Rack(label + "-SP", label + " spines", place[0], place[1], RackRole.SPINE, 42);
        Rack leaf = new Rack(label + "-LF", label + " leaves", place[0], place[1] + 1, RackRole.LEAF, 42);
        List<Pod> pods = new ArrayList<>(cluster.pods());
        pods.add(new Pod(cluster.podCount(), label, spine.id(), leaf.id()));
        List<Rack> racks = new ArrayList<>(cluster.racks());
        racks.add(spine);
        racks.add(leaf);
        return PodReshape.grown(project, cluster.withPodsAndRacks(pods, racks));
    }
}
