package com.lightwire.app;

import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TabPane;
import javafx.scene.control.TreeView;
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

/** A project of studies alone opens in the real window: title, tree and Problems cope, the views step aside. */
@ExtendWith(ApplicationExtension.class)
@org.junit.jupiter.api.Timeout(value = 40, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class ClusterlessProjectFxTest {

    @TempDir
    static Path dir;

    private MainWindow window;
    private Stage stage;
    private final List<Throwable> uncaught = new ArrayList<>();

    @Start
    void start(Stage stage) throws IOException {
        this.stage = stage;
        Thread.currentThread().setUncaughtExceptionHandler((t, e) -> uncaught.add(e));
        window = TestWindows.create(stage, ProjectStores.standard(), Files.createTempDirectory("lw").resolve("recovery"));
        window.show(null);
    }

    @Test
    void aProjectWithoutAClusterOpensAndTheTestbedOpensAgainAfterIt(FxRobot robot) throws IOException {
        Path dag = Files.writeString(dir.resolve("dag.json"), """
                {"formatVersion": 2, "cluster": null,
                 "studies": [{"kind": "dag", "name": "llama step", "data": {"tasks": []}}]}
                """);
        robot.interact(() -> window.files().openFile(dag));
        assertEquals("dag.json - Lightwire", stage.getTitle());
        assertEquals("dag.json", robot.lookup("#project-tree").queryAs(TreeView.class).getRoot().getValue()
                .toString());
        assertEquals(1, robot.lookup("#problems-list").queryAs(ListView.class).getItems().size());
        assertTrue(robot.lookup("#no-cluster-fabric").queryAs(Label.class).isVisible());
        robot.interact(() -> window.tabs().select("bom"));
        assertTrue(robot.lookup("#no-cluster-bom").queryAs(Label.class).isVisible());
        assertFalse(robot.lookup("#bom-view").tryQuery().map(Node::isVisible).orElse(false));
        robot.interact(() -> window.tabs().select("schedule"));
        assertTrue(robot.lookup("#views").queryAs(TabPane.class).isVisible());
        assertTrue(robot.lookup("#no-cluster-schedule").tryQuery().isEmpty());
        Path testbed = dir.resolve("testbed.json");
        Files.copy(Path.of("samples/testbed-128/project.json"), testbed);
        robot.interact(() -> window.files().openFile(testbed));
        assertEquals("testbed-128 (testbed.json) - Lightwire", stage.getTitle());
        robot.interact(() -> window.tabs().select("bom"));
        assertFalse(robot.lookup("#no-cluster-bom").queryAs(Label.class).isVisible());
        assertEquals(List.of(), uncaught);
    }
}
