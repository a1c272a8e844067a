package com.lightwire.io;

import com.lightwire.figure.LineCap;
import com.lightwire.figure.Painter;
import com.lightwire.figure.TextStyle;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.font.LineMetrics;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * A {@link Painter} over a Java2D {@link Graphics2D}: the one implementation behind both the SVG export (JFreeSVG's
 * {@code SVGGraphics2D} is a Graphics2D) and the PNG export (a {@code BufferedImage}'s graphics), so the two agree.
 * Text is set in the logical "SansSerif" font; save and restore keep the transform, the clip and the pen.
 */
public abstract sealed class Graphics2DPainter implements Painter permits SvgFigurePainter, PngFigurePainter {

    private static final String FAMILY = "SansSerif";

    /** The pen: what save() keeps besides the transform and clip. */
    private record Pen(int fill, int stroke, double width, double[] dashes, LineCap cap, AffineTransform transform,
                       Shape clip) {
    }

    private final Graphics2D g;
    private final Deque<Pen> saved = new ArrayDeque<>();
    private int fillArgb = 0xFF000000;
    private int strokeArgb = 0xFF000000;
    private double width = 1;
    private double[] dashes = new double[0];
    private LineCap cap = LineCap.BUTT;
    private Path2D.Double path = new Path2D.Double();

    Graphics2DPainter(Graphics2D g) {
        this.g = g;
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        applyStroke();
    }

    private static Color color(int argb) {
        return new Color((argb >> 16) & 0xff, (argb >> 8) & 0xff, argb & 0xff, (argb >>> 24) & 0xff);
    }

    @Override
    public void save() {
        saved.push(new Pen(fillArgb, strokeArgb, width, dashes, cap, g.getTransform(), g.getClip()));
    }

    @Override
    public void restore() {
        Pen pen = saved.pop();
        fillArgb = pen.fill();
        strokeArgb = pen.stroke();
        width = pen.width();
        dashes = pen.dashes();
        cap = pen.cap();
        g.setTransform(pen.transform());
        g.setClip(pen.clip());
        applyStroke();
    }

    @Override
    public void translate(double dx, double dy) {
        g.translate(dx, dy);
    }

    @Override
    public void scale(double sx, double sy) {
        g.scale(sx, sy);
    }

    @Override
    public void rotate(double radians) {
        g.rotate(radians);
    }

    @Override
    public void transform(double mxx, double myx, double mxy, double myy, double tx, double ty) {
        g.transform(new AffineTransform(mxx, myx, mxy, myy, tx, ty));
    }

    @Override
    public void clipRect(double x, double y, double w, double h) {
        g.clip(new Rectangle2D.Double(x, y, w, h));
    }

    @Override
    public void stroke(int argb, double lineWidth) {
        strokeArgb = argb;
        width = lineWidth;
        applyStroke();
    }

    @Override
    public void fill(int argb) {
        fillArgb = argb;
    }

    @Override
    public void dashes(double... pattern) {
        dashes = pattern.clone();
        applyStroke();
    }

    @Override
    public void lineCap(LineCap lineCap) {
        cap = lineCap;
        applyStroke();
    }

    private void applyStroke() {
        int awtCap = switch (cap) {
            case BUTT -> BasicStroke.CAP_BUTT;
            case ROUND -> BasicStroke.CAP_ROUND;
            case SQUARE -> BasicStroke.CAP_SQUARE;
        };
        float[] dash = null;
        if (dashes.length > 0) {
            dash = new float[dashes.length];
            for (int i = 0; i < dash.length; i++) {
                dash[i] = (float) dashes[i];
            }
        }
        g.setStroke(new BasicStroke((float) width, awtCap, BasicStroke.JOIN_MITER, 10f, dash, 0f));
    }

    private void draw(Shape shape) {
        g.setColor(color(strokeArgb));
        g.draw(shape);
    }

    private void fillShape(Shape shape) {
        g.setColor(color(fillArgb));
        g.fill(shape);
    }

    @Override
    public void line(double x1, double y1, double x2, double y2) {
        draw(new Line2D.Double(x1, y1, x2, y2));
    }

    @Override
    public void fillRect(double x, double y, double w, double h) {
        fillShape(new Rectangle2D.Double(x, y, w, h));
    }

    @Override
    public void strokeRect(double x, double y, double w, double h) {
        draw(new Rectangle2D.Double(x, y, w, h));
    }

    @Override
    public void fillOval(double x, double y, double w, double h) {
        fillShape(new Ellipse2D.Double(x, y, w, h));
    }

    @Override
    public void strokeOval(double x, double y, double w, double h) {
        draw(new Ellipse2D.Double(x, y, w, h));
    }

    @Override
    public void fillPolygon(double... xy) {
        fillShape(polyline(true, xy));
    }

    @Override
    public void strokePolyline(boolean closed, double... xy) {
        draw(polyline(closed, xy));
    }

    private static Path2D.Double polyline(boolean closed, double[] xy) {
        Path2D.Double shape = new Path2D.Double();
        for (int i = 0; i + 1 < xy.length; i += 2) {
            if (i == 0) {
                shape.moveTo(xy[0], xy[1]);
            } else {
                shape.lineTo(xy[i], xy[i + 1]);
            }
        }
        if (closed && xy.length >= 2) {
            shape.closePath();
        }
        return shape;
    }

    @Override
    public void beginPath() {
        path = new Path2D.Double();
    }

    @Override
    public void moveTo(double x, double y) {
        path.moveTo(x, y);
    }

    @Override
    public void lineTo(double x, double y) {
        startIfEmpty(x, y);
        path.lineTo(x, y);
    }

    @Override
    public void quadTo(double cx, double cy, double x, double y) {
        startIfEmpty(cx, cy);
        path.quadTo(cx, cy, x, y);
    }

    @Override
    public void cubicTo(double c1x, double c1y, double c2x, double c2y, double x, double y) {
        startIfEmpty(c1x, c1y);
        path.curveTo(c1x, c1y, c2x, c2y, x, y);
    }

    /** A path drawn without a moveTo starts at its first point, as on the canvas. */
    private void startIfEmpty(double x, double y) {
        if (path.getCurrentPoint() == null) {
            path.moveTo(x, y);
        }
    }

    @Override
    public void closePath() {
        if (path.getCurrentPoint() != null) {
            path.closePath();
        }
    }

    @Override
    public void strokePath() {
        draw(path);
    }

    @Override
    public void fillPath() {
        fillShape(path);
    }

    private static Font font(TextStyle style) {
        return new Font(FAMILY, style.bold() ? Font.BOLD : Font.PLAIN, 1).deriveFont((float) style.size());
    }

    @Override
    public void text(String text, double x, double y, TextStyle style) {
        Font font = font(style);
        double left = switch (style.anchor()) {
            case START -> x;
            case MIDDLE -> x - textWidth(text, style) / 2;
            case END -> x - textWidth(text, style);
        };
        LineMetrics metrics = font.getLineMetrics(text, g.getFontRenderContext());
        double base = switch (style.baseline()) {
            case BASELINE -> y;
            case MIDDLE -> y + (metrics.getAscent() - metrics.getDescent()) / 2;
            case TOP -> y + metrics.getAscent();
        };
        g.setFont(font);
        g.setColor(color(fillArgb));
        g.drawString(text, (float) left, (float) base);
    }

    @Override
    public double textWidth(String text, TextStyle style) {
        return font(style).getStringBounds(text, g.getFontRenderContext()).getWidth();
    }

    /** Releases the graphics; the painter is unusable afterwards. */
    void dispose() {
        g.dispose();
    }
}
