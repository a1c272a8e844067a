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
 * told when its tab shows. Tab ids are {@code tab-<view id>}.
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
            Tab tab = new Tab(descriptor.title(), view.node());
            tab.setId("tab-" + descriptor.id());
            tab.setGraphic(Icons.of(descriptor.icon()));
            tab.selectedProperty().addListener((obs, was, now) -> view.setShowing(now));
            view.setShowing(tab.isSelected());
            pane.getTabs().add(tab);
        }
        pane.getSelectionModel().selectedIndexProperty().addListener((obs, old, now) ->
                current.set(at(now.intValue())));
        current.set(at(pane.getSelectionModel().getSelectedIndex()));
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
