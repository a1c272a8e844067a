package com.lightwire.ui.fabric;

import com.lightwire.figure.Layer;
import com.lightwire.figure.Viewport;
import com.lightwire.figure.fabric.Detail;
import com.lightwire.figure.fabric.FabricGeometry;
import com.lightwire.figure.fabric.FabricState;
import com.lightwire.model.ElementRef;
import com.lightwire.model.GroupRef;
import com.lightwire.model.PodRef;
import com.lightwire.model.RackRef;
import com.lightwire.model.Cluster;
import com.lightwire.model.Pod;
import com.lightwire.model.Rack;
import com.lightwire.model.RackRole;
import com.lightwire.ui.session.AddPodEdit;
import com.lightwire.ui.session.Edit;
import com.lightwire.ui.session.MoveRacksEdit;
import com.lightwire.ui.session.Selection;
import com.lightwire.ui.session.Session;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.SimpleObjectProperty;

import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * State and gestures of the Fabric view, free of any toolkit: the geometry of the current cluster, the camera
 * ({@link #viewportProperty()}, shared with the canvas), the selected racks, a drag in progress (snapped to whole rows
 * and slots, committed once on release), the rubber band, the hovered and highlighted fibers and the OCS group filter.
 * {@link #state()} is what the Fabric figure paints; {@link #changesProperty()} ticks whenever it changed, and
 * {@link #takeRepaints()} says which layers must be repainted.
 */
public final class FabricViewModel {

    private final Session session;
    /** Zoom limits. */
    static final double MIN_SCALE = 0.05;
    static final double MAX_SCALE = 40;
    /** Space kept around the floor by {@link #fit()}. */
    static final double FIT_MARGIN = 20;

    private final Selection selection;
    private final ObjectProperty<Viewport> viewport = new SimpleObjectProperty<>(this, "viewport",
            Viewport.identity(800, 600));
    final Set<String> selectedRacks = new TreeSet<>();
    private final ReadOnlyLongWrapper changes = new ReadOnlyLongWrapper(this, "changes");
    private final Set<Layer> repaints = EnumSet.allOf(Layer.class);
    FabricGeometry geometry;
    private int hoverCable = -1;
    private int highlightedCable = -1;
    private int groupFilter = -1;
    int dragRows;
    int dragSlots;
    /** The rubber band in world coordinates, or null. */
    private double[] rubberBand;
    private double pressX;
    private double pressY;
    private boolean dragging;

    public FabricViewModel(Session session, Selection selection) {
        this.session = session;
        this.selection = selection;
        geometry = new FabricGeometry(session.project().cluster());
        session.revisionProperty().addListener((obs, old, now) -> projectChanged());
        selection.selectedProperty().addListener((obs, old, now) -> selectElement(now));
    }

    public ReadOnlyLongProperty changesProperty() {
        return changes.getReadOnlyProperty();
    }

    public Set<String> selectedRacks() {
        return Set.copyOf(selectedRacks);
    }

    public int cableCount() {
        return geometry.cableCount();
    }

    /** The laid-out floor of the current cluster. */
    public FabricGeometry geometry() {
        return geometry;
    }

    /** The camera, shared with the canvas (bind it bidirectionally). */
    public ObjectProperty<Viewport> viewportProperty() {
        return viewport;
    }

    public Viewport viewport() {
        return viewport.get();
    }

    public double scale() {
        return viewport().scale();
    }

    /** What the Fabric figure paints: the floor with the filter, selection, drag preview, hover and rubber band. */
    public FabricState state() {
        return new FabricState(geometry, groupFilter, selectedRacks, dragRows, dragSlots, hoverCable,
                highlightedCable, rubberBand);
    }

    /** The layers changed since the last call (all of them at first), and forgets them. */
    public Layer[] takeRepaints() {
        Layer[] layers = repaints.toArray(new Layer[0]);
        repaints.clear();
        return layers;
    }

    public void setGroupFilter(int group) {
        groupFilter = group;
        changed(Layer.values());
    }

    public int groupFilter() {
        return groupFilter;
    }

    public void zoom(double factor, double aroundX, double aroundY) {
        viewport.set(viewport().zoomAt(factor, aroundX, aroundY, MIN_SCALE, MAX_SCALE));
    }

    public void pan(double dx, double dy) {
        viewport.set(viewport().panBy(dx, dy));
    }

    /** Tells the model the size of the canvas; the level of detail depends on what fits in it. */
    public void setViewSize(double width, double height) {
        viewport.set(viewport().resized(width, height));
    }

    /** Fits the whole floor into the current view size. */
    public void fit() {
        Viewport v = viewport();
        viewport.set(Viewport.fit(geometry.size(), v.width(), v.height(), FIT_MARGIN, MIN_SCALE, MAX_SCALE));
    }

    /** True when the current frame draws individual strands rather than bundles. */
    public boolean showsStrands() {
        return detail() == Detail.STRANDS;
    }

    /** The current level of detail: "strands", "bundles" (per pod and OCS group) or "rows" (per pod row). */
    public String detailName() {
        return detail().label();
    }

    /** The level of detail of the current frame (remembered by the geometry until the view or filter changes). */
    public Detail detail() {
        return geometry.detail(viewport(), groupFilter);
    }

    /** Mouse press: on a rack, selects it (shift toggles) and starts a drag; elsewhere starts a rubber band. */
    public void press(double sx, double sy, boolean shift) {
        pressX = sx;
        pressY = sy;
        int rack = rackAt(sx, sy);
        dragging = rack >= 0;
        if (rack < 0) {
            if (!shift) {
                selectedRacks.clear();
            }
            double wx = viewport().toWorldX(sx);
            double wy = viewport().toWorldY(sy);
            rubberBand = new double[] {wx, wy, wx, wy};
        } else {
            String id = geometry.rack(rack).id();
            if (shift) {
                if (!selectedRacks.remove(id)) {
                    selectedRacks.add(id);
                }
            } else if (!selectedRacks.contains(id)) {
                selectedRacks.clear();
                selectedRacks.addAll(companions(id));
            }
        }
        changed(Layer.SELECTION, Layer.GUIDES);
    }

    /** Mouse drag: moves the selection by whole slots and rows (preview only), or stretches the rubber band. */
    public void drag(double sx, double sy) {
        if (dragging) {
            int slots = (int) Math.round((sx - pressX) / scale() / FabricGeometry.SLOT_W);
            int rows = (int) Math.round((sy - pressY) / scale() / FabricGeometry.ROW_H);
            if (slots != dragSlots || rows != dragRows) {
                dragSlots = slots;
                dragRows = rows;
                changed(Layer.CONTENT, Layer.SELECTION);
            }
        } else if (rubberBand != null) {
            rubberBand[2] = viewport().toWorldX(sx);
            rubberBand[3] = viewport().toWorldY(sy);
            changed(Layer.GUIDES);
        }
    }

    /** Mouse release: commits a drag as one edit, or selects the racks inside the rubber band. */
    public void release() {
        if (dragging && (dragRows != 0 || dragSlots != 0) && !selectedRacks.isEmpty()) {
            perform(new MoveRacksEdit(moveDescription(), selectedRacks, dragRows, dragSlots));
        } else if (rubberBand != null) {
            selectInBand();
        }
        dragging = false;
        dragRows = 0;
        dragSlots = 0;
        rubberBand = null;
        publishSelection();
        changed(Layer.CONTENT, Layer.SELECTION, Layer.GUIDES);
    }

    /** Click without drag on empty floor: highlights the fiber under the pointer, or clears the highlight. */
    public void click(double sx, double sy) {
        if (rackAt(sx, sy) < 0) {
            highlightedCable = cableAt(sx, sy);
            changed(Layer.SELECTION);
        }
    }

    /**
     * Hover: remembers the fiber under the pointer; returns its description with both ends, or, over a rack and no
     * fiber drawn on top of it, the rack's description; null over empty floor. Pod racks are drawn over the fibers
     * (their spine ends sit on the rack's edge), OCS racks under them.
     */
    public String hover(double sx, double sy) {
        int rack = rackAt(sx, sy);
        boolean podRack = rack >= 0 && geometry.rack(rack).role() != RackRole.OCS;
        int cable = podRack ? -1 : cableAt(sx, sy);
        if (cable != hoverCable) {
            hoverCable = cable;
            changed(Layer.HOVER);
        }
        if (cable >= 0) {
            return describeCable(cable);
        }
        return rack < 0 ? null : RackText.describe(geometry.rack(rack));
    }

    /**
     * A one-line summary for the view's status line, e.g. "Cross Wiring: 128 cables, about 1.3 km of cable in all;
     * shown as single strands".
     */
    public String summary() {
        Cluster cluster = session.project().cluster();
        return String.format(Locale.ROOT, "%s: %,d cables, about %,.1f km of cable in all; shown %s",
                cluster.scheme().displayName(), cableCount(), totalLengthMeters() / 1000, switch (detail()) {
                    case STRANDS -> "as single strands";
                    case POD_BUNDLES -> "bundled per pod and OCS group (zoom in for single strands)";
                    case ROW_BUNDLES -> "bundled per pod row and OCS group (zoom in for single strands)";
                });
    }

    /** Both ends, the split point and the estimated length of a cable, for the tooltip. */
    public String describeCable(int cable) {
        var c = geometry.plan().cables().get(cable);
        String ends = c.id() + "\nspine end: " + c.spineEnd() + "\nTx strand to " + c.txTo() + "\nRx strand from "
                + c.rxFrom();
        String split = c.isSplit() ? "\nsplit next to OCS pair " + c.txTo().group() + "." + Math.min(c.txTo().ocs(),
                c.rxFrom().ocs()) : "";
        return ends + split + String.format("\nlength about %.1f m", geometry.lengthMeters(cable));
    }

    /** Highlights fiber-plan cable {@code cable} (-1 clears), as a click on it does. */
    public void highlight(int cable) {
        highlightedCable = cable;
        changed(Layer.SELECTION);
    }

    public int highlightedCable() {
        return highlightedCable;
    }

    public int hoverCable() {
        return hoverCable;
    }

    /** Total estimated cable length in metres (routing distance plus slack). */
    public double totalLengthMeters() {
        return geometry.totalLengthMeters();
    }

    /** Selects exactly the racks named in {@code ids} that the floor has (a presentation step restoring them). */
    public void selectRacks(java.util.Collection<String> ids) {
        selectedRacks.clear();
        for (int r = 0; r < geometry.rackCount(); r++) {
            if (ids.contains(geometry.rack(r).id())) {
                selectedRacks.add(geometry.rack(r).id());
            }
        }
        changed(Layer.SELECTION);
    }

    public void selectAll() {
        for (int r = 0; r < geometry.rackCount(); r++) {
            selectedRacks.add(geometry.rack(r).id());
        }
        changed(Layer.SELECTION);
    }

    /** Adds a pod at the first free place. */
    public String addPod() {
        return perform(AddPodEdit.automatic());
    }

    /** Adds one new pod per selected pod and one OCS rack per selected OCS rack, as one edit. */
    public String duplicateSelection() {
        return perform(FloorEditor.duplicate(session.project().cluster(), selectedRacks));
    }

    /** Deletes the selected pods (both racks selected) and spare racks as one edit; true when something went. */
    public boolean deleteSelection() {
        return deleteSelected() == null;
    }

    /** Like {@link #deleteSelection()}; returns null, or why nothing was deleted (e.g. a rack a pod needs). */
    public String deleteSelected() {
        String refusal = perform(FloorEditor.delete(session.project().cluster(), selectedRacks));
        if (refusal == null) {
            selectedRacks.clear();
            changed(Layer.SELECTION);
        }
        return refusal;
    }

    /**
     * Places a palette item with its first rack centred on the slot nearest screen point (sx, sy), as one edit named
     * after what it adds; an OCS rack joins the filtered group or the group of a selected OCS rack. Returns null or
     * why not.
     */
    public String place(PaletteItem item, double sx, double sy) {
        Cluster cluster = session.project().cluster();
        int row = (int) Math.round((viewport().toWorldY(sy) - FabricGeometry.RACK_H / 2) / FabricGeometry.ROW_H);
        int slot = (int) Math.round((viewport().toWorldX(sx) - FabricGeometry.RACK_W / 2) / FabricGeometry.SLOT_W);
        int group = FloorEditor.targetGroup(cluster, selectedRacks, groupFilter);
        return perform(FloorEditor.place(cluster, item, row, slot, group));
    }

    /** Index of the rack drawn under screen point (sx, sy), or -1. O(racks). */
    public int rackAt(double sx, double sy) {
        return geometry.rackAt(viewport().toWorldX(sx), viewport().toWorldY(sy));
    }

    /** The cable with a strand within 4 px of (sx, sy) when strands are drawn, or -1. O(cables). */
    public int cableAt(double sx, double sy) {
        if (!showsStrands()) {
            return -1;
        }
        return geometry.cableAt(viewport().toWorldX(sx), viewport().toWorldY(sy), 4 / scale(), groupFilter);
    }

    private List<Pod> selectedPods() {
        return FloorEditor.podsTouching(session.project().cluster(), selectedRacks);
    }

    private String moveDescription() {
        List<Pod> pods = selectedPods();
        boolean onePod = pods.size() == 1 && selectedRacks.size() == 2;
        return onePod ? "Move pod " + pods.get(0).name()
                : selectedRacks.size() == 1 ? "Move rack " + selectedRacks.iterator().next()
                : "Move " + selectedRacks.size() + " racks";
    }

    /** A pod's racks move together: clicking one selects both. */
    private Set<String> companions(String rackId) {
        for (Pod pod : session.project().cluster().pods()) {
            if (pod.spineRack().equals(rackId) || pod.leafRack().equals(rackId)) {
                return Set.of(pod.spineRack(), pod.leafRack());
            }
        }
        return Set.of(rackId);
    }

    private void selectInBand() {
        selectedRacks.addAll(geometry.racksInside(Math.min(rubberBand[0], rubberBand[2]),
                Math.min(rubberBand[1], rubberBand[3]), Math.max(rubberBand[0], rubberBand[2]),
                Math.max(rubberBand[1], rubberBand[3])));
    }

    /** Tells the rest of the window what one selected pod or rack is. */
    private void publishSelection() {
        List<Pod> pods = selectedPods();
        if (pods.size() == 1 && selectedRacks.size() <= 2) {
            selection.select(PodRef.of(pods.get(0)));
        } else if (selectedRacks.size() == 1) {
            selection.select(new RackRef(selectedRacks.iterator().next()));
        }
    }

    private void selectElement(ElementRef element) {
        if (!session.project().hasCluster()) {
            return;
        }
        Cluster cluster = session.project().cluster();
        if (element instanceof PodRef ref && ref.index() < cluster.podCount()) {
            Pod pod = cluster.pods().get(ref.index());
            if (!selectedRacks.equals(Set.of(pod.spineRack(), pod.leafRack()))) {
                selectedRacks.clear();
                selectedRacks.addAll(Set.of(pod.spineRack(), pod.leafRack()));
                changed(Layer.SELECTION);
            }
        } else if (element instanceof GroupRef ref && ref.index() < cluster.groups().size()) {
            selectedRacks.clear();
            selectedRacks.addAll(cluster.groups().get(ref.index()).racks());
            changed(Layer.SELECTION);
        } else if (element instanceof RackRef ref && !selectedRacks.equals(Set.of(ref.id()))) {
            selectedRacks.clear();
            selectedRacks.add(ref.id());
            changed(Layer.SELECTION);
        }
    }

    private void projectChanged() {
        if (!session.project().hasCluster()) {
            return;
        }
        Cluster cluster = session.project().cluster();
        if (cluster != geometry.cluster()) {
            geometry = new FabricGeometry(cluster);
            selectedRacks.removeIf(id -> geometry.rackIndex(id) < 0);
            hoverCable = -1;
            highlightedCable = -1;
        }
        changed(Layer.values());
    }

    private String perform(FloorEditor.Outcome outcome) {
        return outcome.edit() == null ? outcome.refusal() : perform(outcome.edit());
    }

    /** Performs an edit; returns null, or why it was refused. */
    private String perform(Edit edit) {
        try {
            session.perform(edit);
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    /**
     * Finds the pod or rack called {@code name} (letter case ignored), selects it and centres the view on it, at no
     * less than natural size; returns what was found, e.g. "pod P003", or null when nothing has that name. O(racks).
     */
    public String find(String name) {
        Cluster cluster = session.project().cluster();
        String wanted = name.strip();
        for (Pod pod : cluster.pods()) {
            if (pod.name().equalsIgnoreCase(wanted)) {
                selection.select(PodRef.of(pod));
                centreOn(pod.spineRack());
                return "pod " + pod.name();
            }
        }
        for (Rack rack : cluster.racks()) {
            if (rack.id().equalsIgnoreCase(wanted)) {
                selection.select(new RackRef(rack.id()));
                centreOn(rack.id());
                return "rack " + rack.id();
            }
        }
        return null;
    }

    private void centreOn(String rackId) {
        int r = geometry.rackIndex(rackId);
        if (r < 0) {
            return;
        }
        Viewport v = viewport();
        double scale = Math.max(v.scale(), 1);
        double x = geometry.rackX(r) + FabricGeometry.RACK_W / 2;
        double y = geometry.rackY(r) + FabricGeometry.RACK_H / 2;
        viewport.set(new Viewport(scale, v.width() / 2 - x * scale, v.height() / 2 - y * scale, v.width(),
                v.height()));
    }

    /** Notes that the given layers must be repainted and ticks {@link #changesProperty()}. */
    private void changed(Layer... layers) {
        repaints.addAll(List.of(layers));
        changes.set(changes.get() + 1);
    }
}
