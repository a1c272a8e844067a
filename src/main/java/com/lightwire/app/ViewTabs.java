package com.lightwire.app;

import com.lightwire.ui.common.Icons;
import com.lightwire.ui.common.View;
import com.lightwire.ui.common.ViewContext;
import com.lightwire.ui.common.ViewDescriptor;
import com.lightwire.ui.common.ViewRegistry;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;

import java.util.ArrayList;
import java.util.List;

/**
 * The views of a {@link ViewRegistry} as the tabs of the main window, each built once from the shared context and
 * told when its tab shows; a view's node joins the scene when its tab is first shown. Tab ids are
 * {@code tab-<view id>}.
 */
final class ViewTabs {

    private final ViewRegistry registry;
    private final TabPane pane = new TabPane();
    private final List<View> views = new ArrayList<>();
    private final ReadOnlyObjectWrapper<View> current = new ReadOnlyObjectWrapper<>(this, "current");

    ViewTabs(ViewRegistry registry, ViewContext context) {
        this.registry = registry;
        pane.setId("views");
        pane.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        for (ViewDescriptor descriptor : registry.views()) {
            View view = descriptor.factory().apply(context);
            views.add(view);
            Tab tab = new Tab(descriptor.title());
            tab.setId("tab-" + descriptor.id());
            tab.setGraphic(Icons.of(descriptor.icon()));
            tab.selectedProperty().addListener((obs, was, now) -> showing(tab, view, now));
            showing(tab, view, tab.isSelected());
            pane.getTabs().add(tab);
        }
        pane.getSelectionModel().selectedIndexProperty().addListener((obs, old, now) ->
                current.set(at(now.intValue())));
        current.set(at(pane.getSelectionModel().getSelectedIndex()));
    }

    /**
     * Tells the view whether it shows; a tab gets its view's node when first shown, so the scene's first frame
     * styles and lays out only the view in front.
     */
    private static void showing(Tab tab, View view, boolean now) {
        if (now && tab.getContent() == null) {
            tab.setContent(view.node());
        }
        view.setShowing(now);
    }

    TabPane pane() {
        return pane;
    }

    ViewRegistry registry() {
        return registry;
    }

    /** The view of the selected tab. */
    View current() {
        return current.get();
    }

    ReadOnlyObjectProperty<View> currentProperty() {
        return current.getReadOnlyProperty();
    }

    /** The descriptor of the selected view. */
    ViewDescriptor currentDescriptor() {
        return registry.views().get(Math.max(0, pane.getSelectionModel().getSelectedIndex()));
    }

    String currentId() {
        return currentDescriptor().id();
    }

    /** Shows the view with {@code id}; an unknown id changes nothing. */
    void select(String id) {
        registry.byId(id).ifPresent(d -> pane.getSelectionModel().select(registry.views().indexOf(d)));
    }

    List<View> views() {
        return List.copyOf(views);
    }

    private View at(int index) {
        return views.get(Math.max(0, index));
    }
}
