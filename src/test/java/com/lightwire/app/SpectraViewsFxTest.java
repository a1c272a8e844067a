package com.lightwire.app;

import com.lightwire.figure.Layer;
import com.lightwire.model.spectra.DemandCellRef;
import com.lightwire.model.spectra.ScheduleCircuitsRef;
import com.lightwire.ui.common.RecordingDialogs;
import com.lightwire.ui.common.UserPreferences;
import com.lightwire.ui.common.ZoomableCanvas;
import com.lightwire.ui.topology.TopologyView;
import javafx.geometry.Point2D;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import com.lightwire.core.spectra.DecompositionMethod;
import com.lightwire.model.spectra.PermutationRef;
import com.lightwire.ui.inspector.Inspector;
import java.util.HashMap;
import java.util.Map;
import org.controlsfx.control.PropertySheet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Drives the Decomposition and OCS schedule tabs of the real window on the spec's cases: the Decompose stepper, a
 * heat-map click selecting a cell for every view, a cell edit through the dialog (undoable), the Equalize stepper, the
 * time cursor and the lower-bound explorer.
 */
@ExtendWith(ApplicationExtension.class)
@org.junit.jupiter.api.Timeout(value = 120, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class SpectraViewsFxTest {

    private final RecordingDialogs dialogs = new RecordingDialogs();
    private MainWindow window;

    @Start
    void start(Stage stage) throws IOException {
        window = TestWindows.create(stage, ProjectStores.standard(), Files.createTempDirectory("lw").resolve("recovery"),
                dialogs, UserPreferences.inMemory());
        window.show(null);
    }

    private void openCasesAt(FxRobot robot, String tab, String studyCombo) {
        robot.interact(() -> window.files().openFile(Path.of("samples/spectra-cases/project.json")));
        TabPane tabs = robot.lookup("#views").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(tabs.getTabs().stream()
                .filter(t -> ("tab-" + tab).equals(t.getId())).findFirst().orElseThrow()));
        @SuppressWarnings("unchecked")
        ComboBox<String> study = robot.lookup(studyCombo).queryAs(ComboBox.class);
        robot.interact(() -> study.setValue("C7"));
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    /** The screen point of world point (x, y) of a canvas. */
    private static Point2D screen(ZoomableCanvas canvas, double x, double y) {
        var v = canvas.viewport();
        return canvas.localToScreen(v.toScreenX(x), v.toScreenY(y));
    }

    @Test
    void theDecompositionTabStepsSelectsAndEditsACell(FxRobot robot) throws Exception {
        openCasesAt(robot, "decomposition", "#decomposition-study");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> text(robot, "#decomposition-status")
                .startsWith("Decomposed C7 (spectra): 3 permutations"));
        @SuppressWarnings("unchecked")
        ComboBox<Object> stepper = robot.lookup("#decomposition-stepper").queryAs(ComboBox.class);
        robot.interact(() -> stepper.getSelectionModel().select(1));
        robot.clickOn("#decomposition-next");
        assertEquals("round 2 of 3", text(robot, "#decomposition-step"));
        assertTrue(text(robot, "#decomposition-step-text").contains("round 2 of 3: deg(B_r) = 2"),
                text(robot, "#decomposition-step-text"));
        ZoomableCanvas canvas = robot.lookup("#decomposition-canvas").queryAs(ZoomableCanvas.class);
        robot.clickOn(screen(canvas, 64 + 24, 48 + 72), MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(new DemandCellRef("C7", 1, 0), selected(robot), "the heat map's cell is selected for every view");
        dialogs.answerText("4");
        robot.clickOn("#decomposition-demand-menu").clickOn("#decomposition-edit-cell");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> "Set D[1][0] of C7 to 4.00000".equals(
                window.session().undoDescriptionProperty().get()));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> text(robot, "#decomposition-step-text")
                .contains("sum alpha"));
        assertTrue(canvas.layer(Layer.CONTENT).getWidth() > 100, "the canvas is laid out");
    }

    @Test
    void theMethodChooserShowsEclipseAndTheInspectorShowsItsPermutation(FxRobot robot) throws Exception {
        openCasesAt(robot, "decomposition", "#decomposition-study");
        @SuppressWarnings("unchecked")
        ComboBox<String> study = robot.lookup("#decomposition-study").queryAs(ComboBox.class);
        robot.interact(() -> study.setValue("C6"));
        @SuppressWarnings("unchecked")
        ComboBox<DecompositionMethod> method = robot.lookup("#decomposition-method").queryAs(ComboBox.class);
        robot.interact(() -> method.setValue(DecompositionMethod.ECLIPSE));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> text(robot, "#decomposition-status")
                .startsWith("Decomposed C6 (eclipse): 3 permutations"));
        robot.interact(() -> window.selection().select(new PermutationRef("C6", "eclipse", 0)));
        WaitForAsyncUtils.waitForFxEvents();
        PropertySheet sheet = (PropertySheet) robot.lookup("#inspector").queryAs(Inspector.class).getCenter();
        Map<String, Object> rows = new HashMap<>();
        robot.interact(() -> sheet.getItems().forEach(i -> rows.put(i.getName(), i.getValue())));
        assertEquals("eclipse", rows.get("Decomposition"), "the Inspector shows Eclipse's P0: " + rows);
        assertEquals("3.0000", rows.get("alpha (held)"), "Eclipse's first step holds the swap for a = 3");
        assertEquals("0->1 1->0", rows.get("sigma (input -> output)"));
    }

    private DemandCellRef selected(FxRobot robot) {
        Object[] out = new Object[1];
        robot.interact(() -> out[0] = window.selection().get());
        return out[0] instanceof DemandCellRef ref ? ref : null;
    }

    @Test
    void theScheduleTabStepsEqualizePlacesTheCursorAndListsTheBounds(FxRobot robot) throws Exception {
        openCasesAt(robot, "schedule", "#spectra-study");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> text(robot, "#spectra-status").contains("makespan 7.5"));
        @SuppressWarnings("unchecked")
        ComboBox<Object> stepper = robot.lookup("#spectra-stepper").queryAs(ComboBox.class);
        robot.interact(() -> stepper.getSelectionModel().select(2));
        robot.clickOn("#spectra-next");
        assertEquals("step 1 of 2", text(robot, "#spectra-step"));
        assertTrue(text(robot, "#spectra-summary").contains("Equalize move 1 of 2: 2.500 of P0 from OCS 0"),
                text(robot, "#spectra-summary"));
        ZoomableCanvas gantt = robot.lookup("#spectra-gantt").queryAs(ZoomableCanvas.class);
        robot.clickOn(screen(gantt, 72 + 760 * 3.0 / (7.5 * 1.04), 24 + 34 * 1.5), MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(text(robot, "#spectra-cursor").matches("t = (2\\.99|3\\.00).*: OCS 0 P0 carries traffic, OCS 1 P1 "
                + "carries traffic, OCS 2 P2 carries traffic"), text(robot, "#spectra-cursor"));
        Object[] sel = new Object[1];
        robot.interact(() -> sel[0] = window.selection().get());
        assertInstanceOf(ScheduleCircuitsRef.class, sel[0]);
        TabPane panes = robot.lookup("#spectra-panes").queryAs(TabPane.class);
        robot.interact(() -> panes.getSelectionModel().select(2));
        TableView<?> bounds = robot.lookup("#spectra-bounds").queryAs(TableView.class);
        assertEquals(6, bounds.getItems().size(), "three rows and three columns with nonzeros");
    }

    @Test
    void aTopologyBecomesAStudyAndTheGanttCursorShowsItsCircuitsInTheTopologyView(FxRobot robot) throws Exception {
        String cross = Files.readString(Path.of("samples/testbed-128/project.json"));
        Path uniform = Files.writeString(Files.createTempDirectory("lw").resolve("uniform.json"),
                cross.replaceAll("\"scheme\": *\"cross\"", "\"scheme\": \"uniform\""));
        robot.interact(() -> window.files().openFile(uniform));
        TabPane tabs = robot.lookup("#views").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(1));
        dialogs.answerChoice(1);
        robot.interact(() -> robot.lookup("#topology-view").queryAs(TopologyView.class).demandForSpectra());
        assertEquals("Make Spectra study Spectra ring, 4 links per hop group 0 from topology ring, 4 links per hop",
                window.session().undoDescriptionProperty().get());
        robot.interact(() -> tabs.getSelectionModel().select(3));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> text(robot, "#spectra-status").contains("verified"));
        assertTrue(text(robot, "#spectra-summary").startsWith("makespan"), text(robot, "#spectra-summary"));
        assertTrue(text(robot, "#spectra-summary").contains("8 switches"), "s = K_spine = 8");
        ZoomableCanvas gantt = robot.lookup("#spectra-gantt").queryAs(ZoomableCanvas.class);
        robot.clickOn(screen(gantt, 72 + 760 * 0.8, 24 + 17), MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> tabs.getSelectionModel().select(1));
        Label note = robot.lookup("#topology-schedule-note").queryAs(Label.class);
        assertTrue(note.isVisible() && note.getText().contains("the mirror/L2 rule is not applied"), note.getText());
        assertTrue(text(robot, "#topology-schedule-title").contains("circuits on its 8 OCSes"),
                text(robot, "#topology-schedule-title"));
    }
}
