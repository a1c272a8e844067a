package com.lightwire.ui.common;

import org.jfree.svg.SVGGraphics2D;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;

/** Paints into an SVG document (JFreeSVG), for vector export of the canvas views. */
public final class SvgPainter implements Painter {

    private final SVGGraphics2D g;
    private Color strokeColor = Color.BLACK;
    private Color fillColor = Color.BLACK;
    private Path2D.Double path = new Path2D.Double();

    public SvgPainter(double width, double height) {
        g = new SVGGraphics2D(width, height);
    }

    public String document() {
        return g.getSVGDocument();
    }

    private static Color color(int argb) {
        return new Color((argb >> 16) & 0xff, (argb >> 8) & 0xff, argb & 0xff, (argb >>> 24) & 0xff);
    }

    @Override
    public void stroke(int argb, double width) {
        strokeColor = color(argb);
        g.setStroke(new BasicStroke((float) width));
    }

    @Override
    public void fill(int argb) {
        fillColor = color(argb);
    }

    @Override
    public void line(double x1, double y1, double x2, double y2) {
        g.setColor(strokeColor);
        g.draw(new Line2D.Double(x1, y1, x2, y2));
    }

    @Override
    public void fillRect(double x, double y, double w, double h) {
        g.setColor(fillColor);
        g.fill(new Rectangle2D.Double(x, y, w, h));
    }

    @Override
    public void strokeRect(double x, double y, double w, double h) {
        g.setColor(strokeColor);
        g.draw(new Rectangle2D.Double(x, y, w, h));
    }

    @Override
    public void fillOval(double x, double y, double w, double h) {
        g.setColor(fillColor);
        g.fill(new Ellipse2D.Double(x, y, w, h));
    }

    @Override
    public void text(String text, double x, double y, double size) {
        g.setColor(fillColor);
        g.setFont(new Font("SansSerif", Font.PLAIN, (int) Math.round(size)));
        g.drawString(text, (float) x, (float) y);
    }

    @Override
    public void beginPath() {
        path = new Path2D.Double();
    }

    @Override
    public void segment(double x1, double y1, double x2, double y2) {
        path.moveTo(x1, y1);
        path.lineTo(x2, y2);
    }

    @Override
    public void strokePath() {
        g.setColor(strokeColor);
        g.draw(path);
    }
}
