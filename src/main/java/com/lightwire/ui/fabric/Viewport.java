package com.lightwire.ui.fabric;

/** Pan and zoom: screen = world × scale + offset. Zoom is clamped to [{@value #MIN}, {@value #MAX}]. */
final class Viewport {

    static final double MIN = 0.05;
    static final double MAX = 40;

    double scale = 1;
    double offsetX;
    double offsetY;

    double toScreenX(double worldX) {
        return worldX * scale + offsetX;
    }

    double toScreenY(double worldY) {
        return worldY * scale + offsetY;
    }

    double toWorldX(double screenX) {
        return (screenX - offsetX) / scale;
    }

    double toWorldY(double screenY) {
        return (screenY - offsetY) / scale;
    }

    /** Zooms by {@code factor} keeping the world point under (sx, sy) in place. */
    void zoomAt(double factor, double sx, double sy) {
        double wx = toWorldX(sx);
        double wy = toWorldY(sy);
        scale = Math.max(MIN, Math.min(MAX, scale * factor));
        offsetX = sx - wx * scale;
        offsetY = sy - wy * scale;
    }

    void pan(double dx, double dy) {
        offsetX += dx;
        offsetY += dy;
    }

    /** Shows the world rectangle [0, w] × [0, h] whole and centred in a view of the given size. */
    void fit(double worldW, double worldH, double viewW, double viewH) {
        double margin = 20;
        scale = Math.max(MIN, Math.min(MAX, Math.min((viewW - 2 * margin) / worldW, (viewH - 2 * margin) / worldH)));
        offsetX = (viewW - worldW * scale) / 2;
        offsetY = (viewH - worldH * scale) / 2;
    }
}
