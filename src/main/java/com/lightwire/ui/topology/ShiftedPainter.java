package com.lightwire.ui.topology;

import com.lightwire.ui.common.Painter;

/** Paints through another painter with every coordinate moved by (dx, dy), to lay drawings side by side. */
final class ShiftedPainter implements Painter {

    private final Painter target;
    private final double dx;
    private final double dy;

    ShiftedPainter(Painter target, double dx, double dy) {
        this.target = target;
        this.dx = dx;
        this.dy = dy;
    }

    @Override
    public void stroke(int argb, double width) {
        target.stroke(argb, width);
    }

    @Override
    public void fill(int argb) {
        target.fill(argb);
    }

    @Override
    public void line(double x1, double y1, double x2, double y2) {
        target.line(x1 + dx, y1 + dy, x2 + dx, y2 + dy);
    }

    @Override
    public void fillRect(double x, double y, double w, double h) {
        target.fillRect(x + dx, y + dy, w, h);
    }

    @Override
    public void strokeRect(double x, double y, double w, double h) {
        target.strokeRect(x + dx, y + dy, w, h);
    }

    @Override
    public void fillOval(double x, double y, double w, double h) {
        target.fillOval(x + dx, y + dy, w, h);
    }

    @Override
    public void text(String text, double x, double y, double size) {
        target.text(text, x + dx, y + dy, size);
    }

    @Override
    public void beginPath() {
        target.beginPath();
    }

    @Override
    public void segment(double x1, double y1, double x2, double y2) {
        target.segment(x1 + dx, y1 + dy, x2 + dx, y2 + dy);
    }

    @Override
    public void strokePath() {
        target.strokePath();
    }
}
