package com.lightwire.app;

import com.lightwire.ui.session.Session;
import javafx.application.Platform;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.KeyCombination;

/** The menu bar: File, Edit, View and Help, with their keyboard shortcuts. */
final class MainMenus {

    private static final String[][] SHORTCUTS = {
        {"Ctrl+N", "New project"}, {"Ctrl+O", "Open"}, {"Ctrl+S", "Save"}, {"Ctrl+Shift+S", "Save As"},
        {"Ctrl+Z", "Undo"}, {"Ctrl+Y / Ctrl+Shift+Z", "Redo"}, {"Delete", "Delete selection"},
        {"Ctrl+A", "Select all"}, {"Ctrl+Plus / Ctrl+Minus", "Zoom in / out"}, {"Ctrl+0", "Fit"},
        {"Wheel", "Zoom at the pointer"}, {"Right or middle drag", "Pan"}, {"Shift+click", "Add to selection"},
    };

    private final MainWindow window;

    MainMenus(MainWindow window) {
        this.window = window;
    }

    MenuBar build() {
        MenuBar bar = new MenuBar(fileMenu(), editMenu(), viewMenu(), helpMenu());
        bar.setId("menu-bar");
        return bar;
    }

    private Menu fileMenu() {
        FileActions files = window.files();
        Menu recent = new Menu("Open Recent");
        recent.setId("menu-recent");
        recent.setOnShowing(e -> {
            recent.getItems().clear();
            window.recent().list().forEach(p -> recent.getItems().add(item(p.toString(), null,
                    () -> files.openRecent(p))));
        });
        recent.getItems().add(new MenuItem("(none)"));
        Menu export = new Menu("Export View", null, item("PNG...", null, () -> window.exportView(false)),
                item("SVG...", null, () -> window.exportView(true)));
        Menu menu = new Menu("File", null, item("New", "Shortcut+N", files::newProject),
                item("Open...", "Shortcut+O", files::open), recent, new SeparatorMenuItem(),
                item("Save", "Shortcut+S", files::save), item("Save As...", "Shortcut+Shift+S", files::saveAs),
                export, new SeparatorMenuItem(), item("Close", "Shortcut+W", files::close),
                item("Exit", "Shortcut+Q", () -> {
                    if (window.exitAllowed()) {
                        Platform.exit();
                    }
                }));
        menu.setId("menu-file");
        return menu;
    }

    private Menu editMenu() {
        Session session = window.session();
        MenuItem undo = item("Undo", "Shortcut+Z", session::undo);
        undo.setId("menu-undo");
        undo.textProperty().bind(session.undoDescriptionProperty().map(d -> d.isEmpty() ? "Undo" : "Undo " + d));
        undo.disableProperty().bind(session.undoDescriptionProperty().isEmpty());
        MenuItem redo = item("Redo", "Shortcut+Y", session::redo);
        redo.setId("menu-redo");
        redo.textProperty().bind(session.redoDescriptionProperty().map(d -> d.isEmpty() ? "Redo" : "Redo " + d));
        redo.disableProperty().bind(session.redoDescriptionProperty().isEmpty());
        MenuItem delete = item("Delete", "Delete", () -> window.currentView().deleteSelection());
        MenuItem all = item("Select All", "Shortcut+A", () -> window.currentView().selectAll());
        Menu menu = new Menu("Edit", null, undo, redo, new SeparatorMenuItem(), delete, all);
        menu.setId("menu-edit");
        return menu;
    }

    private Menu viewMenu() {
        ToggleGroup themes = new ToggleGroup();
        RadioMenuItem light = new RadioMenuItem("Light Theme");
        RadioMenuItem dark = new RadioMenuItem("Dark Theme");
        light.setToggleGroup(themes);
        dark.setToggleGroup(themes);
        light.setSelected(true);
        light.setOnAction(e -> window.setDarkTheme(false));
        dark.setOnAction(e -> window.setDarkTheme(true));
        dark.setId("menu-dark");
        return new Menu("View", null, item("Zoom In", "Shortcut+Plus", () -> window.currentView().zoom(1.25)),
                item("Zoom Out", "Shortcut+Minus", () -> window.currentView().zoom(0.8)),
                item("Fit", "Shortcut+0", () -> window.currentView().fit()), new SeparatorMenuItem(), light, dark);
    }

    private Menu helpMenu() {
        return new Menu("Help", null, item("Keyboard Shortcuts", "F1", this::showShortcuts),
                item("About Lightwire", null, this::showAbout));
    }

    private void showShortcuts() {
        StringBuilder text = new StringBuilder();
        for (String[] row : SHORTCUTS) {
            text.append(String.format("%-24s %s%n", row[0], row[1]));
        }
        info("Keyboard shortcuts", text.toString());
    }

    private void showAbout() {
        info("About Lightwire", "Lightwire: design tool for GPU clusters with an optical circuit switch core.\n"
                + "Java " + System.getProperty("java.version") + ", JavaFX " + System.getProperty("javafx.version"));
    }

    private void info(String header, String text) {
        Alert alert = new Alert(Alert.AlertType.INFORMATION, text, ButtonType.OK);
        alert.initOwner(window.stage());
        alert.setHeaderText(header);
        alert.getDialogPane().setStyle("-fx-font-family: monospace;");
        alert.showAndWait();
    }

    private static MenuItem item(String text, String accelerator, Runnable action) {
        MenuItem item = new MenuItem(text);
        if (accelerator != null) {
            item.setAccelerator(KeyCombination.keyCombination(accelerator));
        }
        item.setOnAction(e -> action.run());
        return item;
    }
}
