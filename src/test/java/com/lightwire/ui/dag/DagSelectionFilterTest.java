package com.lightwire.ui.dag;

import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.figure.Palette;
import com.lightwire.io.TaskDagFiles;
import com.lightwire.model.Project;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Shared selection (DAG canvas, Gantt, heat map, rates) and the stage / pod-pair filters on the worked example. */
class DagSelectionFilterTest {

    private final TrainingDagViewModel model = new TrainingDagViewModel(new SynchronousTaskRunner(() -> 0),
            new Session(Project.ofStudies(List.of())));

    @Test
    void aTaskPickedOnTheGanttIsSelectedOnTheDagCanvasWithItsPairInTheHeatMapAndRates() throws Exception {
        model.load(TaskDagFiles.read(Path.of("samples/delta-worked/dag.json")), "worked");
        var gantt = model.canvasesForTest().ganttData();
        var lane = gantt.lanes().get(0);
        var bar = lane.bars().get(0);
        var sheet = model.canvasesForTest().gantt(Palette.LIGHT);
        // find a sheet point whose body point lies in the first bar: scan the sheet
        int picked = -1;
        for (double y = 0; y < sheet.size().height() && picked < 0; y += 4) {
            for (double x = 0; x < sheet.size().width() && picked < 0; x += 4) {
                if (model.ganttPick(x, y) == bar.task()) {
                    picked = bar.task();
                }
            }
        }
        assertEquals(bar.task(), picked, "the first bar can be clicked on the Gantt sheet");
        model.selectedTaskProperty().set(picked);
        var task = model.dagProperty().get().tasks().get(picked);
        assertArrayEquals(new int[] {task.src(), task.dst()}, model.heatMap().selected());
        assertArrayEquals(new int[] {task.src(), task.dst()}, model.rates().pair(model.dagProperty().get(),
                model.reportProperty().get()));
        var node = model.graphData().nodes().stream().filter(n -> n.task() == bar.task()).findFirst().orElseThrow();
        assertEquals(task.id(), node.id());
        assertEquals(picked, model.taskIndex(task.id()));
        assertEquals(-1, model.ganttPick(-50, -50));
    }

    @Test
    void filteringByStageOrPairKeepsOnlyItsTasksOnTheDagCanvasAndTheGantt() throws Exception {
        model.load(TaskDagFiles.read(Path.of("samples/delta-worked/dag.json")), "worked");
        int all = model.graphData().nodes().size();
        assertEquals(List.of("All", "stage s1", "stage s2"), model.stageChoices());
        model.stageFilterProperty().set("stage s2");
        var stage2 = model.graphData().nodes();
        assertTrue(stage2.size() > 0 && stage2.size() < all, stage2.size() + " of " + all);
        assertTrue(stage2.stream().allMatch(n -> n.id().contains(".s2") || n.id().startsWith("DP.s2")),
                stage2.toString());
        int bars = model.canvasesForTest().ganttData().lanes().stream().mapToInt(l -> l.bars().size()).sum();
        assertEquals(stage2.size(), bars, "the Gantt shows the same tasks");
        String pair = model.pairChoices().get(1);
        model.stageFilterProperty().set("All");
        model.pairFilterProperty().set(pair);
        assertEquals(1, model.canvasesForTest().ganttData().lanes().size(), "one lane: " + pair);
        assertTrue(model.graphData().nodes().stream().allMatch(n -> n.pair().equals(pair)));
        model.load(TaskDagFiles.read(Path.of("samples/gpt7b-fig1/dag.json")), "gpt");
        assertEquals("All", model.pairFilterProperty().get(), "a new DAG clears the filter");
        assertEquals(-1, model.selectedTaskProperty().get());
    }
}
