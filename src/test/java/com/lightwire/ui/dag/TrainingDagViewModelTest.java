package com.lightwire.ui.dag;

import com.lightwire.core.dag.DagMethod;
import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.figure.Palette;
import com.lightwire.io.JobFiles;
import com.lightwire.io.TaskDagFiles;
import com.lightwire.model.dag.TaskDag;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Training DAG view-model with the synchronous runner: load, build, optimise, compare, refusals. */
class TrainingDagViewModelTest {

    private final TrainingDagViewModel model = new TrainingDagViewModel(new SynchronousTaskRunner(() -> 0));

    @Test
    void loadingADagRunsTheChosenMethodAndKeepsOneRowPerMethod() throws Exception {
        TaskDag dag = TaskDagFiles.read(Path.of("samples/delta-worked/dag.json"));
        model.load(dag, "worked");
        assertNotNull(model.reportProperty().get());
        assertEquals(16, model.reportProperty().get().solution().schedule().makespan(), 1e-9);
        model.methodProperty().set(DagMethod.PROP);
        model.optimize();
        model.optimize();
        assertEquals(2, model.comparison().size(), model.comparison()::toString);
        assertNotNull(model.figure(Palette.DARK));
    }

    @Test
    void hoveringTheDagCanvasReadsATasksStartEndAndSlack() throws Exception {
        model.load(TaskDagFiles.read(Path.of("samples/delta-worked/dag.json")), "worked");
        var g = model.graphData();
        var slack = g.nodes().stream().filter(n -> !n.critical()).findFirst().orElseThrow();
        String text = model.hoverText(slack.x() + 2, slack.y() + 2);
        assertTrue(text.startsWith(slack.id() + "  ") && text.contains("start ") && text.contains("free slack ")
                && !text.contains("critical"), text);
        assertTrue(slack.totalSlack() > 0, "a non-critical task has slack");
        assertEquals("", model.hoverText(-10, -10));
        assertNotNull(model.graph(Palette.LIGHT, model.pick(slack.x() + 2, slack.y() + 2)));
        assertNotNull(model.graphSheet(Palette.DARK));
    }

    @Test
    void buildingFromAJobLoadsItsDag() throws Exception {
        model.build(JobFiles.read(Path.of("samples/delta-worked/job.json")), "job");
        assertEquals(12, model.dagProperty().get().tasks().size());
        assertTrue(model.statusProperty().get().startsWith("DELTA-Fast"), model.statusProperty().get());
    }

    @Test
    void anInvalidDagIsRefusedInTheStatus() throws Exception {
        TaskDag dag = TaskDagFiles.read(Path.of("samples/delta-worked/dag.json"));
        TaskDag broken = new TaskDag(-1, dag.pods(), dag.tasks(), dag.edges());
        model.load(broken, "broken");
        assertNull(model.dagProperty().get());
        assertTrue(model.statusProperty().get().contains("bandwidth"), model.statusProperty().get());
        assertNull(model.figure(Palette.LIGHT));
        assertEquals(List.of(), List.copyOf(model.comparison()));
    }
}
