package com.lightwire.ui.session;

import com.lightwire.model.Cluster;
import com.lightwire.model.Project;
import com.lightwire.model.Rack;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Moves a set of racks by the same number of rows and slots, as one drag on the floor plan does. Rejected when a rack
 * would leave the floor (negative row or slot); landing on a taken slot is allowed and reported by the validator.
 *
 * @param description what the user moved, e.g. "Move pod P003" or "Move 4 racks"
 * @param rackIds     the racks to move
 * @param rows        rows to move by
 * @param slots       slots to move by
 */
public record MoveRacksEdit(String description, Set<String> rackIds, int rows, int slots) implements Edit {

    public MoveRacksEdit {
        rackIds = Set.copyOf(rackIds);
    }

    /** Moves pod {@code podIndex}'s spine rack to (row, slot) and its leaf rack along with it. */
    public static MoveRacksEdit movePod(Cluster cluster, int podIndex, int row, int slot) {
        var pod = cluster.pods().get(podIndex);
        Rack spine = cluster.rack(pod.spineRack()).orElseThrow();
        return new MoveRacksEdit("Move pod " + pod.name(), Set.of(pod.spineRack(), pod.leafRack()),
                row - spine.row(), slot - spine.slot());
    }

    @Override
    public Project apply(Project project) {
        List<Rack> racks = new ArrayList<>();
        for (Rack rack : project.cluster().racks()) {
            if (rackIds.contains(rack.id())) {
                int row = rack.row() + rows;
                int slot = rack.slot() + slots;
                if (row < 0 || slot < 0) {
                    throw new IllegalArgumentException("rack " + rack.id() + " would leave the floor");
                }
                racks.add(rack.movedTo(row, slot));
            } else {
                racks.add(rack);
            }
        }
        return project.withCluster(project.cluster().withRacks(racks));
    }
}
