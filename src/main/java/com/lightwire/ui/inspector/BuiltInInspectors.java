package com.lightwire.ui.inspector;

import com.lightwire.model.Cluster;
import com.lightwire.model.ClusterRef;
import com.lightwire.model.ElementRef;
import com.lightwire.model.FabricParams;
import com.lightwire.model.GroupRef;
import com.lightwire.model.PodRef;
import com.lightwire.model.Project;
import com.lightwire.model.Rack;
import com.lightwire.model.RackRef;
import com.lightwire.model.Study;
import com.lightwire.model.StudyRef;
import com.lightwire.model.TopologyRef;
import com.lightwire.model.WiringScheme;
import com.lightwire.ui.common.ElementInspector;
import com.lightwire.ui.common.InspectorRows;
import com.lightwire.ui.common.InspectorRows.Outcome;
import com.lightwire.ui.common.WiringSwitch;
import com.lightwire.ui.session.ChangeRadixesEdit;
import com.lightwire.ui.session.MoveRacksEdit;
import com.lightwire.ui.session.RenamePodEdit;

import java.util.List;
import java.util.Set;
import java.util.function.BiPredicate;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * The Inspector rows of the elements every project has: a study, a project without a cluster (its studies), a pod
 * with its two racks, a rack, an OCS group, a topology and the cluster (name, wiring scheme, radixes, sizes). Each is
 * one {@link ElementInspector}, matched by the type of the reference.
 */
public final class BuiltInInspectors {

    private BuiltInInspectors() {
    }

    /**
     * In the order they are asked: studies, then a cluster-free project (the tree's root, or what nothing else shows:
     * a view's own element kinds are asked first, then their parents), then the kinds that need a cluster.
     */
    public static List<ElementInspector> all() {
        return List.of(
                inspector((p, e) -> e instanceof StudyRef, Project::studies,
                        (p, e, rows) -> study(p, (StudyRef) e, rows)),
                inspector((p, e) -> !p.hasCluster() && (e == null || e instanceof ClusterRef), Project::studies,
                        (p, e, rows) -> rows.readOnly("Project", "Studies", p.studies().size())),
                ofKind(PodRef.class, Project::cluster, (p, ref, rows) -> pod(p, ref.index(), rows)),
                ofKind(RackRef.class, Project::cluster, (p, ref, rows) -> p.cluster().rack(ref.id())
                        .ifPresent(r -> rack(rows, "Rack", r))),
                ofKind(GroupRef.class, Project::cluster, (p, ref, rows) -> group(p, ref.index(), rows)),
                ofKind(TopologyRef.class, Project::topologies, (p, ref, rows) -> topology(p, ref.index(), rows)),
                ofKind(ClusterRef.class, Project::cluster, (p, ref, rows) -> cluster(p.cluster(), rows)));
    }

    /** The rows of one kind of reference to an element of the cluster. */
    @FunctionalInterface
    private interface Rows<R extends ElementRef> {
        void add(Project project, R element, InspectorRows out);
    }

    private static <R extends ElementRef> ElementInspector ofKind(Class<R> kind, Function<Project, Object> source,
                                                                   Rows<R> rows) {
        return inspector((p, e) -> p.hasCluster() && kind.isInstance(e), source,
                (p, e, out) -> rows.add(p, kind.cast(e), out));
    }

    /** A contribution whose rows are computed from {@code source} of the project (compared by identity). */
    private static ElementInspector inspector(BiPredicate<Project, ElementRef> inspects,
                                              Function<Project, Object> source, Rows<ElementRef> rows) {
        return new ElementInspector() {
            @Override
            public boolean inspects(Project project, ElementRef element) {
                return inspects.test(project, element);
            }

            @Override
            public void rows(Project project, ElementRef element, InspectorRows out) {
                rows.add(project, element, out);
            }

            @Override
            public Object source(Project project, ElementRef element) {
                return source.apply(project);
            }
        };
    }

    private static void study(Project project, StudyRef ref, InspectorRows rows) {
        for (Study study : project.studies()) {
            if (StudyRef.of(study).equals(ref)) {
                rows.readOnly("Study", "Kind", study.kind());
                rows.readOnly("Study", "Name", study.name());
            }
        }
    }

    static void cluster(Cluster cluster, InspectorRows rows) {
        var sizes = cluster.sizes();
        rows.readOnly("Cluster", "Name", cluster.name());
        rows.editable("Cluster", "Wiring scheme", cluster.scheme(),
                (current, v) -> Outcome.ask(dialogs -> WiringSwitch.ask(dialogs, current, (WiringScheme) v)));
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

    private static void pod(Project project, int index, InspectorRows rows) {
        Cluster cluster = project.cluster();
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

    private static void group(Project project, int index, InspectorRows rows) {
        Cluster cluster = project.cluster();
        if (index < 0 || index >= cluster.groups().size()) {
            return;
        }
        var group = cluster.groups().get(index);
        rows.readOnly("OCS group", "Name", group.name());
        rows.readOnly("OCS group", "Index h", group.index());
        rows.readOnly("OCS group", "OCSes", cluster.scheme().ocsPerGroup(cluster.params().kSpine()));
        rows.readOnly("OCS group", "OCSes per rack", group.ocsPerRack());
        rows.readOnly("OCS group", "Racks", String.join(", ", group.racks()));
    }

    private static void topology(Project project, int index, InspectorRows rows) {
        if (index < 0 || index >= project.topologies().size()) {
            return;
        }
        var named = project.topologies().get(index);
        rows.readOnly("Topology", "Name", named.name());
        rows.readOnly("Topology", "OCS groups", named.topology().groups());
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
