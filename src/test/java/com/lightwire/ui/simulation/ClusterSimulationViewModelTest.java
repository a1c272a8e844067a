package com.lightwire.ui.simulation;

import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.io.ProjectFiles;
import com.lightwire.model.Project;
import com.lightwire.model.lumos.ArchitectureRun;
import com.lightwire.model.lumos.SimulationResult;
import com.lightwire.model.lumos.SimulationStudy;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ClusterSimulationViewModelTest {

    private static Session testbed() throws Exception {
        return new Session(ProjectFiles.read(Path.of("samples/lumos-testbed/project.json")));
    }

    private static ClusterSimulationViewModel model(Session session) {
        return new ClusterSimulationViewModel(session, new SynchronousTaskRunner(session::revision));
    }

    @Test
    void choosesTheStudyAndShowsItsTrace() throws Exception {
        ClusterSimulationViewModel model = model(testbed());
        assertEquals(List.of("lumos-testbed"), model.studies());
        assertEquals("lumos-testbed", model.studyProperty().get());
        assertEquals("j1", model.jobs().get(0).id());
        assertEquals(96, model.jobs().get(0).gpus());
        assertEquals(List.of("best", "lumos-25.6t-tau2", "straight-25.6t-tau2"), model.chosenArchitectures());
    }

    @Test
    void showsTheStoredResultsAtOpenAndStoresANewSimulationUndoably() throws Exception {
        Session session = testbed();
        ClusterSimulationViewModel model = model(session);
        SimulationResult stored = model.resultProperty().get();
        assertNotNull(stored, "the sample carries its results: shown without simulating");
        assertEquals(3, stored.architectures().size());
        assertTrue(model.statusProperty().get().endsWith("results of the last simulation on 3 architectures"),
                model.statusProperty().get());
        model.architecturesProperty().set("best, lumos-25.6t-tau2");
        assertNull(model.simulate());
        SimulationStudy data = (SimulationStudy) session.project().studies().get(0).data();
        assertEquals(2, data.results().architectures().size(), "stored in the study");
        assertEquals(data.results(), model.resultProperty().get());
        assertEquals("Simulate lumos-testbed on 2 architectures", session.undoDescriptionProperty().get()
                .replace("Undo ", ""));
        session.undo();
        assertEquals(stored, model.resultProperty().get(), "undo brings the earlier results back");
        assertNull(model.editor().removeJob(0));
        assertNull(model.resultProperty().get(), "a trace edit drops the results of the old trace");
        assertNull(((SimulationStudy) session.project().studies().get(0).data()).results());
    }

    @Test
    void simulatesTheChosenArchitecturesAndExportsCsv(@TempDir Path dir) throws Exception {
        ClusterSimulationViewModel model = model(testbed());
        model.architecturesProperty().set("best, lumos-25.6t-tau2");
        assertNull(model.simulate());
        SimulationResult result = model.resultProperty().get();
        assertNotNull(result, model.statusProperty().get());
        assertEquals(List.of("best", "lumos-25.6t-tau2"), result.architectures().stream().map(ArchitectureRun::name)
                .toList());
        ArchitectureRun best = result.architectures().get(0);
        assertEquals(model.jobs().size(), best.jobs().size());
        assertTrue(best.averages().avgJct() >= best.averages().avgJrt());
        String csv = ClusterSimulationViewModel.csv(result);
        String[] lines = csv.split("\n");
        assertEquals(3, lines.length);
        assertTrue(lines[0].startsWith("architecture,portGbps,avgJrt,avgJwt,avgJct,p50Jct,p99Jct"), lines[0]);
        assertTrue(lines[1].startsWith("best,1600," + best.averages().avgJrt() + ","), lines[1]);
        Path file = dir.resolve("results.csv");
        assertNull(model.exportCsv(file));
        assertEquals(csv, Files.readString(file));
    }

    @Test
    void refusesAnUnknownArchitectureAndAProjectWithoutStudy() throws Exception {
        ClusterSimulationViewModel model = model(testbed());
        SimulationResult stored = model.resultProperty().get();
        model.architecturesProperty().set("warp-drive");
        assertNotNull(model.simulate());
        assertEquals(stored, model.resultProperty().get());
        ClusterSimulationViewModel empty = model(new Session(Project.ofStudies(List.of())));
        assertNull(empty.studyProperty().get());
        assertTrue(empty.jobs().isEmpty());
        assertNotNull(empty.simulate());
    }
}
