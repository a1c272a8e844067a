package com.lightwire.figure.hbd;

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
import java.util.Locale;

/**
 * Waste curves (digest §5.2 item 6): GPU waste ratio in percent on the y axis against a node fault ratio (a
 * Monte-Carlo sweep) or the day of a replayed trace on the x axis, one line per architecture in its own colour,
 * bounds dashed (the y range follows the measured curves; a bound above it is clipped at the plot's top), points
 * marked while they are few. The point under the pointer is ringed and read out on the
 * {@link Layer#HOVER} layer. World units are pixels.
 */
public final class WasteCurveFigure implements Figure {

    static final double LEFT = 64;
    static final double TOP = 14;
    static final double W = 600;
    static final double H = 300;
    /** Screen distance (px) within which the pointer picks a point. */
    static final double PICK_PX = 14;

    private final List<CurveSeries> series;
    private final String xTitle;
    private final boolean xPercent;
    private final int[] hovered;
    private final Palette palette;
    private final HbdColours colours;
    private final double xMin;
    private final double xMax;
    private final double yMax;

    /**
     * @param series   the curves (ratios as fractions: 0.05 is drawn 5 %)
     * @param xTitle   the x axis title
     * @param xPercent whether x is a fraction shown in percent
     * @param hovered  {series, point} under the pointer, or null
     */
    public WasteCurveFigure(List<CurveSeries> series, String xTitle, boolean xPercent, int[] hovered,
                            Palette palette) {
        this.series = List.copyOf(series);
        this.xTitle = xTitle;
        this.xPercent = xPercent;
        this.hovered = hovered;
        this.palette = palette;
        this.colours = new HbdColours(palette);
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        double top = 0;
        for (CurveSeries s : series) {
            for (int i = 0; i < s.size(); i++) {
                lo = Math.min(lo, s.x(i));
                hi = Math.max(hi, s.x(i));
                top = s.dashed() ? top : Math.max(top, s.y(i));
            }
        }
        this.xMin = lo > hi ? 0 : lo;
        this.xMax = lo >= hi ? xMin + 1 : hi;
        this.yMax = top > 0 ? top * 1.08 : 0.01;
    }

    @Override
    public Size size() {
        return new Size(LEFT + W + 20, TOP + H + 48);
    }

    double sx(double x) {
        return LEFT + W * (x - xMin) / (xMax - xMin);
    }

    double sy(double y) {
        return TOP + H * (1 - y / yMax);
    }

    /** The colour of curve k. */
    public int colour(int k) {
        return series.get(k).dashed() ? palette.mutedInk() : colours.series(k);
    }

    /** {series, point} nearest world point (wx, wy) within {@value #PICK_PX} px at {@code scale}, or null. */
    public int[] pointAt(double wx, double wy, double scale) {
        int[] best = null;
        double bestD = PICK_PX / scale;
        for (int k = 0; k < series.size(); k++) {
            CurveSeries s = series.get(k);
            for (int i = 0; i < s.size(); i++) {
                double d = Math.hypot(sx(s.x(i)) - wx, sy(s.y(i)) - wy);
                if (d <= bestD) {
                    bestD = d;
                    best = new int[] {k, i};
                }
            }
        }
        return best;
    }

    /** The read-out of point i of curve k: {@code nvl-72 at 5 %: 8.70 % waste}. */
    public String readout(int k, int i) {
        CurveSeries s = series.get(k);
        return String.format(Locale.ROOT, "%s at %s: %.3f %% waste", s.label(), xLabel(s.x(i), true),
                s.y(i) * 100);
    }

    private String xLabel(double x, boolean precise) {
        if (xPercent) {
            return precise ? String.format(Locale.ROOT, "%.2f %%", x * 100) : tick(x * 100, xStep() * 100) + " %";
        }
        return precise ? String.format(Locale.ROOT, "day %.1f", x) : tick(x, xStep());
    }

    private double xStep() {
        return niceStep((xMax - xMin) / 8);
    }

    /** {@code value} with as many decimals as a tick {@code step} apart needs. */
    static String tick(double value, double step) {
        int decimals = (int) Math.max(0, Math.ceil(-Math.log10(step) - 1e-9));
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    @Override
    public void paint(Painter p, Viewport v, Layer layer) {
        if (layer == Layer.HOVER) {
            p.save();
            v.apply(p);
            hover(p, v);
            p.restore();
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
        axes(p);
        p.save();
        p.clipRect(LEFT, TOP - 4, W + 4, H + 8);
        for (int k = 0; k < series.size(); k++) {
            curve(p, series.get(k), colour(k));
        }
        p.restore();
        p.restore();
    }

    private void curve(Painter p, CurveSeries s, int colour) {
        if (s.size() == 0) {
            return;
        }
        p.save();
        p.stroke(colour, s.dashed() ? 1.3 : 2);
        if (s.dashed()) {
            p.dashes(5, 3);
        }
        p.beginPath();
        p.moveTo(sx(s.x(0)), sy(s.y(0)));
        for (int i = 1; i < s.size(); i++) {
            p.lineTo(sx(s.x(i)), sy(s.y(i)));
        }
        p.strokePath();
        p.restore();
        if (s.size() <= 30 && !s.dashed()) {
            p.fill(colour);
            for (int i = 0; i < s.size(); i++) {
                p.fillRect(sx(s.x(i)) - 2.5, sy(s.y(i)) - 2.5, 5, 5);
            }
        }
    }

    private void axes(Painter p) {
        double step = niceStep(yMax / 5);
        for (double y = 0; y <= yMax + 1e-12; y += step) {
            p.stroke(palette.grid(), 1);
            p.line(LEFT, sy(y), LEFT + W, sy(y));
            p.fill(palette.mutedInk());
            p.text(tick(y * 100, step * 100) + " %", LEFT - 6, sy(y),
                    TextStyle.of(10).anchor(TextStyle.Anchor.END).baseline(TextStyle.Baseline.MIDDLE));
        }
        double xStep = xStep();
        for (double x = Math.ceil(xMin / xStep) * xStep; x <= xMax + 1e-12; x += xStep) {
            p.stroke(palette.ink(), 1);
            p.line(sx(x), TOP + H, sx(x), TOP + H + 4);
            p.fill(palette.mutedInk());
            p.text(xLabel(x, false), sx(x), TOP + H + 15, TextStyle.of(10).centred());
        }
        p.stroke(palette.ink(), 1);
        p.strokeRect(LEFT, TOP, W, H);
        p.fill(palette.ink());
        p.text(xTitle, LEFT + W / 2, TOP + H + 34, TextStyle.of(11).withBold().centred());
        p.save();
        p.rotate(-Math.PI / 2);
        p.text("GPU waste ratio", -(TOP + H / 2), 14, TextStyle.of(11).withBold().centred());
        p.restore();
    }

    private void hover(Painter p, Viewport v) {
        if (hovered == null || hovered[0] >= series.size() || hovered[1] >= series.get(hovered[0]).size()) {
            return;
        }
        CurveSeries s = series.get(hovered[0]);
        double x = sx(s.x(hovered[1]));
        double y = sy(s.y(hovered[1]));
        double px = 1 / v.scale();
        p.stroke(palette.hover(), 2 * px);
        p.strokeOval(x - 6 * px, y - 6 * px, 12 * px, 12 * px);
        String text = readout(hovered[0], hovered[1]);
        TextStyle style = TextStyle.of(12 * px).baseline(TextStyle.Baseline.MIDDLE);
        double w = p.textWidth(text, 12) * px + 12 * px;
        double h = 22 * px;
        double left = Math.min(x + 10 * px, LEFT + W - w);
        double top = Math.max(TOP, y - h - 8 * px);
        p.fill(palette.surface());
        p.fillRect(left, top, w, h);
        p.stroke(palette.outline(), px);
        p.strokeRect(left, top, w, h);
        p.fill(palette.ink());
        p.text(text, left + 6 * px, top + h / 2, style);
    }

    static double niceStep(double raw) {
        if (!(raw > 0)) {
            return 1;
        }
        double mag = Math.pow(10, Math.floor(Math.log10(raw)));
        double r = raw / mag;
        return (r <= 1 ? 1 : r <= 2 ? 2 : r <= 5 ? 5 : 10) * mag;
    }

    /** One entry per curve in its colour (dashed ones as lines of the muted ink). */
    public List<Sheet.Entry> legend() {
        List<Sheet.Entry> out = new ArrayList<>();
        for (int k = 0; k < series.size(); k++) {
            out.add(new Sheet.Entry(Sheet.Swatch.LINE, colour(k), series.get(k).label()));
        }
        return out;
    }
}
