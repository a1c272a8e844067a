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
import javafx.scene.control.Labeled;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

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
    /** Width of a tab beyond its title: icon, gap and padding (measured: "Fabric" 38 px of text in a 76 px tab). */
    private static final double TAB_CHROME = 40;
    /** Size of the tab titles' type (the app's style sheet sets 13 px at the root). */
    private static final double TITLE_SIZE = 13;

    private final ViewRegistry registry;
    private final TabPane pane = new TabPane();
    private final List<View> views = new ArrayList<>();
    private final ReadOnlyObjectWrapper<View> current = new ReadOnlyObjectWrapper<>(this, "current");
    private TabTitles titles = TabTitles.FULL;

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
        pane.getSelectionModel().selectedIndexProperty().addListener((obs, old, now) -> {
            current.set(at(now.intValue()));
            showTitles();
        });
        pane.widthProperty().addListener(o -> fitTabs());
        current.set(at(pane.getSelectionModel().getSelectedIndex()));
    }

    /**
     * Keeps every tab in the strip with the longest titles that fit ({@link TabTitles}): the full ones at 1600 px, the
     * short ones or icons on a narrower window, so the strip never scrolls tabs out of view nor cuts a title.
     */
    private void fitTabs() {
        Font font = titleFont();
        List<ViewDescriptor> descriptors = registry.views();
        double[] full = descriptors.stream().mapToDouble(d -> textWidth(d.title(), font)).toArray();
        double[] brief = descriptors.stream().mapToDouble(d -> textWidth(shortTitle(d), font)).toArray();
        titles = TabTitles.fitting(pane.getWidth() - TAB_STRIP_RESERVE, full, brief, TAB_CHROME);
        showTitles();
    }

    private void showTitles() {
        List<ViewDescriptor> descriptors = registry.views();
        for (int i = 0; i < descriptors.size(); i++) {
            Tab tab = pane.getTabs().get(i);
            tab.setText(titles.title(descriptors.get(i).title(), shortTitle(descriptors.get(i)), tab.isSelected()));
        }
    }

    /** How the titles fit now (for tests). */
    TabTitles titles() {
        return titles;
    }

    private static String shortTitle(ViewDescriptor descriptor) {
        return Views.SHORT_TITLES.getOrDefault(descriptor.id(), descriptor.title());
    }

    /** The font of a shown tab title, or the app's type at its root size before the strip is styled. */
    private Font titleFont() {
        Node label = pane.lookup(".tab-label");
        return label instanceof Labeled labeled ? labeled.getFont()
                : Font.font(Font.getDefault().getFamily(), TITLE_SIZE);
    }

    private static double textWidth(String text, Font font) {
        Text measured = new Text(text);
        measured.setFont(font);
        return measured.getLayoutBounds().getWidth();
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
