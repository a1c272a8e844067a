package com.lightwire.ui.dag;

import com.lightwire.core.dag.DagMethod;
import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.figure.Palette;
import com.lightwire.io.JobFiles;
import com.lightwire.io.TaskDagFiles;
import com.lightwire.model.dag.TaskDag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Training DAG view-model with the synchronous runner: load, build, optimise, compare, refusals. */
class TrainingDagViewModelTest {

    private final TrainingDagViewModel model = new TrainingDagViewModel(new SynchronousTaskRunner(() -> 0),
            new com.lightwire.ui.session.Session(com.lightwire.model.Project.ofStudies(java.util.List.of())));

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
    void theComparisonTableExportsAsCsvWithTheWorkedFigures(@TempDir Path dir) throws Exception {
        assertEquals("No runs to export: optimise first", model.exportCsv(dir.resolve("none.csv")));
        model.load(TaskDagFiles.read(Path.of("samples/delta-worked/dag.json")), "worked");
        DagComparison.Row fast = model.comparison().get(0);
        assertEquals("DELTA-Fast", fast.method());
        assertEquals(16, fast.makespan(), 1e-9);
        assertEquals(2.0, fast.nct(), 1e-9);
        assertEquals(8, fast.ports());
        Path file = dir.resolve("runs.csv");
        assertNull(model.exportCsv(file));
        List<String> lines = Files.readAllLines(file);
        assertEquals(DagComparison.HEADER, lines.get(0));
        assertTrue(lines.get(1).startsWith("DELTA-Fast,feasible,16.000000,2.000000,8,1.000000,"), lines.get(1));
        assertEquals(2, lines.size());
        assertTrue(model.statusProperty().get().startsWith("Exported the comparison"), model.statusProperty().get());
        String failed = DagComparison.csv(List.of(DagComparison.Row.failed("X", "a, b"))).split("\n")[1];
        assertEquals("X,\"a, b\",,,,,", failed);
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

    @Test
    void clickingACollapsedStageExpandsItAndClickingOneOfItsTasksCollapsesItAgain() throws Exception {
        model.load(TaskDagFiles.read(Path.of("samples/gpt7b-fig1/dag.json")), "gpt");
        model.groupingProperty().set(com.lightwire.figure.dag.Grouping.STAGE);
        int collapsed = model.graphData().nodes().size();
        var first = model.graphData().nodes().get(0);
        assertTrue(model.toggle(model.pick(first.x() + 1, first.y() + 1)));
        assertEquals(collapsed - 1 + first.members(), model.graphData().nodes().size());
        int task = 0;
        while (model.graphData().nodes().get(task).collapsed()) {
            task++;
        }
        var member = model.graphData().nodes().get(task);
        assertEquals(first.group(), member.group());
        assertTrue(model.toggle(task));
        assertEquals(collapsed, model.graphData().nodes().size());
        assertTrue(!model.toggle(-1));
    }
}
