package com.lightwire.app;

import com.lightwire.ui.common.Theme;
import javafx.scene.Node;
import javafx.scene.control.Control;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeView;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.io.IOException;
import java.nio.file.Files;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 9: in the dark theme the Topology toolbar's placeholders were invisible and unfocused selections white on
 * light grey. Text must keep WCAG contrast of 4.5:1: placeholders, and selected rows with and without focus.
 */
@ExtendWith(ApplicationExtension.class)
@org.junit.jupiter.api.Timeout(value = 60, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class DarkThemeFxTest {

    private MainWindow window;

    @Start
    void start(Stage stage) throws IOException {
        window = TestWindows.create(stage, ProjectStores.standard(), Files.createTempDirectory("lw").resolve("recovery"));
        window.show(null);
    }

    @Test
    void placeholdersOfTheTopologyToolbarAreReadableInTheDarkTheme(FxRobot robot) {
        robot.interact(() -> {
            window.setTheme(Theme.DARK);
            robot.lookup("#views").queryAs(TabPane.class).getSelectionModel().select(1);
        });
        for (String id : new String[] {"#gen-links", "#gen-seed", "#cell-value"}) {
            TextField field = robot.lookup(id).queryAs(TextField.class);
            robot.interact(field::applyCss);
            Text prompt = field.lookupAll(".text").stream().filter(n -> n instanceof Text t
                    && t.getText().equals(field.getPromptText())).map(Text.class::cast).findFirst().orElseThrow();
            double ratio = contrast(prompt.getFill(), background(field));
            assertTrue(ratio >= 4.5, id + " placeholder contrast " + ratio);
        }
    }

    /** Selected rows of the tree and of the BOM table, with and without focus, in both themes switched at run time. */
    @Test
    void selectedRowsAreReadableInBothThemesWithAndWithoutFocus(FxRobot robot) {
        TreeView<?> tree = robot.lookup(".tree-view").queryAs(TreeView.class);
        robot.interact(() -> robot.lookup("#views").queryAs(TabPane.class).getSelectionModel().select(2));
        TableView<?> table = robot.lookup("#bom-table").queryAs(TableView.class);
        for (Theme theme : new Theme[] {Theme.DARK, Theme.LIGHT, Theme.DARK}) {
            for (boolean focused : new boolean[] {true, false}) {
                robot.interact(() -> {
                    window.setTheme(theme);
                    tree.getSelectionModel().select(1);
                    table.getSelectionModel().select(1);
                });
                for (Control control : new Control[] {tree, table}) {
                    robot.interact(() -> {
                        (focused ? control : robot.lookup("#views").queryAs(TabPane.class)).requestFocus();
                        control.applyCss();
                        control.layout();
                    });
                    String what = control.getId() + " in " + theme + (focused ? " focused" : " unfocused");
                    assertTrue(control.isFocused() == focused, what);
                    IndexedCell<?> cell = robot.from(control).lookup(control == tree ? ".tree-cell" : ".table-row-cell")
                            .queryAllAs(IndexedCell.class).stream().filter(c -> c.getIndex() == 1).findFirst()
                            .orElseThrow();
                    Text text = cell.lookupAll(".text").stream().filter(Text.class::isInstance).map(Text.class::cast)
                            .filter(t -> !t.getText().isEmpty()).findFirst().orElseThrow();
                    double ratio = contrast(text.getFill(), background(text.getParent()));
                    assertTrue(ratio >= 4.5, what + ": contrast " + ratio + " (" + text.getFill() + " on "
                            + background(text.getParent()) + ")");
                }
            }
        }
    }

    /** The topmost opaque background fill of {@code node} or its nearest ancestor that has one. */
    private static Color background(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (n instanceof Region r && r.getBackground() != null) {
                var fills = r.getBackground().getFills();
                for (int i = fills.size() - 1; i >= 0; i--) {
                    if (fills.get(i).getFill() instanceof Color c && c.getOpacity() > 0.9) {
                        return c;
                    }
                }
            }
        }
        throw new AssertionError("no background behind " + node);
    }

    /** WCAG 2 contrast ratio of two colours. */
    private static double contrast(Paint a, Color b) {
        double la = luminance((Color) a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(Color c) {
        return 0.2126 * channel(c.getRed()) + 0.7152 * channel(c.getGreen()) + 0.0722 * channel(c.getBlue());
    }

    private static double channel(double v) {
        return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }
}
