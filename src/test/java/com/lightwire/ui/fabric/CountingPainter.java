package com.lightwire.ui.fabric;

import com.lightwire.ui.common.Painter;

/** A painter that draws nothing and counts primitives (path segments, lines, shapes, texts) to bound a frame's work. */
final class CountingPainter implements Painter {

    int segments;
    int shapes;
    int texts;

    int primitives() {
        return segments + shapes + texts;
    }

    @Override
    public void stroke(int argb, double width) {
    }

    @Override
    public void fill(int argb) {
    }

    @Override
    public void line(double x1, double y1, double x2, double y2) {
        shapes++;
    }

    @Override
    public void fillRect(double x, double y, double w, double h) {
        shapes++;
    }

    @Override
    public void strokeRect(double x, double y, double w, double h) {
        shapes++;
    }

    @Override
    public void fillOval(double x, double y, double w, double h) {
        shapes++;
    }

    @Override
    public void text(String text, double x, double y, double size) {
        texts++;
    }

    @Override
    public void beginPath() {
    }

    @Override
    public void segment(double x1, double y1, double x2, double y2) {
        segments++;
    }

    @Override
    public void strokePath() {
    }
}
