package com.lightwire.ui.common;

import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;

/** Paints on a JavaFX canvas. */
public final class FxPainter implements Painter {

    private final GraphicsContext g;
    private double fontSize = -1;

    public FxPainter(GraphicsContext g) {
        this.g = g;
    }

    public static Color color(int argb) {
        return Color.rgb((argb >> 16) & 0xff, (argb >> 8) & 0xff, argb & 0xff, ((argb >>> 24) & 0xff) / 255.0);
    }

    @Override
    public void stroke(int argb, double width) {
        g.setStroke(color(argb));
        g.setLineWidth(width);
    }

    @Override
    public void fill(int argb) {
        g.setFill(color(argb));
    }

    @Override
    public void line(double x1, double y1, double x2, double y2) {
        g.strokeLine(x1, y1, x2, y2);
    }

    @Override
    public void fillRect(double x, double y, double w, double h) {
        g.fillRect(x, y, w, h);
    }

    @Override
    public void strokeRect(double x, double y, double w, double h) {
        g.strokeRect(x, y, w, h);
    }

    @Override
    public void fillOval(double x, double y, double w, double h) {
        g.fillOval(x, y, w, h);
    }

    @Override
    public void text(String text, double x, double y, double size) {
        if (size != fontSize) {
            g.setFont(Font.font("SansSerif", size));
            fontSize = size;
        }
        g.fillText(text, x, y);
    }

    @Override
    public void beginPath() {
        g.beginPath();
    }

    @Override
    public void segment(double x1, double y1, double x2, double y2) {
        g.moveTo(x1, y1);
        g.lineTo(x2, y2);
    }

    @Override
    public void strokePath() {
        g.stroke();
    }
}
