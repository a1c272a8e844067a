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
import com.lightwire.model.spectra.Tolerance;

import java.util.Locale;

/**
 * The port view (spectra.md §5.2 item 5): for one ToR i, its connection on each OCS over time (the output port j of
 * each slot's permutation, coloured when it serves D[i][j] and grey when it is filler, after the slot's hatched δ) and, on the bottom row, when
 * each of its demands D[i][j] completes: the coflow completion times an AI user reads. World units are pixels.
 */
public final class PortFigure implements Figure {

    static final double LABEL_W = ScheduleGanttFigure.LABEL_W;
    static final double PLOT_W = ScheduleGanttFigure.PLOT_W;
    static final double ROW_H = 30;
    static final double TOP = 24;
    static final double DONE_H = 58;

    private final Schedule schedule;
    private final double[][] demand;
    private final int port;
    private final Palette palette;
    private final double horizon;
    private final double[] completions;

    public PortFigure(Schedule schedule, double[][] demand, int port, Palette palette) {
        this.schedule = schedule;
        this.demand = demand;
        this.port = port;
        this.palette = palette;
        this.horizon = schedule.makespan() > 0 ? schedule.makespan() * 1.04 : 1;
        this.completions = ScheduleReplay.completions(schedule, demand, port);
    }

    /** When each D[port][j] completes (NaN where there is no demand). */
    public double[] completions() {
        return completions.clone();
    }

    @Override
    public Size size() {
        return new Size(LABEL_W + PLOT_W + 24, TOP + schedule.switches() * ROW_H + DONE_H + 40);
    }

    private double x(double t) {
        return LABEL_W + PLOT_W * t / horizon;
    }

    @Override
    public void paint(Painter p, Viewport v, Layer layer) {
        if (layer != Layer.CONTENT) {
            return;
        }
        Figure.fillBackground(p, v, palette.background());
        p.save();
        v.apply(p);
        p.fill(palette.ink());
        p.text("ToR " + port + ": its circuit on each OCS over time (label = output port j)", LABEL_W, TOP - 8,
                TextStyle.of(12).withBold());
        for (int h = 0; h < schedule.switches(); h++) {
            double y = TOP + h * ROW_H;
            p.fill(h % 2 == 0 ? palette.surface() : palette.band());
            p.fillRect(LABEL_W, y, PLOT_W, ROW_H);
            p.fill(palette.ink());
            p.text("OCS " + h, LABEL_W - 8, y + ROW_H / 2, TextStyle.of(11).anchor(TextStyle.Anchor.END)
                    .baseline(TextStyle.Baseline.MIDDLE));
        }
        double threshold = Tolerance.support(DecomposeReplay.maxEntry(demand));
        for (TimedSlot t : schedule.timedSlots()) {
            circuit(p, t, threshold);
        }
        done(p, TOP + schedule.switches() * ROW_H);
        p.restore();
    }

    private void circuit(Painter p, TimedSlot t, double threshold) {
        int j = schedule.permutations().get(t.permId()).target(port);
        boolean serves = demand[port][j] > threshold;
        double y = TOP + t.switchIndex() * ROW_H + 5;
        double h = ROW_H - 10;
        double x0 = x(t.reconfStart());
        double x1 = x(t.trafficStart());
        double x2 = x(t.end());
        ScheduleGanttFigure.reconfiguration(p, palette, x0, x1, y, h);
        p.stroke(palette.outline(), 0.6);
        p.strokeRect(x0, y, x1 - x0, h);
        int colour = serves ? SpectraColors.permutation(t.permId(), palette) : palette.frame();
        p.fill(colour);
        p.fillRect(x1, y, x2 - x1, h);
        p.stroke(palette.outline(), 0.6);
        p.strokeRect(x1, y, x2 - x1, h);
        String label = "\u2192" + j;
        if (x2 - x1 > 7 * label.length() + 4) {
            p.fill(Palette.inkOn(colour));
            p.text(label, (x1 + x2) / 2, y + h / 2, TextStyle.of(10).centred());
        }
    }

    private void done(Painter p, double y) {
        p.fill(palette.ink());
        p.text("D[" + port + "][j] done", LABEL_W - 8, y + 16, TextStyle.of(11).anchor(TextStyle.Anchor.END)
                .baseline(TextStyle.Baseline.MIDDLE));
        double[] lastX = {-1e9, -1e9, -1e9};
        Integer[] order = new Integer[completions.length];
        for (int j = 0; j < order.length; j++) {
            order[j] = j;
        }
        java.util.Arrays.sort(order, (a, b) -> Double.compare(Double.isNaN(completions[a]) ? -1 : completions[a],
                Double.isNaN(completions[b]) ? -1 : completions[b]));
        for (int j : order) {
            if (!Double.isNaN(completions[j])) {
                double x = x(completions[j]);
                p.fill(palette.ok());
                p.fillPolygon(x, y + 8, x + 5, y + 14, x, y + 20, x - 5, y + 14);
                int level = 0;
                while (level < 2 && x - lastX[level] < 16) {
                    level++;
                }
                lastX[level] = x;
                p.fill(palette.ink());
                p.text(Integer.toString(j), x, y + 30 + 11 * level, TextStyle.of(9).anchor(TextStyle.Anchor.MIDDLE));
            }
        }
        double axis = y + DONE_H;
        p.stroke(palette.ink(), 1);
        p.line(LABEL_W, axis, LABEL_W + PLOT_W, axis);
        double step = ScheduleGanttFigure.niceStep(horizon / 6);
        for (double t = 0; t <= horizon + 1e-12; t += step) {
            p.line(x(t), axis, x(t), axis + 4);
            p.fill(palette.mutedInk());
            p.text(ScheduleGanttFigure.tick(t, step), x(t), axis + 15, TextStyle.of(10).centred());
        }
        p.fill(palette.ink());
        p.text(String.format(Locale.ROOT, "time (demand units); last demand of ToR %d done at %s", port,
                ScheduleGanttFigure.num(lastDone())), LABEL_W, axis + 32, TextStyle.of(11).withBold());
    }

    /** When the port's last demand completes (0 without demand). */
    public double lastDone() {
        double last = 0;
        for (double c : completions) {
            last = Double.isNaN(c) ? last : Math.max(last, c);
        }
        return last;
    }
}
