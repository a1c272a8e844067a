package com.lightwire.app;

import com.lightwire.model.Project;
import com.lightwire.ui.session.ProjectStore;
import javafx.application.Platform;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Drives the real main window headless (Monocle). */
@ExtendWith(ApplicationExtension.class)
@org.junit.jupiter.api.Timeout(value = 40, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class MainWindowFxTest {

    @TempDir
    static Path dir;

    private MainWindow window;
    private Stage stage;

    /** A store whose files are all malformed, as the io layer reports them. */
    private static final class MalformedStore implements ProjectStore {
        @Override
        public Project read(Path path) throws IOException {
            throw new IOException(path.getFileName() + ": line 3: expected a number for \"kSpine\"");
        }

        @Override
        public void write(Project project, Path path) throws IOException {
            Files.writeString(path, project.cluster().name());
        }
    }

    @Start
    void start(Stage stage) throws IOException {
        this.stage = stage;
        window = TestWindows.create(stage, new MalformedStore(), Files.createTempDirectory("lw").resolve("recovery"));
        window.show(null);
    }

    @Test
    void theWindowOpensOnTheTestbedWithItsFabricDrawn(FxRobot robot) {
        assertEquals("testbed-128 (unsaved) - Lightwire", stage.getTitle());
        Label summary = robot.lookup("#fabric-summary").queryAs(Label.class);
        assertTrue(summary.getText().startsWith("Cross Wiring: 128 cables, about 1.3 km of cable in all; shown "), summary.getText());
        assertEquals("No problems", robot.lookup("#problems-title").queryAs(Label.class).getText());
        assertTrue(robot.lookup("#problems-list").tryQuery().isEmpty(), "an empty Problems list folds away");
    }

    @Test
    void addingAPodMarksTheTitleDirtyAndUndoRedoNameTheEdit(FxRobot robot) {
        robot.interact(() -> robot.lookup("#add-pod").queryButton().fire());
        assertEquals(5, window.session().project().cluster().podCount());
        assertTrue(stage.getTitle().startsWith("*"));
        MenuItem undo = editItem(robot, "menu-undo");
        assertEquals("Undo Add pod", undo.getText());
        robot.interact(undo::fire);
        assertEquals(4, window.session().project().cluster().podCount());
        assertEquals("testbed-128 (unsaved) - Lightwire", stage.getTitle());
        MenuItem redo = editItem(robot, "menu-redo");
        assertEquals("Redo Add pod", redo.getText());
        robot.interact(redo::fire);
        assertEquals(5, window.session().project().cluster().podCount());
    }

    private static MenuItem editItem(FxRobot robot, String id) {
        MenuBar bar = robot.lookup("#menu-bar").queryAs(MenuBar.class);
        return bar.getMenus().stream().filter(m -> "menu-edit".equals(m.getId())).findFirst().orElseThrow()
                .getItems().stream().filter(i -> id.equals(i.getId())).findFirst().orElseThrow();
    }

    @Test
    void openingAMalformedFileShowsItsMessageAndKeepsTheOpenProject(FxRobot robot) throws IOException {
        robot.interact(() -> robot.lookup("#add-pod").queryButton().fire());
        Project before = window.session().project();
        Path bad = Files.writeString(dir.resolve("bad.lwp"), "{ kSpine: x }");
        Platform.runLater(() -> window.files().openFile(bad));
        WaitForAsyncUtils.waitForFxEvents();
        Label content = robot.lookup("#error-dialog .content").queryAs(Label.class);
        assertEquals("bad.lwp: line 3: expected a number for \"kSpine\"", content.getText());
        robot.clickOn("OK");
        assertSame(before, window.session().project());
        assertTrue(window.session().isDirty());
    }

    @Test
    void exportingTheFabricWritesAPngAndAnSvg(FxRobot robot) throws IOException {
        Path png = dir.resolve("fabric.png");
        Path svg = dir.resolve("fabric.svg");
        robot.interact(() -> {
            window.exportView(png, false);
            window.exportView(svg, true);
        });
        byte[] head = Files.readAllBytes(png);
        assertEquals((byte) 0x89, head[0]);
        assertEquals('P', head[1]);
        assertTrue(Files.readString(svg).contains("<svg"));
        assertEquals("Exported fabric.svg", robot.lookup("#status").queryAs(Label.class).getText());
    }

    /** File > Export View and {@code ./lightwire render} draw the same figure through the same painters. */
    @Test
    void theExportedViewsEqualTheCliRenderOfTheSameProjectInTheSameTheme(FxRobot robot) throws IOException {
        robot.interact(() -> window.setTheme(com.lightwire.ui.common.Theme.DARK));
        for (String view : new String[] {"fabric", "topology"}) {
            Path app = dir.resolve("app-" + view + ".svg");
            Path cli = dir.resolve("cli-" + view + ".svg");
            int tab = view.equals("fabric") ? 0 : 1;
            robot.interact(() -> {
                robot.lookup("#views").queryAs(javafx.scene.control.TabPane.class).getSelectionModel().select(tab);
                window.exportView(app, true);
            });
            int code = com.lightwire.cli.LightwireCli.run(new String[] {"render", "samples/testbed-128/project.json",
                    "--view", view, "--theme", "dark", "--out", cli.toString()}, new java.io.PrintWriter(
                    java.io.Writer.nullWriter()), new java.io.PrintWriter(java.io.Writer.nullWriter()));
            assertEquals(0, code);
            assertEquals(Files.readString(cli), Files.readString(app), view);
        }
    }

    /**
     * Issue 9: the Fabric PNG carried the selection highlight. Exports draw what the view shows without selection,
     * hover or highlighted cable: with every rack selected and a cable highlighted, the export equals the CLI's.
     */
    @Test
    void anExportLeavesTheSelectionOut(FxRobot robot) throws IOException {
        Path app = dir.resolve("selected-fabric.svg");
        Path cli = dir.resolve("cli-fabric.svg");
        robot.interact(() -> {
            robot.lookup("#views").queryAs(javafx.scene.control.TabPane.class).getSelectionModel().select(0);
            var fabric = robot.lookup("#fabric-view").queryAs(com.lightwire.ui.fabric.FabricView.class);
            fabric.selectAll();
            fabric.model().setViewSize(1200, 800);
            fabric.model().fit();
            double[] pts = fabric.model().geometry().cablePoints(3);
            fabric.model().click(fabric.model().viewport().toScreenX(0.5 * (pts[0] + pts[2])),
                    fabric.model().viewport().toScreenY(0.5 * (pts[1] + pts[3])));
            window.exportView(app, true);
        });
        int code = com.lightwire.cli.LightwireCli.run(new String[] {"render", "samples/testbed-128/project.json",
                "--view", "fabric", "--out", cli.toString()}, new java.io.PrintWriter(java.io.Writer.nullWriter()),
                new java.io.PrintWriter(java.io.Writer.nullWriter()));
        assertEquals(0, code);
        assertEquals(Files.readString(cli), Files.readString(app));
    }
}
