package com.lightwire.ui.topology;

import com.lightwire.figure.Axes;
import com.lightwire.figure.Size;
import javafx.scene.layout.Pane;

/**
 * The two result panels (Cross Wiring and Uniform), side by side or one above the other, whichever draws their OCS
 * grids larger in the space there is: a wide grid of few groups stacks, a tall one sits side by side. The grids are
 * refitted when the arrangement or the pane's size changes, so the space goes to the grids rather than to empty
 * bands around them.
 */
final class ResultsPane extends Pane {

    private static final double GAP = 8;
    /** Room the grid canvases leave around a fitted grid: its {@link Axes} on every side. */
    static final double GRID_MARGIN = Axes.LEFT_ROOM;

    private final ResultPanel first;
    private final ResultPanel second;
    private boolean stacked;
    private double laidWidth = -1;
    private double laidHeight = -1;

    ResultsPane(ResultPanel first, ResultPanel second) {
        super(first, second);
        this.first = first;
        this.second = second;
        setId("topology-results");
    }

    /** True when the panels are one above the other. */
    boolean isStacked() {
        return stacked;
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth();
        double h = getHeight();
        boolean stack = gridScale(w, (h - GAP) / 2) > gridScale((w - GAP) / 2, h);
        double pw = stack ? w : (w - GAP) / 2;
        double ph = stack ? (h - GAP) / 2 : h;
        first.resizeRelocate(0, 0, pw, ph);
        second.resizeRelocate(stack ? 0 : pw + GAP, stack ? ph + GAP : 0, pw, ph);
        if (stack != stacked || w != laidWidth || h != laidHeight) {
            stacked = stack;
            laidWidth = w;
            laidHeight = h;
            for (ResultPanel panel : new ResultPanel[] {first, second}) {
                panel.layout();
                panel.grid().fit();
            }
        }
    }

    /** The scale a grid is fitted at in a panel of {@code width × height} (under the panel's text). */
    private double gridScale(double width, double height) {
        Size grid = first.gridSize();
        double header = Math.max(first.headerHeight(width), second.headerHeight(width));
        return Math.min((width - 2 * GRID_MARGIN) / Math.max(1, grid.width()),
                (height - header - 2 * GRID_MARGIN) / Math.max(1, grid.height()));
    }
}
