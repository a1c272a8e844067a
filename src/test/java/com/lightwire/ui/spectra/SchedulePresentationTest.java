package com.lightwire.ui.spectra;

import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Palette;
import com.lightwire.figure.RecordingPainter;
import com.lightwire.figure.Viewport;
import com.lightwire.figure.spectra.ScheduleFillFigure;
import com.lightwire.figure.spectra.ScheduleGanttFigure;
import com.lightwire.ui.common.Animated;
import com.lightwire.ui.session.Selection;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The OCS schedule's deck animation: the Gantt chart of C7 filling in time, one phase per slot end. */
class SchedulePresentationTest {

    @Test
    void theGanttFillsInTimeUpToTheMakespanAndEndsAtTheChartShown() {
        Session session = new Session(SpectraViewModelTest.casesProject());
        SpectraViewModel model = new SpectraViewModel(session, new SynchronousTaskRunner(session::revision),
                new Selection());
        model.studyProperty().set("C7");
        Animated.Animation filling = new SchedulePresentation(model).filling(Palette.LIGHT).orElseThrow();
        double[] ends = SchedulePresentation.eventTimes(model.resultProperty().get().schedule());
        assertEquals(ends.length + 1, filling.phases(), "t = 0, then one phase per slot end");
        assertEquals(7.5, ends[ends.length - 1], 1e-9, "the last slot ends at the makespan");
        double last = -1;
        for (int k = 0; k < filling.phases() - 1; k++) {
            ScheduleFillFigure frame = assertInstanceOf(ScheduleFillFigure.class, filling.frame(k));
            assertTrue(frame.time() > last, "time moves forward phase by phase");
            last = frame.time();
        }
        assertInstanceOf(ScheduleGanttFigure.class, filling.frame(filling.phases() - 1));
        assertTrue(filling.describe(0).endsWith("t = 0, " + model.resultProperty().get().schedule().timedSlots().size()
                + " slots to run"), filling.describe(0));
        int slots = model.resultProperty().get().schedule().timedSlots().size();
        assertTrue(filling.describe(ends.length).startsWith("t = 7.500 of makespan 7.500: " + slots + " of " + slots
                + " slots served"), filling.describe(ends.length));

        RecordingPainter cursor = new RecordingPainter();
        filling.frame(1).paint(cursor, Viewport.identity(1200, 800), Layer.SELECTION);
        assertTrue(cursor.strings.contains("t = " + String.format(java.util.Locale.ROOT, "%.4g", ends[0])),
                "the time cursor marks how far the chart is filled: " + cursor.strings);
    }

    @Test
    void noScheduleNoAnimation() {
        Session session = new Session(com.lightwire.model.Project.ofStudies(java.util.List.of()));
        SpectraViewModel model = new SpectraViewModel(session, new SynchronousTaskRunner(session::revision),
                new Selection());
        assertTrue(new SchedulePresentation(model).filling(Palette.LIGHT).isEmpty());
    }
}
