package com.lightwire.app;

import com.lightwire.model.hbd.HbdNodeRef;
import com.lightwire.ui.common.ZoomableCanvas;
import javafx.geometry.Point2D;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;
import org.controlsfx.control.PropertySheet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The HBD rings tab in the real window: it shows the project's "hbd" study and re-places groups on random faults. */
@ExtendWith(ApplicationExtension.class)
@org.junit.jupiter.api.Timeout(value = 60, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class HbdViewFxTest {

    @TempDir
    static Path dir;

    private MainWindow window;

    @Start
    void start(Stage stage) throws IOException {
        window = TestWindows.create(stage, ProjectStores.standard(), Files.createTempDirectory("lw").resolve("recovery"));
        window.show(null);
    }

    @Test
    void theRingsTabPlacesGroupsAndReactsToFaults(FxRobot robot) throws Exception {
        String testbed = Files.readString(Path.of("samples/testbed-128/project.json"));
        String design = Files.readString(Path.of("samples/hbd-8/design.json"));
        Path project = Files.writeString(dir.resolve("with-hbd.json"), testbed.replace("\"studies\": [\n",
                "\"studies\": [{\"kind\": \"hbd\", \"name\": \"hbd-8\", \"data\": " + design + "},\n"));
        robot.interact(() -> window.files().openFile(project));
        TabPane tabs = robot.lookup("#views").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(tabs.getTabs().stream()
                .filter(t -> "tab-hbd".equals(t.getId())).findFirst().orElseThrow()));
        Label status = robot.lookup("#hbd-status").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> status.getText().contains("2 groups"));
        robot.interact(() -> robot.lookup("#hbd-random").queryAs(Button.class).fire());
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> status.getText().contains("verified true"));
        assertTrue(status.getText().startsWith("TP-16 strict"), status.getText());
    }

    @Test
    void aDoubleClickedFaultIsUndoneFromTheSessionAndGroupsStepAndTheSweepFillsItsTable(FxRobot robot) throws Exception {
        Path project = dir.resolve("hbd8.json");
        Files.copy(Path.of("samples/hbd-8/project.json"), project);
        robot.interact(() -> window.files().openFile(project));
        robot.interact(() -> window.tabs().select("hbd"));
        Label status = robot.lookup("#hbd-status").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> status.getText().contains("verified true"));
        ZoomableCanvas canvas = robot.lookup("#hbd-canvas").queryAs(ZoomableCanvas.class);
        // N1 sits at the top of the ring: world (500, 60)
        Point2D n1 = canvas.localToScreen(canvas.viewport().toScreenX(500), canvas.viewport().toScreenY(60));
        robot.clickOn(n1, MouseButton.PRIMARY);
        Label group = robot.lookup("#hbd-group-text").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> group.getText().startsWith("Group 1 of"));
        robot.sleep(600); // past the double-click interval, so the double-click below is one of its own
        robot.doubleClickOn(n1, MouseButton.PRIMARY);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> status.getText().contains("1 faulty")
                && status.getText().contains("verified true"));
        assertEquals("Mark node N1 faulty", window.session().undoDescriptionProperty().get());
        robot.interact(() -> window.session().undo());
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> status.getText().contains("0 faulty")
                && status.getText().contains("verified true"));
        robot.interact(() -> robot.lookup("#hbd-next-group").queryAs(Button.class).fire());
        assertTrue(robot.lookup("#hbd-group-text").queryAs(Label.class).getText().startsWith("Group 1 of 2"));
        robot.interact(() -> robot.lookup("#hbd-sweep-run").queryAs(Button.class).fire());
        Label note = robot.lookup("#hbd-sweep-note").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> note.getText().startsWith("TP-16: "));
        assertTrue(note.getText().contains("11 curves"), "10 architectures and the bound: " + note.getText());
        assertEquals(10, robot.lookup("#hbd-waste").queryAs(TableView.class).getItems().size());
    }

    @Test
    void aClickedNodeShowsInTheInspectorWhereItsStateIsEditedAndMethodReplaces(FxRobot robot) throws Exception {
        Path project = dir.resolve("hbd8-inspect.json");
        Files.copy(Path.of("samples/hbd-8/project.json"), project);
        robot.interact(() -> window.files().openFile(project));
        robot.interact(() -> window.tabs().select("hbd"));
        Label status = robot.lookup("#hbd-status").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> status.getText().contains("verified true"));
        ZoomableCanvas canvas = robot.lookup("#hbd-canvas").queryAs(ZoomableCanvas.class);
        Point2D n1 = canvas.localToScreen(canvas.viewport().toScreenX(500), canvas.viewport().toScreenY(60));
        robot.clickOn(n1, MouseButton.SECONDARY);
        PropertySheet sheet = robot.lookup(n -> n instanceof PropertySheet).queryAs(PropertySheet.class);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> sheet.getItems().stream()
                .anyMatch(i -> i.getName().equals("Bundle states")));
        assertEquals("HBD-R001", sheet.getItems().stream().filter(i -> i.getName().equals("Rack")).findFirst()
                .orElseThrow().getValue());
        PropertySheet.Item state = sheet.getItems().stream().filter(i -> i.getName().equals("State")).findFirst()
                .orElseThrow();
        robot.interact(() -> state.setValue(state.getType().getEnumConstants()[1]));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> status.getText().contains("1 faulty"));
        assertEquals("Mark node N1 faulty", window.session().undoDescriptionProperty().get());
        @SuppressWarnings("unchecked")
        ComboBox<Object> method = robot.lookup("#hbd-method").queryAs(ComboBox.class);
        robot.interact(() -> method.getSelectionModel().select(2));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> status.getText().contains(" greedy: ")
                && status.getText().contains("verified true"));
    }

    /**
     * Walk-through: a double-click toggled the fault on its first click, then selected the group on its second; the
     * group text was monospaced; the sweep tab showed empty axes beside its hint before a run.
     */
    @Test
    void aClickSelectsADoubleClickOnlyTogglesTheFaultAndTheSweepShowsItsHintAlone(FxRobot robot) throws Exception {
        Path project = dir.resolve("hbd8-click.json");
        Files.copy(Path.of("samples/hbd-8/project.json"), project);
        robot.interact(() -> window.files().openFile(project));
        robot.interact(() -> window.tabs().select("hbd"));
        Label status = robot.lookup("#hbd-status").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> status.getText().contains("verified true"));
        ZoomableCanvas canvas = robot.lookup("#hbd-canvas").queryAs(ZoomableCanvas.class);
        Point2D n1 = canvas.localToScreen(canvas.viewport().toScreenX(500), canvas.viewport().toScreenY(60));
        Label group = robot.lookup("#hbd-group-text").queryAs(Label.class);
        robot.clickOn(n1, MouseButton.PRIMARY);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> group.getText().startsWith("Group 1 of"));
        robot.sleep(600);
        assertEquals(new HbdNodeRef(1), window.selection().get());
        assertTrue(status.getText().contains("0 faulty"), "a click only selects: " + status.getText());
        assertEquals("", window.session().undoDescriptionProperty().get());
        robot.doubleClickOn(n1, MouseButton.PRIMARY);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> status.getText().contains("1 faulty")
                && status.getText().contains("verified true"));
        assertEquals("Mark node N1 faulty", window.session().undoDescriptionProperty().get());
        robot.interact(() -> window.session().undo());
        assertEquals("", window.session().undoDescriptionProperty().get(), "the double-click was one edit");
        assertEquals(robot.lookup("#hbd-node-text").queryAs(Label.class).getFont().getFamily(),
                group.getFont().getFamily(), "the group text in the app's text style");
        BorderPane sweep = robot.lookup("#hbd-sweep").queryAs(BorderPane.class);
        assertEquals("hbd-sweep-placeholder", sweep.getCenter().getId());
        assertNull(sweep.getBottom(), "no empty legend band before a run");
        robot.interact(() -> robot.lookup("#hbd-sweep-run").queryAs(Button.class).fire());
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> "hbd-sweep-canvas".equals(sweep.getCenter().getId()));
    }
}
