package com.lightwire.ui.hbd;

import com.lightwire.core.hbd.DcnFreeOrchestrator;
import com.lightwire.core.hbd.HbdOrders;
import com.lightwire.core.hbd.PlacementRequest;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.task.TaskKind;
import com.lightwire.core.task.TaskRequest;
import com.lightwire.core.task.TaskRunner;
import com.lightwire.figure.hbd.HbdRingState;
import com.lightwire.model.Project;
import com.lightwire.model.Study;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdFaults;
import com.lightwire.model.hbd.HbdPlacement;
import com.lightwire.model.hbd.IntSeq;
import com.lightwire.model.hbd.PlacementMode;
import com.lightwire.ui.session.Session;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.util.Locale;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.IntStream;

/**
 * The state of the HBD rings view, toolkit-free: the project's "hbd" study, the faulty nodes (view state), TP size
 * and mode; every change re-places the groups in the background (lane {@value #PLACE}, newest request wins, a result
 * of an older project revision is dropped by the runner) and bumps {@link #changedProperty()}.
 */
public final class HbdViewModel {

    /** The lane of placement solves. */
    public static final String PLACE = "hbd.place";

    private final Session session;
    private final TaskRunner runner;
    private final ReadOnlyLongWrapper changed = new ReadOnlyLongWrapper(this, "changed");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final TreeSet<Integer> faulty = new TreeSet<>();
    private HbdDesign design;
    private HbdPlacement placement;
    private int tp;
    private PlacementMode mode = PlacementMode.STRICT;
    private int hover;

    public HbdViewModel(Session session, TaskRunner runner) {
        this.session = session;
        this.runner = runner;
        session.revisionProperty().addListener((obs, old, now) -> reload());
        reload();
    }

    private void reload() {
        Project project = session.project();
        HbdDesign next = project.studies().stream().filter(s -> s.kind().equals(HbdDesign.STUDY_KIND))
                .map(Study::data).filter(HbdDesign.class::isInstance).map(HbdDesign.class::cast).findFirst()
                .filter(d -> d.problems().isEmpty()).orElse(null);
        if (next == null || !next.equals(design)) {
            design = next;
            faulty.clear();
            tp = next == null ? 0 : 4 * next.gpusPerNode();
        }
        replace();
    }

    /** Re-places the groups in the background. */
    private void replace() {
        placement = null;
        bump();
        if (design == null) {
            status.set("The project holds no valid \"hbd\" study: open samples/hbd-8/project.json");
            return;
        }
        PlacementRequest request = new PlacementRequest(design, faults(), tp, mode, 0);
        status.set("Placing TP-" + tp + " groups...");
        runner.submit(new TaskRequest<Outcome<HbdPlacement>>(PLACE, "Place TP-" + tp + " groups", TaskKind.COMPUTE,
                monitor -> DcnFreeOrchestrator.place(request, monitor), this::accept,
                e -> status.set("Placement failed: " + e.getMessage())));
    }

    private void accept(Outcome<HbdPlacement> outcome) {
        placement = outcome.value();
        status.set(placement == null ? outcome.status().label() : String.format(Locale.ROOT,
                "TP-%d %s: %d group%s, %d conflicts, %d faulty, wasted %d GPUs (%.2f %%), verified %s", tp,
                mode.key(), placement.groups().size(), placement.groups().size() == 1 ? "" : "s",
                placement.conflicts().size(), faulty.size(), placement.wastedGpus(), placement.wasteRatio() * 100,
                outcome.isVerified()));
        bump();
    }

    private void bump() {
        changed.set(changed.get() + 1);
    }

    public HbdDesign design() {
        return design;
    }

    public HbdFaults faults() {
        return HbdFaults.of(faulty.stream().mapToInt(Integer::intValue).toArray());
    }

    /** The figure state, or null without a design. */
    public HbdRingState state() {
        return design == null ? null : new HbdRingState(design, IntSeq.wrap(HbdOrders.resolve(design)), faults(),
                placement, hover);
    }

    /** Marks node {@code id} faulty, or healthy again. */
    public void toggleFault(int id) {
        if (design != null && id >= 1 && id <= design.nodes() && !faulty.remove(id)) {
            faulty.add(id);
        }
        replace();
    }

    /** Replaces the faults by i.i.d. node faults at {@code ratio}, seeded. */
    public void randomFaults(double ratio, long seed) {
        faulty.clear();
        if (design != null) {
            SplittableRandom random = new SplittableRandom(seed);
            IntStream.rangeClosed(1, design.nodes()).filter(i -> random.nextDouble() < ratio).forEach(faulty::add);
        }
        replace();
    }

    public void clearFaults() {
        faulty.clear();
        replace();
    }

    public int tp() {
        return tp;
    }

    /** Sets the TP size (a multiple of R; others are ignored). */
    public void setTp(int value) {
        if (design != null && value >= design.gpusPerNode() && value % design.gpusPerNode() == 0) {
            tp = value;
            replace();
        }
    }

    public PlacementMode mode() {
        return mode;
    }

    public void setMode(PlacementMode value) {
        mode = value;
        replace();
    }

    public void setHover(int id) {
        if (id != hover) {
            hover = id;
            bump();
        }
    }

    public HbdPlacement placement() {
        return placement;
    }

    public ReadOnlyLongProperty changedProperty() {
        return changed.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }
}
