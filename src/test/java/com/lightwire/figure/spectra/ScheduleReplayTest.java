package com.lightwire.figure.spectra;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.spectra.DemandGenerators;
import com.lightwire.core.spectra.SpectraCases;
import com.lightwire.core.spectra.SpectraMethod;
import com.lightwire.core.spectra.SpectraOptions;
import com.lightwire.core.spectra.SpectraResult;
import com.lightwire.core.spectra.SpectraSolver;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Palette;
import com.lightwire.figure.RecordingPainter;
import com.lightwire.figure.Viewport;
import com.lightwire.model.spectra.Demand;
import com.lightwire.model.spectra.Schedule;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The LPT/Equalize replay, the cursor's slots and the port view's completion times. */
class ScheduleReplayTest {

    private static SpectraResult solve(Demand d, int s, double delay) {
        return SpectraSolver.solve(d, SpectraOptions.of(s, delay, SpectraMethod.SPECTRA), SolveMonitor.NONE).value();
    }

    @Test
    void c7sDiagonalDemandCompletesAtTheMakespan() {
        SpectraCases.Case c7 = SpectraCases.byId("C7").orElseThrow();
        SpectraResult r = solve(c7.demand(), c7.switches(), c7.delay());
        double[] done = ScheduleReplay.completions(r.schedule(), c7.demand().matrix(), 0);
        assertEquals(7.5, done[0], 1e-9, "9 of D[0][0]: sw0 from 1, sw2 joins at 5, sw1 at 7, sw2 ends it at 7.5");
        PortFigure port = new PortFigure(r.schedule(), c7.demand().matrix(), 0, Palette.LIGHT);
        assertEquals(7.5, port.lastDone(), 1e-9);
        RecordingPainter p = new RecordingPainter();
        port.paint(p, Viewport.identity(900, 400), Layer.CONTENT);
        assertTrue(p.strings.contains("\u21920"), "the circuit to port 0 is labelled: " + p.strings);
    }

    @ParameterizedTest(name = "benchmark n = 32, s = 4, seed {0}")
    @ValueSource(longs = {1, 2, 3})
    void replayEndsAtTheResultAndEveryDemandCompletesBeforeTheMakespan(long seed) {
        Demand d = Demand.of("b", DemandGenerators.benchmark(32, 4, 12, 0.7, 0.003, seed));
        SpectraResult r = solve(d, 4, 0.01);
        ScheduleReplay replay = new ScheduleReplay(r);
        Schedule last = replay.afterMoves(replay.moves());
        assertEquals(r.schedule().makespan(), last.makespan(), 1e-12);
        assertEquals(r.schedule().slots(), last.slots());
        assertEquals(replay.lptSteps(), replay.afterLpt(replay.lptSteps()).configurations());
        for (int i = 0; i < d.n(); i++) {
            for (double t : ScheduleReplay.completions(r.schedule(), d.matrix(), i)) {
                assertTrue(Double.isNaN(t) || t <= r.schedule().makespan() + 1e-9, "completes in time: " + t);
            }
        }
        for (ScheduleState.Stepper s : ScheduleState.Stepper.values()) {
            ScheduleGanttFigure figure = new ScheduleGanttFigure(replay, ScheduleState.INITIAL.withStep(s, 1)
                    .withCursor(0.05).withSelectedPerm(0).withHover(0, 0), Palette.DARK);
            RecordingPainter p = new RecordingPainter();
            for (Layer layer : Layer.values()) {
                figure.paint(p, Viewport.identity(900, 500), layer);
            }
            assertTrue(p.strings.contains("time (demand units)"), "a titled time axis");
            assertTrue(p.strings.stream().anyMatch(x -> x.startsWith("OCS 0 slot 0: P")), "the hover read-out");
            assertEquals(0, p.depth);
        }
    }
}
