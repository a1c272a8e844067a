package com.lightwire.ui.common;

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

    /** Size of the full drawing for export, in pixels at the current zoom. */
    double[] exportSize();

    /** Draws the whole view (not only the visible part) for vector export. */
    void paint(Painter painter, double width, double height);

    /** Tells the view whether its tab is the selected one, so hidden views can postpone work; ignored by default. */
    default void setShowing(boolean showing) {
    }
}
