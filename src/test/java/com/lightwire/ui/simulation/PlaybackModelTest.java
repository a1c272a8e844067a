package com.lightwire.ui.simulation;

import com.lightwire.core.playback.EventStep;
import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.figure.simulation.PlaybackFigures;
import com.lightwire.io.ProjectFiles;
import com.lightwire.model.Project;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Playback tab's model on samples/lumos-testbed: recording, stepping, per-event panels, Send to Topology. */
class PlaybackModelTest {

    private Session session;

    private ClusterSimulationViewModel simulated() throws Exception {
        session = new Session(ProjectFiles.read(Path.of("samples/lumos-testbed/project.json")));
        ClusterSimulationViewModel model = new ClusterSimulationViewModel(session,
                new SynchronousTaskRunner(session::revision));
        model.playback().shownProperty().set(true);
        assertNull(model.simulate());
        return model;
    }

    private static int firstReconfiguration(PlaybackModel playback) {
        return playback.trackProperty().get().steps().stream().filter(EventStep::reconfigured).findFirst()
                .orElseThrow().event().index();
    }

    @Test
    void recordsOnlyOnceTheTabIsShown() throws Exception {
        session = new Session(ProjectFiles.read(Path.of("samples/lumos-testbed/project.json")));
        ClusterSimulationViewModel model = new ClusterSimulationViewModel(session,
                new SynchronousTaskRunner(session::revision));
        PlaybackModel playback = model.playback();
        assertEquals("lumos-25.6t-tau2", playback.architectureProperty().get(), "the sample's stored results");
        assertNull(playback.trackProperty().get(), "nothing recorded while the tab is not shown");
        playback.shownProperty().set(true);
        assertEquals(100, playback.events(), "showing the tab records the chosen architecture");
    }

    @Test
    void recordsTheFirstLumosArchitectureAndStepsBackAndForth() throws Exception {
        PlaybackModel playback = simulated().playback();
        assertEquals(List.of("best", "lumos-25.6t-tau2", "straight-25.6t-tau2"), playback.architectures());
        assertEquals("lumos-25.6t-tau2", playback.architectureProperty().get());
        assertEquals(100, playback.events(), playback.statusProperty().get());
        assertEquals(0, playback.indexProperty().get());
        assertTrue(playback.step(3));
        assertEquals(3, playback.indexProperty().get());
        assertTrue(playback.step(-1));
        assertEquals(2, playback.indexProperty().get());
        playback.jump(true);
        assertFalse(playback.step(1), "the last event stays");
        assertEquals(99, playback.indexProperty().get());
        playback.jump(false);
        assertFalse(playback.step(-1));
        assertTrue(playback.describe().startsWith("event 1 of 100: start j1 at 0 s"), playback.describe());
    }

    @Test
    void aReconfiguringEventShowsAllFourPanelsTheStagingAndItsDiff() throws Exception {
        PlaybackModel playback = simulated().playback();
        int at = firstReconfiguration(playback);
        playback.indexProperty().set(at);
        assertNotNull(playback.snapshotProperty().get());
        PlaybackFigures f = playback.figuresProperty().get();
        assertNotNull(f.occupancy());
        assertNotNull(f.demand());
        assertNotNull(f.spines());
        assertNotNull(f.diff());
        long[] totals = f.diff().totals();
        assertEquals(playback.snapshotProperty().get().plan().setUp(), totals[1], "set up as the plan counts");
        assertEquals(playback.snapshotProperty().get().plan().tornDown(), totals[2]);
        assertTrue(playback.staging().startsWith("Reconfigured groups"), playback.staging());
        assertTrue(playback.describe().contains("reconfigured"), playback.describe());
    }

    @Test
    void anEventThatWouldChangeNothingSaysSoInsteadOfListingNoGroups() throws Exception {
        PlaybackModel playback = simulated().playback();
        int quiet = 0;
        for (int i = 0; i < playback.events(); i++) {
            playback.indexProperty().set(i);
            var snap = playback.snapshotProperty().get();
            boolean nothing = !snap.step().reconfigured() && snap.plan().stages().changed().isEmpty();
            assertEquals(nothing, playback.staging().equals("No reconfiguration at this event; re-planning would "
                    + "change no group."), i + ": " + playback.staging());
            quiet += nothing ? 1 : 0;
        }
        assertTrue(quiet > 0, "the testbed has events that would change nothing");
    }

    @Test
    void bestHasNoPlacementNorPlan() throws Exception {
        PlaybackModel playback = simulated().playback();
        playback.architectureProperty().set("best");
        assertEquals(100, playback.events());
        assertNull(playback.figuresProperty().get().occupancy());
        assertNull(playback.figuresProperty().get().demand());
        assertTrue(playback.staging().startsWith("No OCS core"), playback.staging());
    }

    @Test
    void sendToTopologyAddsTheClusterAndTheDesignInOneUndoableEdit() throws Exception {
        ClusterSimulationViewModel model = simulated();
        PlaybackModel playback = model.playback();
        playback.indexProperty().set(firstReconfiguration(playback));
        Project before = session.project();
        assertNull(model.sendToTopology(), model.statusProperty().get());
        Project after = session.project();
        assertTrue(after.hasCluster());
        assertEquals(8, after.cluster().params().kLeaf());
        assertEquals(playback.trackProperty().get().cluster().fabric().pods(), after.cluster().podCount());
        assertEquals(1, after.topologies().size());
        assertEquals(playback.snapshotProperty().get().plan().design().topology(), after.topologies().get(0)
                .topology());
        assertTrue(after.topologies().get(0).name().startsWith("lumos-testbed lumos-25.6t-tau2 event "));
        session.undo();
        assertEquals(before, session.project());
    }

    @Test
    void sendToTopologyRefusesBeforeAPlan() throws Exception {
        session = Testbed.unsimulated();
        ClusterSimulationViewModel model = new ClusterSimulationViewModel(session,
                new SynchronousTaskRunner(session::revision));
        assertNotNull(model.sendToTopology());
        assertFalse(session.project().hasCluster());
    }
}
