package com.lightwire.ui.simulation;

import com.lightwire.core.simulate.ClusterSimulator;
import com.lightwire.core.simulate.Routing;
import com.lightwire.core.simulate.SimulationRequest;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.task.TaskHandle;
import com.lightwire.core.task.TaskKind;
import com.lightwire.core.task.TaskRequest;
import com.lightwire.core.task.TaskRunner;
import com.lightwire.io.AtomicFiles;
import com.lightwire.model.Project;
import com.lightwire.model.Study;
import com.lightwire.model.lumos.ArchitectureRun;
import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.SimulationResult;
import com.lightwire.model.lumos.SimulationStudy;
import com.lightwire.model.lumos.Trace;
import com.lightwire.ui.session.Session;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The Cluster simulation view's state without the toolkit: the project's cluster-simulation studies, the chosen one's
 * trace, the architectures to simulate and the last result, which is the study's stored results (ADR 0058).
 * Simulating runs {@link ClusterSimulator} in lane {@value #LANE} (compute: progress and Cancel in the status bar) and
 * stores its result in the study ({@link StoreResultsEdit}, undoable); a result whose study changed meanwhile is
 * dropped.
 */
public final class ClusterSimulationViewModel {

    /** The lane of a simulation. */
    public static final String LANE = "simulation.run";

    private final Session session;
    private final TaskRunner runner;
    private final ObservableList<String> studies = FXCollections.observableArrayList();
    private final StringProperty study = new SimpleStringProperty();
    private final ObservableList<Job> jobs = FXCollections.observableArrayList();
    private final StringProperty architectures = new SimpleStringProperty("");
    private final ReadOnlyObjectWrapper<SimulationResult> result = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<Trace> trace = new ReadOnlyObjectWrapper<>();
    private final ChartsModel charts;
    private final PlaybackModel playback;
    private final TraceEditor editor;
    private TaskHandle running;
    /** The study data shown: an edit elsewhere in the project keeps the result and the playback. */
    private SimulationStudy shownData;

    public ClusterSimulationViewModel(Session session, TaskRunner runner) {
        this.session = session;
        this.runner = runner;
        this.charts = new ChartsModel(result.getReadOnlyProperty(), trace.getReadOnlyProperty());
        this.editor = new TraceEditor(session, runner, study::get, this::data, status::set);
        this.playback = new PlaybackModel(runner, result.getReadOnlyProperty(), trace.getReadOnlyProperty(), charts);
        study.addListener((obs, old, now) -> studyChosen());
        session.revisionProperty().addListener(o -> projectChanged());
        projectChanged();
    }

    /** The names of the project's cluster-simulation studies, in project order. */
    public ObservableList<String> studies() {
        return studies;
    }

    /** The chosen study's name, or null. */
    public StringProperty studyProperty() {
        return study;
    }

    /** The chosen study's jobs, in trace order. */
    public ObservableList<Job> jobs() {
        return jobs;
    }

    /** The architectures to simulate, comma-separated; set to the study's list when a study is chosen. */
    public StringProperty architecturesProperty() {
        return architectures;
    }

    /** The chosen study's stored results (its last simulation), or null. */
    public ReadOnlyObjectProperty<SimulationResult> resultProperty() {
        return result.getReadOnlyProperty();
    }

    /** The chosen study's trace, or null. */
    public ReadOnlyObjectProperty<Trace> traceProperty() {
        return trace.getReadOnlyProperty();
    }

    /** The trace editor of the chosen study. */
    public TraceEditor editor() {
        return editor;
    }

    /** The Playback tab's state. */
    public PlaybackModel playback() {
        return playback;
    }

    /** The Charts tab's state. */
    public ChartsModel charts() {
        return charts;
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** The chosen study's data, or null. */
    public SimulationStudy data() {
        return find(session.project(), study.get());
    }

    private static SimulationStudy find(Project project, String name) {
        return project.studies().stream().filter(s -> s.name().equals(name) && s.data() instanceof SimulationStudy)
                .map(s -> (SimulationStudy) s.data()).findFirst().orElse(null);
    }

    private void projectChanged() {
        List<String> names = session.project().studies().stream().filter(s -> s.data() instanceof SimulationStudy)
                .map(Study::name).toList();
        if (!names.equals(studies)) {
            studies.setAll(names);
        }
        if (!names.contains(study.get())) {
            study.set(names.isEmpty() ? null : names.get(0));
        } else if (data() != shownData) {
            studyChosen();
        }
    }

    private void studyChosen() {
        SimulationStudy data = data();
        shownData = data;
        result.set(null);
        trace.set(data == null ? null : data.trace());
        result.set(data == null ? null : data.results());
        if (data == null) {
            jobs.clear();
            architectures.set("");
            status.set("This project has no cluster-simulation study: create one with `lightwire jobs trace`.");
            return;
        }
        jobs.setAll(data.trace().jobs());
        architectures.set(String.join(", ", data.architectures()));
        status.set(String.format(Locale.ROOT, "%s: %d jobs on %d GPUs, routing %s, seed %d%s", study.get(),
                data.trace().jobs().size(), data.gpus(), data.routing(), data.seed(), data.results() == null
                        ? "; not simulated yet" : "; results of the last simulation on "
                        + data.results().architectures().size() + " architectures"));
    }

    /** The architecture names typed, in order, without blanks. */
    public List<String> chosenArchitectures() {
        List<String> out = new ArrayList<>();
        for (String part : architectures.get().split(",")) {
            if (!part.isBlank()) {
                out.add(part.trim());
            }
        }
        return out;
    }

    /** Simulates the chosen study on the chosen architectures in the background; returns why it cannot, or null. */
    public String simulate() {
        SimulationStudy data = data();
        if (data == null) {
            status.set("Choose a cluster-simulation study first.");
            return status.get();
        }
        SimulationRequest request = new SimulationRequest(data.trace(), data.gpus(), chosenArchitectures(),
                Routing.valueOf(data.routing().toUpperCase(Locale.ROOT)), data.seed(), 1);
        if (!request.validate().isEmpty()) {
            status.set(request.validate().get(0).message());
            return status.get();
        }
        String name = study.get();
        status.set("Simulating " + name + " on " + request.architectures().size() + " architectures...");
        running = runner.submit(new TaskRequest<Outcome<SimulationResult>>(LANE, "Simulate " + name,
                TaskKind.COMPUTE, monitor -> ClusterSimulator.solve(request, monitor),
                outcome -> accept(name, data, outcome), e -> status.set("Simulation failed: " + e.getMessage())));
        return null;
    }

    private void accept(String name, SimulationStudy data, Outcome<SimulationResult> outcome) {
        if (!name.equals(study.get()) || data != data()) {
            return;
        }
        if (!outcome.isVerified()) {
            status.set("Simulation " + outcome.status().label() + (outcome.diagnostics().isEmpty() ? ""
                    : ": " + outcome.diagnostics().get(0).message()));
            return;
        }
        session.perform(new StoreResultsEdit(name, data.trace(), outcome.value()));
        status.set(String.format(Locale.ROOT, "Simulated %s on %d architectures in %d ms (stored in the project; "
                + "Edit > Undo takes it back)", name, outcome.value().architectures().size(), outcome.millis()));
    }

    /**
     * Sends the current playback event's logical topology to the project ({@link SendPlanToTopologyEdit}, one
     * undoable edit); returns why it cannot, or null.
     */
    public String sendToTopology() {
        var snap = playback.snapshotProperty().get();
        var track = playback.trackProperty().get();
        if (track == null || snap == null || snap.plan() == null) {
            status.set("Send to Topology: play a LumosCore architecture and wait for the event's plan first.");
            return status.get();
        }
        String name = String.format(Locale.ROOT, "%s %s event %d", study.get(), track.architecture().name(),
                snap.step().event().index() + 1);
        try {
            session.perform(new SendPlanToTopologyEdit(name, track.cluster().fabric(), snap.plan().design()
                    .topology()));
        } catch (IllegalArgumentException e) {
            status.set("Send to Topology: " + e.getMessage());
            return status.get();
        }
        status.set("Sent \"" + name + "\" to the Topology view (Edit > Undo takes it back)");
        return null;
    }

    /** Cancels a running simulation. */
    public void cancel() {
        if (running != null) {
            running.cancel();
            status.set("Simulation cancelled");
        }
    }

    /** The CSV of {@code result}: one row per architecture, in the order simulated; byte-stable. */
    public static String csv(SimulationResult result) {
        StringBuilder out = new StringBuilder("architecture,portGbps,avgJrt,avgJwt,avgJct,p50Jct,p99Jct,"
                + "avgJrtSlowdown,avgContention,reconfigurations,avgReallocatedPct\n");
        for (ArchitectureRun run : result.architectures()) {
            ArchitectureRun.RunAverages a = run.averages();
            out.append(String.format(Locale.ROOT, "%s,%d,%s,%s,%s,%s,%s,%s,%s,%d,%s\n", run.name(), run.portGbps(),
                    a.avgJrt(), a.avgJwt(), a.avgJct(), a.p50Jct(), a.p99Jct(), a.avgJrtSlowdown(), a.avgContention(),
                    run.reconfigurations(), run.avgReallocatedPct()));
        }
        return out.toString();
    }

    /** Writes the shown result as CSV in the background (lane {@value #LANE}-export); returns why not, or null. */
    public String exportCsv(Path file) {
        SimulationResult shown = result.get();
        if (shown == null) {
            status.set("No result to export: simulate first");
            return status.get();
        }
        write(file, csv(shown), "the results");
        return null;
    }

    /** Writes the shown chart's data as CSV ({@link ChartsModel#csv()}) in the background; returns why not, or null. */
    public String exportChartCsv(Path file) {
        String text = charts.csv();
        if (text.isEmpty()) {
            status.set("No chart to export: simulate first");
            return status.get();
        }
        write(file, text, "the chart data");
        return null;
    }

    private void write(Path file, String text, String what) {
        runner.submit(new TaskRequest<Path>(LANE + "-export:" + file, "Export results to " + file.getFileName(),
                TaskKind.SIDE_EFFECT, monitor -> {
                    try {
                        AtomicFiles.writeText(file, out -> out.write(text));
                        return file;
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                }, written -> "Exported " + what + " to " + written, written -> status.set("Exported " + what
                + " to " + written), e -> status.set("Export failed: " + e.getMessage())));
    }
}
