package com.lightwire.figure;

/**
 * A drawing of a project state (the project plus the view state it needs: filters, selection, hover), painted
 * through a {@link Painter} in {@link Layer}s. Figures are immutable values built from toolkit-free state; the
 * interactive canvas paints the same figure as the PNG and SVG exports and the CLI's {@code render}.
 *
 * <p>Contract of {@link #paint}: on entry the painter draws screen coordinates of {@code view} (the area
 * [0, width] × [0, height]); the figure maps its world coordinates through the viewport itself (with
 * {@link Viewport#apply} or by hand, e.g. to keep strokes one pixel wide), culls to the visible world rectangle and
 * leaves the painter's state as it found it. {@link Layer#CONTENT} fills the whole area with the background; the
 * other layers paint on a transparent surface. A region repaint passes a viewport that {@linkplain
 * Viewport#paintingOnly paints only} part of the area (its visible world rectangle shrinks to that part) under a clip
 * to it; the figure paints as always, so the part gets the pixels a full paint gives it.
 */
public interface Figure {

    /** Extent of the drawing in world units, from the origin; fitting shows all of it. */
    Size size();

    /** The zoom at which the figure reads well (labels shown, type readable): exports default to it. */
    default double preferredScale() {
        return 1;
    }

    /** Paints one layer of the part of the figure that {@code view} shows. */
    void paint(Painter painter, Viewport view, Layer layer);

    /** Covers the whole of {@code view} (screen units, before its transform is applied) with {@code colour}. */
    static void fillBackground(Painter painter, Viewport view, int colour) {
        painter.fill(colour);
        painter.fillRect(0, 0, view.width(), view.height());
    }
}
