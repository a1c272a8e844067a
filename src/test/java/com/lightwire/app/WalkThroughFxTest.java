package com.lightwire.app;

import com.lightwire.ui.bom.BomView;
import com.lightwire.ui.common.RecordingDialogs;
import com.lightwire.ui.topology.TopologyView;
import com.lightwire.ui.common.UserPreferences;
import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Defects found by the new-user walk-through over the bundled samples (issue 9 item 9), each pinned as the app meets
 * it: the window shows first, the sample opens in the background ({@code ./lightwire FILE}), then the user switches
 * tabs.
 */
@ExtendWith(ApplicationExtension.class)
@org.junit.jupiter.api.Timeout(value = 60, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class WalkThroughFxTest {

    @TempDir
    Path dir;

    private final RecordingDialogs dialogs = new RecordingDialogs();
    private MainWindow window;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    private void open(String sample) throws Exception {
        CountDownLatch opened = new CountDownLatch(1);
        Platform.runLater(() -> {
            window = new MainWindow(stage, Views.registry(), new WindowServices(ProjectStores.standard(),
                    dir.resolve("recovery.lwp"), dialogs, UserPreferences.inMemory()));
            window.showThenOpen(Path.of("samples", sample, "project.json"), opened::countDown);
        });
        assertTrue(opened.await(30, TimeUnit.SECONDS), "the sample opened");
        WaitForAsyncUtils.waitForFxEvents();
    }

    private <T> T view(Class<T> kind) {
        return window.tabs().views().stream().filter(kind::isInstance).map(kind::cast).findFirst().orElseThrow();
    }

    /** testbed-128, BOM &amp; Labels: the design names over the Qty/Cost pairs were blank on the tab's first show. */
    @Test
    void eachDesignNameHeadsItsColumnsOnTheBomTabsFirstShow(FxRobot robot) throws Exception {
        open("testbed-128");
        BomView bom = view(BomView.class);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> bom.model().comparison() != null);
        robot.interact(() -> window.tabs().select("bom"));
        WaitForAsyncUtils.waitForFxEvents();
        List<Label> headers = robot.lookup("#bom-table .column-header .label").queryAllAs(Label.class).stream()
                .toList();
        Label qty = headers.stream().filter(l -> "Qty".equals(l.getText())).findFirst().orElseThrow();
        Bounds qtyAt = qty.localToScene(qty.getLayoutBounds());
        for (String design : List.of("Uniform", "Cross Wiring")) {
            Label name = headers.stream().filter(l -> design.equals(l.getText())).findFirst()
                    .orElseThrow(() -> new AssertionError(design));
            Bounds at = name.localToScene(name.getLayoutBounds());
            System.err.println("HEADER " + design + " " + at + " qty " + qtyAt + " text " + name.lookup(".text"));
            assertTrue(at.getHeight() > 0 && at.getMaxY() <= qtyAt.getMinY() + 1,
                    design + " at " + at + " above Qty at " + qtyAt);
        }
    }

    /**
     * cluster-32k, Topology: after a cell edit put two rows over K_spine, the summary and the cell line shared one
     * line and both were cut ("pod 13: 36 > 16, pod ...", "C[0][36][13] = 20, row..."). Both must show whole.
     */
    @Test
    void theSummaryAndTheCellLineShowWholeAfterAnEditBreaksTwoRows(FxRobot robot) throws Exception {
        open("testbed-128");
        robot.interact(() -> window.tabs().select("topology"));
        TopologyView topology = view(TopologyView.class);
        robot.interact(() -> {
            topology.model().selectCell(0, 2);
            topology.model().setCell(0, 2, 8);
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> topology.layout());
        for (String id : List.of("#topology-summary", "#matrix-hover")) {
            Label label = robot.lookup(id).queryAs(Label.class);
            assertTrue(label.getText().length() > 10, id + ": " + label.getText());
            String shown = ((javafx.scene.text.Text) label.lookup(".text")).getText();
            assertEquals(label.getText(), shown, id + " not cut");
        }
    }

    /** spectra-benchmark-64 and hbd-8 (studies without a cluster) opened on the Fabric tab, which only said it needs one. */
    @Test
    void aProjectWithoutAClusterOpensOnTheViewOfItsStudy(FxRobot robot) throws Exception {
        open("spectra-benchmark-64");
        assertEquals("schedule", window.tabs().currentId());
        CountDownLatch opened = new CountDownLatch(1);
        robot.interact(() -> window.files().openInBackground(Path.of("samples/hbd-8/project.json"), Platform::runLater,
                opened::countDown));
        assertTrue(opened.await(30, TimeUnit.SECONDS));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("hbd", window.tabs().currentId());
        robot.interact(() -> window.tabs().select("bom"));
        robot.interact(() -> window.files().openInBackground(Path.of("samples/testbed-128/project.json"),
                Platform::runLater, () -> { }));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> window.session().project().hasCluster());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("bom", window.tabs().currentId(), "a project with a cluster keeps the view in front");
    }

    /**
     * hbd-8, HBD rings: the colours (racks, primary and backup links, TP groups, faults, bypasses) had no legend on
     * screen, only in exports; and one group after a fault read "1 groups".
     */
    @Test
    void theHbdRingsExplainTheirColoursAndCountGroupsInWords(FxRobot robot) throws Exception {
        open("hbd-8");
        Label status = robot.lookup("#hbd-status").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> status.getText().contains("2 groups"));
        List<String> entries = robot.lookup("#hbd-legend .legend-entry").queryAllAs(Label.class).stream()
                .map(Label::getText).toList();
        assertTrue(entries.containsAll(List.of("rack 1", "faulty node", "backup links (hop 2)",
                "TP group (one colour each; GPU ring inside)")), entries.toString());
        robot.interact(() -> view(com.lightwire.ui.hbd.HbdView.class).model().toggleFault(3));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> status.getText().contains("1 faulty"));
        assertTrue(status.getText().contains(": 1 group, "), status.getText());
    }

    /**
     * delta-worked (and gpt7b-fig1, megatron-462b) hold a task DAG and a training job, no project: {@code ./lightwire
     * samples/delta-worked/dag.json} failed with "$.cluster: missing or null". Such files open in the Training DAG view.
     */
    @Test
    void aTaskDagOrTrainingJobGivenAsTheFileOpensInTheTrainingDagView(FxRobot robot) throws Exception {
        CountDownLatch opened = new CountDownLatch(1);
        Platform.runLater(() -> {
            window = new MainWindow(stage, Views.registry(), new WindowServices(ProjectStores.standard(),
                    dir.resolve("recovery.lwp"), dialogs, UserPreferences.inMemory()));
            window.showThenOpen(Path.of("samples/delta-worked/dag.json"), opened::countDown);
        });
        assertTrue(opened.await(30, TimeUnit.SECONDS));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(dialogs.shown().isEmpty(), dialogs.shown().toString());
        assertEquals("dag", window.tabs().currentId());
        Label status = robot.lookup("#dag-status").queryAs(Label.class);
        // the view optimises what it loads at once: its method's line follows the DAG's
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> status.getText().contains("feasible"));
        String first = status.getText();
        robot.interact(() -> window.files().openFile(Path.of("samples/gpt7b-fig1/job.json")));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !status.getText().equals(first)
                && status.getText().contains("feasible"));
        assertTrue(dialogs.shown().isEmpty(), dialogs.shown().toString());
        robot.interact(() -> window.files().openFile(Path.of("samples/gpt7b-fig1/result.json")));
        assertEquals(1, dialogs.shown("error").size(), "a file that is none of them is still refused");
    }

    /** cluster-131k, Topology: beside each other the result panels are narrow, and the metrics lines were cut ("..."). */
    @Test
    void theRealizeMetricsWrapInANarrowResultPanel(FxRobot robot) throws Exception {
        open("testbed-128");
        robot.interact(() -> window.tabs().select("topology"));
        TopologyView topology = view(TopologyView.class);
        robot.interact(() -> robot.lookup("#realize").queryButton().fire());
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> topology.model().realization() != null);
        robot.interact(() -> stage.setWidth(640));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> stage.getScene().getRoot().layout());
        Label metrics = robot.lookup("#cross-metrics").queryAs(Label.class);
        assertTrue(metrics.getWidth() < 300, "narrow: " + metrics.getWidth());
        assertEquals(metrics.getText(), ((javafx.scene.text.Text) metrics.lookup(".text")).getText(), "not cut");
    }

    /** testbed-128, OCS schedule: with no Spectra study the view said "Choose a method and press Schedule". */
    @Test
    void theScheduleViewOfAProjectWithoutAStudySaysWhereToFindOne(FxRobot robot) throws Exception {
        open("testbed-128");
        robot.interact(() -> window.tabs().select("schedule"));
        com.lightwire.figure.RecordingPainter painter = new com.lightwire.figure.RecordingPainter();
        robot.interact(() -> {
            var figure = view(com.lightwire.ui.spectra.SpectraScheduleView.class).figure();
            var size = figure.size();
            figure.paint(painter, new com.lightwire.figure.Viewport(1, 0, 0, size.width(), size.height()),
                    com.lightwire.figure.Layer.CONTENT);
        });
        String shown = String.join(" | ", painter.strings);
        assertTrue(shown.contains("No Spectra study") && shown.contains("File > Open Sample > spectra-benchmark-64")
                && !shown.contains("press Schedule"), shown);
    }
}
