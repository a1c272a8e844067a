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

import java.util.List;
import java.util.Locale;

/**
 * Methods side by side: one compact Gantt chart per method on one shared time axis (so lengths compare at a glance),
 * δ hatched, traffic in the permutation colours, each method's makespan and ratio to the lower bound, and the lower
 * bound as one line through all of them. World units are pixels.
 */
public final class MethodsFigure implements Figure {

    static final double LABEL_W = 90;
    static final double PLOT_W = 640;
    static final double HEAD = 20;
    static final double GAP = 12;

    /**
     * One method's schedule.
     *
     * @param label    the method's label
     * @param schedule its schedule, or null when it gave none
     * @param note     why there is none ("not-applicable", "timed out")
     */
    public record Entry(String label, Schedule schedule, String note) {
    }

    private final List<Entry> entries;
    private final double lowerBound;
    private final Palette palette;
    private final double horizon;
    private final double rowH;

    public MethodsFigure(List<Entry> entries, double lowerBound, Palette palette) {
        this.entries = List.copyOf(entries);
        this.lowerBound = lowerBound;
        this.palette = palette;
        double end = lowerBound;
        for (Entry e : entries) {
            end = e.schedule() == null ? end : Math.max(end, e.schedule().makespan());
        }
        this.horizon = end > 0 ? end * 1.04 : 1;
        int s = entries.stream().filter(e -> e.schedule() != null).mapToInt(e -> e.schedule().switches()).max()
                .orElse(1);
        this.rowH = Math.max(5, Math.min(12, 72.0 / s));
    }

    private double height(Entry e) {
        return HEAD + (e.schedule() == null ? rowH : e.schedule().switches() * rowH) + GAP;
    }

    @Override
    public Size size() {
        return new Size(LABEL_W + PLOT_W + 24, entries.stream().mapToDouble(this::height).sum() + 50);
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
        double y = 0;
        for (Entry e : entries) {
            entry(p, e, y);
            y += height(e);
        }
        if (lowerBound > 0) {
            p.stroke(palette.accent(), 1.5);
            p.dashes(5, 3);
            p.line(x(lowerBound), 0, x(lowerBound), y);
            p.dashes();
        }
        axis(p, y);
        p.restore();
    }

    private void entry(Painter p, Entry e, double y) {
        p.fill(palette.ink());
        TextStyle bold = TextStyle.of(11).withBold();
        p.text(e.label(), 4, y + 13, bold);
        double after = 4 + p.textWidth(e.label(), bold) + 12;
        Schedule s = e.schedule();
        p.fill(palette.mutedInk());
        if (s == null) {
            p.text(e.note(), after, y + 13, TextStyle.of(11));
            return;
        }
        String ratio = lowerBound > 0 ? String.format(Locale.ROOT, ", ratio %.4f", s.makespan() / lowerBound) : "";
        p.text(String.format(Locale.ROOT, "makespan %.5g%s, %d configurations", s.makespan(), ratio,
                s.configurations()), after, y + 13, TextStyle.of(11));
        double top = y + HEAD;
        p.fill(palette.surface());
        p.fillRect(LABEL_W, top, PLOT_W, s.switches() * rowH);
        for (TimedSlot t : s.timedSlots()) {
            double ry = top + t.switchIndex() * rowH + 1;
            p.fill(palette.frame());
            p.fillRect(x(t.reconfStart()), ry, x(t.trafficStart()) - x(t.reconfStart()), rowH - 2);
            p.fill(SpectraColors.permutation(t.permId(), palette));
            p.fillRect(x(t.trafficStart()), ry, x(t.end()) - x(t.trafficStart()), rowH - 2);
        }
        p.stroke(palette.error(), 1.5);
        p.line(x(s.makespan()), top - 2, x(s.makespan()), top + s.switches() * rowH + 2);
        p.fill(palette.mutedInk());
        p.text(s.switches() + " OCSes", LABEL_W - 6, top + s.switches() * rowH / 2, TextStyle.of(10)
                .anchor(TextStyle.Anchor.END).baseline(TextStyle.Baseline.MIDDLE));
    }

    private void axis(Painter p, double y) {
        p.stroke(palette.ink(), 1);
        p.line(LABEL_W, y, LABEL_W + PLOT_W, y);
        double step = ScheduleGanttFigure.niceStep(horizon / 6);
        for (double t = 0; t <= horizon + 1e-12; t += step) {
            p.line(x(t), y, x(t), y + 4);
            p.fill(palette.mutedInk());
            p.text(ScheduleGanttFigure.tick(t, step), x(t), y + 15, TextStyle.of(10).centred());
        }
        p.fill(palette.ink());
        p.text("time (demand units); dashed: lower bound " + ScheduleGanttFigure.num(lowerBound), LABEL_W, y + 32,
                TextStyle.of(11).withBold());
    }
}
