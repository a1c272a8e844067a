package com.lightwire.app;

import com.lightwire.ui.common.RecordingDialogs;
import com.lightwire.ui.common.UserPreferences;
import com.lightwire.ui.common.ZoomableCanvas;
import com.lightwire.ui.dag.TrainingDagView;
import com.lightwire.ui.dag.TrainingDagViewModel;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TabPane;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import javax.imageio.ImageIO;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Drives the Training DAG tab of the real window: open the worked example's DAG, DELTA-Fast runs (makespan 16 ms,
 * NCT 2.000), hovering the DAG canvas reads the first critical task's timing.
 */
@ExtendWith(ApplicationExtension.class)
@org.junit.jupiter.api.Timeout(value = 90, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class TrainingDagViewFxTest {

    private final RecordingDialogs dialogs = new RecordingDialogs();

    @Start
    void start(Stage stage) throws IOException {
        MainWindow window = TestWindows.create(stage, ProjectStores.standard(),
                Files.createTempDirectory("lw").resolve("recovery"), dialogs, UserPreferences.inMemory());
        window.show(null);
    }

    private static String status(FxRobot robot) {
        return robot.lookup("#dag-status").queryAs(Label.class).getText();
    }

    @Test
    void openingTheWorkedDagRunsFastAndDrawsTheGantt(FxRobot robot) throws Exception {
        TabPane tabs = robot.lookup("#views").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(tabs.getTabs().stream()
                .filter(t -> "tab-dag".equals(t.getId())).findFirst().orElseThrow()));
        dialogs.answerFile(Path.of("samples/delta-worked/dag.json").toAbsolutePath());
        robot.clickOn("#dag-open-dag");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS,
                () -> status(robot).startsWith("DELTA-Fast") && !status(robot).endsWith("running..."));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(status(robot).contains("C 16.0000 ms") && status(robot).contains("NCT 2.000"), status(robot));
        TrainingDagView view = robot.lookup("#training-dag-view").queryAs(TrainingDagView.class);
        assertNotNull(view.figure());
        assertTrue(robot.lookup("#dag-comparison").queryAs(TableView.class).getItems().size() == 1);
        ZoomableCanvas graph = robot.lookup("#dag-graph").queryAs(ZoomableCanvas.class);
        TrainingDagViewModel model = view.model();
        var first = model.graphData().nodes().get(model.reportProperty().get().timing().path()[0]);
        robot.moveTo(graph.localToScreen(graph.viewport().toScreenX(first.x() + 20),
                graph.viewport().toScreenY(first.y() + 10)));
        WaitForAsyncUtils.waitForFxEvents();
        String hover = robot.lookup("#dag-hover").queryAs(Label.class).getText();
        assertTrue(hover.startsWith(first.id()) && hover.contains("start 1.0000 ms  end 2.0000 ms  total slack 0.0000 ms")
                && hover.endsWith("(critical)"), hover);
        robot.clickOn(graph.localToScreen(graph.viewport().toScreenX(first.x() + 20),
                graph.viewport().toScreenY(first.y() + 10)));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(first.task(), model.selectedTaskProperty().get(), "a click selects the task");
        assertEquals(com.lightwire.model.dag.DagTaskRef.of(model.studyName(), first.id()),
                robot.lookup("#training-dag-view").queryAs(TrainingDagView.class).selectionForTest());
        robot.interact(() -> robot.lookup("#dag-filter-stage").queryAs(javafx.scene.control.ComboBox.class)
                .getSelectionModel().select("stage s2"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("stage s2", model.stageFilterProperty().get());
        assertTrue(model.graphData().nodes().size() < 12, "the filter leaves stage 2's tasks");
        WritableImage[] shot = new WritableImage[1];
        robot.interact(() -> shot[0] = view.snapshot(null, null));
        Path png = Path.of("target", "training-dag-view.png");
        ImageIO.write(SwingFXUtils.fromFXImage(shot[0], null), "png", png.toFile());
        assertTrue(Files.size(png) > 10_000);
    }

    @Test
    void editingAHeatMapCellResimulatesAndUndoes(FxRobot robot, @org.junit.jupiter.api.io.TempDir Path dir)
            throws Exception {
        TabPane tabs = robot.lookup("#views").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(tabs.getTabs().stream()
                .filter(t -> "tab-dag".equals(t.getId())).findFirst().orElseThrow()));
        Path four = dir.resolve("worked4.json");
        com.lightwire.io.TaskDagFiles.write(com.lightwire.io.TaskDagFiles.read(Path.of("samples/delta-worked/dag.json"))
                .withPorts(new int[] {4, 4, 4, 4}), four);
        dialogs.answerFile(four);
        robot.clickOn("#dag-open-dag");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS,
                () -> status(robot).startsWith("DELTA-Fast") && !status(robot).endsWith("running..."));
        robot.clickOn("#dag-tab-heatmap");
        WaitForAsyncUtils.waitForFxEvents();
        ZoomableCanvas heat = robot.lookup("#dag-heatmap").queryAs(ZoomableCanvas.class);
        robot.interact(() -> heat.fit());
        // cell (P0, P1): the heat map's label band is 56 world units, a cell 44
        robot.clickOn(heat.localToScreen(heat.viewport().toScreenX(56 + 44 + 22), heat.viewport().toScreenY(56 + 22)));
        WaitForAsyncUtils.waitForFxEvents();
        String cell = robot.lookup("#dag-heatmap-cell").queryAs(Label.class).getText();
        assertTrue(cell.startsWith("P0 \u2194 P1: x = 2"), cell);
        javafx.scene.control.Spinner<?> spinner = robot.lookup("#dag-heatmap-count")
                .queryAs(javafx.scene.control.Spinner.class);
        robot.interact(() -> spinner.decrement());
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> status(robot).startsWith("Edited (DES)"));
        // PPf1, PPb1 and PPb2 on the critical path take 1 ms instead of 0.5: 12.5 + 1.5
        assertTrue(status(robot).contains("C 14.0000 ms"), status(robot));
        TrainingDagView view = robot.lookup("#training-dag-view").queryAs(TrainingDagView.class);
        assertEquals(1, view.model().allocation().count(0, 1));
        robot.press(javafx.scene.input.KeyCode.CONTROL, javafx.scene.input.KeyCode.Z)
                .release(javafx.scene.input.KeyCode.Z, javafx.scene.input.KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(2, view.model().allocation().count(0, 1));
        assertEquals(12.5, view.model().reportProperty().get().solution().schedule().makespan(), 1e-9);
        assertNotNull(view.figure());
        robot.clickOn("#dag-use-topology");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(status(robot).startsWith("Added logical topology") || status(robot).startsWith(
                "The project has no cluster"), status(robot));
    }

    @Test
    void theRatesSolverTabsAndTheEventStepperShowTheShownAnswer(FxRobot robot) throws Exception {
        TabPane tabs = robot.lookup("#views").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(tabs.getTabs().stream()
                .filter(t -> "tab-dag".equals(t.getId())).findFirst().orElseThrow()));
        dialogs.answerFile(Path.of("samples/delta-worked/dag.json").toAbsolutePath());
        robot.clickOn("#dag-open-dag");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS,
                () -> status(robot).startsWith("DELTA-Fast") && !status(robot).endsWith("running..."));
        robot.clickOn("#dag-step-next");
        robot.clickOn("#dag-step-next");
        WaitForAsyncUtils.waitForFxEvents();
        String step = robot.lookup("#dag-step-text").queryAs(Label.class).getText();
        assertTrue(step.startsWith("Event 2 of 11 at 2 ms: "), step);
        TrainingDagView view = robot.lookup("#training-dag-view").queryAs(TrainingDagView.class);
        assertEquals(2.0, view.model().cursor());
        robot.clickOn("#dag-tab-rates");
        WaitForAsyncUtils.waitForFxEvents();
        assertNotNull(robot.lookup("#dag-rates").queryAs(ZoomableCanvas.class).figure());
        assertTrue(robot.lookup("#dag-rates-pair").queryAs(javafx.scene.control.ComboBox.class).getItems().size()
                == 8, "the worked example's eight directed pairs");
        robot.clickOn("#dag-tab-solver");
        WaitForAsyncUtils.waitForFxEvents();
        assertNotNull(view.figure());
        robot.clickOn("#dag-tab-graph");
        robot.interact(() -> view.model().groupingProperty().set(com.lightwire.figure.dag.Grouping.REPLICA));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(view.model().graphData().nodes().stream().anyMatch(n -> n.collapsed()));
        robot.clickOn("#dag-step-clear");
        assertTrue(Double.isNaN(view.model().cursor()));
    }

    @Test
    void theJobFormRefusesABadFieldThenBuildsTheJobAndUndoRemovesIt(FxRobot robot) throws Exception {
        TabPane tabs = robot.lookup("#views").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(tabs.getTabs().stream()
                .filter(t -> "tab-dag".equals(t.getId())).findFirst().orElseThrow()));
        robot.clickOn("#dag-job-toggle");
        TrainingDagView view = robot.lookup("#training-dag-view").queryAs(TrainingDagView.class);
        var job = com.lightwire.io.JobFiles.read(Path.of("samples/delta-worked/job.json"));
        robot.interact(() -> view.model().jobForm().load(job));
        javafx.scene.control.TextField batches = robot.lookup("#dag-job-micro-batches")
                .queryAs(javafx.scene.control.TextField.class);
        robot.doubleClickOn(batches).write("x");
        WaitForAsyncUtils.waitForFxEvents();
        String problems = robot.lookup("#dag-job-problems").queryAs(Label.class).getText();
        assertEquals("Micro-batches (0 = 8\u00b7PP): 'x' is not a whole number of at least 0", problems);
        assertTrue(robot.lookup("#dag-job-build").queryButton().isDisabled());
        robot.doubleClickOn(batches).write("2");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("", robot.lookup("#dag-job-problems").queryAs(Label.class).getText());
        assertTrue(robot.lookup("#dag-job-summary").queryAs(Label.class).getText()
                .startsWith("\u03c3 = 1 stage per pod, \u03c0 = 2 pods per replica, 4 pods"));
        robot.clickOn("#dag-job-build");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS,
                () -> status(robot).startsWith("DELTA-Fast") && !status(robot).endsWith("running..."));
        assertEquals(12, view.model().dagProperty().get().tasks().size());
        assertEquals("delta-worked", view.model().studyName());
        robot.press(javafx.scene.input.KeyCode.CONTROL, javafx.scene.input.KeyCode.Z)
                .release(javafx.scene.input.KeyCode.Z, javafx.scene.input.KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(null, view.model().dagProperty().get());
    }
}
