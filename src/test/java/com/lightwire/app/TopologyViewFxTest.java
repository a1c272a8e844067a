package com.lightwire.app;

import com.lightwire.model.Project;
import com.lightwire.model.WiringScheme;
import com.lightwire.ui.topology.TopologyView;
import com.lightwire.ui.topology.TopologyViewModel;
import javafx.application.Platform;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TabPane;
import javafx.scene.image.WritableImage;
import javafx.event.ActionEvent;
import javafx.scene.control.TextField;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.stage.Stage;
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
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Drives the real main window headless (Monocle) with the real project files: wiring, matrix editing, realize. */
@ExtendWith(ApplicationExtension.class)
@org.junit.jupiter.api.Timeout(value = 60, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class TopologyViewFxTest {

    @TempDir
    static Path dir;

    private MainWindow window;
    private Stage stage;

    @Start
    void start(Stage stage) throws IOException {
        this.stage = stage;
        window = TestWindows.create(stage, ProjectStores.standard(), Files.createTempDirectory("lw").resolve("recovery"));
        window.show(null);
    }

    private TopologyView openTopologyTab(FxRobot robot) {
        robot.interact(() -> robot.lookup("#views").queryAs(TabPane.class).getSelectionModel().select(1));
        return robot.lookup("#topology-view").queryAs(TopologyView.class);
    }

    private String undoText(FxRobot robot) {
        MenuBar bar = robot.lookup("#menu-bar").queryAs(MenuBar.class);
        MenuItem undo = bar.getMenus().stream().filter(m -> "menu-edit".equals(m.getId())).findFirst().orElseThrow()
                .getItems().stream().filter(i -> "menu-undo".equals(i.getId())).findFirst().orElseThrow();
        return undo.getText();
    }

    private String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    @Test
    void generatingCrossWiringChangesTheSchemeAsAnUndoableEdit(FxRobot robot) {
        @SuppressWarnings("unchecked")
        ComboBox<WiringScheme> scheme = robot.lookup("#scheme-chooser").queryAs(ComboBox.class);
        // Without an installed configuration the switch asks nothing (WiringSwitchFxTest covers the question).
        robot.interact(() -> window.session().open(window.session().project().withCurrentConfiguration(null), null));
        robot.interact(() -> scheme.setValue(WiringScheme.UNIFORM));
        assertTrue(text(robot, "#fabric-summary").startsWith("Uniform"), text(robot, "#fabric-summary"));
        robot.interact(() -> scheme.setValue(WiringScheme.CROSS));
        assertEquals(WiringScheme.CROSS, window.session().project().cluster().scheme());
        assertEquals("Undo Generate cross wiring fiber plan", undoText(robot));
        assertTrue(text(robot, "#fabric-summary").startsWith("Cross Wiring: 128 cables, about 1.3 km of cable in all; shown "));
        robot.interact(() -> window.session().undo());
        assertEquals(WiringScheme.UNIFORM, window.session().project().cluster().scheme());
        assertEquals(WiringScheme.UNIFORM, scheme.getValue());
    }

    @Test
    void editingAMatrixCellByClickingItAndTypingUpdatesBothTrianglesAndTheRowSums(FxRobot robot) {
        TopologyView view = openTopologyTab(robot);
        TopologyViewModel model = view.model();
        clickCell(robot, view, 0, 2);
        assertEquals("C[0][0][2]", text(robot, "#cell-name"));
        typeCellValue(robot, "3");
        assertEquals(3, model.cell(0, 2));
        assertEquals(3, model.cell(2, 0));
        assertEquals("Undo Set C[0][0][2] = 3", undoText(robot));
        assertTrue(text(robot, "#topology-summary").endsWith("2 rows over K_spine: pod 0: 11 > 8, pod 2: 11 > 8"),
                text(robot, "#topology-summary"));
        robot.interact(() -> window.session().undo());
        assertEquals(0, model.cell(2, 0));
        assertTrue(text(robot, "#topology-summary").endsWith("all row sums within K_spine"));
    }

    @Test
    void theCellLineShowsTheNewValueOfTheHoveredOrSelectedCellAfterItIsSet(FxRobot robot) {
        TopologyView view = openTopologyTab(robot);
        clickCell(robot, view, 0, 2);
        mouseAt(robot, view, MouseEvent.MOUSE_MOVED, 0, 2);
        assertEquals("C[0][0][2] = 0, row 0 sum 8", text(robot, "#matrix-hover"));
        mouseAt(robot, view, MouseEvent.MOUSE_EXITED, 0, 2);
        assertEquals("C[0][0][2] = 0, row 0 sum 8", text(robot, "#matrix-hover"),
                "off the matrix, the line shows the selected cell");
        typeCellValue(robot, "2");
        assertEquals("C[0][0][2] = 2, row 0 sum 10", text(robot, "#matrix-hover"));
        robot.interact(() -> window.session().undo());
        assertEquals("C[0][0][2] = 0, row 0 sum 8", text(robot, "#matrix-hover"));
    }

    @Test
    void theIndexHIsCalledOcsGroupInTheToolbarTheSummaryAndTheInspector(FxRobot robot) {
        openTopologyTab(robot);
        assertTrue(robot.lookup(".tool-bar .label").queryAllAs(Label.class).stream()
                .anyMatch(l -> l.getText().equals("OCS group")), "the chooser is labelled OCS group");
        @SuppressWarnings("unchecked")
        ComboBox<String> group = robot.lookup("#group-chooser").queryAs(ComboBox.class);
        assertEquals(java.util.List.of("0", "1", "2", "3"), group.getItems());
        assertTrue(text(robot, "#topology-summary").startsWith("ring, 4 links per hop, group 0 of 4, 4 pods"),
                text(robot, "#topology-summary"));
        robot.interact(() -> group.getSelectionModel().select(2));
        assertTrue(text(robot, "#topology-summary").contains(", group 2 of 4, "), text(robot, "#topology-summary"));
    }

    @Test
    void theStatusLineSpeaksOfTheProjectOpenedLastNotOfTheOneBefore(FxRobot robot) throws Exception {
        TopologyView view = openTopologyTab(robot);
        press(robot, "#realize");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> text(robot, "#status").endsWith(": done"));
        Path other = Files.copy(Path.of("samples/testbed-128/project.json"), dir.resolve("other-" + System.nanoTime()
                + ".json"));
        robot.interact(() -> window.files().openFile(other));
        assertEquals("Opened testbed-128 from " + other, text(robot, "#status"));
        assertEquals(null, view.model().realization());
    }

    @Test
    void theDiagonalCannotBeEdited(FxRobot robot) {
        TopologyView view = openTopologyTab(robot);
        clickCell(robot, view, 1, 1);
        typeCellValue(robot, "2");
        assertEquals("The diagonal stays 0: a pod has no links to itself", text(robot, "#topology-message"));
        assertFalse(window.session().isDirty());
    }

    @Test
    void realizingInTheBackgroundShowsEtaRhoAndTheCircuitGridsThenApplyIsUndoable(FxRobot robot) throws Exception {
        TopologyView view = openTopologyTab(robot);
        press(robot, "#realize");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> view.model().realization() != null);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("eta 1.000  rho 1.000\nrewired 0 (lower bound 0)  unrealized 0",
                firstLines(text(robot, "#cross-metrics")));
        assertTrue(text(robot, "#cross-metrics").contains("verifier passed"));
        assertEquals("Cross Wiring: ITV-LPR", text(robot, "#cross-title"));
        assertEquals("ITV-LPR (fewest moves)", robot.lookup("#cross-method").queryAs(ChoiceBox.class).getValue()
                .toString());
        assertEquals("Uniform: Uniform-Greedy", text(robot, "#uniform-title"));
        assertTrue(text(robot, "#uniform-note").startsWith("No configuration of this wiring is installed"));
        assertTrue(text(robot, "#status").startsWith("Realize ring, 4 links per hop: done"), text(robot, "#status"));
        assertTrue(countColour(robot, "#cross-grid", 0xFF4A5568) > 50, "kept circuits are drawn in the grid");
        assertTrue(countColour(robot, "#uniform-grid", 0xFFDD6B20) > 50, "new circuits are drawn in orange");
        // 8 OCSes by 4 groups is wide: the panels stack in the tall pane so the grids get its width (issue 9)
        javafx.scene.Node crossPanel = robot.lookup("#cross-panel").query();
        javafx.scene.Node uniformPanel = robot.lookup("#uniform-panel").query();
        javafx.scene.Node results = robot.lookup("#topology-results").query();
        assertTrue(results.getLayoutBounds().getHeight() > results.getLayoutBounds().getWidth() * 0.8,
                "the results pane is tall: " + results.getLayoutBounds());
        assertTrue(uniformPanel.getBoundsInParent().getMinY() >= crossPanel.getBoundsInParent().getMaxY(), "stacked");
        // The sample has this very configuration installed, and installing an equal one would record nothing.
        robot.interact(() -> window.session().open(window.session().project().withCurrentConfiguration(null), null));
        press(robot, "#apply");
        assertSame(view.model().realization().cross().configuration(),
                window.session().project().currentConfiguration());
        assertEquals("Undo Apply configuration (ITV-LPR on ring, 4 links per hop)", undoText(robot));
    }

    @Test
    void theRealizedConfigurationAndTheViewExport(FxRobot robot) throws Exception {
        TopologyView view = openTopologyTab(robot);
        press(robot, "#realize");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> view.model().realization() != null);
        Path csv = dir.resolve("config.csv");
        Path png = dir.resolve("topology.png");
        Path svg = dir.resolve("topology.svg");
        robot.interact(() -> {
            view.exportConfiguration(csv, true);
            window.exportView(png, false);
            window.exportView(svg, true);
        });
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> text(robot, "#status").startsWith("Exported config"));
        assertEquals("Exported config.csv: 128 circuits written to " + csv, text(robot, "#status"));
        assertEquals(129, Files.readAllLines(csv).size(), "header and 128 circuits");
        assertEquals('P', Files.readAllBytes(png)[1]);
        assertTrue(Files.readString(svg).contains("Cross Wiring: ITV-LPR"));
    }

    @Test
    void openingAMalformedProjectFileShowsTheReadersMessageAndKeepsTheOpenProject(FxRobot robot)
            throws IOException {
        robot.interact(() -> robot.lookup("#add-pod").queryButton().fire());
        Project before = window.session().project();
        Path bad = Files.writeString(dir.resolve("broken.lwp"), "{\n  \"formatVersion\": 1,\n  \"cluster\": [\n");
        Platform.runLater(() -> window.files().openFile(bad));
        WaitForAsyncUtils.waitForFxEvents();
        String message = robot.lookup("#error-dialog .content").queryAs(Label.class).getText();
        assertTrue(message.endsWith("broken.lwp: $.cluster (line 3, column 14): expected an object, found an array"),
                message);
        robot.clickOn("OK");
        assertSame(before, window.session().project());
        assertEquals("*testbed-128 (unsaved) - Lightwire", stage.getTitle());
    }

    @Test
    void cancellingARealizeOf131kGpusKeepsThePreviousStateAndTheWindowResponsive(FxRobot robot) throws Exception {
        Path sample = Path.of("samples/cluster-131k/project.json");
        robot.interact(() -> window.files().openFile(sample));
        TopologyView view = openTopologyTab(robot);
        robot.interact(() -> view.model().generateRandom(11));
        assertEquals(512, view.model().pods());
        robot.interact(view::realize);
        assertEquals(null, view.model().realization(), "realize returns to the FX thread before the result exists");
        assertTrue(text(robot, ".task-title").startsWith("Realize random"), text(robot, ".task-title"));
        assertTrue(robot.lookup(".task-cancel").queryButton().isVisible(), "Cancel shows while realizing");
        press(robot, ".task-cancel");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> robot.lookup(".task-row").tryQuery().isEmpty());
        assertTrue(text(robot, "#status").startsWith("Realize random"), text(robot, "#status"));
        assertTrue(text(robot, "#status").endsWith(": cancelled"), text(robot, "#status"));
        assertEquals(null, view.model().realization());
    }

    /** Clicks the centre of matrix cell (i, j) with a mouse event (scene coordinates) wherever the window sits. */
    private static void clickCell(FxRobot robot, TopologyView view, int i, int j) {
        Canvas canvas = robot.lookup("#matrix-canvas").queryAs(Canvas.class);
        robot.interact(() -> {
            var at = canvas.localToScene(view.cellCentre(i, j));
            canvas.fireEvent(new MouseEvent(MouseEvent.MOUSE_CLICKED, at.getX(), at.getY(), at.getX(),
                    at.getY(), MouseButton.PRIMARY, 1, false, false, false, false, true, false, false, true,
                    false, true, null));
        });
    }

    /** Fires a mouse event of {@code type} at the centre of matrix cell (i, j). */
    private static void mouseAt(FxRobot robot, TopologyView view, javafx.event.EventType<MouseEvent> type, int i,
                                int j) {
        Canvas canvas = robot.lookup("#matrix-canvas").queryAs(Canvas.class);
        robot.interact(() -> {
            var at = canvas.localToScene(view.cellCentre(i, j));
            canvas.fireEvent(new MouseEvent(type, at.getX(), at.getY(), at.getX(), at.getY(), MouseButton.NONE, 0,
                    false, false, false, false, false, false, false, true, false, true, null));
        });
    }

    /** Types {@code value} into the cell editor and presses Enter. */
    private static void typeCellValue(FxRobot robot, String value) {
        TextField field = robot.lookup("#cell-value").queryAs(TextField.class);
        robot.interact(() -> {
            field.setText(value);
            field.fireEvent(new ActionEvent());
        });
    }

    private static void press(FxRobot robot, String id) {
        robot.interact(() -> robot.lookup(id).queryButton().fire());
    }

    private static String firstLines(String text) {
        return text.substring(0, text.lastIndexOf('\n'));
    }

    private static int countColour(FxRobot robot, String canvasId, int argb) {
        Canvas canvas = robot.lookup(canvasId).queryAs(Canvas.class);
        WritableImage[] shot = new WritableImage[1];
        robot.interact(() -> shot[0] = canvas.snapshot(null, null));
        var reader = shot[0].getPixelReader();
        int n = 0;
        for (int y = 0; y < (int) shot[0].getHeight(); y++) {
            for (int x = 0; x < (int) shot[0].getWidth(); x++) {
                n += reader.getArgb(x, y) == argb ? 1 : 0;
            }
        }
        return n;
    }
}
