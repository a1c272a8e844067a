package com.lightwire.ui.fabric;

import com.lightwire.ui.common.Painter;

/** A painter that draws nothing and counts segments, to time and bound the renderer's own work. */
final class CountingPainter implements Painter {

    int segmentsInLastPath;
    private int segments;

    @Override
    public void stroke(int argb, double width) {
    }

    @Override
    public void fill(int argb) {
    }

    @Override
    public void line(double x1, double y1, double x2, double y2) {
    }

    @Override
    public void fillRect(double x, double y, double w, double h) {
    }

    @Override
    public void strokeRect(double x, double y, double w, double h) {
    }

    @Override
    public void fillOval(double x, double y, double w, double h) {
    }

    @Override
    public void text(String text, double x, double y, double size) {
    }

    @Override
    public void beginPath() {
        segments = 0;
    }

    @Override
    public void segment(double x1, double y1, double x2, double y2) {
        segments++;
    }

    @Override
    public void strokePath() {
        segmentsInLastPath = segments;
    }
}
