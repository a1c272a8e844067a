package com.lightwire.app;

import com.lightwire.model.lumos.ArchitectureRun;
import com.lightwire.model.lumos.Job;
import com.lightwire.ui.common.RecordingDialogs;
import com.lightwire.ui.common.UserPreferences;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Drives the Cluster simulation tab of the real window on samples/lumos-testbed (a project without a cluster): the
 * trace table shows the study's jobs, and Simulate fills one result row per architecture typed.
 */
@ExtendWith(ApplicationExtension.class)
@org.junit.jupiter.api.Timeout(value = 120, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class ClusterSimulationFxTest {

    private MainWindow window;

    @Start
    void start(Stage stage) throws IOException {
        window = TestWindows.create(stage, ProjectStores.standard(), Files.createTempDirectory("lw").resolve("recovery"),
                new RecordingDialogs(), UserPreferences.inMemory());
        window.show(null);
    }

    @Test
    @SuppressWarnings("unchecked")
    void theTabShowsTheTraceAndSimulatesTheArchitectures(FxRobot robot) throws Exception {
        robot.interact(() -> window.files().openFile(Path.of("samples/lumos-testbed/project.json")));
        TabPane tabs = robot.lookup("#views").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(tabs.getTabs().stream()
                .filter(t -> "tab-cluster-simulation".equals(t.getId())).findFirst().orElseThrow()));
        TableView<Job> trace = robot.lookup("#simulation-trace").queryAs(TableView.class);
        assertEquals("j1", trace.getItems().get(0).id());
        assertEquals(96, trace.getItems().get(0).gpus());
        TextField archs = robot.lookup("#simulation-architectures").queryAs(TextField.class);
        assertEquals("best, lumos-25.6t-tau2, straight-25.6t-tau2", archs.getText());
        TableView<ArchitectureRun> results = robot.lookup("#simulation-results").queryAs(TableView.class);
        assertEquals(3, results.getItems().size(), "the sample's stored results");
        robot.interact(() -> archs.setText("best, straight-25.6t-tau2"));
        robot.clickOn("#simulation-run");
        Label status = robot.lookup("#simulation-status").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> status.getText().startsWith("Simulated "));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("best", "straight-25.6t-tau2"), results.getItems().stream().map(ArchitectureRun::name)
                .toList());
        assertEquals(trace.getItems().size(), results.getItems().get(0).jobs().size());
        assertEquals(true, status.getText().startsWith("Simulated lumos-testbed on 2 architectures"), status.getText());
    }

    @Test
    @SuppressWarnings("unchecked")
    void playbackStepsPlaysAndSendsTheEventsTopologyToTheProject(FxRobot robot) throws Exception {
        robot.interact(() -> window.files().openFile(Path.of("samples/lumos-testbed/project.json")));
        TabPane tabs = robot.lookup("#views").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(tabs.getTabs().stream()
                .filter(t -> "tab-cluster-simulation".equals(t.getId())).findFirst().orElseThrow()));
        TableView<ArchitectureRun> results = robot.lookup("#simulation-results").queryAs(TableView.class);
        assertEquals(3, results.getItems().size(), "the sample's stored results, shown without simulating");
        TabPane inner = robot.lookup("#simulation-tabs").queryAs(TabPane.class);
        robot.interact(() -> inner.getSelectionModel().select(2));
        Label header = robot.lookup("#playback-header").queryAs(Label.class);
        Label staging = robot.lookup("#playback-staging").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> header.getText().startsWith("event 1 of 100"));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> staging.getText().startsWith("Reconfigured groups"));
        robot.clickOn("#playback-next");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> header.getText().startsWith("event 2 of 100"));
        robot.clickOn("#playback-back");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> header.getText().startsWith("event 1 of 100"));
        robot.clickOn("#playback-play");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> header.getText().startsWith("event 3 of 100"));
        robot.clickOn("#playback-play");
        String paused = header.getText();
        robot.clickOn("#playback-first");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> header.getText().startsWith("event 1 of 100"));
        assertEquals(false, paused.startsWith("event 1 "), paused);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> staging.getText().startsWith("Reconfigured groups"));
        robot.clickOn("#playback-send");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(true, window.session().project().hasCluster());
        assertEquals("lumos-testbed lumos-25.6t-tau2 event 1", window.session().project().topologies().get(0)
                .name());
        assertEquals("Send lumos-testbed lumos-25.6t-tau2 event 1 to Topology", window.session()
                .undoDescriptionProperty().get().replace("Undo ", ""));
        assertEquals(true, header.getText().startsWith("event 1 of 100"), "the playback survives the edit");
        robot.interact(() -> window.session().undo());
        assertEquals(false, window.session().project().hasCluster());
    }
}
