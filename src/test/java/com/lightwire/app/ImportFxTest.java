package com.lightwire.app;

import com.lightwire.io.ConfigurationFiles;
import com.lightwire.io.InstalledSamples;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.Project;
import com.lightwire.ui.common.RecordingDialogs;
import com.lightwire.ui.common.UserPreferences;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** File &gt; Open Sample and File &gt; Import in the real window (Monocle), with recorded dialogs. */
@ExtendWith(ApplicationExtension.class)
@Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class ImportFxTest {

    @TempDir
    Path dir;

    private final RecordingDialogs dialogs = new RecordingDialogs();
    private MainWindow window;

    @Start
    void start(Stage stage) throws IOException {
        window = TestWindows.create(stage, ProjectStores.standard(), Files.createTempDirectory("lw").resolve("rec"),
                dialogs, UserPreferences.inMemory());
        window.show(null);
    }

    @Test
    void theLargeSampleOpensWithItsTopologiesAndConfigurationAndTheStatusLineSaysSo(FxRobot robot) {
        InstalledSamples.Sample sample = InstalledSamples.in(Path.of("samples")).list().stream()
                .filter(s -> s.name().equals("cluster-32k")).findFirst().orElseThrow();
        robot.interact(() -> window.files().openSample(sample));
        List<String> tree = treeLabels(robot);
        assertTrue(tree.contains("Topologies (2)"), tree.toString());
        assertTrue(tree.contains("Configuration: 32768 circuits"), tree.toString());
        assertEquals("Opened sample cluster-32k (unsaved)", robot.lookup("#status").queryAs(Label.class).getText());
        assertEquals(List.of(), dialogs.shown("error"));
    }

    @Test
    void fileImportOffersATopologyAndAConfigurationWhileThereIsACluster(FxRobot robot) {
        Menu file = robot.lookup("#menu-bar").queryAs(MenuBar.class).getMenus().get(0);
        Menu imports = (Menu) file.getItems().stream().filter(i -> "menu-import".equals(i.getId())).findFirst()
                .orElseThrow();
        assertEquals(List.of("Topology...", "Configuration..."), imports.getItems().stream().map(MenuItem::getText)
                .toList());
        assertEquals(false, imports.isDisable());
    }

    @Test
    void anImportedTopologyIsAddedUnderItsFileNameAsOneUndoableEdit(FxRobot robot) {
        dialogs.answerFile(Path.of("samples/testbed-128/topology.json"));
        robot.interact(() -> window.imports().importTopology());
        Project project = window.session().project();
        assertEquals(3, project.topologies().size());
        assertEquals("topology", project.topologies().get(2).name());
        assertEquals("Import topology topology.json", window.session().undoDescriptionProperty().get());
        assertEquals("Imported topology \"topology\" from topology.json: 64 links",
                robot.lookup("#status").queryAs(Label.class).getText());
        dialogs.answerFile(Path.of("samples/testbed-128/topology.json"));
        robot.interact(() -> window.imports().importTopology());
        assertEquals("topology (2)", window.session().project().topologies().get(3).name());
        robot.interact(window.session()::undo);
        robot.interact(window.session()::undo);
        assertEquals(2, window.session().project().topologies().size());
    }

    @Test
    void aTopologyOfAnotherShapeIsRefusedNamingTheFileAndTheReason(FxRobot robot) {
        Project before = window.session().project();
        Path other = Path.of("samples/cluster-32k/topology.json");
        dialogs.answerFile(other);
        robot.interact(() -> window.imports().importTopology());
        assertSame(before, window.session().project());
        RecordingDialogs.Shown error = dialogs.shown("error").get(0);
        assertEquals("Cannot import the topology", error.header());
        assertEquals(other + ": $: the topology has 16 groups of 128 pods, but the cluster has 4 groups (spines per "
                + "pod) of 4 pods", error.message());
    }

    @Test
    void anImportedConfigurationIsInstalledAndUndoBringsBackTheOldOne(FxRobot robot) throws IOException {
        OcsConfiguration installed = window.session().project().currentConfiguration();
        OcsConfiguration empty = OcsConfiguration.empty(installed.groups(), installed.ocsPerGroup(),
                installed.ports());
        Path file = dir.resolve("empty-config.json");
        ConfigurationFiles.write(empty, window.session().project().cluster().scheme(), file);
        dialogs.answerFile(file);
        robot.interact(() -> window.imports().importConfiguration());
        assertEquals(empty, window.session().project().currentConfiguration());
        assertEquals("Import configuration empty-config.json", window.session().undoDescriptionProperty().get());
        robot.interact(window.session()::undo);
        assertSame(installed, window.session().project().currentConfiguration());
    }

    @Test
    void aBrokenConfigurationIsRefusedNamingTheFileTheLocationAndTheReason(FxRobot robot) throws IOException {
        Project before = window.session().project();
        Path file = Files.writeString(dir.resolve("broken.json"), """
                {"formatVersion": 1, "scheme": "uniform", "circuits": []}
                """);
        dialogs.answerFile(file);
        robot.interact(() -> window.imports().importConfiguration());
        assertSame(before, window.session().project());
        RecordingDialogs.Shown error = dialogs.shown("error").get(0);
        assertEquals("Cannot import the configuration", error.header());
        assertEquals(file + ": $.scheme: the configuration is for uniform wiring but the cluster uses cross",
                error.message());
    }

    private static List<String> treeLabels(FxRobot robot) {
        TreeItem<?> root = robot.lookup("#project-tree").queryAs(TreeView.class).getRoot();
        return root.getChildren().stream().map(c -> c.getValue().toString()).toList();
    }
}
