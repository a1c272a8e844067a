package com.lightwire.ui.simulation;

import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.figure.simulation.OccupancyFigure;
import com.lightwire.io.ProjectFiles;
import com.lightwire.ui.common.Animated;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.SortedMap;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A deck step of the Cluster simulation view on samples/lumos-testbed: its state, and the job trace played. */
class SimulationPresentationTest {

    private static ClusterSimulationViewModel model() throws Exception {
        Session session = new Session(ProjectFiles.read(Path.of("samples/lumos-testbed/project.json")));
        return new ClusterSimulationViewModel(session, new SynchronousTaskRunner(session::revision));
    }

    @Test
    void aPlaybackStepSimulatesChoosesItsArchitectureAndPlaysTheTraceEventByEvent() throws Exception {
        ClusterSimulationViewModel recorded = model();
        AtomicInteger tab = new AtomicInteger(2);
        assertNull(recorded.simulate());
        recorded.playback().architectureProperty().set("straight-25.6t-tau2");
        SortedMap<String, String> state = new SimulationPresentation(recorded, tab::get, tab::set).capture();
        assertEquals("playback", state.get("tab"));
        assertEquals("true", state.get("simulated"));
        assertEquals("straight-25.6t-tau2", state.get("architecture"));

        ClusterSimulationViewModel restored = model();
        AtomicInteger shownTab = new AtomicInteger(0);
        SimulationPresentation presentation = new SimulationPresentation(restored, shownTab::get, i -> {
            shownTab.set(i);
            restored.playback().shownProperty().set(i == 2); // as the view's Playback tab does when selected
        });
        assertNull(presentation.restore(state));
        assertEquals(2, shownTab.get(), "the Playback tab");
        assertEquals("straight-25.6t-tau2", restored.playback().architectureProperty().get(),
                "chosen once the simulation it started had its results");

        Animated.Animation trace = presentation.jobTrace().orElseThrow();
        assertEquals(50, trace.phases(), "100 events, two a phase");
        assertTrue(trace.describe(0).startsWith("straight-25.6t-tau2, event 1 of 100: start j1 at 0 s"),
                trace.describe(0));
        assertTrue(trace.describe(49).contains("event 100 of 100"), trace.describe(49));
        assertInstanceOf(OccupancyFigure.class, trace.frame(0));
        assertNotSame(trace.frame(0), trace.frame(1));
        shownTab.set(1);
        assertTrue(presentation.jobTrace().isEmpty(), "only the Playback tab plays the trace");
        state.put("study", "gone");
        assertTrue(presentation.restore(state).contains("\"gone\""));
    }
}
