package com.lightwire.ui.dag;

import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.figure.Palette;
import com.lightwire.io.TaskDagFiles;
import com.lightwire.model.Project;
import com.lightwire.model.dag.TaskDag;
import com.lightwire.model.dag.TrainingDagStudy;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The allocation heat map: Xbar, cell ranges, each cell edit one undoable edit re-simulated at once, undo. */
class HeatMapModelTest {

    private final Session session = new Session(Project.ofStudies(List.of()));
    private final TrainingDagViewModel model = new TrainingDagViewModel(new SynchronousTaskRunner(() -> 0), session);

    private void loadWorkedWithFourPorts() throws Exception {
        TaskDag dag = TaskDagFiles.read(Path.of("samples/delta-worked/dag.json")).withPorts(new int[] {4, 4, 4, 4});
        model.load(dag, "worked4");
        assertEquals(12.5, model.reportProperty().get().solution().schedule().makespan(), 1e-9);
    }

    @Test
    void openingADagIsOneUndoableEditThatStoresTheStudy() throws Exception {
        loadWorkedWithFourPorts();
        assertEquals("Open task DAG worked4", session.undoDescriptionProperty().get());
        assertNotNull(PutTrainingDagEdit.find(session.project(), "worked4"));
        session.undo();
        assertNull(model.dagProperty().get());
        assertTrue(model.comparison().isEmpty());
    }

    @Test
    void theHeatMapShowsXbarRowSumsAndFreedPorts() throws Exception {
        loadWorkedWithFourPorts();
        var data = model.heatMap().data(model.dagProperty().get(), model.allocation());
        assertNotNull(model.heatMap().xbar(), "Xbar is computed after the first answer");
        assertEquals(2, data.xbar()[0][1], "V7: every active pair of the worked example has Xbar 2");
        assertFalse(data.active()[0][3]);
        assertEquals(0, data.x()[0][3]);
        for (int p = 0; p < 4; p++) {
            assertEquals(4 - data.used(p), data.freed(p));
        }
        assertNotNull(model.heatMapSheet(Palette.DARK));
    }

    @Test
    void editingACellResimulatesAndUndoRestoresTheOptimisedAnswer() throws Exception {
        loadWorkedWithFourPorts();
        var optimised = model.allocation();
        model.heatMap().select(0, 1);
        int[] range = model.heatMap().range(model.dagProperty().get(), model.allocation());
        assertEquals(1, range[0], "an active pair keeps one circuit");
        assertNull(model.setCircuits(1));
        assertEquals("Set circuits P0\u2013P1 to 1", session.undoDescriptionProperty().get());
        assertEquals(1, model.allocation().count(0, 1));
        double slower = model.reportProperty().get().solution().schedule().makespan();
        assertTrue(slower > 12.5 + 1e-9, "one circuit for the PP pair P0-P1 lengthens the iteration: " + slower);
        assertEquals(TrainingDagViewModel.EDITED_ROW, model.comparison().get(model.comparison().size() - 1).method());
        assertEquals(model.allocation(), PutTrainingDagEdit.find(session.project(), "worked4")
                .allocation(TrainingDagStudy.EDITED).orElseThrow());
        session.undo();
        assertEquals(optimised, model.allocation());
        assertEquals(12.5, model.reportProperty().get().solution().schedule().makespan(), 1e-9);
        session.redo();
        assertEquals(slower, model.reportProperty().get().solution().schedule().makespan(), 1e-9);
    }

    @Test
    void aCountOutsideTheCellsRangeIsRefusedNamingThePair() throws Exception {
        loadWorkedWithFourPorts();
        assertEquals("Select a cell of the heat map first", model.setCircuits(1));
        model.heatMap().select(0, 1);
        String why = model.setCircuits(0);
        assertTrue(why.startsWith("Circuits P0\u2013P1 must be between 1 and ") && why.contains("carries tasks"), why);
        assertEquals("Open task DAG worked4", session.undoDescriptionProperty().get());
        assertEquals(why, model.statusProperty().get());
    }

    @Test
    void aPairWithoutTasksMayTakeFreedPorts() throws Exception {
        loadWorkedWithFourPorts();
        model.heatMap().select(0, 3);
        int[] range = model.heatMap().range(model.dagProperty().get(), model.allocation());
        assertEquals(0, range[0]);
        var data = model.heatMap().data(model.dagProperty().get(), model.allocation());
        assertEquals(Math.min(data.freed(0), data.freed(3)), range[1]);
    }
}
