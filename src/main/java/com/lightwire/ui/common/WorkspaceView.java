package com.lightwire.ui.common;

import com.lightwire.figure.Figure;
import javafx.scene.Node;

/** A view shown as a tab of the main window; the View and Edit menus act on the selected one. */
public interface WorkspaceView {

    String title();

    Node node();

    void zoom(double factor);

    void fit();

    void selectAll();

    /** Deletes what is selected in the view; false when nothing deletable is selected. */
    boolean deleteSelection();

    /**
     * What File &gt; Export View writes: the view's whole drawing (not only the visible part) as a figure in the current
     * theme, the same the CLI's {@code render} draws for this view.
     */
    Figure figure();

    /** Switches the view's canvases to the dark or the light palette; ignored by default. */
    default void setDark(boolean dark) {
    }

    /** Tells the view whether its tab is the selected one, so hidden views can postpone work; ignored by default. */
    default void setShowing(boolean showing) {
    }
}
