package com.lightwire.ui.fabric;

import com.lightwire.model.Cluster;
import com.lightwire.model.OcsGroup;
import com.lightwire.model.Pod;
import com.lightwire.ui.session.AddOcsRackEdit;
import com.lightwire.ui.session.AddPodEdit;
import com.lightwire.ui.session.CompositeEdit;
import com.lightwire.ui.session.DeletePodEdit;
import com.lightwire.ui.session.DeleteRackEdit;
import com.lightwire.ui.session.Edit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * Turns the Fabric view's floor gestures into one edit each: placing a palette item on a slot, duplicating and
 * deleting a selection of pods and OCS racks. Edits are built here and refused (with the reason) before they reach
 * the session when the selection cannot be handled. O(pods + groups · racks per group) per call.
 */
final class FloorEditor {

    private FloorEditor() {
    }

    /** An edit or the reason there is none. */
    record Outcome(Edit edit, String refusal) {
        static Outcome refused(String why) {
            return new Outcome(null, why);
        }
    }

    /** Places {@code item} with its (first) rack on (row, slot); an OCS rack joins {@code group}. */
    static Outcome place(Cluster cluster, PaletteItem item, int row, int slot, int group) {
        if (row < 0 || slot < 0) {
            return Outcome.refused("that place is outside the floor");
        }
        return switch (item) {
            case POD -> new Outcome(new CompositeEdit("Add pod " + AddPodEdit.nextName(cluster),
                    List.of(new AddPodEdit(row, slot))), null);
            case OCS_RACK -> group < 0 ? Outcome.refused("choose an OCS group in the OCS group list, or select one "
                    + "of its racks, to place an OCS rack")
                    : new Outcome(AddOcsRackEdit.next(cluster, group, row, slot), null);
        };
    }

    /** The OCS group to add a rack to: the filtered group, else the group of a selected OCS rack, else -1. */
    static int targetGroup(Cluster cluster, Set<String> selected, int groupFilter) {
        if (groupFilter >= 0) {
            return groupFilter;
        }
        for (OcsGroup group : cluster.groups()) {
            if (group.racks().stream().anyMatch(selected::contains)) {
                return group.index();
            }
        }
        return -1;
    }

    /** One new pod per selected pod and one new rack per selected OCS rack, each at the first free place. */
    static Outcome duplicate(Cluster cluster, Set<String> selected) {
        List<Edit> adds = new ArrayList<>();
        int pods = podsTouching(cluster, selected).size();
        for (int k = 0; k < pods; k++) {
            adds.add(AddPodEdit.automatic());
        }
        int racks = 0;
        for (OcsGroup group : cluster.groups()) {
            for (String id : group.racks()) {
                if (selected.contains(id)) {
                    adds.add(new AddOcsRackEdit.Automatic(group.index()));
                    racks++;
                }
            }
        }
        if (adds.isEmpty()) {
            return Outcome.refused("select a pod or an OCS rack to duplicate");
        }
        String what = pods == 1 && racks == 0 ? "Duplicate pod" : "Duplicate " + count(pods, racks, "OCS rack");
        return new Outcome(new CompositeEdit(what, adds), null);
    }

    /**
     * Deletes the pods whose racks are both selected and the other selected racks; a pod with only one of its racks
     * selected is refused, as is a rack its OCS group needs.
     */
    static Outcome delete(Cluster cluster, Set<String> selected) {
        List<Pod> pods = podsTouching(cluster, selected);
        for (Pod pod : pods) {
            if (!selected.contains(pod.spineRack()) || !selected.contains(pod.leafRack())) {
                String rack = selected.contains(pod.spineRack()) ? pod.spineRack() : pod.leafRack();
                return Outcome.refused(DeleteRackEdit.problem(cluster, rack));
            }
        }
        List<Edit> edits = new ArrayList<>();
        List<String> racks = new ArrayList<>(selected);
        pods.forEach(p -> racks.removeAll(List.of(p.spineRack(), p.leafRack())));
        racks.forEach(id -> edits.add(new DeleteRackEdit(id)));
        pods.sort(Comparator.comparingInt(Pod::index).reversed());
        pods.forEach(p -> edits.add(new DeletePodEdit(p.index(), p.name())));
        if (edits.isEmpty()) {
            return Outcome.refused("select a pod or a rack to delete");
        }
        String what = pods.size() == 1 && racks.isEmpty() ? "Delete pod " + pods.get(0).name()
                : racks.size() == 1 && pods.isEmpty() ? "Delete rack " + racks.get(0)
                : "Delete " + count(pods.size(), racks.size(), "rack");
        return new Outcome(new CompositeEdit(what, edits), null);
    }

    /** The pods with at least one selected rack, by index. */
    static List<Pod> podsTouching(Cluster cluster, Set<String> selected) {
        List<Pod> out = new ArrayList<>();
        for (Pod pod : cluster.pods()) {
            if (selected.contains(pod.spineRack()) || selected.contains(pod.leafRack())) {
                out.add(pod);
            }
        }
        return out;
    }

    private static String count(int pods, int racks, String rackWord) {
        List<String> parts = new ArrayList<>();
        if (pods > 0) {
            parts.add(pods + (pods == 1 ? " pod" : " pods"));
        }
        if (racks > 0) {
            parts.add(racks + " " + rackWord + (racks == 1 ? "" : "s"));
        }
        return String.join(" and ", parts);
    }
}
