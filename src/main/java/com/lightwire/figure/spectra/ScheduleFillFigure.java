package com.lightwire.figure.spectra;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Size;
import com.lightwire.figure.Viewport;

/**
 * The Gantt chart filled up to time {@code t} (the schedule animation of a deck step, issue 15): the chart as
 * {@link ScheduleGanttFigure} draws it, the lanes after {@code t} left blank, and the time cursor at {@code t}.
 * Same size and world coordinates as the chart, so a step's camera frames every phase alike.
 */
public final class ScheduleFillFigure implements Figure {

    private final ScheduleGanttFigure gantt;
    private final double time;
    private final Palette palette;

    /** The chart of {@code replay} in {@code state} (its stepper and step), filled up to {@code time}. */
    public ScheduleFillFigure(ScheduleReplay replay, ScheduleState state, double time, Palette palette) {
        this.gantt = new ScheduleGanttFigure(replay, state.withSelectedPerm(-1).withHover(-1, -1).withCursor(time),
                palette);
        this.time = time;
        this.palette = palette;
    }

    /** The time the chart is filled up to. */
    public double time() {
        return time;
    }

    @Override
    public Size size() {
        return gantt.size();
    }

    @Override
    public void paint(Painter p, Viewport v, Layer layer) {
        if (layer == Layer.HOVER) {
            return;
        }
        gantt.paint(p, v, layer);
        if (layer != Layer.CONTENT) {
            return;
        }
        double from = gantt.x(time);
        double to = ScheduleGanttFigure.LABEL_W + ScheduleGanttFigure.PLOT_W;
        if (to - from <= 0) {
            return;
        }
        p.save();
        v.apply(p);
        p.fill(palette.background());
        p.fillRect(from, ScheduleGanttFigure.TOP - 1, to - from + 1,
                gantt.schedule().switches() * ScheduleGanttFigure.ROW_H + 2);
        p.restore();
    }
}
