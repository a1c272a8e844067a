package com.lightwire.app;

import com.lightwire.ui.common.Icons;
import com.lightwire.ui.common.View;
import com.lightwire.ui.common.ViewContext;
import com.lightwire.ui.common.ViewDescriptor;
import com.lightwire.ui.common.ViewRegistry;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import com.lightwire.model.Project;
import com.lightwire.ui.session.Session;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.StackPane;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The views of a {@link ViewRegistry} as the tabs of the main window, each built once from the shared context and
 * told when its tab shows; a view's node joins the scene when its tab is first shown. Tab ids are
 * {@code tab-<view id>}. A view that {@link ViewDescriptor#needsCluster() needs a cluster} is covered by a note while
 * the project has none; study views show whatever the project holds.
 */
final class ViewTabs {

    /** Width of the strip kept free of tabs (its edges and the overflow button). */
    private static final double TAB_STRIP_RESERVE = 32;
    /** Width of a tab beyond its maximum width (which covers its icon and title): padding and gaps. */
    private static final double TAB_CHROME = 24;
    /** Narrowest title a tab is cut to. */
    private static final double MIN_TAB_TEXT = 40;

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
            tab.setTooltip(new Tooltip(descriptor.title() + " (" + descriptor.keyCombination().getDisplayText()
                    + ")"));
            StackPane content = content(descriptor, view, context.session());
            tab.selectedProperty().addListener((obs, was, now) -> showing(tab, content, view, now));
            showing(tab, content, view, tab.isSelected());
            pane.getTabs().add(tab);
        }
        pane.getSelectionModel().selectedIndexProperty().addListener((obs, old, now) ->
                current.set(at(now.intValue())));
        pane.widthProperty().addListener(o -> fitTabs());
        current.set(at(pane.getSelectionModel().getSelectedIndex()));
    }

    /**
     * Keeps every tab in the strip: each title gets an equal share of the width (cut with an ellipsis, the whole title
     * in its tooltip), so the strip never scrolls the first tabs out of view (with 8 tabs at 1600 px it showed "ric").
     */
    private void fitTabs() {
        int count = pane.getTabs().size();
        double share = (pane.getWidth() - TAB_STRIP_RESERVE) / Math.max(1, count) - TAB_CHROME;
        pane.setTabMaxWidth(Math.max(MIN_TAB_TEXT, share));
    }

    /**
     * Tells the view whether it shows; a tab gets its view's node when first shown, so the scene's first frame
     * styles and lays out only the view in front.
     */
    private static void showing(Tab tab, StackPane content, View view, boolean now) {
        if (now && tab.getContent() == null) {
            content.getChildren().add(0, view.node());
            tab.setContent(content);
        }
        view.setShowing(now);
    }

    /** The tab's pane: the view's node goes under it when first shown, over a note while a needed cluster is missing. */
    private static StackPane content(ViewDescriptor descriptor, View view, Session session) {
        StackPane content = new StackPane();
        if (!descriptor.needsCluster()) {
            return content;
        }
        Label note = new Label("This project has no cluster: the " + descriptor.title() + " view needs one "
                + "(File > New, or File > Open Sample).");
        note.setId("no-cluster-" + descriptor.id());
        note.setWrapText(true);
        content.getChildren().add(note);
        Runnable sync = () -> {
            boolean hasCluster = session.project().hasCluster() || view.showsWithoutCluster(session.project());
            note.setVisible(!hasCluster);
            content.getChildren().stream().filter(node -> node != note).forEach(node -> node.setVisible(hasCluster));
        };
        session.revisionProperty().addListener(o -> sync.run());
        content.getChildren().addListener((ListChangeListener<Node>) c -> sync.run());
        sync.run();
        return content;
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

    /**
     * The views whose content shows: all, or, while the project has no cluster, the study views and those with
     * something else to show.
     */
    List<View> shownViews(Project project) {
        List<ViewDescriptor> descriptors = registry.views();
        return IntStream.range(0, views.size()).filter(i -> shows(descriptors.get(i), views.get(i), project))
                .mapToObj(views::get).toList();
    }

    /** Whether the selected view shows in {@code project}. */
    boolean currentShows(Project project) {
        return shows(currentDescriptor(), current(), project);
    }

    private static boolean shows(ViewDescriptor descriptor, View view, Project project) {
        return project.hasCluster() || !descriptor.needsCluster() || view.showsWithoutCluster(project);
    }

    private View at(int index) {
        return views.get(Math.max(0, index));
    }
}
