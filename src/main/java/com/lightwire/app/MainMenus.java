package com.lightwire.app;

import com.lightwire.io.InstalledSamples;
import com.lightwire.ui.common.Deletable;
import com.lightwire.ui.common.Findable;
import com.lightwire.ui.common.Icons;
import com.lightwire.ui.common.ImageExportable;
import com.lightwire.ui.common.PrintPreviewable;
import com.lightwire.ui.common.Selectable;
import com.lightwire.ui.common.Theme;
import com.lightwire.ui.common.View;
import com.lightwire.ui.common.ViewDescriptor;
import com.lightwire.ui.common.Zoomable;
import com.lightwire.ui.session.Session;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.material2.Material2OutlinedAL;
import org.kordamp.ikonli.material2.Material2OutlinedMZ;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The menu bar: File, Edit, View and Help, with their keyboard shortcuts. The View menu lists the views of the
 * registry, each with its shortcut; an item that needs a capability (zoom, export, find...) is enabled only while
 * the selected view has it.
 */
final class MainMenus {

    private static final String[][] SHORTCUTS = {
        {"Ctrl+N", "New project"}, {"Ctrl+O", "Open"}, {"Ctrl+S", "Save"}, {"Ctrl+Shift+S", "Save As"},
        {"Ctrl+P", "Print preview"}, {"Ctrl+Z", "Undo"}, {"Ctrl+Y / Ctrl+Shift+Z", "Redo"},
        {"Delete", "Delete selection"}, {"Ctrl+A", "Select all"}, {"Ctrl+F", "Find"},
        {"Ctrl+= (or Ctrl++) / Ctrl+Minus", "Zoom in / out"}, {"Ctrl+0", "Fit"}, {"Wheel", "Zoom at the pointer"},
        {"Right or middle drag", "Pan"}, {"Shift+click", "Add to selection"},
        {"F5", "Present the deck (arrows, Space, Page Up/Down, Home/End; B blanks; T light/dark; Esc leaves)"},
        {"Ctrl+Shift+D", "Add the current view as a deck step"},
    };

    /** Ctrl+= with or without Shift, so that Ctrl++ zooms in on keyboards where + is Shift+=. */
    static final KeyCombination ZOOM_IN = new KeyCodeCombination(KeyCode.EQUALS, KeyCombination.SHORTCUT_DOWN,
            KeyCombination.SHIFT_ANY);

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
            window.recent().list().forEach(p -> recent.getItems().add(item(p.toString(), null, null,
                    () -> files.openRecent(p))));
        });
        recent.getItems().add(new MenuItem("(none)"));
        Menu samples = new Menu("Open Sample");
        samples.setId("menu-samples");
        InstalledSamples.find().list().forEach(sample -> samples.getItems().add(item(sample.name(), null, null,
                () -> files.openSample(sample))));
        Menu export = Icons.on(new Menu("Export View", null,
                item("PNG...", null, null, () -> window.exportView(false)),
                item("SVG...", null, null, () -> window.exportView(true))), Material2OutlinedAL.IMAGE);
        export.setId("menu-export-view");
        needs(ImageExportable.class, export);
        Menu imports = importMenu();
        MenuItem preview = needs(PrintPreviewable.class, item("Print Preview...", "Shortcut+P",
                Material2OutlinedMZ.PRINT, window::printPreview));
        preview.setId("menu-print-preview");
        Menu menu = new Menu("File", null,
                item("New", "Shortcut+N", Material2OutlinedAL.INSERT_DRIVE_FILE, files::newProject),
                item("Open...", "Shortcut+O", Material2OutlinedAL.FOLDER_OPEN, files::open), recent, samples,
                new SeparatorMenuItem(), item("Save", "Shortcut+S", Material2OutlinedMZ.SAVE, files::save),
                item("Save As...", "Shortcut+Shift+S", null, files::saveAs), new SeparatorMenuItem(), imports, export,
                preview, new SeparatorMenuItem(),
                item("Close", "Shortcut+W", Material2OutlinedAL.CLOSE, files::close),
                item("Exit", "Shortcut+Q", Material2OutlinedAL.EXIT_TO_APP, () -> {
                    if (window.exitAllowed()) {
                        Platform.exit();
                    }
                }));
        menu.setId("menu-file");
        return menu;
    }

    /** File &gt; Import: a topology or a configuration into the open project; there must be a cluster. */
    private Menu importMenu() {
        ImportActions imports = window.imports();
        MenuItem topology = item("Topology...", null, null, imports::importTopology);
        topology.setId("menu-import-topology");
        MenuItem configuration = item("Configuration...", null, null, imports::importConfiguration);
        configuration.setId("menu-import-configuration");
        Menu menu = Icons.on(new Menu("Import", null, topology, configuration), Material2OutlinedAL.GET_APP);
        menu.setId("menu-import");
        Session session = window.session();
        menu.disableProperty().bind(Bindings.createBooleanBinding(() -> !session.project().hasCluster(),
                session.revisionProperty()));
        return menu;
    }

    private Menu editMenu() {
        Session session = window.session();
        MenuItem undo = item("Undo", "Shortcut+Z", Material2OutlinedMZ.UNDO, session::undo);
        undo.setId("menu-undo");
        undo.textProperty().bind(session.undoDescriptionProperty().map(d -> d.isEmpty() ? "Undo" : "Undo " + d));
        undo.disableProperty().bind(session.undoDescriptionProperty().isEmpty());
        MenuItem redo = item("Redo", "Shortcut+Y", Material2OutlinedMZ.REDO, session::redo);
        redo.setId("menu-redo");
        redo.textProperty().bind(session.redoDescriptionProperty().map(d -> d.isEmpty() ? "Redo" : "Redo " + d));
        redo.disableProperty().bind(session.redoDescriptionProperty().isEmpty());
        MenuItem delete = needs(Deletable.class, item("Delete", "Delete", Material2OutlinedAL.DELETE,
                () -> on(Deletable.class, Deletable::deleteSelection)));
        delete.setId("menu-delete");
        MenuItem all = needs(Selectable.class, item("Select All", "Shortcut+A", Material2OutlinedMZ.SELECT_ALL,
                () -> on(Selectable.class, Selectable::selectAll)));
        all.setId("menu-select-all");
        MenuItem find = needs(Findable.class, item("Find...", "Shortcut+F", Material2OutlinedMZ.SEARCH, window::find));
        find.setId("menu-find");
        Menu menu = new Menu("Edit", null, undo, redo, new SeparatorMenuItem(), delete, all, new SeparatorMenuItem(),
                find);
        menu.setId("menu-edit");
        return menu;
    }

    private Menu viewMenu() {
        List<MenuItem> items = new ArrayList<>();
        for (ViewDescriptor view : window.tabs().registry().views()) {
            MenuItem show = item(view.title(), view.shortcut(), view.icon(), () -> window.tabs().select(view.id()));
            show.setId("menu-view-" + view.id());
            items.add(show);
        }
        items.add(new SeparatorMenuItem());
        MenuItem in = needs(Zoomable.class, item("Zoom In", null, Material2OutlinedMZ.ZOOM_IN,
                () -> on(Zoomable.class, z -> z.zoom(1.25))));
        in.setId("menu-zoom-in");
        in.setAccelerator(ZOOM_IN);
        MenuItem out = needs(Zoomable.class, item("Zoom Out", "Shortcut+Minus", Material2OutlinedMZ.ZOOM_OUT,
                () -> on(Zoomable.class, z -> z.zoom(0.8))));
        out.setId("menu-zoom-out");
        items.addAll(List.of(in, out));
        MenuItem fit = needs(Zoomable.class, item("Fit", "Shortcut+0", Material2OutlinedMZ.ZOOM_OUT_MAP,
                () -> on(Zoomable.class, Zoomable::fit)));
        fit.setId("menu-fit");
        items.add(fit);
        items.add(new SeparatorMenuItem());
        items.addAll(PresentMenu.viewItems(window.deck()));
        items.add(new SeparatorMenuItem());
        items.addAll(themeItems());
        Menu menu = new Menu("View", null, items.toArray(MenuItem[]::new));
        menu.setId("menu-view");
        return menu;
    }

    private List<MenuItem> themeItems() {
        ToggleGroup themes = new ToggleGroup();
        RadioMenuItem light = Icons.on(new RadioMenuItem("Light Theme"), Material2OutlinedMZ.WB_SUNNY);
        RadioMenuItem dark = Icons.on(new RadioMenuItem("Dark Theme"), Material2OutlinedMZ.NIGHTS_STAY);
        light.setToggleGroup(themes);
        dark.setToggleGroup(themes);
        light.setId("menu-light");
        dark.setId("menu-dark");
        light.setOnAction(e -> window.setTheme(Theme.LIGHT));
        dark.setOnAction(e -> window.setTheme(Theme.DARK));
        Consumer<Theme> sync = theme -> themes.selectToggle(theme.isDark() ? dark : light);
        sync.accept(window.themeProperty().get());
        window.themeProperty().addListener((obs, old, now) -> sync.accept(now));
        return List.of(light, dark);
    }

    private Menu helpMenu() {
        return new Menu("Help", null, item("Keyboard Shortcuts", "F1", Material2OutlinedAL.KEYBOARD,
                this::showShortcuts), PresentMenu.tourItem(window), item("About Lightwire", null,
                Material2OutlinedAL.INFO, this::showAbout));
    }

    private void showShortcuts() {
        StringBuilder text = new StringBuilder();
        for (ViewDescriptor view : window.tabs().registry().views()) {
            text.append(view.keyCombination().getDisplayText()).append(": show ").append(view.title()).append('\n');
        }
        for (String[] row : SHORTCUTS) {
            text.append(row[0]).append(": ").append(row[1]).append('\n');
        }
        window.dialogs().info("Keyboard shortcuts", text.toString().strip());
    }

    private void showAbout() {
        window.dialogs().info("About Lightwire", "Lightwire: design tool for GPU clusters with an optical circuit "
                + "switch core.\nJava " + System.getProperty("java.version") + ", JavaFX "
                + System.getProperty("javafx.version"));
    }

    /** Runs {@code action} on the selected view when it has {@code capability}. */
    private <T> void on(Class<T> capability, Consumer<T> action) {
        View view = window.tabs().current();
        if (capability.isInstance(view)) {
            action.accept(capability.cast(view));
        }
    }

    /** Enables {@code item} only while the selected view has {@code capability} and shows (see ViewTabs). */
    private <M extends MenuItem> M needs(Class<?> capability, M item) {
        Session session = window.session();
        item.disableProperty().bind(Bindings.createBooleanBinding(
                () -> !capability.isInstance(window.tabs().current())
                        || !window.tabs().currentShows(session.project()),
                window.tabs().currentProperty(), session.revisionProperty()));
        return item;
    }

    private static MenuItem item(String text, String accelerator, Ikon icon, Runnable action) {
        MenuItem item = new MenuItem(text);
        if (accelerator != null) {
            item.setAccelerator(KeyCombination.keyCombination(accelerator));
        }
        if (icon != null) {
            item.setGraphic(Icons.of(icon));
        }
        item.setOnAction(e -> action.run());
        return item;
    }
}
