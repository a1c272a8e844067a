package com.lightwire.figure.spectra;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Size;
import com.lightwire.figure.TextStyle;
import com.lightwire.figure.Viewport;
import com.lightwire.model.spectra.Schedule;
import com.lightwire.model.spectra.TimedSlot;

import java.util.Locale;

/**
 * The OCS schedule as a Gantt chart (spectra.md §5.2 item 4): one row per switch; each slot a hatched block of δ
 * (reconfiguration) then a block of α in its permutation's colour labelled with its id, so pieces of a permutation
 * split by Equalize share a colour; vertical markers for the makespan and the lower bound; a labelled time axis.
 * World units are pixels at scale 1.
 */
public final class ScheduleGanttFigure implements Figure {

    static final double LABEL_W = 64;
    static final double PLOT_W = 720;
    static final double ROW_H = 30;
    static final double AXIS_H = 40;
    /** Room above the rows for the axis title, inside the figure's extent (a sheet clips what lies outside it). */
    static final double TOP = 16;

    private final Schedule schedule;
    private final double lowerBound;
    private final Palette palette;
    private final double horizon;

    public ScheduleGanttFigure(Schedule schedule, double lowerBound, Palette palette) {
        this.schedule = schedule;
        this.lowerBound = lowerBound;
        this.palette = palette;
        double end = Math.max(schedule.makespan(), lowerBound);
        this.horizon = end > 0 ? end * 1.04 : 1;
    }

    @Override
    public Size size() {
        return new Size(LABEL_W + PLOT_W + 16, TOP + schedule.switches() * ROW_H + AXIS_H + 8);
    }

    /** The x of time t. */
    double x(double t) {
        return LABEL_W + PLOT_W * t / horizon;
    }

    @Override
    public void paint(Painter p, Viewport v, Layer layer) {
        if (layer != Layer.CONTENT) {
            return;
        }
        p.fill(palette.background());
        p.fillRect(0, 0, v.width(), v.height());
        p.save();
        v.apply(p);
        for (int h = 0; h < schedule.switches(); h++) {
            double y = TOP + h * ROW_H;
            p.fill(h % 2 == 0 ? palette.surface() : palette.band());
            p.fillRect(LABEL_W, y, PLOT_W, ROW_H);
            p.fill(palette.ink());
            p.text("OCS " + h, LABEL_W - 8, y + ROW_H / 2, TextStyle.of(11).anchor(TextStyle.Anchor.END)
                    .baseline(TextStyle.Baseline.MIDDLE));
        }
        for (TimedSlot t : schedule.timedSlots()) {
            slot(p, t);
        }
        marker(p, schedule.makespan(), palette.error(), "makespan " + num(schedule.makespan()), 0);
        if (lowerBound > 0) {
            marker(p, lowerBound, palette.accent(), "LB " + num(lowerBound), 12);
        }
        axis(p);
        p.restore();
    }

    private void slot(Painter p, TimedSlot t) {
        double y = TOP + t.switchIndex() * ROW_H + 4;
        double h = ROW_H - 8;
        double x0 = x(t.reconfStart());
        double x1 = x(t.trafficStart());
        double x2 = x(t.end());
        p.fill(palette.frame());
        p.fillRect(x0, y, x1 - x0, h);
        p.stroke(palette.mutedInk(), 0.8);
        p.save();
        p.clipRect(x0, y, x1 - x0, h);
        for (double s = x0 - h; s < x1; s += 4) {
            p.line(s, y + h, s + h, y);
        }
        p.restore();
        int colour = SpectraColors.permutation(t.permId(), palette);
        p.fill(colour);
        p.fillRect(x1, y, x2 - x1, h);
        p.stroke(palette.outline(), 0.6);
        p.strokeRect(x0, y, x2 - x0, h);
        String label = "P" + t.permId();
        if (x2 - x1 > 8 * label.length()) {
            p.fill(Palette.inkOn(colour));
            p.text(label, (x1 + x2) / 2, y + h / 2, TextStyle.of(10).centred().baseline(TextStyle.Baseline.MIDDLE));
        }
    }

    private void marker(Painter p, double t, int colour, String label, double dy) {
        double x = x(t);
        double bottom = TOP + schedule.switches() * ROW_H;
        p.stroke(colour, 1.5);
        p.dashes(5, 3);
        p.line(x, TOP, x, bottom + 6);
        p.dashes();
        p.fill(colour);
        p.text(label, x - 3, bottom + 30 + dy, TextStyle.of(10).anchor(TextStyle.Anchor.END));
    }

    private void axis(Painter p) {
        double y = TOP + schedule.switches() * ROW_H;
        p.stroke(palette.ink(), 1);
        p.line(LABEL_W, y, LABEL_W + PLOT_W, y);
        double step = niceStep(horizon / 6);
        for (double t = 0; t <= horizon + 1e-12; t += step) {
            double x = x(t);
            p.line(x, y, x, y + 4);
            p.fill(palette.mutedInk());
            p.text(num(t), x, y + 15, TextStyle.of(10).centred());
        }
        p.fill(palette.ink());
        p.text("time (demand units)", LABEL_W, y + 30, TextStyle.of(10));
        p.text("switch", 4, TOP - 4, TextStyle.of(10));
    }

    static double niceStep(double raw) {
        double mag = Math.pow(10, Math.floor(Math.log10(raw)));
        double r = raw / mag;
        return (r <= 1 ? 1 : r <= 2 ? 2 : r <= 5 ? 5 : 10) * mag;
    }

    static String num(double v) {
        return String.format(Locale.ROOT, "%.4g", v);
    }
}
