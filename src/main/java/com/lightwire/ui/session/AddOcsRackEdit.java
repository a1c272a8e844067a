package com.lightwire.ui.session;

import com.lightwire.model.Cluster;
import com.lightwire.model.OcsGroup;
import com.lightwire.model.Project;
import com.lightwire.model.Rack;
import com.lightwire.model.RackRole;

import java.util.ArrayList;
import java.util.List;

/**
 * Adds an OCS rack to the end of group {@code group}'s rack list, giving the group room for {@code ocsPerRack} more
 * OCSes ({@link OcsGroup#rackOf(int)}). Topologies and the configuration do not depend on racks and stay as they are.
 *
 * @param group  index of the OCS group
 * @param rackId id of the new rack, not used yet
 * @param row    row of the new rack
 * @param slot   slot of the new rack, which must be free
 */
public record AddOcsRackEdit(int group, String rackId, int row, int slot) implements Edit {

    /**
     * The edit adding the next rack of {@code group} at (row, slot), or, when {@code row < 0}, at the first free slot
     * from the row of the group's last rack on.
     */
    public static AddOcsRackEdit next(Cluster cluster, int group, int row, int slot) {
        if (group < 0 || group >= cluster.groups().size()) {
            throw new IllegalArgumentException("there is no OCS group " + group);
        }
        OcsGroup g = cluster.groups().get(group);
        FloorSlots floor = new FloorSlots(cluster.racks());
        String id = floor.unusedOcsRackId(g.name(), g.racks().size());
        if (row >= 0) {
            return new AddOcsRackEdit(group, id, row, slot);
        }
        int fromRow = g.racks().isEmpty() ? 0 : cluster.rack(g.racks().get(g.racks().size() - 1))
                .map(Rack::row).orElse(0);
        int[] place = floor.firstFree(fromRow);
        return new AddOcsRackEdit(group, id, place[0], place[1]);
    }

    @Override
    public String description() {
        return "Add OCS rack " + rackId;
    }

    @Override
    public Project apply(Project project) {
        Cluster cluster = project.cluster();
        if (group < 0 || group >= cluster.groups().size()) {
            throw new IllegalArgumentException("there is no OCS group " + group);
        }
        FloorSlots floor = new FloorSlots(cluster.racks());
        if (!floor.isFree(row, slot)) {
            throw new IllegalArgumentException("row " + row + " slot " + slot + " is taken");
        }
        if (cluster.rack(rackId).isPresent()) {
            throw new IllegalArgumentException("rack id " + rackId + " is already used");
        }
        OcsGroup old = cluster.groups().get(group);
        List<String> ids = new ArrayList<>(old.racks());
        ids.add(rackId);
        List<OcsGroup> groups = new ArrayList<>(cluster.groups());
        groups.set(group, new OcsGroup(old.index(), old.name(), ids, old.ocsPerRack()));
        List<Rack> racks = new ArrayList<>(cluster.racks());
        racks.add(new Rack(rackId, "OCS group " + old.index() + " rack " + (ids.size() - 1), row, slot,
                RackRole.OCS, 42));
        return project.withCluster(new Cluster(cluster.name(), cluster.params(), cluster.scheme(), cluster.pods(),
                groups, racks, cluster.floor()));
    }

    /**
     * Adds the next rack of {@code group} at the first free slot, resolved when applied, so that several of these in
     * one {@link CompositeEdit} (duplicating a selection) take different ids and slots.
     *
     * @param group index of the OCS group
     */
    public record Automatic(int group) implements Edit {

        @Override
        public String description() {
            return "Add OCS rack to group " + group;
        }

        @Override
        public Project apply(Project project) {
            return next(project.cluster(), group, -1, -1).apply(project);
        }
    }
}
