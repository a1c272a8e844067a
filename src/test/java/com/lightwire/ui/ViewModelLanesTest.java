package com.lightwire.ui;

import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.core.task.TaskHandle;
import com.lightwire.core.task.TaskState;
import com.lightwire.ui.bom.BomExports;
import com.lightwire.ui.bom.BomViewModel;
import com.lightwire.ui.bom.LabelsModel;
import com.lightwire.ui.common.TaskStatusModel;
import com.lightwire.ui.session.AddPodEdit;
import com.lightwire.ui.session.SampleProjects;
import com.lightwire.ui.session.Session;
import com.lightwire.ui.topology.TopologyViewModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Topology and BOM view-models share one runner as in the app: a held synchronous runner lets the test start a
 * Realize and an export, look at both while unfinished, change the project, and then let them run.
 */
class ViewModelLanesTest {

    @TempDir
    Path dir;

    private final Session session = new Session(SampleProjects.testbed());
    private final SynchronousTaskRunner runner = SynchronousTaskRunner.holding(session::revision);
    private final TaskStatusModel status = new TaskStatusModel(runner);
    private final TopologyViewModel topology = new TopologyViewModel(session, runner);
    private final BomViewModel bom = new BomViewModel(session, BomViewModel.shippedCatalog());
    private final LabelsModel labels = new LabelsModel(session);
    private final BomExports exports = new BomExports(bom, labels, runner);
    private final List<String> failures = new ArrayList<>();

    @Test
    void anExportStartedDuringARealizeCancelsNeitherAndBothReport() throws Exception {
        assertNull(topology.realize(failures::add));
        Path pdf = dir.resolve("labels.pdf");
        TaskHandle export = exports.exportLabelsPdf(pdf);
        assertEquals(List.of("Realize ring, 4 links per hop", "Export labels PDF"),
                runner.active().stream().map(TaskHandle::title).toList());
        assertEquals(2, status.tasks().size());
        assertEquals(2, runner.runPending());
        assertNotNull(topology.realization());
        assertEquals(TaskState.SUCCEEDED, export.state());
        assertEquals("Exported labels.pdf: 384 labels written to " + pdf, exports.messageProperty().get());
        assertEquals(exports.messageProperty().get(), status.statusProperty().get());
        assertTrue(Files.size(pdf) > 0);
        assertEquals(List.of(), failures);
    }

    @Test
    void anEditDuringBothDropsTheRealizationButTheExportStillNamesItsFile() throws Exception {
        topology.realize(failures::add);
        Path csv = dir.resolve("cut.csv");
        exports.exportCutSheet(csv);
        session.perform(AddPodEdit.automatic());
        runner.runPending();
        assertNull(topology.realization());
        assertEquals("Exported cut.csv: 384 rows written to " + csv, exports.messageProperty().get());
        assertTrue(Files.exists(csv));
    }

    @Test
    void aSecondRealizeReplacesTheFirstAndASecondExportToTheSameFileReplacesTheFirst() {
        topology.realize(failures::add);
        TaskHandle first = runner.active().get(0);
        TaskHandle firstExport = exports.exportBom(dir.resolve("a.csv"));
        TaskHandle otherKind = exports.exportBom(dir.resolve("a.pdf"));
        topology.realize(failures::add);
        TaskHandle otherFile = exports.exportBom(dir.resolve("b.csv"));
        TaskHandle secondExport = exports.exportBom(dir.resolve("a.csv"));
        assertEquals(TaskState.CANCELLED, first.state());
        assertEquals(TaskState.CANCELLED, firstExport.state());
        assertEquals(TaskState.QUEUED, otherKind.state(), "BOM PDF and BOM CSV are different lanes");
        assertEquals(TaskState.QUEUED, otherFile.state(), "exports to different files are different lanes");
        assertEquals(4, runner.runPending());
        assertEquals(TaskState.SUCCEEDED, secondExport.state());
        assertNotNull(topology.realization());
    }

    @Test
    void aCancelledExportSaysSoOnTheMessageLine() {
        TaskHandle export = exports.exportLabelsCsv(dir.resolve("labels.csv"));
        assertEquals("Export labels CSV to labels.csv...", exports.messageProperty().get());
        status.tasks().get(0).cancel();
        assertEquals(TaskState.CANCELLED, export.state());
        assertEquals("Export labels CSV: cancelled", exports.messageProperty().get());
        assertEquals(0, runner.runPending());
    }
}
