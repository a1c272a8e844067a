package com.lightwire.model.deck;

/**
 * What part of a view's drawing a step shows: the visible world rectangle of its canvas, independent of the size of
 * the screen it is shown on (a presenter's projector or the editing window). Showing it fits the rectangle, centred,
 * into whatever area is at hand.
 *
 * @param x      left edge in world units
 * @param y      top edge in world units
 * @param width  width in world units, positive
 * @param height height in world units, positive
 */
public record Camera(double x, double y, double width, double height) {

    public Camera {
        if (!Double.isFinite(x) || !Double.isFinite(y) || !(width > 0) || !(height > 0)
                || !Double.isFinite(width) || !Double.isFinite(height)) {
            throw new IllegalArgumentException("bad camera: " + x + ", " + y + ", " + width + " x " + height);
        }
    }

    /** The scale (screen units per world unit) that shows this rectangle whole in a {@code w x h} area. */
    public double scaleIn(double w, double h) {
        return Math.min(w / width, h / height);
    }

    /** Screen x of world x = 0 when this rectangle is shown centred at {@code scale} in an area {@code w} wide. */
    public double offsetXIn(double scale, double w) {
        return w / 2 - (x + width / 2) * scale;
    }

    /** Screen y of world y = 0 when this rectangle is shown centred at {@code scale} in an area {@code h} high. */
    public double offsetYIn(double scale, double h) {
        return h / 2 - (y + height / 2) * scale;
    }
}
