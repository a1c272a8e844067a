package com.lightwire.ui.common;

import javafx.scene.input.KeyCombination;
import org.kordamp.ikonli.Ikon;

import java.util.Objects;
import java.util.function.Function;

/**
 * One line of the view registry: everything the main window needs to show a view as a tab, an item of the View menu
 * and a keyboard shortcut, and to build it.
 *
 * @param id       stable name, used for node ids ({@code tab-<id>}, {@code menu-view-<id>}) and the remembered tab
 * @param title    the tab and menu text
 * @param icon     the Ikonli icon of the tab and menu item
 * @param shortcut the key combination that selects the tab, in {@link KeyCombination#keyCombination} syntax
 * @param needsCluster whether the view shows the project's cluster (Fabric, Topology, BOM); while the project has
 *                 none its tab shows a note instead. Study views (schedules, DAGs, rings) work without one.
 * @param factory  builds the view from the shared context; called once, on the FX thread
 */
public record ViewDescriptor(String id, String title, Ikon icon, String shortcut, boolean needsCluster,
                             Function<ViewContext, View> factory) {

    /** A view of the project's cluster. */
    public ViewDescriptor(String id, String title, Ikon icon, String shortcut, Function<ViewContext, View> factory) {
        this(id, title, icon, shortcut, true, factory);
    }

    public ViewDescriptor {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(icon, "icon");
        Objects.requireNonNull(factory, "factory");
        if (!id.matches("[a-z][a-z0-9-]*")) {
            throw new IllegalArgumentException("view id must be lower-case letters, digits and '-': " + id);
        }
        KeyCombination.keyCombination(shortcut);
    }

    public KeyCombination keyCombination() {
        return KeyCombination.keyCombination(shortcut);
    }
}
