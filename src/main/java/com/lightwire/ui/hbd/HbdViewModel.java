package com.lightwire.ui.hbd;

import com.lightwire.core.hbd.HbdOrders;
import com.lightwire.core.hbd.PlacementRequest;
import com.lightwire.core.task.TaskKind;
import com.lightwire.core.task.TaskRequest;
import com.lightwire.core.task.TaskRunner;
import com.lightwire.figure.hbd.HbdRingState;
import com.lightwire.io.HbdGroupsCsv;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdFaults;
import com.lightwire.model.hbd.HbdPlacement;
import com.lightwire.model.hbd.IntSeq;
import com.lightwire.model.hbd.PlacementMode;
import com.lightwire.model.hbd.WasteRow;
import com.lightwire.ui.session.Session;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The state of the HBD rings view, toolkit-free. The design and the faulty nodes are the project's ("hbd" and
 * "hbd-faults" studies), so every fault click, random draw or clear is one undoable {@link SetFaultsEdit}; TP size,
 * mode, method, job size, the selected group and the rack filter are view state. Every change of the project or of
 * those settings re-places the groups and recomputes the waste of every architecture in the background (lane
 * {@value #PLACE}, newest request wins, a result of an older revision is dropped by the runner).
 * {@link #changedProperty()} bumps on every change but the hovered node, which has its own property so pointing
 * repaints only the hover layer. The charts and the trace timeline live in {@link HbdCurvesModel} and
 * {@link HbdTraceModel}.
 */
public final class HbdViewModel {

    /** The lane of placement solves. */
    public static final String PLACE = "hbd.place";
    /** The lane of CSV exports. */
    public static final String EXPORT = "hbd.export-csv";

    private final Session session;
    private final TaskRunner runner;
    private final ReadOnlyLongWrapper changed = new ReadOnlyLongWrapper(this, "changed");
    private final ReadOnlyIntegerWrapper hover = new ReadOnlyIntegerWrapper(this, "hover");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final HbdCurvesModel curves;
    private final HbdTraceModel trace;
    private HbdDesign design;
    private HbdFaults faults = HbdFaults.NONE;
    private HbdPlacement placement;
    private List<WasteRow> waste = List.of();
    private int tp;
    private PlacementMode mode = PlacementMode.STRICT;
    private PlacementMethod method = PlacementMethod.DCN_FREE;
    private long jobGpus;
    private int selectedGroup = -1;
    private int rack = -1;
    private Object inspectorSource = new Object();

    public HbdViewModel(Session session, TaskRunner runner) {
        this.session = session;
        this.runner = runner;
        this.curves = new HbdCurvesModel(runner, status::set, this::bump);
        this.trace = new HbdTraceModel(session, runner, status::set, this::bump);
        session.revisionProperty().addListener((obs, old, now) -> reload());
        reload();
    }

    private void reload() {
        HbdDesign next = HbdDesign.in(session.project()).filter(d -> d.problems().isEmpty()).orElse(null);
        if (next == null || !next.equals(design)) {
            boolean sameR = next != null && design != null && next.gpusPerNode() == design.gpusPerNode();
            design = next;
            tp = next == null ? 0 : sameR && tp > 0 ? tp : 4 * next.gpusPerNode();
            jobGpus = next == null ? 0 : Math.min(jobGpus, next.gpus());
            rack = -1;
            curves.designChanged(next);
            trace.designChanged(next);
        }
        HbdFaults held = HbdFaults.in(session.project());
        faults = design != null && (held.count() == 0 || held.faulty().get(held.count() - 1) <= design.nodes())
                ? held : HbdFaults.NONE;
        replace();
    }

    /** Re-places the groups and recomputes the waste rows in the background. */
    private void replace() {
        placement = null;
        waste = List.of();
        selectedGroup = -1;
        bump();
        if (design == null) {
            status.set("The project holds no valid \"hbd\" study: open samples/hbd-8/project.json");
            return;
        }
        PlacementJob job = new PlacementJob(new PlacementRequest(design, faults, tp, mode, jobGpus), method, 1);
        status.set("Placing TP-" + tp + " groups (" + method.key() + ")...");
        runner.submit(new TaskRequest<PlacementJob.Placed>(PLACE, "Place TP-" + tp + " groups (" + method.key() + ")",
                TaskKind.COMPUTE, job::run, this::accept, e -> status.set("Placement failed: " + e.getMessage())));
    }

    private void accept(PlacementJob.Placed placed) {
        placement = placed.placement();
        waste = placed.waste();
        status.set(placed.status());
        bump();
    }

    void bump() {
        inspectorSource = new Object();
        changed.set(changed.get() + 1);
    }

    /** What the Inspector's HBD rows are computed from: a new object after every change of the view's state. */
    Object inspectorSource() {
        return inspectorSource;
    }

    public HbdDesign design() {
        return design;
    }

    public HbdFaults faults() {
        return faults;
    }

    public HbdCurvesModel curves() {
        return curves;
    }

    public HbdTraceModel trace() {
        return trace;
    }

    /** The figure state, or null without a design. */
    public HbdRingState state() {
        return design == null ? null : new HbdRingState(design, IntSeq.wrap(HbdOrders.resolve(design)), faults,
                placement, hover.get(), selectedGroup, rack);
    }

    /** Marks node {@code id} faulty, or healthy again: one undoable edit. */
    public void toggleFault(int id) {
        if (design != null && id >= 1 && id <= design.nodes()) {
            session.perform(FaultEdits.set(design, faults, id, !faults.mask(design.nodes())[id]));
        }
    }

    /** Replaces the faults by i.i.d. node faults at {@code ratio}, seeded: one undoable edit. */
    public void randomFaults(double ratio, long seed) {
        if (design != null) {
            session.perform(FaultEdits.random(design, ratio, seed));
        }
    }

    /** Clears the faults: one undoable edit (nothing when there are none). */
    public void clearFaults() {
        if (faults.count() > 0) {
            session.perform(new SetFaultsEdit("Clear faults", HbdFaults.NONE));
        }
    }

    public int tp() {
        return tp;
    }

    /** Sets the TP size (a multiple of R; others are ignored). */
    public void setTp(int value) {
        if (design != null && value >= design.gpusPerNode() && value % design.gpusPerNode() == 0 && value != tp) {
            tp = value;
            replace();
        }
    }

    public PlacementMode mode() {
        return mode;
    }

    public void setMode(PlacementMode value) {
        if (value != mode) {
            mode = value;
            replace();
        }
    }

    public PlacementMethod method() {
        return method;
    }

    public void setMethod(PlacementMethod value) {
        if (value != method) {
            method = value;
            replace();
        }
    }

    public long jobGpus() {
        return jobGpus;
    }

    /**
     * Sets the job size in GPUs (0: no job, every group that fits); returns why a value is refused (negative, over
     * the design's GPUs), or null.
     */
    public String setJobGpus(long value) {
        if (design == null) {
            return "no design";
        }
        if (value < 0 || value > design.gpus()) {
            return String.format(java.util.Locale.ROOT, "job GPUs must be 0 to %,d; it is %,d", design.gpus(), value);
        }
        if (value != jobGpus) {
            jobGpus = value;
            replace();
        }
        return null;
    }

    public int hover() {
        return hover.get();
    }

    public ReadOnlyIntegerProperty hoverProperty() {
        return hover.getReadOnlyProperty();
    }

    public void setHover(int id) {
        hover.set(id);
    }

    public int selectedGroup() {
        return selectedGroup;
    }

    /** Steps the selected group by {@code delta} (wrapping; from none, +1 selects the first and -1 the last). */
    public void stepGroup(int delta) {
        int count = placement == null ? 0 : placement.groups().size();
        if (count > 0) {
            selectedGroup = selectedGroup < 0 ? (delta > 0 ? 0 : count - 1)
                    : Math.floorMod(selectedGroup + delta, count);
            bump();
        }
    }

    /** Selects the group holding node {@code id}, or none. */
    public void selectGroupOf(int id) {
        selectedGroup = placement == null ? -1 : IntStream.range(0, placement.groups().size())
                .filter(g -> placement.groups().get(g).nodes().stream().anyMatch(n -> n == id)).findFirst().orElse(-1);
        bump();
    }

    public int rack() {
        return rack;
    }

    /** Shows rack {@code value} (0-based) in full and mutes the others; -1 shows all. */
    public void setRack(int value) {
        rack = design == null || value < 0 || value >= rackCount() ? -1 : value;
        bump();
    }

    public int rackCount() {
        return design == null ? 0 : (design.nodes() + design.nodesPerTor() - 1) / design.nodesPerTor();
    }

    public HbdPlacement placement() {
        return placement;
    }

    /** Every architecture's waste on the current faults at the current TP; empty while it is computed. */
    public List<WasteRow> waste() {
        return waste;
    }

    /** Writes the groups as CSV in the background ({@link HbdGroupsCsv}); false when there is nothing to write. */
    public boolean exportGroups(Path file) {
        HbdPlacement shown = placement;
        if (shown == null) {
            return false;
        }
        runner.submit(new TaskRequest<Path>(EXPORT, "Export groups to " + file.getFileName(), TaskKind.SIDE_EFFECT,
                monitor -> {
                    try {
                        HbdGroupsCsv.write(shown, file);
                        return file;
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                }, written -> status.set("Wrote " + shown.groups().size() + " groups to " + written),
                e -> status.set("Export failed: " + e.getMessage())));
        return true;
    }

    public ReadOnlyLongProperty changedProperty() {
        return changed.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }
}
