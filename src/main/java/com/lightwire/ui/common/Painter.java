package com.lightwire.ui.common;

/**
 * The few drawing calls the canvas views use, so that one drawing routine feeds both the screen (JavaFX canvas) and
 * SVG export. Colours are 0xAARRGGBB.
 */
public interface Painter {

    void stroke(int argb, double width);

    void fill(int argb);

    void line(double x1, double y1, double x2, double y2);

    void fillRect(double x, double y, double w, double h);

    void strokeRect(double x, double y, double w, double h);

    void fillOval(double x, double y, double w, double h);

    void text(String text, double x, double y, double size);

    /** Starts a batch of line segments, stroked together by {@link #strokePath()}. */
    void beginPath();

    void segment(double x1, double y1, double x2, double y2);

    void strokePath();
}
