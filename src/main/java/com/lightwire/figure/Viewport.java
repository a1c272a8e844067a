package com.lightwire.figure;

/**
 * A camera over a figure: screen = world × scale + offset, showing the screen area [0, width] × [0, height]. Screen
 * units are the painter's units when a figure is painted (pixels on a canvas or in a PNG). Immutable: zooming and
 * panning return a new viewport.
 *
 * @param scale   screen units per world unit, positive
 * @param offsetX screen x of world x = 0
 * @param offsetY screen y of world y = 0
 * @param width   width of the screen area
 * @param height  height of the screen area
 * @param painted the part of the screen area being painted, for culling ({@link #visibleWorld()}); null for all of it
 */
public record Viewport(double scale, double offsetX, double offsetY, double width, double height, Area painted) {

    /**
     * A rectangle of the screen area.
     *
     * @param x      left
     * @param y      top
     * @param width  width, not negative
     * @param height height, not negative
     */
    public record Area(double x, double y, double width, double height) {
    }

    public Viewport {
        if (!(scale > 0) || !(width >= 0) || !(height >= 0)) {
            throw new IllegalArgumentException("bad viewport: scale " + scale + ", " + width + " x " + height);
        }
    }

    /** A camera painting its whole screen area. */
    public Viewport(double scale, double offsetX, double offsetY, double width, double height) {
        this(scale, offsetX, offsetY, width, height, null);
    }

    /**
     * The same camera painting only {@code area} of the screen (a region repaint under a clip to it): screen
     * coordinates stay as they are, so screen-anchored drawing lands where it always does, and figures that cull by
     * {@link #visibleWorld()} draw only what reaches the area.
     */
    public Viewport paintingOnly(Area area) {
        return new Viewport(scale, offsetX, offsetY, width, height, area);
    }

    /** Scale 1, no offset, over an area of the given size. */
    public static Viewport identity(double width, double height) {
        return new Viewport(1, 0, 0, width, height);
    }

    /**
     * Shows a world of size {@code world} (from the origin) whole and centred in a {@code width × height} area with
     * {@code margin} on every side, at a scale clamped to [min, max].
     */
    public static Viewport fit(Size world, double width, double height, double margin, double min, double max) {
        double w = Math.max(1e-9, world.width());
        double h = Math.max(1e-9, world.height());
        double fitted = Math.min((width - 2 * margin) / w, (height - 2 * margin) / h);
        double scale = Math.max(min, Math.min(max, fitted > 0 ? fitted : min));
        return new Viewport(scale, (width - w * scale) / 2, (height - h * scale) / 2, width, height);
    }

    public double toScreenX(double worldX) {
        return worldX * scale + offsetX;
    }

    public double toScreenY(double worldY) {
        return worldY * scale + offsetY;
    }

    public double toWorldX(double screenX) {
        return (screenX - offsetX) / scale;
    }

    public double toWorldY(double screenY) {
        return (screenY - offsetY) / scale;
    }

    /** The world rectangle in view (of the {@link #painted() painted} area when there is one): left, top, right, bottom. */
    public double[] visibleWorld() {
        if (painted != null) {
            return new double[] {toWorldX(painted.x()), toWorldY(painted.y()), toWorldX(painted.x() + painted.width()),
                    toWorldY(painted.y() + painted.height())};
        }
        return new double[] {toWorldX(0), toWorldY(0), toWorldX(width), toWorldY(height)};
    }

    /** Zooms by {@code factor} (scale clamped to [min, max]) keeping the world point under (sx, sy) in place. */
    public Viewport zoomAt(double factor, double sx, double sy, double min, double max) {
        double wx = toWorldX(sx);
        double wy = toWorldY(sy);
        double s = Math.max(min, Math.min(max, scale * factor));
        return new Viewport(s, sx - wx * s, sy - wy * s, width, height);
    }

    public Viewport panBy(double dx, double dy) {
        return new Viewport(scale, offsetX + dx, offsetY + dy, width, height);
    }

    /** The same camera over an area of another size. */
    public Viewport resized(double newWidth, double newHeight) {
        return new Viewport(scale, offsetX, offsetY, newWidth, newHeight);
    }

    /** Makes the painter draw world coordinates: translates by the offset and scales. */
    public void apply(Painter painter) {
        painter.translate(offsetX, offsetY);
        painter.scale(scale, scale);
    }
}
