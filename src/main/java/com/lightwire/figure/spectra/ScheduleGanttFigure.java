package com.lightwire.figure.spectra;

import com.lightwire.core.spectra.Equalize;
import com.lightwire.core.spectra.Lpt;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Size;
import com.lightwire.figure.TextStyle;
import com.lightwire.figure.Viewport;
import com.lightwire.model.spectra.Schedule;
import com.lightwire.model.spectra.TimedSlot;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The OCS schedule as a Gantt chart (spectra.md §5.2 item 4): one row per switch; each slot a hatched block of δ
 * (reconfiguration) then a block of α in its permutation's colour labelled with its id; pieces of one permutation split
 * by Equalize share its colour and are linked by dashed arcs; idle tails up to the makespan are marked; vertical
 * markers show the makespan and the lower bound; a labelled time axis. While stepping, the slot LPT just placed or the
 * piece Equalize just moved is framed, with an arrow for the move. The selection layer frames the selected
 * permutation's slots and draws the time cursor; the hover layer reads out the slot under the pointer. World units are
 * pixels at scale 1.
 */
public final class ScheduleGanttFigure implements Figure {

    static final double LABEL_W = 72;
    static final double PLOT_W = 760;
    static final double ROW_H = 34;
    static final double TOP = 24;
    static final double AXIS_H = 44;

    private final ScheduleReplay replay;
    private final Schedule schedule;
    private final double lowerBound;
    private final ScheduleState state;
    private final Palette palette;
    private final double horizon;
    private final List<TimedSlot> slots;

    public ScheduleGanttFigure(ScheduleReplay replay, ScheduleState state, Palette palette) {
        this.replay = replay;
        this.schedule = replay.at(state.stepper(), state.step());
        this.lowerBound = replay.result().bounds().lowerBound();
        this.state = state;
        this.palette = palette;
        double end = Math.max(replay.result().schedule().makespan(), Math.max(schedule.makespan(), lowerBound));
        this.horizon = end > 0 ? end * 1.04 : 1;
        this.slots = schedule.timedSlots();
    }

    /** The schedule shown (the stepped one). */
    public Schedule schedule() {
        return schedule;
    }

    @Override
    public Size size() {
        return new Size(LABEL_W + PLOT_W + 24, TOP + schedule.switches() * ROW_H + AXIS_H);
    }

    /** The x of time t. */
    double x(double t) {
        return LABEL_W + PLOT_W * t / horizon;
    }

    /** The time at world x (clamped to the plot). */
    public double timeAt(double wx) {
        return Math.max(0, Math.min(horizon, (wx - LABEL_W) / PLOT_W * horizon));
    }

    private double rowTop(int h) {
        return TOP + h * ROW_H;
    }

    @Override
    public void paint(Painter p, Viewport v, Layer layer) {
        if (layer == Layer.CONTENT) {
            Figure.fillBackground(p, v, palette.background());
        }
        p.save();
        v.apply(p);
        switch (layer) {
            case CONTENT -> content(p);
            case SELECTION -> selection(p);
            default -> {
            }
        }
        p.restore();
        if (layer == Layer.HOVER) {
            hover(p, v);
        }
    }

    private void content(Painter p) {
        double[] loads = schedule.loads();
        for (int h = 0; h < schedule.switches(); h++) {
            double y = rowTop(h);
            p.fill(h % 2 == 0 ? palette.surface() : palette.band());
            p.fillRect(LABEL_W, y, PLOT_W, ROW_H);
            p.fill(palette.ink());
            p.text("OCS " + h, LABEL_W - 8, y + ROW_H / 2, TextStyle.of(11).anchor(TextStyle.Anchor.END)
                    .baseline(TextStyle.Baseline.MIDDLE));
            idle(p, h, loads[h], schedule.makespan());
        }
        for (TimedSlot t : slots) {
            slot(p, t);
        }
        links(p);
        stepMarks(p);
        double bottom = TOP + schedule.switches() * ROW_H;
        marker(p, schedule.makespan(), palette.error(), "makespan " + num(schedule.makespan()), TOP - 6);
        if (lowerBound > 0) {
            marker(p, lowerBound, palette.accent(), "LB " + num(lowerBound), bottom + 40);
        }
        axis(p, bottom);
    }

    private void idle(Painter p, int h, double load, double makespan) {
        double x0 = x(load);
        double x1 = x(makespan);
        if (x1 - x0 < 2) {
            return;
        }
        double y = rowTop(h) + ROW_H / 2;
        p.stroke(palette.mutedInk(), 1);
        p.dashes(2, 3);
        p.line(x0, y, x1, y);
        p.dashes();
        if (x1 - x0 > 40) {
            p.fill(palette.mutedInk());
            p.text("idle", (x0 + x1) / 2, y - 4, TextStyle.of(10).anchor(TextStyle.Anchor.MIDDLE));
        }
    }

    private void slot(Painter p, TimedSlot t) {
        double y = rowTop(t.switchIndex()) + 5;
        double h = ROW_H - 10;
        double x0 = x(t.reconfStart());
        double x1 = x(t.trafficStart());
        double x2 = x(t.end());
        reconfiguration(p, palette, x0, x1, y, h);
        int colour = SpectraColors.permutation(t.permId(), palette);
        p.fill(colour);
        p.fillRect(x1, y, x2 - x1, h);
        p.stroke(palette.outline(), 0.6);
        p.strokeRect(x0, y, x2 - x0, h);
        String label = "P" + t.permId();
        if (x2 - x1 > 7 * label.length() + 4) {
            p.fill(Palette.inkOn(colour));
            p.text(label, (x1 + x2) / 2, y + h / 2, TextStyle.of(10).centred());
        }
    }

    /** A reconfiguration of δ from x0 to x1: grey, hatched (the Gantt's and the port view's). */
    static void reconfiguration(Painter p, Palette palette, double x0, double x1, double y, double h) {
        p.fill(palette.frame());
        p.fillRect(x0, y, x1 - x0, h);
        p.stroke(palette.mutedInk(), 0.8);
        p.save();
        p.clipRect(x0, y, x1 - x0, h);
        for (double s = x0 - h; s < x1; s += 4) {
            p.line(s, y + h, s + h, y);
        }
        p.restore();
    }

    /** Dashed arcs joining consecutive pieces (in time) of each permutation split over several slots. */
    private void links(Painter p) {
        for (int id = 0; id < schedule.permutations().size(); id++) {
            List<TimedSlot> pieces = new ArrayList<>();
            for (TimedSlot t : slots) {
                if (t.permId() == id) {
                    pieces.add(t);
                }
            }
            if (pieces.size() < 2) {
                continue;
            }
            pieces.sort((a, b) -> Double.compare(a.trafficStart(), b.trafficStart()));
            p.stroke(SpectraColors.permutation(id, palette), 1.6);
            p.dashes(4, 3);
            for (int k = 0; k + 1 < pieces.size(); k++) {
                double[] a = centre(pieces.get(k));
                double[] b = centre(pieces.get(k + 1));
                p.beginPath();
                p.moveTo(a[0], a[1]);
                p.cubicTo(a[0] + 30, a[1], b[0] - 30, b[1], b[0], b[1]);
                p.strokePath();
            }
            p.dashes();
        }
    }

    /** Where links and moves attach to a slot: near the start of its traffic block, clear of its label. */
    private double[] centre(TimedSlot t) {
        double x1 = x(t.trafficStart());
        return new double[] {x1 + Math.min(8, (x(t.end()) - x1) / 4), rowTop(t.switchIndex()) + ROW_H / 2};
    }

    private void stepMarks(Painter p) {
        int k = state.step();
        if (state.stepper() == ScheduleState.Stepper.LPT && k > 0 && k <= replay.lptSteps()) {
            Lpt.Step step = replay.result().lptSteps().get(k - 1);
            frame(p, last(step.switchIndex()), palette.highlight());
        } else if (state.stepper() == ScheduleState.Stepper.EQUALIZE && k > 0 && k <= replay.moves()) {
            Equalize.Move move = replay.result().moves().get(k - 1);
            TimedSlot cut = find(move.from(), move.slot());
            TimedSlot moved = last(move.to());
            frame(p, cut, palette.highlight());
            frame(p, moved, palette.highlight());
            if (cut != null && moved != null) {
                double[] a = centre(cut);
                double[] b = centre(moved);
                p.stroke(palette.highlight(), 2);
                p.line(a[0], a[1], b[0], b[1]);
                p.fill(palette.highlight());
                p.arrowHead(a[0], a[1], b[0], b[1], 10, 8);
            }
        }
    }

    private TimedSlot last(int h) {
        TimedSlot out = null;
        for (TimedSlot t : slots) {
            out = t.switchIndex() == h ? t : out;
        }
        return out;
    }

    private TimedSlot find(int h, int slot) {
        return slots.stream().filter(t -> t.switchIndex() == h && t.slot() == slot).findFirst().orElse(null);
    }

    private void frame(Painter p, TimedSlot t, int colour) {
        if (t != null) {
            p.stroke(colour, 2.5);
            p.strokeRect(x(t.reconfStart()) - 1, rowTop(t.switchIndex()) + 3, x(t.end()) - x(t.reconfStart()) + 2,
                    ROW_H - 6);
        }
    }

    private void marker(Painter p, double t, int colour, String label, double labelY) {
        double x = x(t);
        double bottom = TOP + schedule.switches() * ROW_H;
        p.stroke(colour, 1.5);
        p.dashes(5, 3);
        p.line(x, TOP - 2, x, bottom + 6);
        p.dashes();
        p.fill(colour);
        p.text(label, x, labelY, TextStyle.of(11).withBold().anchor(TextStyle.Anchor.MIDDLE));
    }

    private void axis(Painter p, double y) {
        p.stroke(palette.ink(), 1);
        p.line(LABEL_W, y, LABEL_W + PLOT_W, y);
        double step = niceStep(horizon / 6);
        for (double t = 0; t <= horizon + 1e-12; t += step) {
            double x = x(t);
            p.line(x, y, x, y + 4);
            p.fill(palette.mutedInk());
            p.text(tick(t, step), x, y + 15, TextStyle.of(10).centred());
        }
        p.fill(palette.ink());
        p.text("time (demand units)", LABEL_W, y + 32, TextStyle.of(11).withBold());
        p.text("switch", LABEL_W - 8, TOP - 8, TextStyle.of(11).withBold().anchor(TextStyle.Anchor.END));
    }

    private void selection(Painter p) {
        for (TimedSlot t : slots) {
            if (t.permId() == state.selectedPerm()) {
                frame(p, t, palette.hover());
            }
        }
        if (!Double.isNaN(state.cursor())) {
            double x = x(state.cursor());
            double bottom = TOP + schedule.switches() * ROW_H;
            p.stroke(palette.ink(), 1.5);
            p.line(x, TOP - 4, x, bottom + 4);
            p.fill(palette.ink());
            p.text("t = " + num(state.cursor()), x + 4, bottom + 28, TextStyle.of(11).withBold());
        }
    }

    private void hover(Painter p, Viewport v) {
        TimedSlot t = find(state.hoverSwitch(), state.hoverSlot());
        if (t == null) {
            return;
        }
        p.save();
        v.apply(p);
        frame(p, t, palette.ink());
        p.restore();
        Tooltip.paint(p, describe(t), v.toScreenX(x(t.end())) + 8, v.toScreenY(rowTop(t.switchIndex())), v, palette);
    }

    /** A slot in words: switch, slot, permutation and its times. */
    public static String describe(TimedSlot t) {
        return String.format(Locale.ROOT, "OCS %d slot %d: P%d, reconfigures %s-%s, traffic %s-%s (alpha %s)",
                t.switchIndex(), t.slot(), t.permId(), num(t.reconfStart()), num(t.trafficStart()),
                num(t.trafficStart()), num(t.end()), num(t.alpha()));
    }

    /** The slot at world point (x, y) as {switch, slot}, or {-1, -1}. */
    public int[] pick(double wx, double wy) {
        int h = (int) Math.floor((wy - TOP) / ROW_H);
        double t = (wx - LABEL_W) / PLOT_W * horizon;
        for (TimedSlot s : slots) {
            if (s.switchIndex() == h && t >= s.reconfStart() && t < s.end()) {
                return new int[] {s.switchIndex(), s.slot()};
            }
        }
        return new int[] {-1, -1};
    }

    static double niceStep(double raw) {
        double mag = Math.pow(10, Math.floor(Math.log10(raw)));
        double r = raw / mag;
        return (r <= 1 ? 1 : r <= 2 ? 2 : r <= 5 ? 5 : 10) * mag;
    }

    /** A tick label with as many decimals as the step needs (0.00, 0.05, 0.10 for a step of 0.05). */
    static String tick(double t, double step) {
        int decimals = Math.max(0, (int) Math.ceil(-Math.log10(step) - 1e-9));
        return String.format(Locale.ROOT, "%." + decimals + "f", t);
    }

    static String num(double v) {
        return String.format(Locale.ROOT, "%.4g", v);
    }
}
