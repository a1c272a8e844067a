package com.lightwire.ui.simulation;

import com.lightwire.model.lumos.SimulationResult;
import com.lightwire.ui.common.Animated;
import javafx.beans.value.ChangeListener;

import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.IntConsumer;
import java.util.function.IntSupplier;

/**
 * What a deck step records of the Cluster simulation view ({@code ui.common.Presentable}): the {@code study}, the
 * {@code tab} shown (trace, charts, playback), {@code simulated} when results are shown (restoring simulates in the
 * background, as the Simulate button does) and the playback {@code architecture} (applied once the results are
 * there); and the job trace animation of the Playback tab ({@link JobTraceAnimation}).
 */
final class SimulationPresentation {

    private static final List<String> TABS = List.of("trace", "charts", "playback");

    private final ClusterSimulationViewModel model;
    private final IntSupplier tab;
    private final IntConsumer showTab;
    private ChangeListener<SimulationResult> pendingArchitecture;

    /** {@code tab} reads and {@code showTab} selects the view's tab (0 trace, 1 charts, 2 playback). */
    SimulationPresentation(ClusterSimulationViewModel model, IntSupplier tab, IntConsumer showTab) {
        this.model = model;
        this.tab = tab;
        this.showTab = showTab;
    }

    SortedMap<String, String> capture() {
        SortedMap<String, String> state = new TreeMap<>();
        if (model.studyProperty().get() == null) {
            return state;
        }
        state.put("study", model.studyProperty().get());
        state.put("tab", TABS.get(Math.max(0, Math.min(2, tab.getAsInt()))));
        if (model.resultProperty().get() != null) {
            state.put("simulated", "true");
            String architecture = model.playback().architectureProperty().get();
            if (architecture != null) {
                state.put("architecture", architecture);
            }
        }
        return state;
    }

    String restore(SortedMap<String, String> state) {
        String study = state.get("study");
        if (study != null && !model.studies().contains(study)) {
            return "The project has no cluster-simulation study \"" + study + "\" any more";
        }
        if (study != null) {
            model.studyProperty().set(study);
        }
        int index = TABS.indexOf(state.getOrDefault("tab", ""));
        if (index >= 0) {
            showTab.accept(index);
        }
        String architecture = state.get("architecture");
        if (architecture != null) {
            chooseArchitecture(architecture);
        }
        if ("true".equals(state.get("simulated")) && model.resultProperty().get() == null) {
            return model.simulate();
        }
        return null;
    }

    /** Chooses {@code name} for playback now when the results have it, else once results arrive. */
    private void chooseArchitecture(String name) {
        if (pendingArchitecture != null) {
            model.resultProperty().removeListener(pendingArchitecture);
            pendingArchitecture = null;
        }
        if (model.playback().architectures().contains(name)) {
            model.playback().architectureProperty().set(name);
            return;
        }
        pendingArchitecture = (obs, old, now) -> {
            if (now != null) {
                model.resultProperty().removeListener(pendingArchitecture);
                pendingArchitecture = null;
                if (model.playback().architectures().contains(name)) {
                    model.playback().architectureProperty().set(name);
                }
            }
        };
        model.resultProperty().addListener(pendingArchitecture);
    }

    /** The recorded job trace played event by event, when the Playback tab shows a track with placements. */
    Optional<Animated.Animation> jobTrace() {
        if (tab.getAsInt() != 2 || model.traceProperty().get() == null) {
            return Optional.empty();
        }
        return JobTraceAnimation.of(model.playback().trackProperty().get(), model.traceProperty().get().jobs(),
                model.charts().paletteProperty().get());
    }
}
