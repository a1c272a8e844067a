package com.lightwire.figure.spectra;

import com.lightwire.core.spectra.SpectraSweep;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Size;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.TextStyle;
import com.lightwire.figure.Viewport;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A sweep's plot (spectra.md §5.2 item 8): mean makespan over the seeds with its 95 % confidence interval, one line
 * per method (and per s when several), against δ on a log axis (when several δ were swept, all positive) or against s,
 * with the mean lower bound dashed. World units are pixels.
 */
public final class SweepFigure implements Figure {

    static final double LEFT = 72;
    static final double TOP = 16;
    static final double W = 640;
    static final double H = 340;

    private final List<SpectraSweep.Point> points;
    private final Palette palette;
    private final boolean byDelay;
    private final boolean log;
    private final double xMin;
    private final double xMax;
    private final double yMax;

    public SweepFigure(List<SpectraSweep.Point> points, Palette palette) {
        this.points = List.copyOf(points);
        this.palette = palette;
        this.byDelay = points.stream().map(SpectraSweep.Point::delay).distinct().count() > 1;
        this.log = byDelay && points.stream().allMatch(p -> p.delay() > 0);
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        double top = 0;
        for (SpectraSweep.Point p : points) {
            lo = Math.min(lo, xOf(p));
            hi = Math.max(hi, xOf(p));
            if (p.applicable() && p.runs() > 0) {
                top = Math.max(top, p.mean() + (Double.isNaN(p.ci95()) ? 0 : p.ci95()));
            }
        }
        this.xMin = lo == hi ? lo - 1 : lo;
        this.xMax = lo == hi ? hi + 1 : hi;
        this.yMax = top > 0 ? top * 1.08 : 1;
    }

    private double xOf(SpectraSweep.Point p) {
        double v = byDelay ? p.delay() : p.switches();
        return log ? Math.log10(v) : v;
    }

    private double sx(double x) {
        return LEFT + W * (x - xMin) / (xMax - xMin);
    }

    private double sy(double y) {
        return TOP + H * (1 - y / yMax);
    }

    @Override
    public Size size() {
        return new Size(LEFT + W + 24, TOP + H + 56);
    }

    /** The series: method label (with s when several) to its points in x order. */
    Map<String, List<SpectraSweep.Point>> series() {
        boolean severalS = points.stream().map(SpectraSweep.Point::switches).distinct().count() > 1;
        Map<String, List<SpectraSweep.Point>> out = new LinkedHashMap<>();
        for (SpectraSweep.Point p : points) {
            if (p.applicable() && p.runs() > 0) {
                String key = p.method().label() + (severalS && byDelay ? ", s = " + p.switches() : "");
                out.computeIfAbsent(key, k -> new ArrayList<>()).add(p);
            }
        }
        out.values().forEach(l -> l.sort((a, b) -> Double.compare(xOf(a), xOf(b))));
        return out;
    }

    @Override
    public void paint(Painter p, Viewport v, Layer layer) {
        if (layer != Layer.CONTENT) {
            return;
        }
        Figure.fillBackground(p, v, palette.background());
        p.save();
        v.apply(p);
        p.fill(palette.surface());
        p.fillRect(LEFT, TOP, W, H);
        axes(p);
        int k = 0;
        for (List<SpectraSweep.Point> s : series().values()) {
            line(p, s, SpectraColors.permutation(k++, palette), false);
        }
        Map<Integer, List<SpectraSweep.Point>> bounds = new LinkedHashMap<>();
        for (List<SpectraSweep.Point> s : series().values()) {
            bounds.putIfAbsent(s.get(0).switches(), s);
        }
        bounds.values().forEach(s -> line(p, s, palette.ink(), true));
        p.restore();
    }

    private void line(Painter p, List<SpectraSweep.Point> s, int colour, boolean lowerBound) {
        p.stroke(colour, lowerBound ? 1.2 : 2);
        if (lowerBound) {
            p.dashes(5, 3);
        }
        p.beginPath();
        for (int i = 0; i < s.size(); i++) {
            double y = lowerBound ? s.get(i).meanLowerBound() : s.get(i).mean();
            if (i == 0) {
                p.moveTo(sx(xOf(s.get(i))), sy(y));
            } else {
                p.lineTo(sx(xOf(s.get(i))), sy(y));
            }
        }
        p.strokePath();
        p.dashes();
        if (lowerBound) {
            return;
        }
        p.fill(colour);
        for (SpectraSweep.Point pt : s) {
            double x = sx(xOf(pt));
            double ci = Double.isNaN(pt.ci95()) ? 0 : pt.ci95();
            p.line(x, sy(pt.mean() - ci), x, sy(pt.mean() + ci));
            p.fillOval(x - 3, sy(pt.mean()) - 3, 6, 6);
        }
    }

    private void axes(Painter p) {
        p.stroke(palette.ink(), 1);
        p.strokeRect(LEFT, TOP, W, H);
        double step = ScheduleGanttFigure.niceStep(yMax / 5);
        for (double y = 0; y <= yMax + 1e-12; y += step) {
            p.stroke(palette.grid(), 1);
            p.line(LEFT, sy(y), LEFT + W, sy(y));
            p.fill(palette.mutedInk());
            p.text(ScheduleGanttFigure.num(y), LEFT - 6, sy(y), TextStyle.of(10).anchor(TextStyle.Anchor.END)
                    .baseline(TextStyle.Baseline.MIDDLE));
        }
        for (double x : ticks()) {
            p.stroke(palette.ink(), 1);
            p.line(sx(x), TOP + H, sx(x), TOP + H + 4);
            p.fill(palette.mutedInk());
            p.text(log ? String.format(Locale.ROOT, "%.3g", Math.pow(10, x)) : ScheduleGanttFigure.num(x), sx(x),
                    TOP + H + 15, TextStyle.of(10).centred());
        }
        p.fill(palette.ink());
        p.text(byDelay ? (log ? "reconfiguration delay \u03b4 (log scale)" : "reconfiguration delay \u03b4")
                : "switches s", LEFT + W / 2, TOP + H + 34, TextStyle.of(11).withBold().centred());
        p.save();
        p.rotate(-Math.PI / 2);
        p.text("mean makespan (95 % CI)", -(TOP + H / 2), 18, TextStyle.of(11).withBold().centred());
        p.restore();
    }

    private List<Double> ticks() {
        List<Double> out = new ArrayList<>();
        points.stream().map(this::xOf).distinct().sorted().forEach(out::add);
        return out;
    }

    /** What the lines mean: one entry per series, then the lower bound. */
    public List<Sheet.Entry> legend() {
        List<Sheet.Entry> out = new ArrayList<>();
        int k = 0;
        for (String label : series().keySet()) {
            out.add(new Sheet.Entry(Sheet.Swatch.LINE, SpectraColors.permutation(k++, palette), label));
        }
        out.add(new Sheet.Entry(Sheet.Swatch.LINE, palette.ink(), "mean lower bound (dashed)"));
        return out;
    }

    /** The sweep's sheet with its legend. */
    public static Sheet sheet(String title, List<SpectraSweep.Point> points, String description, Palette palette) {
        SweepFigure f = new SweepFigure(points, palette);
        return new Sheet(title, "Spectra sweep: mean over seeds with 95 % confidence intervals", List.of(
                new Sheet.Panel("Makespan sweep", List.of(description), f, 1)), f.legend(), palette);
    }
}
