package com.lightwire.app;

import atlantafx.base.theme.PrimerDark;
import com.lightwire.model.ConfigurationRef;
import com.lightwire.model.ElementRef;
import com.lightwire.model.PodRef;
import com.lightwire.model.Project;
import com.lightwire.ui.common.ElementInspector;
import com.lightwire.ui.common.InspectorRows;
import com.lightwire.ui.common.RecordingDialogs;
import com.lightwire.ui.common.UserPreferences;
import com.lightwire.ui.common.View;
import com.lightwire.ui.common.ViewDescriptor;
import com.lightwire.ui.common.ViewRegistry;
import com.lightwire.ui.inspector.Inspector;
import com.lightwire.ui.session.SetTopologyCellEdit;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCombination;
import javafx.scene.paint.Color;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.controlsfx.control.PropertySheet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.kordamp.ikonli.material2.Material2OutlinedAL;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The window as a platform: tabs, View menu and shortcuts from the registry (here with a fourth, capability-free
 * view added by one descriptor), menu items enabled by capability, the theme reaching the canvases, the folding
 * Problems panel, Find, print preview, export through the dialogs, and the remembered layout.
 */
@ExtendWith(ApplicationExtension.class)
@org.junit.jupiter.api.Timeout(value = 60, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class PlatformFxTest {

    @TempDir
    static Path dir;

    private final RecordingDialogs dialogs = new RecordingDialogs();
    private final UserPreferences prefs = UserPreferences.inMemory();
    private MainWindow window;
    private Stage stage;

    /** A view with no capability at all that shows configurations in the Inspector: one descriptor adds it. */
    private static final class PlainView implements View {
        private final Label node = new Label("plain");

        @Override
        public Node node() {
            return node;
        }
    }

    private static ViewRegistry registryWithPlainView() {
        List<ViewDescriptor> views = new ArrayList<>(Views.registry().views());
        views.add(new ViewDescriptor("plain", "Plain", Material2OutlinedAL.INFO, "Shortcut+" + (views.size() + 1),
                context -> {
            context.inspectors().add(new ElementInspector() {
                @Override
                public boolean inspects(Project project, ElementRef element) {
                    return element instanceof ConfigurationRef;
                }

                @Override
                public void rows(Project project, ElementRef element, InspectorRows rows) {
                    rows.readOnly("Configuration", "Circuits", project.currentConfiguration().circuitCount());
                }
            });
            return new PlainView();
        }));
        return new ViewRegistry(views);
    }

    private MainWindow newWindow(Stage on) throws IOException {
        return new MainWindow(on, registryWithPlainView(), new WindowServices(ProjectStores.standard(),
                Files.createTempDirectory(dir, "lw").resolve("recovery"), dialogs, prefs));
    }

    @Start
    void start(Stage stage) throws IOException {
        this.stage = stage;
        window = newWindow(stage);
        window.show(null);
    }

    private Map<String, MenuItem> menuItems(FxRobot robot) {
        Map<String, MenuItem> items = new LinkedHashMap<>();
        for (Menu menu : robot.lookup("#menu-bar").queryAs(MenuBar.class).getMenus()) {
            menu.getItems().stream().filter(i -> i.getId() != null).forEach(i -> items.put(i.getId(), i));
        }
        return items;
    }

    private void showView(FxRobot robot, String shortcut) {
        robot.interact(() -> stage.getScene().getAccelerators().get(KeyCombination.keyCombination(shortcut)).run());
    }

    @Test
    void tabsViewMenuAndShortcutsComeFromTheRegistry(FxRobot robot) {
        TabPane tabs = robot.lookup("#views").queryAs(TabPane.class);
        List<String> ids = new ArrayList<>(Views.registry().views().stream().map(ViewDescriptor::id).toList());
        ids.add("plain");
        assertEquals(List.of("fabric", "topology", "bom"), ids.subList(0, 3));
        assertEquals(ids.stream().map(id -> "tab-" + id).toList(), tabs.getTabs().stream().map(Tab::getId).toList());
        Map<String, MenuItem> items = menuItems(robot);
        for (int k = 0; k < ids.size(); k++) {
            assertEquals(KeyCombination.keyCombination("Shortcut+" + (k + 1)),
                    items.get("menu-view-" + ids.get(k)).getAccelerator());
        }
        showView(robot, "Shortcut+" + ids.size());
        assertEquals("tab-plain", tabs.getSelectionModel().getSelectedItem().getId());
        showView(robot, "Shortcut+2");
        assertEquals("tab-topology", tabs.getSelectionModel().getSelectedItem().getId());
        assertEquals("topology", prefs.get("view", null), "the shown view is remembered");
    }

    @Test
    void menuItemsAreEnabledByTheCapabilitiesOfTheSelectedView(FxRobot robot) {
        List<String> ids = List.of("menu-zoom-in", "menu-fit", "menu-export-view", "menu-print-preview",
                "menu-delete", "menu-select-all", "menu-find");
        String plain = "Shortcut+" + (Views.registry().views().size() + 1);
        Map<String, String> expected = Map.of(
                "Shortcut+1", "zoom-in fit export-view delete select-all find",
                "Shortcut+2", "zoom-in fit export-view delete find",
                "Shortcut+3", "zoom-in fit export-view print-preview select-all",
                plain, "");
        Map<String, MenuItem> items = menuItems(robot);
        for (String shortcut : List.of("Shortcut+1", "Shortcut+2", "Shortcut+3", plain)) {
            showView(robot, shortcut);
            List<String> enabled = ids.stream().filter(id -> !items.get(id).isDisable())
                    .map(id -> id.substring("menu-".length())).toList();
            assertEquals(expected.get(shortcut), String.join(" ", enabled), shortcut);
        }
    }

    private static double brightness(Canvas canvas) {
        Color corner = canvas.snapshot(null, null).getPixelReader().getColor(1, 1);
        return corner.getBrightness();
    }

    @Test
    void theDarkThemeReachesTheStyleSheetEveryCanvasAndThePreferences(FxRobot robot) {
        List.of("Shortcut+2", "Shortcut+3", "Shortcut+1").forEach(shortcut -> showView(robot, shortcut));
        Canvas fabric = robot.lookup("#fabric-canvas").queryAs(Canvas.class);
        Canvas matrix = robot.lookup("#matrix-canvas").queryAs(Canvas.class);
        Canvas label = robot.lookup("#label-canvas").queryAs(Canvas.class);
        List<Canvas> canvases = List.of(fabric, matrix, label);
        robot.interact(() -> canvases.forEach(c -> assertTrue(brightness(c) > 0.8, c.getId() + " is light")));
        robot.interact(menuItems(robot).get("menu-dark")::fire);
        robot.interact(() -> canvases.forEach(c -> assertTrue(brightness(c) < 0.35, c.getId() + " is dark")));
        assertEquals(new PrimerDark().getUserAgentStylesheet(), Application.getUserAgentStylesheet());
        assertEquals("DARK", prefs.get("theme", null));
        robot.interact(menuItems(robot).get("menu-light")::fire);
        robot.interact(() -> assertTrue(brightness(label) > 0.8));
    }

    @Test
    void aHiddenViewJoinsTheSceneWhenItsTabIsFirstShown(FxRobot robot) {
        assertTrue(robot.lookup("#label-canvas").tryQuery().isEmpty(), "the BOM view is not in the scene before shown");
        showView(robot, "Shortcut+3");
        assertTrue(robot.lookup("#label-canvas").tryQuery().isPresent(), "the BOM view joined the scene");
    }

    @Test
    void anEmptyProblemsListFoldsToItsHeaderAndUnfoldsWhenAProblemAppears(FxRobot robot) {
        assertEquals("No problems", robot.lookup("#problems-title").queryAs(Label.class).getText());
        assertTrue(robot.lookup("#problems-list").tryQuery().isEmpty());
        robot.interact(() -> window.session().perform(new SetTopologyCellEdit(0, 0, 0, 1, 100)));
        assertTrue(window.problemsDock().isExpanded());
        assertFalse(robot.lookup("#problems-list").queryAs(ListView.class).getItems().isEmpty());
        assertTrue(robot.lookup("#problems-title").queryAs(Label.class).getText().startsWith("Problems (2 errors"),
                robot.lookup("#problems-title").queryAs(Label.class).getText());
        robot.interact(window.session()::undo);
        assertFalse(window.problemsDock().isExpanded());
        assertEquals("No problems", robot.lookup("#problems-title").queryAs(Label.class).getText());
    }

    @Test
    void findAsksForANameThenSelectsWhatItFoundAndSaysSoInTheStatusBar(FxRobot robot) {
        dialogs.answerText("p002").answerText("nothing");
        robot.interact(window::find);
        assertEquals(new PodRef(2, "P002"), window.selection().get());
        assertEquals("Found pod P002", robot.lookup("#status").queryAs(Label.class).getText());
        assertEquals("Pod or rack name", dialogs.shown("input").get(0).message());
        robot.interact(window::find);
        assertEquals("No pod or rack is called nothing", robot.lookup("#status").queryAs(Label.class).getText());
        assertEquals(new PodRef(2, "P002"), window.selection().get());
    }

    @Test
    void printPreviewShowsTheFirstTwoPagesOfTheLabelsPdf(FxRobot robot) {
        showView(robot, "Shortcut+3");
        robot.interact(window::printPreview);
        var preview = dialogs.previews().get(0);
        assertEquals("Labels PDF on a4:3x10: pages 1-2 of 13 (384 labels)", preview.title());
        assertEquals(2, preview.pages().size());
        var page = preview.pages().get(0);
        assertEquals(210 / 25.4 * 90, page.getWidth(), 1.5, "A4 at 90 dpi");
        assertEquals(297 / 25.4 * 90, page.getHeight(), 1.5);
    }

    @Test
    void exportViewAsksWhereAndWritesTheSelectedView(FxRobot robot) throws IOException {
        Path png = dir.resolve("view.png");
        dialogs.answerFile(png).answerText("");
        robot.interact(() -> window.exportView(false));
        assertEquals("Export Fabric as PNG", dialogs.shown("save").get(0).header());
        assertEquals((byte) 0x89, Files.readAllBytes(png)[0]);
    }

    /** Issue 9: an exported figure is written at a chosen size; a size that is none is refused with the reason. */
    @Test
    void exportViewWritesThePictureAtTheSizeTyped(FxRobot robot) throws IOException {
        Path png = dir.resolve("sized.png");
        dialogs.answerFile(png).answerText("640 x 400");
        robot.interact(() -> window.exportView(false));
        assertEquals("Export size", dialogs.shown("input").get(0).header());
        java.awt.image.BufferedImage image = javax.imageio.ImageIO.read(png.toFile());
        assertEquals(List.of(640, 400), List.of(image.getWidth(), image.getHeight()));
        dialogs.answerFile(dir.resolve("refused.png")).answerText("huge");
        robot.interact(() -> window.exportView(false));
        assertTrue(dialogs.shown("error").get(0).message().contains("is not a size"));
        assertFalse(Files.exists(dir.resolve("refused.png")));
    }

    @Test
    void aContributedInspectorShowsTheKindOfElementItKnows(FxRobot robot) {
        robot.interact(() -> window.selection().select(ConfigurationRef.CURRENT));
        PropertySheet sheet = (PropertySheet) robot.lookup("#inspector").queryAs(Inspector.class).getCenter();
        assertEquals(List.of("Circuits"), sheet.getItems().stream().map(PropertySheet.Item::getName).toList());
        assertEquals(128L, sheet.getItems().get(0).getValue());
        robot.interact(() -> window.selection().select(new PodRef(1, "P001")));
        assertEquals("P001", sheet.getItems().stream().filter(i -> i.getName().equals("Name")).findFirst()
                .orElseThrow().getValue());
    }

    @Test
    void theInspectorKeepsItsRowsWhenAnEditLeavesWhatTheyShowAndRebuildsThemOtherwise(FxRobot robot) {
        PropertySheet sheet = (PropertySheet) robot.lookup("#inspector").queryAs(Inspector.class).getCenter();
        PropertySheet.Item first = sheet.getItems().get(0);
        robot.interact(() -> window.session().perform(new SetTopologyCellEdit(0, 0, 0, 1, 3)));
        assertTrue(first == sheet.getItems().get(0), "a topology cell edit leaves the cluster's rows alone");
        robot.interact(() -> window.session().perform(new com.lightwire.ui.session.ChangeSchemeEdit(
                com.lightwire.model.WiringScheme.UNIFORM)));
        assertFalse(first == sheet.getItems().get(0), "a cluster edit rebuilds them");
        assertEquals(com.lightwire.model.WiringScheme.UNIFORM, sheet.getItems().stream()
                .filter(i -> i.getName().equals("Wiring scheme")).findFirst().orElseThrow().getValue());
    }

    @Test
    void theWindowOpensAtTheScreensUsableSizeAndReopensAsItWasLeft(FxRobot robot) {
        var screen = Screen.getPrimary().getVisualBounds();
        assertEquals(List.of(screen.getWidth(), screen.getHeight()), List.of(stage.getWidth(), stage.getHeight()));
        showView(robot, "Shortcut+3");
        robot.interact(() -> {
            menuItems(robot).get("menu-dark").fire();
            stage.setX(40);
            stage.setY(30);
            stage.setWidth(900);
            stage.setHeight(700);
            robot.lookup("#body").queryAs(SplitPane.class).setDividerPositions(0.25, 0.7);
            window.rememberLayout();
        });
        robot.interact(() -> {
            Stage again = new Stage();
            try {
                MainWindow reopened = newWindow(again);
                assertEquals(List.of(40.0, 30.0, 900.0, 700.0), List.of(again.getX(), again.getY(), again.getWidth(),
                        again.getHeight()));
                assertEquals("bom", reopened.tabs().currentId());
                assertEquals(com.lightwire.ui.common.Theme.DARK, reopened.themeProperty().get());
                double[] dividers = ((SplitPane) again.getScene().lookup("#body")).getDividerPositions();
                assertEquals(0.25, dividers[0], 1e-9);
                assertEquals(0.7, dividers[1], 1e-9);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }
}
