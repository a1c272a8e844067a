package com.lightwire.figure.spectra;

import com.lightwire.figure.Layer;
import com.lightwire.figure.Palette;
import com.lightwire.figure.RecordingPainter;
import com.lightwire.figure.Size;
import com.lightwire.figure.Viewport;
import com.lightwire.model.spectra.Schedule;
import com.lightwire.model.spectra.Slot;
import com.lightwire.model.spectra.WeightedPermutation;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Gantt chart of an OCS schedule draws inside its own extent, which a sheet clips its body to. */
class ScheduleGanttFigureTest {

    /**
     * Walk-through on spectra-benchmark-64: the axis title "switch" sat above the first row, outside the figure, and
     * the sheet's clip cut its top off (it read "switcn"). Every text must lie inside the figure's size.
     */
    @Test
    void everyTextLiesInsideTheFiguresExtent() {
        List<WeightedPermutation> perms = List.of(new WeightedPermutation(0, new int[] {1, 0}, 0.5, 0.5),
                new WeightedPermutation(1, new int[] {0, 1}, 0.25, 0.25));
        Schedule schedule = new Schedule("hand", 2, 0.01, perms,
                List.of(List.of(new Slot(0, 0.5)), List.of(new Slot(1, 0.25))));
        ScheduleGanttFigure figure = new ScheduleGanttFigure(schedule, 0.4, Palette.of(false));
        Size size = figure.size();
        RecordingPainter painter = new RecordingPainter();
        figure.paint(painter, new Viewport(1, 0, 0, size.width(), size.height()), Layer.CONTENT);
        assertTrue(painter.placed.stream().anyMatch(t -> t.text().equals("switch")), "the axis title is drawn");
        for (RecordingPainter.Placed t : painter.placed) {
            double top = t.y() - t.style().size();
            assertTrue(top >= 0 && t.y() <= size.height(), t.text() + " at y " + t.y() + " outside 0.." + size.height());
        }
    }
}
