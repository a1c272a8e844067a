package com.lightwire.figure;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A painter for tests: draws nothing, counts primitives (path segments, shapes, texts), keeps the texts and the
 * colours used, and tracks the save/restore depth so a test can check that a figure leaves the painter as it found
 * it. Text is measured at 0.6 em a character.
 */
public final class RecordingPainter implements Painter {

    public int segments;
    public int shapes;
    public int rects;
    public int texts;
    public int depth;
    public int maxDepth;
    public final List<String> strings = new ArrayList<>();
    /** The measured width of each text drawn, in the order of {@link #strings}. */
    public final List<Double> widths = new ArrayList<>();
    /** Every text with where it was set (in the painter's current units) and how. */
    public final List<Placed> placed = new ArrayList<>();

    /** One text as drawn. */
    public record Placed(String text, double x, double y, TextStyle style) {
    }
    public final Set<Integer> colours = new TreeSet<>();
    /** Every filled rectangle as {x, y, width, height}, in the painter's current units. */
    public final List<double[]> filled = new ArrayList<>();

    public int primitives() {
        return segments + shapes + texts;
    }

    @Override
    public void save() {
        maxDepth = Math.max(maxDepth, ++depth);
    }

    @Override
    public void restore() {
        if (--depth < 0) {
            throw new IllegalStateException("restore without save");
        }
    }

    @Override
    public void translate(double dx, double dy) {
    }

    @Override
    public void scale(double sx, double sy) {
    }

    @Override
    public void rotate(double radians) {
    }

    @Override
    public void transform(double mxx, double myx, double mxy, double myy, double tx, double ty) {
    }

    @Override
    public void clipRect(double x, double y, double w, double h) {
    }

    @Override
    public void stroke(int argb, double width) {
        colours.add(argb);
    }

    @Override
    public void fill(int argb) {
        colours.add(argb);
    }

    @Override
    public void dashes(double... pattern) {
    }

    @Override
    public void lineCap(LineCap cap) {
    }

    @Override
    public void line(double x1, double y1, double x2, double y2) {
        shapes++;
    }

    @Override
    public void fillRect(double x, double y, double w, double h) {
        shapes++;
        rects++;
        filled.add(new double[] {x, y, w, h});
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
    public void strokeOval(double x, double y, double w, double h) {
        shapes++;
    }

    @Override
    public void fillPolygon(double... xy) {
        shapes++;
    }

    @Override
    public void strokePolyline(boolean closed, double... xy) {
        shapes++;
    }

    @Override
    public void beginPath() {
    }

    @Override
    public void moveTo(double x, double y) {
    }

    @Override
    public void lineTo(double x, double y) {
        segments++;
    }

    @Override
    public void quadTo(double cx, double cy, double x, double y) {
        segments++;
    }

    @Override
    public void cubicTo(double c1x, double c1y, double c2x, double c2y, double x, double y) {
        segments++;
    }

    @Override
    public void closePath() {
    }

    @Override
    public void strokePath() {
    }

    @Override
    public void fillPath() {
        shapes++;
    }

    @Override
    public void text(String text, double x, double y, TextStyle style) {
        texts++;
        strings.add(text);
        widths.add(textWidth(text, style));
        placed.add(new Placed(text, x, y, style));
    }

    @Override
    public double textWidth(String text, TextStyle style) {
        return text.length() * style.size() * 0.6;
    }
}
