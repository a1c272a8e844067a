package com.lightwire.figure.dag;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Size;
import com.lightwire.figure.TextStyle;
import com.lightwire.figure.Viewport;

import java.util.List;
import java.util.Locale;

/**
 * Rate versus capacity on one directed pod pair over time (DELTA Fig. 7): one panel per schedule (fair sharing by the
 * simulator, DELTA-Joint's rates when a Joint answer exists), each task's rate stacked in its own colour, the pair's
 * capacity {@code x_ab B} as a dashed line, an optional time cursor, a time axis in ms and a rate axis in MB/ms, and a
 * legend of the tasks. World units are pixels at scale 1.
 */
public final class RatePlot implements Figure {

    static final double LEFT = 70;
    static final double PLOT_W = 760;
    static final double PLOT_H = 170;
    static final double GAP = 70;
    static final double LEGEND_W = 170;

    private final List<RateData> panels;
    private final Palette palette;
    private final double cursor;
    private final double end;
    private final double top;

    /** Panels drawn one under the other on a shared time axis; {@code cursor} in ms, or NaN for none. */
    public RatePlot(List<RateData> panels, Palette palette, double cursor) {
        this.panels = List.copyOf(panels);
        this.palette = palette;
        this.cursor = cursor;
        this.end = panels.stream().mapToDouble(RateData::makespan).max().orElse(1);
        double t = 0;
        for (RateData d : panels) {
            t = Math.max(t, Math.max(d.peak(), Double.isFinite(d.capacity()) ? d.capacity() : 0));
        }
        this.top = t > 0 ? t * 1.1 : 1;
    }

    @Override
    public Size size() {
        return new Size(LEFT + PLOT_W + LEGEND_W, panels.size() * (PLOT_H + GAP) + 10);
    }

    /** The task colour of stack position {@code k}. */
    public static int colour(Palette p, int k) {
        int[] base = {p.accent(), p.warning(), p.ok(), p.highlight(), p.heatHigh(), p.error()};
        int c = base[k % base.length];
        return k < base.length ? c : Palette.mix(c, p.surface(), 0.45);
    }

    @Override
    public void paint(Painter p, Viewport view, Layer layer) {
        if (layer != Layer.CONTENT) {
            return;
        }
        p.save();
        Figure.fillBackground(p, view, palette.background());
        view.apply(p);
        double y = 20;
        for (RateData d : panels) {
            panel(p, d, y);
            y += PLOT_H + GAP;
        }
        p.restore();
    }

    private double x(double ms) {
        return LEFT + ms / end * PLOT_W;
    }

    private void panel(Painter p, RateData d, double y0) {
        double bottom = y0 + PLOT_H;
        p.fill(palette.ink());
        p.text(d.title() + ": " + d.pair(), LEFT, y0 - 6, TextStyle.of(12).withBold());
        p.fill(palette.band());
        p.fillRect(LEFT, y0, PLOT_W, PLOT_H);
        for (int i = 0; i + 1 < d.cuts().length; i++) {
            double stacked = 0;
            for (int k = 0; k < d.tasks().size(); k++) {
                double r = d.rates()[k][i];
                if (r <= 0) {
                    continue;
                }
                p.fill(colour(palette, k));
                double h = r / top * PLOT_H;
                p.fillRect(x(d.cuts()[i]), bottom - (stacked / top * PLOT_H) - h,
                        Math.max(0.5, x(d.cuts()[i + 1]) - x(d.cuts()[i])), h);
                stacked += r;
            }
        }
        if (Double.isFinite(d.capacity())) {
            double cy = bottom - d.capacity() / top * PLOT_H;
            p.stroke(palette.error(), 1.6);
            p.dashes(6, 4);
            p.line(LEFT, cy, LEFT + PLOT_W, cy);
            p.dashes();
            p.fill(palette.error());
            p.text(String.format(Locale.ROOT, "capacity x\u00b7B = %s MB/ms", DagGantt.tick(d.capacity())),
                    LEFT + PLOT_W - 4, cy - 4, TextStyle.of(10).anchor(TextStyle.Anchor.END));
        }
        if (Double.isFinite(cursor)) {
            p.stroke(palette.hover(), 2);
            p.line(x(cursor), y0, x(cursor), bottom);
        }
        axes(p, y0, bottom);
        legend(p, d, y0);
    }

    private void axes(Painter p, double y0, double bottom) {
        p.stroke(palette.outline(), 1);
        p.line(LEFT, bottom, LEFT + PLOT_W, bottom);
        p.line(LEFT, y0, LEFT, bottom);
        p.fill(palette.mutedInk());
        double step = DagGantt.niceStep(end / 8);
        for (double t = 0; t <= end + 1e-9 && step > 0; t += step) {
            p.line(x(t), bottom, x(t), bottom + 4);
            p.text(DagGantt.tick(t), x(t), bottom + 16, TextStyle.of(10).anchor(TextStyle.Anchor.MIDDLE));
        }
        p.text("time (ms)", LEFT + PLOT_W, bottom + 30, TextStyle.of(10).anchor(TextStyle.Anchor.END));
        double rs = DagGantt.niceStep(top / 4);
        for (double r = 0; r <= top + 1e-9 && rs > 0; r += rs) {
            double yy = bottom - r / top * PLOT_H;
            p.line(LEFT - 4, yy, LEFT, yy);
            p.text(DagGantt.tick(r), LEFT - 6, yy, TextStyle.of(10).anchor(TextStyle.Anchor.END)
                    .baseline(TextStyle.Baseline.MIDDLE));
        }
        p.text("MB/ms", 4, y0 + 10, TextStyle.of(10));
    }

    private void legend(Painter p, RateData d, double y0) {
        double lx = LEFT + PLOT_W + 14;
        int shown = Math.min(d.tasks().size(), 9);
        for (int k = 0; k < shown; k++) {
            p.fill(colour(palette, k));
            p.fillRect(lx, y0 + k * 16 + 2, 10, 10);
            p.fill(palette.ink());
            p.text(d.tasks().get(k), lx + 14, y0 + k * 16 + 7, TextStyle.of(10).baseline(TextStyle.Baseline.MIDDLE));
        }
        if (d.tasks().size() > shown) {
            p.fill(palette.mutedInk());
            p.text("+" + (d.tasks().size() - shown) + " more", lx, y0 + shown * 16 + 7, TextStyle.of(10));
        }
    }
}
