package com.lightwire.figure.dag;

import com.lightwire.core.dag.DagMethod;
import com.lightwire.core.dag.DagSolution;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Size;
import com.lightwire.figure.TextStyle;
import com.lightwire.figure.Viewport;

/**
 * The solver panel's drawing (DELTA §6.2): the MILP's m-by-k window map (Alg. 1: the intervals each task may occupy,
 * paper Fig. 5b/12) when the answer came from the variable-interval MILP, and the progress curve: DELTA-Fast's best
 * makespan per generation, or a MILP's makespan incumbents and bounds over solve time. A rule or a plain simulation
 * has neither; the figure then says so. World units are pixels at scale 1.
 */
public final class SolverFigure implements Figure {

    static final double LEFT = 90;
    static final double W = 640;
    static final double MAP_H = 260;
    static final double CURVE_H = 200;
    static final double GAP = 60;

    private final DagSolution solution;
    private final Palette palette;
    private final boolean map;
    private final boolean curve;

    public SolverFigure(DagSolution solution, Palette palette) {
        this.solution = solution;
        this.palette = palette;
        this.map = !solution.solver().windowTasks().isEmpty();
        this.curve = solution.solver().curve().length > 0;
    }

    @Override
    public Size size() {
        double h = 30 + (map ? MAP_H + GAP : 0) + (curve ? CURVE_H + GAP : 0) + (map || curve ? 0 : 40);
        return new Size(LEFT + W + 40, h);
    }

    @Override
    public void paint(Painter p, Viewport view, Layer layer) {
        if (layer != Layer.CONTENT) {
            return;
        }
        p.save();
        Figure.fillBackground(p, view, palette.background());
        view.apply(p);
        double y = 30;
        if (map) {
            windows(p, y);
            y += MAP_H + GAP;
        }
        if (curve) {
            if (solution.method() == DagMethod.FAST) {
                generations(p, y);
            } else {
                incumbents(p, y);
            }
        }
        if (!map && !curve) {
            p.fill(palette.mutedInk());
            p.text("No solver progress: " + solution.solver().name() + " computes the allocation by a rule and scores "
                    + "it with one simulation.", 10, 30, TextStyle.of(12));
        }
        p.restore();
    }

    private void windows(Painter p, double top) {
        DagSolution.SolverInfo s = solution.solver();
        int rows = s.windowTasks().size();
        int k = s.intervals();
        double rh = MAP_H / rows;
        double cw = W / Math.max(1, k);
        p.fill(palette.ink());
        p.text("Alg. 1 windows: intervals each MILP task may occupy (" + rows + " tasks \u00d7 K = " + k + ")",
                LEFT, top - 10, TextStyle.of(12).withBold());
        p.fill(palette.band());
        p.fillRect(LEFT, top, W, MAP_H);
        p.fill(palette.accent());
        for (int m = 0; m < rows; m++) {
            int from = Math.max(1, s.windowMin()[m]);
            int to = Math.min(k, s.windowMax()[m]);
            if (to >= from) {
                p.fillRect(LEFT + (from - 1) * cw, top + m * rh, (to - from + 1) * cw, Math.max(0.5, rh - 0.5));
            }
        }
        p.fill(palette.mutedInk());
        if (rh >= 9) {
            for (int m = 0; m < rows; m++) {
                p.text(s.windowTasks().get(m), LEFT - 4, top + m * rh + rh / 2, TextStyle.of(Math.min(10, rh - 1))
                        .anchor(TextStyle.Anchor.END).baseline(TextStyle.Baseline.MIDDLE));
            }
        } else {
            p.text("task \u2193", LEFT - 4, top + 8, TextStyle.of(10).anchor(TextStyle.Anchor.END));
        }
        double step = Math.max(1, DagGantt.niceStep(k / 10.0));
        for (double i = 1; i <= k; i += step) {
            p.text(Integer.toString((int) i), LEFT + (i - 0.5) * cw, top + MAP_H + 12,
                    TextStyle.of(10).anchor(TextStyle.Anchor.MIDDLE));
        }
        p.text("interval k \u2192", LEFT + W, top + MAP_H + 26, TextStyle.of(10).anchor(TextStyle.Anchor.END));
    }

    private void generations(Painter p, double top) {
        double[] c = solution.solver().curve();
        plotFrame(p, top, "DELTA-Fast: best makespan per generation", "generation", 0, c.length - 1, c);
        double[] xy = new double[c.length * 2];
        for (int i = 0; i < c.length; i++) {
            xy[2 * i] = sx(i, 0, Math.max(1, c.length - 1));
            xy[2 * i + 1] = sy(c[i], top, c);
        }
        p.stroke(palette.accent(), 2);
        p.strokePolyline(false, xy);
    }

    private void incumbents(Painter p, double top) {
        double[] c = solution.solver().curve();
        int n = c.length / 3;
        double tEnd = Math.max(1, c[3 * (n - 1)]);
        double[] values = new double[2 * n];
        for (int i = 0; i < n; i++) {
            values[2 * i] = c[3 * i + 1];
            values[2 * i + 1] = Double.isFinite(c[3 * i + 2]) ? c[3 * i + 2] : c[3 * i + 1];
        }
        plotFrame(p, top, solution.solver().name() + ": makespan incumbent \u25cf and bound \u25cb over solve time",
                "solve time (ms)", 0, tEnd, values);
        double[] line = new double[2 * n];
        for (int i = 0; i < n; i++) {
            double x = sx(c[3 * i], 0, tEnd);
            double y = sy(c[3 * i + 1], top, values);
            line[2 * i] = x;
            line[2 * i + 1] = y;
            p.fill(palette.accent());
            p.fillOval(x - 4, y - 4, 8, 8);
            if (Double.isFinite(c[3 * i + 2])) {
                p.stroke(palette.warning(), 1.5);
                p.strokeOval(x - 5, sy(c[3 * i + 2], top, values) - 5, 10, 10);
            }
        }
        p.stroke(palette.accent(), 1.5);
        p.strokePolyline(false, line);
    }

    private double sx(double v, double lo, double hi) {
        return LEFT + (hi > lo ? (v - lo) / (hi - lo) : 0) * W;
    }

    private double sy(double v, double top, double[] values) {
        double[] r = range(values);
        return top + CURVE_H - (r[1] > r[0] ? (v - r[0]) / (r[1] - r[0]) : 0.5) * CURVE_H;
    }

    private static double[] range(double[] values) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (double v : values) {
            if (Double.isFinite(v)) {
                lo = Math.min(lo, v);
                hi = Math.max(hi, v);
            }
        }
        double pad = hi > lo ? (hi - lo) * 0.08 : Math.max(1e-9, Math.abs(hi) * 0.05);
        return new double[] {lo - pad, hi + pad};
    }

    private void plotFrame(Painter p, double top, String title, String xTitle, double xLo, double xHi,
                           double[] values) {
        p.fill(palette.ink());
        p.text(title, LEFT, top - 10, TextStyle.of(12).withBold());
        p.fill(palette.band());
        p.fillRect(LEFT, top, W, CURVE_H);
        p.stroke(palette.outline(), 1);
        p.line(LEFT, top + CURVE_H, LEFT + W, top + CURVE_H);
        p.line(LEFT, top, LEFT, top + CURVE_H);
        p.fill(palette.mutedInk());
        double step = DagGantt.niceStep((xHi - xLo) / 8);
        for (double v = xLo; v <= xHi + 1e-9 && step > 0; v += step) {
            p.text(DagGantt.tick(v), sx(v, xLo, xHi), top + CURVE_H + 14, TextStyle.of(10)
                    .anchor(TextStyle.Anchor.MIDDLE));
        }
        p.text(xTitle, LEFT + W, top + CURVE_H + 28, TextStyle.of(10).anchor(TextStyle.Anchor.END));
        double[] r = range(values);
        for (int i = 0; i <= 4; i++) {
            double v = r[0] + (r[1] - r[0]) * i / 4;
            p.text(DagGantt.tick(v), LEFT - 6, sy(v, top, values), TextStyle.of(10).anchor(TextStyle.Anchor.END)
                    .baseline(TextStyle.Baseline.MIDDLE));
        }
        p.text("makespan (ms)", 4, top - 10, TextStyle.of(10));
    }
}
