package com.lightwire.ui.simulation;

import com.lightwire.core.playback.EventSnapshot;
import com.lightwire.core.playback.EventStep;
import com.lightwire.core.playback.PlaybackRecorder;
import com.lightwire.core.playback.PlaybackTrack;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.task.TaskHandle;
import com.lightwire.core.task.TaskKind;
import com.lightwire.core.task.TaskRequest;
import com.lightwire.core.task.TaskRunner;
import com.lightwire.figure.Palette;
import com.lightwire.figure.simulation.PlaybackFigures;
import com.lightwire.figure.simulation.PlaybackText;
import com.lightwire.model.lumos.ArchitectureRun;
import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.SimulationResult;
import com.lightwire.model.lumos.Trace;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The Playback tab's state without the toolkit: the architecture played, its recorded track (recorded in lane
 * {@value #RECORD_LANE}: progress and Cancel in the status bar), the current event (step back and forth, play at a
 * speed in events per second), and that event's plan, computed on demand in lane {@value #EVENT_LANE} (the newest
 * request wins, so scrubbing never queues work on the FX thread), with the panels they give.
 */
public final class PlaybackModel {

    /** The lane that records a track. */
    public static final String RECORD_LANE = "simulation.playback";
    /** The lane that plans the current event. */
    public static final String EVENT_LANE = "simulation.playback-event";

    private final TaskRunner runner;
    private final ReadOnlyObjectProperty<SimulationResult> result;
    private final ReadOnlyObjectProperty<Trace> trace;
    private final ObservableList<String> architectures = FXCollections.observableArrayList();
    private final StringProperty architecture = new SimpleStringProperty();
    private final ReadOnlyObjectWrapper<PlaybackTrack> track = new ReadOnlyObjectWrapper<>();
    private final IntegerProperty index = new SimpleIntegerProperty(0);
    private final DoubleProperty speed = new SimpleDoubleProperty(2);
    private final ReadOnlyObjectWrapper<EventSnapshot> snapshot = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<PlaybackFigures> figures = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ObjectProperty<Palette> palette;
    private final Predicate<Job> jobFilter;
    private final BooleanProperty shown = new SimpleBooleanProperty(false);
    private TaskHandle recording;

    PlaybackModel(TaskRunner runner, ReadOnlyObjectProperty<SimulationResult> result,
                  ReadOnlyObjectProperty<Trace> trace, ChartsModel charts) {
        this.runner = runner;
        this.result = result;
        this.trace = trace;
        this.palette = charts.paletteProperty();
        this.jobFilter = job -> charts.filter().jobs().test(job);
        result.addListener((obs, old, now) -> resultChanged(now));
        architecture.addListener((obs, old, now) -> record());
        shown.addListener((obs, was, now) -> {
            if (now && track.get() == null) {
                record();
            }
        });
        index.addListener((obs, old, now) -> eventChanged());
        palette.addListener(o -> rebuild());
        charts.jobFilterProperty().addListener(o -> rebuild());
        resultChanged(result.get());
    }

    /**
     * Whether the Playback tab is on screen. A track is recorded only while it is: recording lumos-4k's 2,000 events
     * takes 17-36 s of CPU, which a user who never opens the tab should not pay; showing the tab records what is
     * missing.
     */
    public BooleanProperty shownProperty() {
        return shown;
    }

    /** The architectures of the result, in its order. */
    public ObservableList<String> architectures() {
        return architectures;
    }

    public StringProperty architectureProperty() {
        return architecture;
    }

    public ReadOnlyObjectProperty<PlaybackTrack> trackProperty() {
        return track.getReadOnlyProperty();
    }

    /** The current event's position, from 0. */
    public IntegerProperty indexProperty() {
        return index;
    }

    /** Play speed in events per second. */
    public DoubleProperty speedProperty() {
        return speed;
    }

    /** The current event's plan once computed, or null. */
    public ReadOnlyObjectProperty<EventSnapshot> snapshotProperty() {
        return snapshot.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<PlaybackFigures> figuresProperty() {
        return figures.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** The number of events of the track (0 without one). */
    public int events() {
        return track.get() == null ? 0 : track.get().steps().size();
    }

    private void resultChanged(SimulationResult now) {
        track.set(null);
        snapshot.set(null);
        figures.set(null);
        List<String> names = now == null ? List.of() : now.architectures().stream().map(ArchitectureRun::name)
                .toList();
        architectures.setAll(names);
        String first = names.stream().filter(n -> n.startsWith("lumos")).findFirst()
                .orElse(names.isEmpty() ? null : names.get(0));
        if (first != null && first.equals(architecture.get())) {
            record();
        } else {
            architecture.set(first);
        }
        status.set(now == null ? "Simulate, then play the events of an architecture." : status.get());
    }

    /** Records the chosen architecture's track in the background (lane {@value #RECORD_LANE}). */
    public void record() {
        SimulationResult simulated = result.get();
        String name = architecture.get();
        track.set(null);
        snapshot.set(null);
        figures.set(null);
        if (simulated == null || name == null || trace.get() == null || !shown.get()) {
            return;
        }
        ArchitectureRun run = simulated.architectures().stream().filter(r -> r.name().equals(name)).findFirst()
                .orElse(null);
        if (run == null) {
            return;
        }
        Trace played = trace.get();
        long size = simulated.gpus();
        status.set("Recording the events of " + name + "...");
        recording = runner.submit(new TaskRequest<Outcome<PlaybackTrack>>(RECORD_LANE, "Record playback of " + name,
                TaskKind.COMPUTE, monitor -> PlaybackRecorder.record(played, run, size,
                PlaybackRecorder.DEFAULT_IOTA, monitor), outcome -> recorded(simulated, name, outcome),
                e -> status.set("Recording failed: " + e.getMessage())));
    }

    private void recorded(SimulationResult from, String name, Outcome<PlaybackTrack> outcome) {
        if (from != result.get() || !name.equals(architecture.get())) {
            return;
        }
        if (!outcome.isVerified()) {
            status.set("Recording " + outcome.status().label() + (outcome.diagnostics().isEmpty() ? ""
                    : ": " + outcome.diagnostics().get(0).message()));
            return;
        }
        track.set(outcome.value());
        long reconfigurations = outcome.value().steps().stream().filter(EventStep::reconfigured).count();
        status.set(String.format(Locale.ROOT, "%s: %d events, %d reconfigurations, recorded in %d ms", name,
                events(), reconfigurations, outcome.millis()));
        if (index.get() == 0) {
            eventChanged();
        } else {
            index.set(0);
        }
    }

    /** Cancels a recording in progress. */
    public void cancel() {
        if (recording != null) {
            recording.cancel();
            status.set("Recording cancelled");
        }
    }

    /** Moves {@code by} events (negative: back), clamped to the track; returns false at either end. */
    public boolean step(int by) {
        int target = Math.max(0, Math.min(events() - 1, index.get() + by));
        boolean moved = target != index.get();
        index.set(target);
        return moved;
    }

    /** Jumps to the first or the last event. */
    public void jump(boolean toEnd) {
        index.set(toEnd ? Math.max(0, events() - 1) : 0);
    }

    private void eventChanged() {
        PlaybackTrack shown = track.get();
        snapshot.set(null);
        if (shown == null || index.get() >= shown.steps().size()) {
            figures.set(null);
            return;
        }
        rebuild();
        int at = index.get();
        if (shown.optical()) {
            runner.submit(new TaskRequest<EventSnapshot>(EVENT_LANE, "Plan event " + (at + 1), TaskKind.COMPUTE,
                    monitor -> PlaybackRecorder.snapshot(shown, at, monitor), snap -> {
                        if (shown == track.get() && at == index.get()) {
                            snapshot.set(snap);
                            rebuild();
                        }
                    }, e -> status.set("Planning the event failed: " + e.getMessage())));
        }
    }

    private void rebuild() {
        PlaybackTrack shown = track.get();
        if (shown == null || index.get() >= shown.steps().size()) {
            return;
        }
        Map<String, Integer> colours = new HashMap<>();
        Set<String> passing = new HashSet<>();
        List<Job> jobs = trace.get().jobs();
        for (int i = 0; i < jobs.size(); i++) {
            colours.put(jobs.get(i).id(), i);
            if (jobFilter.test(jobs.get(i))) {
                passing.add(jobs.get(i).id());
            }
        }
        figures.set(PlaybackFigures.of(shown, index.get(), snapshot.get(), colours, passing, palette.get()));
    }

    /** What the current event is, for the header: "event 12 of 100: start j3 at 1,874 s, 4 jobs running". */
    public String describe() {
        return track.get() == null ? "" : PlaybackText.describe(track.get(), index.get());
    }

    /** The staging plan of the current event, for people, or a sentence saying why there is none. */
    public String staging() {
        if (track.get() == null) {
            return "Planning the event...";
        }
        return PlaybackText.staging(track.get(), snapshot.get());
    }
}
