package com.lightwire.app;

import com.lightwire.ui.common.Theme;
import com.lightwire.ui.common.UserPreferences;
import javafx.geometry.Rectangle2D;
import javafx.scene.control.SplitPane;
import javafx.stage.Screen;
import javafx.stage.Stage;

/**
 * The layout the window remembers between runs, in the user's preferences: its bounds (or that it was maximised),
 * the divider positions of its split panes, the selected view and the theme. A first run, or remembered bounds that
 * lie on no screen any more, opens on the primary screen's usable area.
 */
final class WindowLayout {

    private final UserPreferences prefs;

    WindowLayout(UserPreferences prefs) {
        this.prefs = prefs;
    }

    /** The remembered bounds when they still lie on a screen, else the primary screen's usable area. */
    Rectangle2D bounds() {
        double x = prefs.getDouble("window.x", Double.NaN);
        double y = prefs.getDouble("window.y", Double.NaN);
        double width = prefs.getDouble("window.width", Double.NaN);
        double height = prefs.getDouble("window.height", Double.NaN);
        boolean known = !Double.isNaN(x + y + width + height) && width >= 200 && height >= 150;
        if (!known || Screen.getScreensForRectangle(x, y, width, height).isEmpty()) {
            return Screen.getPrimary().getVisualBounds();
        }
        return new Rectangle2D(x, y, width, height);
    }

    /** Puts the stage where it was, maximised if it was. */
    void place(Stage stage) {
        Rectangle2D bounds = bounds();
        stage.setX(bounds.getMinX());
        stage.setY(bounds.getMinY());
        stage.setWidth(bounds.getWidth());
        stage.setHeight(bounds.getHeight());
        stage.setMaximized(prefs.getBoolean("window.maximized", false));
    }

    void rememberStage(Stage stage) {
        prefs.putBoolean("window.maximized", stage.isMaximized());
        if (!stage.isMaximized() && stage.getWidth() > 0) {
            prefs.putDouble("window.x", stage.getX());
            prefs.putDouble("window.y", stage.getY());
            prefs.putDouble("window.width", stage.getWidth());
            prefs.putDouble("window.height", stage.getHeight());
        }
    }

    /** Sets the dividers of {@code pane} to where they were, when as many were remembered. */
    void placeDividers(String name, SplitPane pane) {
        double[] positions = pane.getDividerPositions();
        for (int d = 0; d < positions.length; d++) {
            positions[d] = prefs.getDouble("split." + name + "." + d, positions[d]);
        }
        pane.setDividerPositions(positions);
    }

    void rememberDividers(String name, SplitPane pane) {
        double[] positions = pane.getDividerPositions();
        for (int d = 0; d < positions.length; d++) {
            prefs.putDouble("split." + name + "." + d, positions[d]);
        }
    }

    double divider(String name, double fallback) {
        return prefs.getDouble("split." + name, fallback);
    }

    void rememberDivider(String name, double position) {
        prefs.putDouble("split." + name, position);
    }

    /** The id of the view shown last, or {@code fallback}. */
    String view(String fallback) {
        return prefs.get("view", fallback);
    }

    void rememberView(String id) {
        prefs.put("view", id);
    }

    Theme theme() {
        return prefs.get("theme", Theme.LIGHT.name()).equals(Theme.DARK.name()) ? Theme.DARK : Theme.LIGHT;
    }

    void rememberTheme(Theme theme) {
        prefs.put("theme", theme.name());
    }
}
