package com.lightwire.ui.fabric;

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
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * State and gestures of the Fabric view, free of any toolkit: the geometry of the current cluster, the viewport,
 * the selected racks, a drag in progress (snapped to whole rows and slots, committed once on release), the rubber
 * band, the hovered and highlighted fibers and the OCS group filter. {@link #changesProperty()} ticks whenever the
 * picture must be redrawn.
 */
public final class FabricViewModel {

    private final Session session;
    private final Selection selection;
    final Viewport viewport = new Viewport();
    final Set<String> selectedRacks = new TreeSet<>();
    private final ReadOnlyLongWrapper changes = new ReadOnlyLongWrapper(this, "changes");
    FabricGeometry geometry;
    int hoverCable = -1;
    int highlightedCable = -1;
    int groupFilter = -1;
    int dragRows;
    int dragSlots;
    double[] rubberBand;
    double viewW = 800;
    double viewH = 600;
    private double pressX;
    private double pressY;
    private boolean dragging;
    private CableLayer.Detail detailMemo;
    private FabricGeometry detailGeometry;
    private double[] detailKey;

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

    public double scale() {
        return viewport.scale;
    }

    public void setGroupFilter(int group) {
        groupFilter = group;
        changed();
    }

    public int groupFilter() {
        return groupFilter;
    }

    public void zoom(double factor, double aroundX, double aroundY) {
        viewport.zoomAt(factor, aroundX, aroundY);
        changed();
    }

    public void pan(double dx, double dy) {
        viewport.pan(dx, dy);
        changed();
    }

    /** Tells the model the size of the canvas; the level of detail depends on what fits in it. */
    public void setViewSize(double width, double height) {
        viewW = width;
        viewH = height;
    }

    /** Fits the whole floor into the current view size. */
    public void fit() {
        viewport.fit(geometry.width, geometry.height, viewW, viewH);
        changed();
    }

    /** True when the current frame draws individual strands rather than bundles. */
    public boolean showsStrands() {
        return detail() == CableLayer.Detail.STRANDS;
    }

    /** The current level of detail: "strands", "bundles" (per pod and OCS group) or "rows" (per pod row). */
    public String detailName() {
        return detail().label;
    }

    CableLayer.Detail detail() {
        return detailFor(viewW, viewH);
    }

    /** The level of detail for a view of the given size, remembered until the view, filter or geometry changes. */
    CableLayer.Detail detailFor(double width, double height) {
        double[] key = {viewport.scale, viewport.offsetX, viewport.offsetY, width, height, groupFilter};
        if (detailMemo == null || detailGeometry != geometry || !Arrays.equals(key, detailKey)) {
            detailMemo = CableLayer.detail(this, width, height);
            detailGeometry = geometry;
            detailKey = key;
        }
        return detailMemo;
    }

    /** Width and height of the whole floor at the current zoom. */
    public double[] floorSize() {
        return new double[] {geometry.width * viewport.scale + 40, geometry.height * viewport.scale + 40};
    }

    /** Draws the current frame; returns the number of cable segments drawn. */
    public int draw(com.lightwire.ui.common.Painter painter, boolean dark) {
        return FabricRenderer.draw(painter, this, viewW, viewH, dark ? FabricRenderer.Palette.DARK
                : FabricRenderer.Palette.LIGHT);
    }

    /** Draws the whole floor (for export) with the viewport moved so that it starts at the origin. */
    public void drawWhole(com.lightwire.ui.common.Painter painter, double width, double height, boolean dark) {
        double ox = viewport.offsetX;
        double oy = viewport.offsetY;
        viewport.offsetX = 20;
        viewport.offsetY = 20;
        FabricRenderer.draw(painter, this, width, height, dark ? FabricRenderer.Palette.DARK
                : FabricRenderer.Palette.LIGHT);
        viewport.offsetX = ox;
        viewport.offsetY = oy;
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
            rubberBand = new double[] {sx, sy, sx, sy};
        } else {
            String id = geometry.racks.get(rack).id();
            if (shift) {
                if (!selectedRacks.remove(id)) {
                    selectedRacks.add(id);
                }
            } else if (!selectedRacks.contains(id)) {
                selectedRacks.clear();
                selectedRacks.addAll(companions(id));
            }
        }
        changed();
    }

    /** Mouse drag: moves the selection by whole slots and rows (preview only), or stretches the rubber band. */
    public void drag(double sx, double sy) {
        if (dragging) {
            dragSlots = (int) Math.round((sx - pressX) / viewport.scale / FabricGeometry.SLOT_W);
            dragRows = (int) Math.round((sy - pressY) / viewport.scale / FabricGeometry.ROW_H);
        } else if (rubberBand != null) {
            rubberBand[2] = sx;
            rubberBand[3] = sy;
        }
        changed();
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
        changed();
    }

    /** Click without drag on empty floor: highlights the fiber under the pointer, or clears the highlight. */
    public void click(double sx, double sy) {
        if (rackAt(sx, sy) < 0) {
            highlightedCable = cableAt(sx, sy);
            changed();
        }
    }

    /** Hover: remembers the fiber under the pointer; returns its description with both ends, or null. */
    public String hover(double sx, double sy) {
        int cable = cableAt(sx, sy);
        if (cable != hoverCable) {
            hoverCable = cable;
            changed();
        }
        return cable < 0 ? null : describeCable(cable);
    }

    /** A one-line summary for the view's status line. */
    public String summary() {
        Cluster cluster = session.project().cluster();
        return String.format("%s, %d cables, about %.1f km of cable, %s", cluster.scheme().displayName(),
                cableCount(), totalLengthMeters() / 1000, switch (detail()) {
                    case STRANDS -> "strands";
                    case POD_BUNDLES -> "bundles per pod and OCS group";
                    case ROW_BUNDLES -> "bundles per pod row and OCS group";
                });
    }

    /** Both ends, the split point and the estimated length of a cable, for the tooltip. */
    public String describeCable(int cable) {
        var c = geometry.plan.cables().get(cable);
        String ends = c.id() + "\nspine end: " + c.spineEnd() + "\nTx strand to " + c.txTo() + "\nRx strand from "
                + c.rxFrom();
        String split = c.isSplit() ? "\nsplit next to OCS pair " + c.txTo().group() + "." + Math.min(c.txTo().ocs(),
                c.rxFrom().ocs()) : "";
        return ends + split + String.format("\nlength about %.1f m", geometry.lengthMeters[cable]);
    }

    public int highlightedCable() {
        return highlightedCable;
    }

    public int hoverCable() {
        return hoverCable;
    }

    /** Total estimated cable length in metres (routing distance plus slack). */
    public double totalLengthMeters() {
        return geometry.totalLengthMeters;
    }

    public void selectAll() {
        geometry.racks.forEach(r -> selectedRacks.add(r.id()));
        changed();
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
            changed();
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
        int row = (int) Math.round((viewport.toWorldY(sy) - FabricGeometry.RACK_H / 2) / FabricGeometry.ROW_H);
        int slot = (int) Math.round((viewport.toWorldX(sx) - FabricGeometry.RACK_W / 2) / FabricGeometry.SLOT_W);
        int group = FloorEditor.targetGroup(cluster, selectedRacks, groupFilter);
        return perform(FloorEditor.place(cluster, item, row, slot, group));
    }

    /** Index of the rack drawn under screen point (sx, sy), or -1. O(racks). */
    public int rackAt(double sx, double sy) {
        double wx = viewport.toWorldX(sx);
        double wy = viewport.toWorldY(sy);
        for (int r = geometry.racks.size() - 1; r >= 0; r--) {
            if (wx >= geometry.rackX[r] && wx <= geometry.rackX[r] + FabricGeometry.RACK_W
                    && wy >= geometry.rackY[r] && wy <= geometry.rackY[r] + FabricGeometry.RACK_H) {
                return r;
            }
        }
        return -1;
    }

    /** The cable with a strand within 4 px of (sx, sy) when strands are drawn, or -1. O(cables). */
    public int cableAt(double sx, double sy) {
        if (!showsStrands()) {
            return -1;
        }
        double wx = viewport.toWorldX(sx);
        double wy = viewport.toWorldY(sy);
        double tolerance = 4 / viewport.scale;
        int best = -1;
        double bestDistance = tolerance * tolerance;
        FabricGeometry g = geometry;
        for (int c = 0; c < g.cableCount(); c++) {
            if (groupFilter >= 0 && g.cableGroup[c] != groupFilter) {
                continue;
            }
            double d = Math.min(distance2(wx, wy, g.spineX[c], g.spineY[c], g.splitX[c], g.splitY[c]),
                    Math.min(distance2(wx, wy, g.splitX[c], g.splitY[c], g.txX[c], g.txY[c]),
                            distance2(wx, wy, g.splitX[c], g.splitY[c], g.rxX[c], g.rxY[c])));
            if (d < bestDistance) {
                bestDistance = d;
                best = c;
            }
        }
        return best;
    }

    static double distance2(double px, double py, double x1, double y1, double x2, double y2) {
        double dx = x2 - x1;
        double dy = y2 - y1;
        double length2 = dx * dx + dy * dy;
        double t = length2 == 0 ? 0 : Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / length2));
        double ex = x1 + t * dx - px;
        double ey = y1 + t * dy - py;
        return ex * ex + ey * ey;
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
        double x1 = viewport.toWorldX(Math.min(rubberBand[0], rubberBand[2]));
        double x2 = viewport.toWorldX(Math.max(rubberBand[0], rubberBand[2]));
        double y1 = viewport.toWorldY(Math.min(rubberBand[1], rubberBand[3]));
        double y2 = viewport.toWorldY(Math.max(rubberBand[1], rubberBand[3]));
        for (int r = 0; r < geometry.racks.size(); r++) {
            if (geometry.rackX[r] >= x1 && geometry.rackX[r] + FabricGeometry.RACK_W <= x2
                    && geometry.rackY[r] >= y1 && geometry.rackY[r] + FabricGeometry.RACK_H <= y2) {
                selectedRacks.add(geometry.racks.get(r).id());
            }
        }
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
        Cluster cluster = session.project().cluster();
        if (element instanceof PodRef ref && ref.index() < cluster.podCount()) {
            Pod pod = cluster.pods().get(ref.index());
            if (!selectedRacks.equals(Set.of(pod.spineRack(), pod.leafRack()))) {
                selectedRacks.clear();
                selectedRacks.addAll(Set.of(pod.spineRack(), pod.leafRack()));
                changed();
            }
        } else if (element instanceof GroupRef ref && ref.index() < cluster.groups().size()) {
            selectedRacks.clear();
            selectedRacks.addAll(cluster.groups().get(ref.index()).racks());
            changed();
        } else if (element instanceof RackRef ref && !selectedRacks.equals(Set.of(ref.id()))) {
            selectedRacks.clear();
            selectedRacks.add(ref.id());
            changed();
        }
    }

    private void projectChanged() {
        if (!session.project().hasCluster()) {
            return;
        }
        Cluster cluster = session.project().cluster();
        if (cluster != geometry.cluster) {
            geometry = new FabricGeometry(cluster);
            selectedRacks.retainAll(geometry.rackIndex.keySet());
            hoverCable = -1;
            highlightedCable = -1;
        }
        changed();
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

    boolean isOcsRack(int r) {
        return geometry.racks.get(r).role() == RackRole.OCS;
    }

    Rack rack(int r) {
        return geometry.racks.get(r);
    }

    void changed() {
        changes.set(changes.get() + 1);
    }
}
