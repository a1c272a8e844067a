package com.lightwire.figure.spectra;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.spectra.DemandGenerators;
import com.lightwire.core.spectra.SpectraMethod;
import com.lightwire.core.spectra.SpectraOptions;
import com.lightwire.core.spectra.SpectraSolver;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Palette;
import com.lightwire.figure.RecordingPainter;
import com.lightwire.figure.Size;
import com.lightwire.figure.Viewport;
import com.lightwire.model.spectra.Demand;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Gantt chart of an OCS schedule draws its content inside its own extent, which a sheet clips its body to. */
class ScheduleGanttFigureTest {

    /**
     * Walk-through on spectra-benchmark-64: the axis title "switch" sat above the first row, outside the figure, and
     * the sheet's clip cut its top off (it read "switcn"). Every text of the content layer must lie inside the size.
     */
    @Test
    void everyTextLiesInsideTheFiguresExtent() {
        Demand d = Demand.of("b", DemandGenerators.benchmark(16, 4, 8, 0.7, 0.003, 1));
        ScheduleReplay replay = new ScheduleReplay(SpectraSolver.solve(d, SpectraOptions.of(4, 0.01,
                SpectraMethod.SPECTRA), SolveMonitor.NONE).value());
        ScheduleGanttFigure figure = new ScheduleGanttFigure(replay, ScheduleState.INITIAL, Palette.of(false));
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
