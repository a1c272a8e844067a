package com.lightwire.figure.simulation;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.Size;
import com.lightwire.figure.TextStyle;
import com.lightwire.figure.Viewport;

import java.util.ArrayList;
import java.util.List;

/**
 * A line chart of a few series over two titled axes with ticks and grid lines: CDFs drawn as step functions, or lines
 * through marked points (Fig. 7). The point under the pointer ({@link #pick}, {@link #withHover}) is ringed and read
 * out on {@link Layer#HOVER}. World units are pixels at scale 1.
 */
public final class XyChart implements Figure {

    static final double LEFT = 78;
    static final double TOP = 14;
    static final double W = 640;
    static final double H = 340;
    private static final double PICK_RADIUS = 14;

    /**
     * One series.
     *
     * @param label   its legend text (an architecture's name)
     * @param colour  its colour
     * @param xs      x of each point, ascending
     * @param ys      y of each point
     * @param style   how it is drawn
     */
    public record Series(String label, int colour, double[] xs, double[] ys, Style style) {
        public Series {
            xs = xs.clone();
            ys = ys.clone();
            if (xs.length != ys.length) {
                throw new IllegalArgumentException("xs and ys differ in length");
            }
        }

        public double x(int i) {
            return xs[i];
        }

        public double y(int i) {
            return ys[i];
        }

        public int size() {
            return xs.length;
        }
    }

    /** How a series is drawn. */
    public enum Style {
        /** A step function from y = 0 (a CDF). */
        STEP,
        /** Straight lines through marked points. */
        LINE,
        /** Marked points only (separate events). */
        POINTS
    }

    private final List<Series> series;
    private final ChartAxis x;
    private final ChartAxis y;
    private final Palette palette;
    private final int hoverSeries;
    private final int hoverPoint;

    public XyChart(List<Series> series, ChartAxis x, ChartAxis y, Palette palette) {
        this(series, x, y, palette, -1, -1);
    }

    private XyChart(List<Series> series, ChartAxis x, ChartAxis y, Palette palette, int hoverSeries, int hoverPoint) {
        this.series = List.copyOf(series);
        this.x = x;
        this.y = y;
        this.palette = palette;
        this.hoverSeries = hoverSeries;
        this.hoverPoint = hoverPoint;
    }

    public List<Series> series() {
        return series;
    }

    public ChartAxis xAxis() {
        return x;
    }

    public ChartAxis yAxis() {
        return y;
    }

    /** The same chart with point {@code point} of series {@code index} hovered (-1, -1: none). */
    public XyChart withHover(int index, int point) {
        return new XyChart(series, x, y, palette, index, point);
    }

    /** The hovered {series, point}, or {-1, -1}. */
    public int[] hover() {
        return new int[] {hoverSeries, hoverPoint};
    }

    double sx(double v) {
        return LEFT + W * clamp(x.fraction(v));
    }

    double sy(double v) {
        return TOP + H * (1 - clamp(y.fraction(v)));
    }

    private static double clamp(double f) {
        return Double.isFinite(f) ? Math.max(-0.02, Math.min(1.02, f)) : 0;
    }

    /** The nearest point to world (wx, wy) within {@value #PICK_RADIUS} px at {@code scale}, as {series, point}. */
    public int[] pick(double wx, double wy, double scale) {
        int[] best = {-1, -1};
        double bestDistance = PICK_RADIUS / Math.max(scale, 1e-9);
        for (int s = 0; s < series.size(); s++) {
            Series one = series.get(s);
            for (int i = 0; i < one.size(); i++) {
                double d = Math.hypot(sx(one.x(i)) - wx, sy(one.y(i)) - wy);
                if (d < bestDistance) {
                    bestDistance = d;
                    best = new int[] {s, i};
                }
            }
        }
        return best;
    }

    /** The read-out of a point: "name: x title value, y title value". */
    public String readout(int index, int point) {
        Series s = series.get(index);
        return s.label() + ": " + shortTitle(x.title()) + " " + ChartAxis.format(s.x(point)) + ", "
                + shortTitle(y.title()) + " " + ChartAxis.format(s.y(point));
    }

    private static String shortTitle(String title) {
        int paren = title.indexOf(" (");
        return paren > 0 ? title.substring(0, paren) : title;
    }

    @Override
    public Size size() {
        return new Size(LEFT + W + 24, TOP + H + 48);
    }

    @Override
    public void paint(Painter p, Viewport v, Layer layer) {
        if (layer == Layer.HOVER) {
            paintHover(p, v);
            return;
        }
        if (layer != Layer.CONTENT) {
            return;
        }
        Figure.fillBackground(p, v, palette.background());
        p.save();
        v.apply(p);
        p.fill(palette.surface());
        p.fillRect(LEFT, TOP, W, H);
        grid(p);
        p.save();
        p.clipRect(LEFT - 4, TOP - 4, W + 8, H + 8);
        series.forEach(s -> line(p, s));
        p.restore();
        p.restore();
    }

    private void grid(Painter p) {
        TextStyle left = TextStyle.of(11).anchor(TextStyle.Anchor.END).baseline(TextStyle.Baseline.MIDDLE);
        for (double t : y.ticks()) {
            p.stroke(palette.grid(), 1);
            p.line(LEFT, sy(t), LEFT + W, sy(t));
            p.fill(palette.mutedInk());
            p.text(ChartAxis.format(t), LEFT - 6, sy(t), left);
        }
        for (double t : x.ticks()) {
            p.stroke(palette.grid(), 1);
            p.line(sx(t), TOP, sx(t), TOP + H);
            p.fill(palette.mutedInk());
            p.text(ChartAxis.format(t), sx(t), TOP + H + 16, TextStyle.of(11).centred());
        }
        p.stroke(palette.ink(), 1);
        p.strokeRect(LEFT, TOP, W, H);
        p.fill(palette.ink());
        p.text(x.title(), LEFT + W / 2, TOP + H + 38, TextStyle.of(12).withBold().centred());
        p.save();
        p.rotate(-Math.PI / 2);
        p.text(y.title(), -(TOP + H / 2), 16, TextStyle.of(12).withBold().centred());
        p.restore();
    }

    private void line(Painter p, Series s) {
        if (s.size() == 0) {
            return;
        }
        if (s.style() != Style.POINTS) {
            path(p, s);
        }
        if (s.style() != Style.STEP) {
            p.fill(s.colour());
            for (int i = 0; i < s.size(); i++) {
                p.fillOval(sx(s.x(i)) - 3.5, sy(s.y(i)) - 3.5, 7, 7);
            }
        }
    }

    private void path(Painter p, Series s) {
        p.stroke(s.colour(), 2);
        p.beginPath();
        if (s.style() == Style.STEP) {
            p.moveTo(sx(s.x(0)), sy(Math.max(y.min(), 0)));
            for (int i = 0; i < s.size(); i++) {
                p.lineTo(sx(s.x(i)), i == 0 ? sy(Math.max(y.min(), 0)) : sy(s.y(i - 1)));
                p.lineTo(sx(s.x(i)), sy(s.y(i)));
            }
            p.lineTo(LEFT + W, sy(s.y(s.size() - 1)));
        } else {
            p.moveTo(sx(s.x(0)), sy(s.y(0)));
            for (int i = 1; i < s.size(); i++) {
                p.lineTo(sx(s.x(i)), sy(s.y(i)));
            }
        }
        p.strokePath();
    }

    private void paintHover(Painter p, Viewport v) {
        if (hoverSeries < 0 || hoverSeries >= series.size() || hoverPoint >= series.get(hoverSeries).size()) {
            return;
        }
        Series s = series.get(hoverSeries);
        double hx = v.toScreenX(sx(s.x(hoverPoint)));
        double hy = v.toScreenY(sy(s.y(hoverPoint)));
        p.stroke(palette.hover(), 2);
        p.strokeOval(hx - 6, hy - 6, 12, 12);
        ReadoutBox.paint(p, readout(hoverSeries, hoverPoint), hx, hy, v, palette);
    }

    /** The legend: one line per series. */
    public List<Sheet.Entry> legend() {
        List<Sheet.Entry> out = new ArrayList<>();
        series.forEach(s -> out.add(new Sheet.Entry(s.style() == Style.POINTS ? Sheet.Swatch.FILL : Sheet.Swatch.LINE,
                s.colour(), s.label())));
        return out;
    }
}
