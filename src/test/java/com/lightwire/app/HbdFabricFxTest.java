package com.lightwire.app;

import com.lightwire.figure.Layer;
import com.lightwire.figure.RecordingPainter;
import com.lightwire.figure.Viewport;
import com.lightwire.io.ProjectFiles;
import com.lightwire.model.Project;
import com.lightwire.model.Study;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.ui.fabric.FabricView;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToolBar;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 13 item 7: the Fabric view shows an embedded InfiniteHBD design's racks and fibers, with or without a cluster. */
@ExtendWith(ApplicationExtension.class)
@org.junit.jupiter.api.Timeout(value = 60, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class HbdFabricFxTest {

    @TempDir
    static Path dir;

    private MainWindow window;
    private final List<Throwable> uncaught = new ArrayList<>();

    @Start
    void start(Stage stage) throws IOException {
        Thread.currentThread().setUncaughtExceptionHandler((t, e) -> uncaught.add(e));
        window = TestWindows.create(stage, ProjectStores.standard(), Files.createTempDirectory("lw").resolve("recovery"));
        window.show(null);
    }

    @Test
    void anHbdOnlyProjectShowsItsRacksOnTheFabricTab(FxRobot robot) throws IOException {
        Path hbd = dir.resolve("hbd8.json");
        Files.copy(Path.of("samples/hbd-8/project.json"), hbd);
        robot.interact(() -> window.files().openFile(hbd));
        robot.interact(() -> window.tabs().select("fabric"));
        assertFalse(robot.lookup("#no-cluster-fabric").queryAs(Label.class).isVisible());
        assertTrue(robot.lookup("#fabric-hbd").queryAs(Node.class).isVisible());
        assertEquals("HBD: 8 nodes in 2 racks (T = 4, 20 a row), 128 fibers between 3 rack pairs, 0 over 50 m",
                robot.lookup("#fabric-hbd-summary").queryAs(Label.class).getText());
        assertTrue(robot.lookup("#add-pod").queryAs(Node.class).isDisabled(), "no cluster to add pods to");
        FabricView fabric = robot.lookup("#fabric-view").queryAs(FabricView.class);
        RecordingPainter painter = new RecordingPainter();
        fabric.figure().paint(painter, Viewport.identity(2000, 2000), Layer.CONTENT);
        assertTrue(painter.strings.contains("Fabric: HBD racks"), painter.strings::toString);
        assertTrue(window.tabs().currentShows(window.session().project()));
        assertEquals(List.of(), uncaught);
    }

    @Test
    void aClusterWithAnHbdDesignTogglesBetweenTheTwoFloors(FxRobot robot) throws IOException {
        Project testbed = ProjectFiles.read(Path.of("samples/testbed-128/project.json"));
        HbdDesign design = HbdDesign.in(ProjectFiles.read(Path.of("samples/hbd-8/project.json"))).orElseThrow();
        Path both = dir.resolve("both.json");
        ProjectFiles.write(testbed.withStudies(List.of(new Study(HbdDesign.STUDY_KIND, "hbd-8", design))), both);
        robot.interact(() -> window.files().openFile(both));
        robot.interact(() -> window.tabs().select("fabric"));
        FabricView fabric = robot.lookup("#fabric-view").queryAs(FabricView.class);
        // the toolbar may put the toggle in its overflow menu in a small test window
        ToggleButton toggle = (ToggleButton) ((ToolBar) fabric.getTop()).getItems().stream()
                .filter(n -> "fabric-hbd-toggle".equals(n.getId())).findFirst().orElseThrow();
        assertTrue(toggle.isVisible());
        assertTrue(robot.lookup("#fabric-hbd").tryQuery().isEmpty(), "the cluster floor is in front first");
        robot.interact(toggle::fire);
        assertTrue(robot.lookup("#fabric-hbd").queryAs(Node.class).isVisible());
        assertFalse(robot.lookup("#add-pod").queryAs(Node.class).isDisabled());
        robot.interact(toggle::fire);
        assertTrue(robot.lookup("#fabric-hbd").tryQuery().isEmpty());
        assertEquals(List.of(), uncaught);
    }
}
