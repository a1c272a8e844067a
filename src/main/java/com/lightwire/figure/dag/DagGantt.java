package com.lightwire.figure.dag;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Size;
import com.lightwire.figure.TextStyle;
import com.lightwire.figure.Viewport;

import java.util.Locale;

/**
 * The Gantt of a schedule: lanes per directed pod pair (label left), bars from real start to end shaded by rate over
 * the pair's capacity, a pale extension for total slack, the critical path outlined, dashed interval boundaries and a
 * time axis in ms. World units are pixels at scale 1.
 */
public final class DagGantt implements Figure {

    static final double LABEL = 150;
    static final double PLOT = 900;
    static final double ROW = 16;
    static final double LANE_GAP = 8;
    static final double AXIS = 36;

    private final GanttData data;
    private final Palette palette;
    private final double height;
    private final double cursor;
    private final int selected;

    public DagGantt(GanttData data, Palette palette) {
        this(data, palette, Double.NaN);
    }

    /** The Gantt with a time cursor at {@code cursor} ms (NaN for none). */
    public DagGantt(GanttData data, Palette palette, double cursor) {
        this(data, palette, cursor, -1);
    }

    /** The Gantt with a time cursor (NaN for none) and task {@code selected} (its DAG index, -1 for none) marked. */
    public DagGantt(GanttData data, Palette palette, double cursor, int selected) {
        this.data = data;
        this.selected = selected;
        this.palette = palette;
        this.cursor = cursor;
        double h = AXIS;
        for (GanttData.Lane lane : data.lanes()) {
            h += lane.rows() * ROW + LANE_GAP;
        }
        this.height = h + 10;
    }

    @Override
    public Size size() {
        return new Size(LABEL + PLOT + 20, height);
    }

    /** The DAG index of the task whose bar holds world point (x, y), or -1. */
    public int pick(double px, double py) {
        double top = 0;
        for (GanttData.Lane lane : data.lanes()) {
            for (GanttData.Bar bar : lane.bars()) {
                double y = top + bar.row() * ROW + 2;
                if (py >= y && py <= y + ROW - 4 && px >= x(bar.start()) - 1
                        && px <= Math.max(x(bar.end()), x(bar.start()) + 2) + 1) {
                    return bar.task();
                }
            }
            top += lane.rows() * ROW + LANE_GAP;
        }
        return -1;
    }

    private double x(double ms) {
        return LABEL + (data.makespan() > 0 ? ms / data.makespan() * PLOT : 0);
    }

    @Override
    public void paint(Painter p, Viewport view, Layer layer) {
        if (layer != Layer.CONTENT) {
            return;
        }
        p.save();
        Figure.fillBackground(p, view, palette.background());
        view.apply(p);
        intervals(p);
        double y = 0;
        for (GanttData.Lane lane : data.lanes()) {
            lane(p, lane, y);
            y += lane.rows() * ROW + LANE_GAP;
        }
        axis(p, y);
        if (Double.isFinite(cursor)) {
            p.stroke(palette.hover(), 2);
            p.line(x(cursor), 0, x(cursor), y);
        }
        p.restore();
    }

    private void intervals(Painter p) {
        p.stroke(palette.grid(), 0.6);
        p.dashes(3, 3);
        double bottom = height - AXIS;
        for (double t : data.events()) {
            p.line(x(t), 0, x(t), bottom);
        }
        p.dashes();
    }

    private void lane(Painter p, GanttData.Lane lane, double top) {
        p.fill(palette.band());
        p.fillRect(LABEL, top, PLOT, lane.rows() * ROW);
        p.fill(palette.ink());
        p.text(lane.label(), 4, top + ROW / 2, TextStyle.of(11).baseline(TextStyle.Baseline.MIDDLE));
        for (GanttData.Bar bar : lane.bars()) {
            double y = top + bar.row() * ROW + 2;
            double h = ROW - 4;
            if (bar.totalSlack() > 1e-9) {
                p.fill(Palette.mix(palette.band(), palette.ok(), 0.35));
                p.fillRect(x(bar.end()), y + h / 3, x(bar.end() + bar.totalSlack()) - x(bar.end()), h / 3);
            }
            double[] seg = bar.segments();
            for (int i = 0; i < seg.length; i += 3) {
                double share = Double.isInfinite(lane.capacity()) ? 1 : Math.min(1, seg[i + 2] / lane.capacity());
                p.fill(Palette.mix(palette.surface(), palette.accent(), 0.25 + 0.75 * share));
                p.fillRect(x(seg[i]), y, Math.max(0.5, x(seg[i + 1]) - x(seg[i])), h);
            }
            if (bar.task() == selected) {
                p.stroke(palette.highlight(), 3);
                p.strokeRect(x(bar.start()) - 1, y - 1, Math.max(2, x(bar.end()) - x(bar.start())) + 2, h + 2);
            } else if (bar.critical()) {
                p.stroke(palette.error(), 2);
                p.strokeRect(x(bar.start()), y, Math.max(1, x(bar.end()) - x(bar.start())), h);
            } else {
                p.stroke(palette.outline(), 0.6);
                p.strokeRect(x(bar.start()), y, Math.max(0.5, x(bar.end()) - x(bar.start())), h);
            }
        }
    }

    private void axis(Painter p, double top) {
        p.stroke(palette.outline(), 1);
        p.line(LABEL, top, LABEL + PLOT, top);
        double step = niceStep(data.makespan() / 8);
        p.fill(palette.mutedInk());
        for (double t = 0; t <= data.makespan() + 1e-9 && step > 0; t += step) {
            p.line(x(t), top, x(t), top + 4);
            p.text(tick(t), x(t), top + 16, TextStyle.of(10).anchor(TextStyle.Anchor.MIDDLE));
        }
        p.text("time (ms)", LABEL, top + 28, TextStyle.of(10));
    }

    /** A tick label: up to four significant digits, no trailing zeros. */
    static String tick(double t) {
        return new java.math.BigDecimal(String.format(Locale.ROOT, "%.4g", t)).stripTrailingZeros().toPlainString();
    }

    /** 1, 2 or 5 times a power of ten, at least {@code raw}. */
    static double niceStep(double raw) {
        if (!(raw > 0)) {
            return 0;
        }
        double pow = Math.pow(10, Math.floor(Math.log10(raw)));
        for (double m : new double[] {1, 2, 5, 10}) {
            if (m * pow >= raw) {
                return m * pow;
            }
        }
        return 10 * pow;
    }
}
