package com.lightwire.ui.session;

import com.lightwire.model.Cluster;
import com.lightwire.model.OcsGroup;
import com.lightwire.model.Pod;
import com.lightwire.model.Project;
import com.lightwire.model.Rack;

import java.util.ArrayList;
import java.util.List;

/**
 * Deletes a rack that nothing needs: a spare OCS rack of a group that keeps enough racks for all its OCSes, or a rack
 * no pod or group refers to. A pod's spine or leaf rack is refused (delete the pod instead), and so is an OCS rack
 * whose removal would leave OCSes of its group without a rack. O(racks + groups).
 *
 * @param rackId the rack to delete
 */
public record DeleteRackEdit(String rackId) implements Edit {

    @Override
    public String description() {
        return "Delete rack " + rackId;
    }

    @Override
    public Project apply(Project project) {
        String problem = problem(project.cluster(), rackId);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        Cluster cluster = project.cluster();
        List<OcsGroup> groups = new ArrayList<>();
        for (OcsGroup g : cluster.groups()) {
            List<String> ids = new ArrayList<>(g.racks());
            ids.remove(rackId);
            groups.add(new OcsGroup(g.index(), g.name(), ids, g.ocsPerRack()));
        }
        List<Rack> racks = new ArrayList<>(cluster.racks());
        racks.removeIf(r -> r.id().equals(rackId));
        return project.withCluster(new Cluster(cluster.name(), cluster.params(), cluster.scheme(), cluster.pods(),
                groups, racks, cluster.floor()));
    }

    /** Why rack {@code id} cannot be deleted from {@code cluster}, or null when it can. */
    public static String problem(Cluster cluster, String id) {
        if (cluster.rack(id).isEmpty()) {
            return "there is no rack " + id;
        }
        for (Pod pod : cluster.pods()) {
            if (pod.spineRack().equals(id) || pod.leafRack().equals(id)) {
                String part = pod.spineRack().equals(id) ? "spines" : "leaves";
                return "rack " + id + " holds the " + part + " of pod " + pod.name() + "; delete the pod instead";
            }
        }
        int ocs = cluster.scheme().ocsPerGroup(cluster.params().kSpine());
        for (OcsGroup g : cluster.groups()) {
            int needed = racksNeeded(ocs, g.ocsPerRack());
            if (g.racks().contains(id) && g.racks().size() - 1 < needed) {
                int homeless = (g.racks().size() - 1) * Math.max(1, g.ocsPerRack());
                return "OCS group " + g.name() + " needs " + needed + " racks for its " + ocs + " OCSes ("
                        + g.ocsPerRack() + " per rack); deleting " + id + " would leave OCSes " + homeless + "-"
                        + (ocs - 1) + " without a rack";
            }
        }
        return null;
    }

    /** Racks that hold {@code ocs} OCSes at {@code perRack} each (at least one). */
    static int racksNeeded(int ocs, int perRack) {
        int per = Math.max(1, perRack);
        return Math.max(1, (ocs + per - 1) / per);
    }
}
