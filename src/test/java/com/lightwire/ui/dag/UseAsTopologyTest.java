package com.lightwire.ui.dag;

import com.lightwire.core.dag.AllocationTopology;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.io.ProjectFiles;
import com.lightwire.io.TaskDagFiles;
import com.lightwire.model.Project;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** "Use as logical topology": the shown allocation becomes a per-spine topology of the cluster, one undoable edit. */
class UseAsTopologyTest {

    @Test
    void theShownAllocationBecomesATopologyOfTheClusterAndUndoRemovesIt() throws Exception {
        Session session = new Session(ProjectFiles.read(Path.of("samples/testbed-128/project.json")));
        TrainingDagViewModel model = new TrainingDagViewModel(new SynchronousTaskRunner(() -> 0), session);
        model.load(TaskDagFiles.read(Path.of("samples/delta-worked/dag.json")), "worked");
        int before = session.project().topologies().size();
        assertNull(model.useAsTopology(), model.statusProperty().get());
        assertEquals("Use DELTA-Fast allocation as logical topology", session.undoDescriptionProperty().get());
        var added = session.project().topologies().get(before);
        assertEquals("DAG worked DELTA-Fast", added.name());
        var cluster = session.project().cluster();
        var expected = AllocationTopology.of(model.allocation(), AllocationTopology.identity(4), cluster.podCount(),
                cluster.params().spinesPerPod(), cluster.params().kSpine(), SolveMonitor.NONE).topology();
        assertEquals(expected, added.topology(), "the same core as topology --kind allocation");
        session.undo();
        assertEquals(before, session.project().topologies().size());
    }

    @Test
    void withoutAClusterTheViewSaysWhy() throws Exception {
        Session session = new Session(Project.ofStudies(List.of()));
        TrainingDagViewModel model = new TrainingDagViewModel(new SynchronousTaskRunner(() -> 0), session);
        model.load(TaskDagFiles.read(Path.of("samples/delta-worked/dag.json")), "worked");
        String why = model.useAsTopology();
        assertTrue(why.startsWith("The project has no cluster"), why);
        assertEquals(why, model.statusProperty().get());
    }
}
