package com.lightwire.ui.hbd;

import com.lightwire.core.hbd.DcnFreeOrchestrator;
import com.lightwire.core.hbd.HbdOrders;
import com.lightwire.core.hbd.MonteCarloSweep;
import com.lightwire.core.hbd.PlacementRequest;
import com.lightwire.core.hbd.TraceIntervals;
import com.lightwire.core.hbd.TraceReplay;
import com.lightwire.core.hbd.TraceTimeline;
import com.lightwire.core.hbd.WasteModels;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.task.TaskKind;
import com.lightwire.core.task.TaskRequest;
import com.lightwire.core.task.TaskRunner;
import com.lightwire.figure.hbd.HbdRingState;
import com.lightwire.io.FaultTraceFiles;
import com.lightwire.io.HbdGroupsCsv;
import com.lightwire.io.LightwireFileException;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdFaults;
import com.lightwire.model.hbd.HbdPlacement;
import com.lightwire.model.hbd.IntSeq;
import com.lightwire.model.hbd.PlacementMode;
import com.lightwire.model.hbd.WasteRow;
import com.lightwire.ui.session.Session;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

/**
 * The state of the HBD rings view, toolkit-free. The design and the faulty nodes are the project's ("hbd" and
 * "hbd-faults" studies), so every fault click, random draw or clear is one undoable {@link SetFaultsEdit}; TP size,
 * mode, hover, the selected group and the rack filter are view state. Every change of the project, TP or mode
 * re-places the groups and recomputes the waste of every architecture in the background (lane {@value #PLACE},
 * newest request wins, a result of an older revision is dropped by the runner); a Monte-Carlo sweep runs on its own
 * lane ({@value #SWEEP}) with progress and Cancel in the task bar. {@link #changedProperty()} bumps on every change.
 */
public final class HbdViewModel {

    /** The lane of placement solves. */
    public static final String PLACE = "hbd.place";
    /** The lane of Monte-Carlo sweeps. */
    public static final String SWEEP = "hbd.sweep";
    /** The lane of trace loads. */
    public static final String TRACE = "hbd.trace";
    /** Servers of the published trace's fleet (the replay's default). */
    static final int TRACE_SERVERS = 400;
    /** The lane of CSV exports. */
    public static final String EXPORT = "hbd.export-csv";
    /** Node fault ratios of the sweep. */
    static final double[] SWEEP_RATIOS = {0.0, 0.01, 0.02, 0.05, 0.1};
    /** Samples per sweep cell. */
    static final int SWEEP_SAMPLES = 200;

    /** A placement with the waste of every architecture on the same faults. */
    record Placed(Outcome<HbdPlacement> outcome, List<WasteRow> waste) {
    }

    private final Session session;
    private final TaskRunner runner;
    private final ReadOnlyLongWrapper changed = new ReadOnlyLongWrapper(this, "changed");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private HbdDesign design;
    private HbdFaults faults = HbdFaults.NONE;
    private HbdPlacement placement;
    private List<WasteRow> waste = List.of();
    private List<MonteCarloSweep.Row> sweep = List.of();
    private int tp;
    private PlacementMode mode = PlacementMode.STRICT;
    private int hover;
    private int selectedGroup = -1;
    private int rack = -1;
    private TraceTimeline timeline;

    public HbdViewModel(Session session, TaskRunner runner) {
        this.session = session;
        this.runner = runner;
        session.revisionProperty().addListener((obs, old, now) -> reload());
        reload();
    }

    private void reload() {
        HbdDesign next = HbdDesign.in(session.project()).filter(d -> d.problems().isEmpty()).orElse(null);
        if (next == null || !next.equals(design)) {
            design = next;
            tp = next == null ? 0 : 4 * next.gpusPerNode();
            sweep = List.of();
            rack = -1;
            timeline = null;
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
        PlacementRequest request = new PlacementRequest(design, faults, tp, mode, 0);
        HbdDesign d = design;
        int[] zeroBased = faults.faulty().stream().map(id -> id - 1).toArray();
        int t = tp;
        status.set("Placing TP-" + tp + " groups...");
        runner.submit(new TaskRequest<Placed>(PLACE, "Place TP-" + tp + " groups", TaskKind.COMPUTE,
                monitor -> new Placed(DcnFreeOrchestrator.place(request, monitor),
                        new WasteModels(d, t).rows(zeroBased)), this::accept,
                e -> status.set("Placement failed: " + e.getMessage())));
    }

    private void accept(Placed placed) {
        Outcome<HbdPlacement> outcome = placed.outcome();
        placement = outcome.value();
        waste = placed.waste();
        status.set(placement == null ? outcome.status().label() : String.format(Locale.ROOT,
                "TP-%d %s: %d group%s, %d conflicts, %d faulty, wasted %d GPUs (%.2f %%), verified %s", tp,
                mode.key(), placement.groups().size(), placement.groups().size() == 1 ? "" : "s",
                placement.conflicts().size(), faults.count(), placement.wastedGpus(), placement.wasteRatio() * 100,
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
        return faults;
    }

    /** The figure state, or null without a design. */
    public HbdRingState state() {
        return design == null ? null : new HbdRingState(design, IntSeq.wrap(HbdOrders.resolve(design)), faults,
                placement, hover, selectedGroup, rack);
    }

    /** Marks node {@code id} faulty, or healthy again: one undoable edit. */
    public void toggleFault(int id) {
        if (design == null || id < 1 || id > design.nodes()) {
            return;
        }
        boolean[] mask = faults.mask(design.nodes());
        mask[id] = !mask[id];
        session.perform(new SetFaultsEdit((mask[id] ? "Mark node N" : "Mark healthy node N") + id + (mask[id]
                ? " faulty" : ""), HbdFaults.of(IntStream.rangeClosed(1, design.nodes()).filter(i -> mask[i])
                .toArray())));
    }

    /** Replaces the faults by i.i.d. node faults at {@code ratio}, seeded: one undoable edit. */
    public void randomFaults(double ratio, long seed) {
        if (design != null) {
            SplittableRandom random = new SplittableRandom(seed);
            int[] drawn = IntStream.rangeClosed(1, design.nodes()).filter(i -> random.nextDouble() < ratio).toArray();
            session.perform(new SetFaultsEdit(String.format(Locale.ROOT, "Random faults %.2f %% (seed %d)",
                    ratio * 100, seed), HbdFaults.of(drawn)));
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
            sweep = List.of();
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

    public int hover() {
        return hover;
    }

    public void setHover(int id) {
        if (id != hover) {
            hover = id;
            bump();
        }
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

    public List<MonteCarloSweep.Row> sweep() {
        return sweep;
    }

    /** Runs the Monte-Carlo sweep of every architecture at the current TP in the background. */
    public void runSweep(long seed) {
        if (design == null) {
            return;
        }
        HbdDesign d = design;
        int t = tp;
        runner.submit(new TaskRequest<List<MonteCarloSweep.Row>>(SWEEP, "Sweep TP-" + tp + " waste over fault ratios",
                TaskKind.COMPUTE, monitor -> MonteCarloSweep.run(d, new int[]{t}, SWEEP_RATIOS, SWEEP_SAMPLES, seed,
                monitor), rows -> {
                    sweep = rows;
                    bump();
                }, e -> status.set("Sweep failed: " + e.getMessage())));
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

    /**
     * Reads a fault trace in the background and maps it onto the design as {@code hbd replay} does (400 servers,
     * seed 1): then {@link #scrubTo} sets the faults of any day.
     */
    public void loadTrace(Path file) {
        HbdDesign d = design;
        if (d == null) {
            return;
        }
        String problem = TraceReplay.problem(d);
        if (problem != null) {
            status.set("Cannot replay a trace: " + problem);
            return;
        }
        runner.submit(new TaskRequest<TraceTimeline>(TRACE, "Read trace " + file.getFileName(), TaskKind.COMPUTE,
                monitor -> {
                    try {
                        return TraceTimeline.of(d, TraceIntervals.of(FaultTraceFiles.read(file)), TRACE_SERVERS, 1);
                    } catch (LightwireFileException e) {
                        throw new IllegalArgumentException(e.getMessage(), e);
                    }
                }, loaded -> {
                    timeline = loaded;
                    status.set(String.format(Locale.ROOT, "Trace %s: %.1f days; scrub the timeline",
                            file.getFileName(), loaded.horizon()));
                    bump();
                }, e -> status.set("Trace not read: " + e.getMessage())));
    }

    /** The loaded trace's timeline, or null. */
    public TraceTimeline timeline() {
        return timeline;
    }

    /** Sets the faults to those open at {@code day} of the loaded trace: one undo step for a whole scrub. */
    public void scrubTo(double day) {
        if (timeline != null && design != null) {
            session.perform(new SetFaultsEdit("Scrub trace", HbdFaults.of(timeline.faultyAt(day)), TRACE));
        }
    }

    public ReadOnlyLongProperty changedProperty() {
        return changed.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }
}
