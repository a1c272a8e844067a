package com.lightwire.ui.inspector;

import com.lightwire.model.Cluster;
import com.lightwire.model.FabricParams;
import com.lightwire.model.Project;
import com.lightwire.model.Rack;
import com.lightwire.model.WiringScheme;
import com.lightwire.ui.common.ElementInspector;
import com.lightwire.ui.common.InspectorRows;
import com.lightwire.ui.common.InspectorRows.Outcome;
import com.lightwire.ui.session.ChangeRadixesEdit;
import com.lightwire.ui.session.ChangeSchemeEdit;
import com.lightwire.ui.session.ElementRef;
import com.lightwire.ui.session.MoveRacksEdit;
import com.lightwire.ui.session.RenamePodEdit;

import java.util.List;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * The Inspector rows of the elements every project has: the cluster (name, wiring scheme, radixes, sizes), a pod
 * with its two racks, a rack, an OCS group and a topology. Each is one {@link ElementInspector}, matched by kind.
 */
public final class BuiltInInspectors {

    private BuiltInInspectors() {
    }

    /** Pod, rack, OCS group, topology, then the cluster; anything else shows the cluster. */
    public static List<ElementInspector> all() {
        return List.of(of(ElementRef.Kind.POD, BuiltInInspectors::pod),
                of(ElementRef.Kind.RACK, (p, e, rows) -> p.cluster().rack(e.id()).ifPresent(r -> rack(rows, "Rack", r))),
                of(ElementRef.Kind.OCS_GROUP, BuiltInInspectors::group),
                of(ElementRef.Kind.TOPOLOGY, BuiltInInspectors::topology),
                of(ElementRef.Kind.CLUSTER, (p, e, rows) -> cluster(p.cluster(), rows)));
    }

    private static ElementInspector of(ElementRef.Kind kind, Rows rows) {
        return new ElementInspector() {
            @Override
            public boolean inspects(ElementRef element) {
                return element.kind() == kind;
            }

            @Override
            public void rows(Project project, ElementRef element, InspectorRows out) {
                rows.add(project, element, out);
            }
        };
    }

    @FunctionalInterface
    private interface Rows {
        void add(Project project, ElementRef element, InspectorRows out);
    }

    static void cluster(Cluster cluster, InspectorRows rows) {
        var sizes = cluster.sizes();
        rows.readOnly("Cluster", "Name", cluster.name());
        rows.editable("Cluster", "Wiring scheme", cluster.scheme(),
                (current, v) -> Outcome.perform(new ChangeSchemeEdit((WiringScheme) v)));
        FabricParams p = cluster.params();
        radix(rows, "K_leaf", p.kLeaf(), v -> new FabricParams(v, p.kSpine(), p.tau(), p.kOcs()));
        radix(rows, "K_spine", p.kSpine(), v -> new FabricParams(p.kLeaf(), v, p.tau(), p.kOcs()));
        radix(rows, "tau", p.tau(), v -> new FabricParams(p.kLeaf(), p.kSpine(), v, p.kOcs()));
        radix(rows, "K_ocs", p.kOcs(), v -> new FabricParams(p.kLeaf(), p.kSpine(), p.tau(), v));
        rows.readOnly("Sizes", "OCS groups (K_leaf/tau)", cluster.groups().size());
        rows.readOnly("Sizes", "Pods", sizes.pods());
        rows.readOnly("Sizes", "GPUs", sizes.gpus());
        rows.readOnly("Sizes", "OCSes", sizes.totalOcs());
        rows.readOnly("Sizes", "Spine-OCS cables", sizes.duplexCables());
    }

    /**
     * An editable radix: a valid value rebuilds the OCS groups and racks and drops what no longer fits, as one
     * undoable edit ({@link ChangeRadixesEdit}).
     */
    private static void radix(InspectorRows rows, String name, int value, IntFunction<FabricParams> withValue) {
        rows.editable("Radixes", name, value, (current, v) -> {
            FabricParams params = withValue.apply(toInt(v));
            String problem = ChangeRadixesEdit.problem(current, params);
            return problem != null ? Outcome.refuse(problem) : Outcome.perform(ChangeRadixesEdit.of(current, params));
        });
    }

    private static void pod(Project project, ElementRef element, InspectorRows rows) {
        Cluster cluster = project.cluster();
        int index = element.index();
        if (index < 0 || index >= cluster.podCount()) {
            return;
        }
        var pod = cluster.pods().get(index);
        rows.readOnly("Pod", "Index (OCS port)", pod.index());
        rows.editable("Pod", "Name", pod.name(), (current, v) -> {
            String problem = RenamePodEdit.problem(current, index, (String) v);
            return problem != null ? Outcome.refuse(problem) : Outcome.perform(new RenamePodEdit(index, (String) v));
        });
        cluster.rack(pod.spineRack()).ifPresent(r -> rack(rows, "Spine rack", r));
        cluster.rack(pod.leafRack()).ifPresent(r -> rack(rows, "Leaf rack", r));
    }

    private static void rack(InspectorRows rows, String category, Rack rack) {
        rows.readOnly(category, "Id", rack.id());
        rows.editable(category, "Row", rack.row(), (current, v) -> moveRack(current, rack.id(), toInt(v), -1));
        rows.editable(category, "Slot", rack.slot(), (current, v) -> moveRack(current, rack.id(), -1, toInt(v)));
    }

    private static void group(Project project, ElementRef element, InspectorRows rows) {
        Cluster cluster = project.cluster();
        int index = element.index();
        if (index < 0 || index >= cluster.groups().size()) {
            return;
        }
        var group = cluster.groups().get(index);
        rows.readOnly("OCS group", "Name", group.name());
        rows.readOnly("OCS group", "Spine index h", group.index());
        rows.readOnly("OCS group", "OCSes", cluster.scheme().ocsPerGroup(cluster.params().kSpine()));
        rows.readOnly("OCS group", "OCSes per rack", group.ocsPerRack());
        rows.readOnly("OCS group", "Racks", String.join(", ", group.racks()));
    }

    private static void topology(Project project, ElementRef element, InspectorRows rows) {
        int index = element.index();
        if (index < 0 || index >= project.topologies().size()) {
            return;
        }
        var named = project.topologies().get(index);
        rows.readOnly("Topology", "Name", named.name());
        rows.readOnly("Topology", "Spine indices", named.topology().groups());
        rows.readOnly("Topology", "Pods", named.topology().pods());
        rows.readOnly("Topology", "Links", named.topology().totalLinks());
    }

    /** Moves a rack to {@code row} or {@code slot} (the other one given as -1 stays), from where it is now. */
    private static Outcome moveRack(Project current, String rackId, int row, int slot) {
        Rack rack = current.cluster().rack(rackId).orElseThrow();
        int rows = row < 0 ? 0 : row - rack.row();
        int slots = slot < 0 ? 0 : slot - rack.slot();
        if (rack.row() + rows < 0 || rack.slot() + slots < 0 || (row < 0 && slot < 0)) {
            return Outcome.refuse("row and slot must not be negative");
        }
        return Outcome.perform(new MoveRacksEdit("Move rack " + rack.id(), Set.of(rack.id()), rows, slots));
    }

    private static int toInt(Object value) {
        return ((Number) value).intValue();
    }
}
