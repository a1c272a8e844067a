package com.lightwire.ui.common;

import com.lightwire.model.Project;
import javafx.scene.Node;

/**
 * A view shown as a tab of the main window, built by its {@link ViewDescriptor}'s factory from a {@link ViewContext}.
 * What else the window can ask of it is declared by the small capability interfaces it implements ({@link Zoomable},
 * {@link ImageExportable}, {@link Selectable}, {@link Deletable}, {@link Findable}, {@link PrintPreviewable}); the
 * menus enable an item only when the selected view has that capability.
 */
public interface View {

    /** The scene-graph node of the tab. */
    Node node();

    /** Tells the view whether its tab is the selected one, so hidden views can postpone work; ignored by default. */
    default void setShowing(boolean showing) {
    }

    /**
     * Whether a view that {@link ViewDescriptor#needsCluster() needs a cluster} still has something to show in
     * {@code project} without one (the Fabric view shows an embedded InfiniteHBD design's racks); false by default.
     */
    default boolean showsWithoutCluster(Project project) {
        return false;
    }
}
