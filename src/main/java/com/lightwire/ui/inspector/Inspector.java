package com.lightwire.ui.inspector;

import com.lightwire.model.Cluster;
import com.lightwire.model.ElementRef;
import com.lightwire.model.GroupRef;
import com.lightwire.model.PodRef;
import com.lightwire.model.FabricParams;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.Project;
import com.lightwire.model.Rack;
import com.lightwire.model.RackRef;
import com.lightwire.model.Study;
import com.lightwire.model.StudyRef;
import com.lightwire.model.TopologyRef;
import com.lightwire.model.WiringScheme;
import com.lightwire.ui.session.ChangeRadixesEdit;
import com.lightwire.ui.session.ChangeSchemeEdit;
import com.lightwire.ui.session.Edit;
import com.lightwire.ui.session.MoveRacksEdit;
import com.lightwire.ui.session.RenamePodEdit;
import com.lightwire.ui.session.Selection;
import com.lightwire.ui.session.Session;
import javafx.collections.FXCollections;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import org.controlsfx.control.PropertySheet;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * Shows the selected element in a {@link PropertySheet}. Edits are checked on every keystroke: a valid value is
 * applied at once as an undoable edit, an invalid one is kept in the editor and explained under the sheet.
 */
public final class Inspector extends BorderPane {

    private final Session session;
    private final Selection selection;
    private final PropertySheet sheet = new PropertySheet();
    private final Label message = new Label();
    private boolean applying;
    private Cluster shownCluster;
    private List<NamedTopology> shownTopologies;
    private List<Study> shownStudies;

    public Inspector(Session session, Selection selection) {
        this.session = session;
        this.selection = selection;
        setId("inspector");
        sheet.setModeSwitcherVisible(false);
        sheet.setSearchBoxVisible(false);
        sheet.setMode(PropertySheet.Mode.CATEGORY);
        message.setId("inspector-message");
        message.getStyleClass().add("inspector-message");
        message.setWrapText(true);
        setCenter(sheet);
        setBottom(message);
        selection.selectedProperty().addListener((obs, old, now) -> rebuild());
        session.revisionProperty().addListener((obs, old, now) -> {
            if (!applying && showsChanged()) {
                rebuild();
            }
        });
        rebuild();
    }

    /** The message under the sheet: the last validation error, or empty. */
    public String message() {
        return message.getText();
    }

    void report(String property, String problem) {
        message.setText(problem == null ? "" : property + ": " + problem);
        message.getStyleClass().remove("invalid");
        if (problem != null) {
            message.getStyleClass().add("invalid");
        }
    }

    /**
     * True when what the sheet shows may differ: the cluster or the studies changed, or, for a topology or a part of
     * one, the topology list.
     */
    private boolean showsChanged() {
        Project project = session.project();
        return project.optionalCluster().orElse(null) != shownCluster || project.studies() != shownStudies
                || showsTopology(selection.get()) && project.topologies() != shownTopologies;
    }

    private static boolean showsTopology(ElementRef element) {
        return element instanceof TopologyRef || element.parent().map(Inspector::showsTopology).orElse(false);
    }

    private void rebuild() {
        shownCluster = session.project().optionalCluster().orElse(null);
        shownTopologies = session.project().topologies();
        shownStudies = session.project().studies();
        message.setText("");
        sheet.getItems().setAll(FXCollections.observableArrayList(items(session.project(), selection.get())));
    }

    /**
     * The rows for the selected element: each kind the Inspector knows is matched by type, an element inside another
     * (a topology cell) shows its parent, and anything else shows the cluster, or the project's studies when there
     * is no cluster.
     */
    private List<PropertySheet.Item> items(Project project, ElementRef element) {
        List<PropertySheet.Item> out = new ArrayList<>();
        if (element instanceof StudyRef study) {
            studyItems(out, project, study);
        } else if (!project.hasCluster()) {
            out.add(readOnly("Project", "Studies", project.studies().size()));
        } else if (element instanceof PodRef pod) {
            podItems(out, project.cluster(), pod.index());
        } else if (element instanceof RackRef rack) {
            project.cluster().rack(rack.id()).ifPresent(r -> rackItems(out, "Rack", r));
        } else if (element instanceof GroupRef group) {
            groupItems(out, project.cluster(), group.index());
        } else if (element instanceof TopologyRef topology) {
            topologyItems(out, project, topology.index());
        } else if (element.parent().isPresent()) {
            return items(project, element.parent().get());
        } else {
            clusterItems(out, project.cluster());
        }
        return out;
    }

    private void studyItems(List<PropertySheet.Item> out, Project project, StudyRef ref) {
        for (Study study : project.studies()) {
            if (StudyRef.of(study).equals(ref)) {
                out.add(readOnly("Study", "Kind", study.kind()));
                out.add(readOnly("Study", "Name", study.name()));
            }
        }
    }

    private void clusterItems(List<PropertySheet.Item> out, Cluster cluster) {
        var sizes = cluster.sizes();
        out.add(readOnly("Cluster", "Name", cluster.name()));
        out.add(new InspectorItem(this, "Cluster", "Wiring scheme", cluster.scheme(),
                v -> perform(new ChangeSchemeEdit((WiringScheme) v))));
        FabricParams p = cluster.params();
        out.add(radix("K_leaf", p.kLeaf(), v -> new FabricParams(v, p.kSpine(), p.tau(), p.kOcs())));
        out.add(radix("K_spine", p.kSpine(), v -> new FabricParams(p.kLeaf(), v, p.tau(), p.kOcs())));
        out.add(radix("tau", p.tau(), v -> new FabricParams(p.kLeaf(), p.kSpine(), v, p.kOcs())));
        out.add(radix("K_ocs", p.kOcs(), v -> new FabricParams(p.kLeaf(), p.kSpine(), p.tau(), v)));
        out.add(readOnly("Sizes", "OCS groups (K_leaf/tau)", cluster.groups().size()));
        out.add(readOnly("Sizes", "Pods", sizes.pods()));
        out.add(readOnly("Sizes", "GPUs", sizes.gpus()));
        out.add(readOnly("Sizes", "OCSes", sizes.totalOcs()));
        out.add(readOnly("Sizes", "Spine-OCS cables", sizes.duplexCables()));
    }

    /**
     * An editable radix: a valid value rebuilds the OCS groups and racks and drops what no longer fits, as one
     * undoable edit ({@link ChangeRadixesEdit}).
     */
    private InspectorItem radix(String name, int value, IntFunction<FabricParams> withValue) {
        return new InspectorItem(this, "Radixes", name, value, v -> {
            FabricParams params = withValue.apply(toInt(v));
            String problem = ChangeRadixesEdit.problem(session.project(), params);
            return problem != null ? problem : perform(ChangeRadixesEdit.of(session.project(), params));
        });
    }

    private void podItems(List<PropertySheet.Item> out, Cluster cluster, int index) {
        if (index < 0 || index >= cluster.podCount()) {
            return;
        }
        var pod = cluster.pods().get(index);
        out.add(readOnly("Pod", "Index (OCS port)", pod.index()));
        out.add(new InspectorItem(this, "Pod", "Name", pod.name(), v -> {
            String problem = RenamePodEdit.problem(session.project(), index, (String) v);
            return problem != null ? problem : perform(new RenamePodEdit(index, (String) v));
        }));
        cluster.rack(pod.spineRack()).ifPresent(r -> rackItems(out, "Spine rack", r));
        cluster.rack(pod.leafRack()).ifPresent(r -> rackItems(out, "Leaf rack", r));
    }

    private void rackItems(List<PropertySheet.Item> out, String category, Rack rack) {
        out.add(readOnly(category, "Id", rack.id()));
        out.add(new InspectorItem(this, category, "Row", rack.row(), v -> moveRack(rack.id(), toInt(v), -1)));
        out.add(new InspectorItem(this, category, "Slot", rack.slot(), v -> moveRack(rack.id(), -1, toInt(v))));
    }

    private void groupItems(List<PropertySheet.Item> out, Cluster cluster, int index) {
        if (index < 0 || index >= cluster.groups().size()) {
            return;
        }
        var group = cluster.groups().get(index);
        out.add(readOnly("OCS group", "Name", group.name()));
        out.add(readOnly("OCS group", "Spine index h", group.index()));
        out.add(readOnly("OCS group", "OCSes", cluster.scheme().ocsPerGroup(cluster.params().kSpine())));
        out.add(readOnly("OCS group", "OCSes per rack", group.ocsPerRack()));
        out.add(readOnly("OCS group", "Racks", String.join(", ", group.racks())));
    }

    private void topologyItems(List<PropertySheet.Item> out, Project project, int index) {
        if (index < 0 || index >= project.topologies().size()) {
            return;
        }
        var named = project.topologies().get(index);
        out.add(readOnly("Topology", "Name", named.name()));
        out.add(readOnly("Topology", "Spine indices", named.topology().groups()));
        out.add(readOnly("Topology", "Pods", named.topology().pods()));
        out.add(readOnly("Topology", "Links", named.topology().totalLinks()));
    }

    /** Moves a rack to {@code row} or {@code slot} (the other one given as -1 stays), from where it is now. */
    private String moveRack(String rackId, int row, int slot) {
        Rack rack = session.project().cluster().rack(rackId).orElseThrow();
        int rows = row < 0 ? 0 : row - rack.row();
        int slots = slot < 0 ? 0 : slot - rack.slot();
        if (rack.row() + rows < 0 || rack.slot() + slots < 0 || (row < 0 && slot < 0)) {
            return "row and slot must not be negative";
        }
        return perform(new MoveRacksEdit("Move rack " + rackId, Set.of(rackId), rows, slots));
    }

    private String perform(Edit edit) {
        applying = true;
        try {
            session.perform(edit);
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        } finally {
            applying = false;
        }
    }

    private static int toInt(Object value) {
        return ((Number) value).intValue();
    }

    private InspectorItem readOnly(String category, String name, Object value) {
        return new InspectorItem(this, category, name, value, null);
    }
}
