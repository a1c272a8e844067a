package com.lightwire.figure.spectra;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.spectra.Decomposition;
import com.lightwire.core.spectra.DemandGenerators;
import com.lightwire.core.spectra.Refiner;
import com.lightwire.core.spectra.SpectraDecomposer;
import com.lightwire.model.spectra.Demand;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Palette;
import com.lightwire.figure.RecordingPainter;
import com.lightwire.figure.Viewport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The steppers' replay of a Spectra decomposition agrees with the solver's trace: the degree of B_r falls by one a
 * round, no chosen cell is forbidden, the last state has no uncovered support, Refine's raises end at the refined
 * weights, and the final slack covers D with wasted = n·Σα − ΣD.
 */
class DecomposeReplayTest {

    @ParameterizedTest(name = "benchmark n = 24, seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void replayMatchesTheTraceOfSeed(long seed) {
        double[][] d = DemandGenerators.benchmark(24, 4, 12, 0.7, 0.003, seed);
        Decomposition dec = SpectraDecomposer.decompose(d, Refiner.Mode.GREEDY, SolveMonitor.NONE);
        DecomposeReplay replay = new DecomposeReplay(d, dec);
        int degree = dec.degree();
        for (int r = 0; r < replay.rounds(); r++) {
            DecomposeReplay.RoundState s = replay.round(r);
            assertEquals(degree - r, s.degree(), "round " + r);
            for (int i = 0; i < d.length; i++) {
                assertFalse(s.forbidden(i, s.sigma()[i]), "round " + r + " uses a forbidden cell in row " + i);
            }
        }
        DecomposeReplay.RoundState end = replay.round(replay.rounds());
        assertEquals(0, end.degree());
        assertNull(end.sigma());
        double[] refined = dec.permutations().stream().mapToDouble(p -> p.alpha()).toArray();
        assertArrayEquals(refined, replay.alphasAfter(replay.refineSteps()), 1e-12);
        DecomposeReplay.Coverage c = replay.coverage();
        assertTrue(c.minSlack() > -1e-9, "covered: " + c.minSlack());
        double sumD = 0;
        for (double[] row : d) {
            for (double v : row) {
                sumD += v;
            }
        }
        assertEquals(d.length * dec.sumAlpha() - sumD, c.wasted(), 1e-9);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"RESULT", "DECOMPOSE", "REFINE"})
    void everyStepperPaintsItsLayersInBothThemes(String stepper) {
        double[][] d = DemandGenerators.benchmark(16, 4, 12, 0.7, 0.003, 7);
        DecomposeReplay replay = new DecomposeReplay(d, SpectraDecomposer.decompose(d, Refiner.Mode.GREEDY,
                SolveMonitor.NONE));
        DecompositionState state = DecompositionState.INITIAL.withStep(DecompositionState.Stepper.valueOf(stepper), 1)
                .withSelection(2, -1, -1).withHover(3, 4, -1);
        for (Palette palette : new Palette[] {Palette.LIGHT, Palette.DARK}) {
            DecompositionFigure figure = new DecompositionFigure(d, replay, state, palette);
            RecordingPainter content = new RecordingPainter();
            figure.paint(content, Viewport.identity(1200, 800), Layer.CONTENT);
            assertTrue(content.rects > 16 * 4, "cells and bars drawn");
            assertTrue(content.strings.contains("destination rack j"), "the axis is titled");
            RecordingPainter selection = new RecordingPainter();
            figure.paint(selection, Viewport.identity(1200, 800), Layer.SELECTION);
            assertTrue(selection.primitives() >= 16, "the selected permutation's 16 cells are outlined");
            RecordingPainter hover = new RecordingPainter();
            figure.paint(hover, Viewport.identity(1200, 800), Layer.HOVER);
            assertTrue(hover.strings.stream().anyMatch(s -> s.startsWith("D[3][4] = ")), hover.strings.toString());
            assertEquals(0, content.depth, "the painter's state is restored");
        }
    }

    /** A demand that is one permutation says "1 permutation", not "1 permutations" (seen in the walk-through). */
    @Test
    void oneDecomposedPermutationIsCountedInTheSingular() {
        double[][] d = {{0, 0.5}, {0.5, 0}};
        Decomposition dec = SpectraDecomposer.decompose(d, Refiner.Mode.GREEDY, SolveMonitor.NONE);
        String line = SpectraSheets.decompositionLines(Demand.of("swap", d), new DecomposeReplay(d, dec),
                DecompositionState.INITIAL).get(1);
        assertTrue(line.contains(": 1 permutation, sum alpha"), line);
    }
}
