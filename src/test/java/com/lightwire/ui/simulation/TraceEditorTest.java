package com.lightwire.ui.simulation;

import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.core.trace.JobMix;
import com.lightwire.io.ProjectFiles;
import com.lightwire.io.SimulationStudyCodec;
import com.lightwire.model.Project;
import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.SimulationStudy;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The trace editor on samples/lumos-testbed: field edits checked at the field, add/remove, generate, all undoable. */
class TraceEditorTest {

    private Session session;

    private ClusterSimulationViewModel model() throws Exception {
        session = new Session(ProjectFiles.read(Path.of("samples/lumos-testbed/project.json")));
        return new ClusterSimulationViewModel(session, new SynchronousTaskRunner(session::revision));
    }

    @Test
    void editingPpRecomputesGpusAndUndoRestoresTheTrace() throws Exception {
        ClusterSimulationViewModel model = model();
        Project before = session.project();
        assertNull(model.editor().editJob(0, "pp", "2"));
        Job j1 = model.jobs().get(0);
        assertEquals(2, j1.pp());
        assertEquals(8 * 2 * 4, j1.gpus(), "GPUs follow TP*PP*DP");
        assertEquals("Edit j1 pp", session.undoDescriptionProperty().get().replace("Undo ", ""));
        session.undo();
        assertEquals(before, session.project());
        assertEquals(3, model.jobs().get(0).pp());
    }

    @Test
    void badInputIsRefusedNamingTheJobAndTheField() throws Exception {
        ClusterSimulationViewModel model = model();
        long revision = session.revision();
        assertEquals("job j1, tp: not a whole number: 'eight'", model.editor().editJob(0, "tp", "eight"));
        assertEquals("job j1, tp: GPUs = TP\u00b7PP\u00b7DP = 36 must be a multiple of 8 GPUs per server",
                model.editor().editJob(0, "tp", "3"));
        assertEquals("job j2, id: another job is called 'j1'", model.editor().editJob(1, "id", "j1"));
        assertEquals("job j1, commShare: must be 0 to 1; it is 1.5", model.editor().editJob(0, "commShare", "1.5"));
        assertTrue(model.editor().editJob(0, "dp", "8").contains("exceed the study's 128"));
        assertEquals(revision, session.revision(), "nothing changed");
        assertEquals(model.statusProperty().get(), "job j1, dp: 192 GPUs exceed the study's 128");
    }

    @Test
    void addAndRemoveJobsAreUndoable() throws Exception {
        ClusterSimulationViewModel model = model();
        assertNull(model.editor().addJob(2));
        assertEquals(51, model.jobs().size());
        assertEquals("j51", model.jobs().get(3).id());
        assertEquals(model.jobs().get(2).gpus(), model.jobs().get(3).gpus());
        assertNull(model.editor().removeJob(0));
        assertEquals("j2", model.jobs().get(0).id());
        session.undo();
        session.undo();
        assertEquals(50, model.jobs().size());
        assertNotNull(model.editor().removeJob(-1));
    }

    @Test
    void generateReplacesTheTraceAndTheStudyRoundTripsThroughItsCodec() throws Exception {
        ClusterSimulationViewModel model = model();
        assertNull(model.editor().generate("20", "0.5", "7", JobMix.TESTBED));
        assertEquals(20, model.jobs().size());
        assertTrue(session.undoDescriptionProperty().get().contains("Generate 20 jobs"));
        SimulationStudy data = model.data();
        SimulationStudyCodec codec = new SimulationStudyCodec();
        assertEquals(data, codec.fromJson(codec.toJson(data), "test"));
        assertNotNull(model.editor().generate("x", "0.5", "7", JobMix.TESTBED));
        assertEquals(20, model.jobs().size());
    }
}
