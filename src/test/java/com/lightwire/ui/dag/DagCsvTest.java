package com.lightwire.ui.dag;

import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.io.TaskDagFiles;
import com.lightwire.model.Project;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** CSV of the view's tables on the worked example: tasks with timing and slack, heat-map cells. */
class DagCsvTest {

    private final TrainingDagViewModel model = new TrainingDagViewModel(new SynchronousTaskRunner(() -> 0),
            new Session(Project.ofStudies(List.of())));

    @Test
    void theTasksAndHeatMapCellsExportWithTheWorkedFigures(@TempDir Path dir) throws Exception {
        assertEquals("No runs to export: optimise first", model.exportCsv(dir.resolve("t.csv"), DagCsv.Table.TASKS));
        model.load(TaskDagFiles.read(Path.of("samples/delta-worked/dag.json")), "worked");
        Path tasks = dir.resolve("tasks.csv");
        assertNull(model.exportCsv(tasks, DagCsv.Table.TASKS));
        List<String> lines = Files.readAllLines(tasks);
        assertEquals(DagCsv.TASKS, lines.get(0));
        assertEquals(13, lines.size(), "header and the worked example's 12 tasks");
        long critical = lines.stream().skip(1).filter(l -> l.endsWith(",true")).count();
        assertTrue(critical >= 2, "the critical path has tasks: " + critical);
        assertTrue(lines.stream().skip(1).allMatch(l -> l.split(",").length == 10), lines::toString);
        Path cells = dir.resolve("cells.csv");
        assertNull(model.exportCsv(cells, DagCsv.Table.HEAT_MAP));
        List<String> rows = Files.readAllLines(cells);
        assertEquals(DagCsv.CELLS, rows.get(0));
        // four active pairs; U_p = 2 and each pod in two pairs: one circuit each (8 ports), Xbar 2, 2 tasks each way
        assertEquals(5, rows.size(), rows::toString);
        assertEquals("P0,P1,1,2,2,2", rows.get(1));
        assertTrue(model.statusProperty().get().startsWith("Exported the heat-map cells"),
                model.statusProperty().get());
    }
}
