package com.lightwire.core.spectra;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.spectra.Slot;
import com.lightwire.model.spectra.WeightedPermutation;
import org.junit.jupiter.api.Test;

import java.util.List;

import static com.lightwire.core.spectra.SpectraTestSupport.EPS;
import static com.lightwire.core.spectra.SpectraTestSupport.matrix;
import static com.lightwire.core.spectra.SpectraTestSupport.solve;
import static com.lightwire.core.spectra.SpectraTestSupport.solveCase;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The intermediate numbers of spectra.md §6 that {@link SpectraWorkedCasesTest} leaves out: LPT loads before Equalize,
 * each Equalize move's target T and piece x, the final slot lists, the Refine raises in order, the Eclipse steps and
 * the Baseline stand-in's split.
 */
class SpectraWorkedCaseStepsTest {

    private static Decomposition decompose(String id) {
        return SpectraDecomposer.decompose(matrix(id), Refiner.Mode.GREEDY, SolveMonitor.NONE);
    }

    private static double[] lptLoads(SpectraResult r) {
        return r.lptSteps().get(r.lptSteps().size() - 1).loadsAfter();
    }

    private static void assertMove(Equalize.Move m, int from, int to, double target, double x) {
        assertEquals(from, m.from(), "from");
        assertEquals(to, m.to(), "to");
        assertEquals(target, m.target(), EPS, "T");
        assertEquals(x, m.x(), EPS, "x");
    }

    @Test
    void c1AndC2RefineChangesNothing() {
        for (String id : List.of("C1", "C2")) {
            for (WeightedPermutation p : decompose(id).permutations()) {
                assertEquals(p.initialAlpha(), p.alpha(), EPS, id + " P" + p.id());
            }
        }
        SpectraResult c1 = solveCase("C1", SpectraMethod.SPECTRA);
        assertMove(c1.moves().get(0), 0, 1, 0.35, 0.25);
    }

    @Test
    void c3LptLoadsAndEqualizeMovesAtBothDelays() {
        assertEquals(1.01, decompose("C3").sumAlpha(), EPS);
        SpectraResult big = solve(matrix("C3"), 2, 0.1, SpectraMethod.SPECTRA);
        assertArrayEquals(new double[] {0.71, 0.60}, lptLoads(big), EPS);
        assertMove(big.moves().get(0), 0, 1, 0.705, 0.005);
        assertEquals(List.of(new Slot(1, 0.3), new Slot(2, 0.1), new Slot(0, 0.005)), rounded(big, 1));
        SpectraResult small = solve(matrix("C3"), 2, 0.01, SpectraMethod.SPECTRA);
        assertArrayEquals(new double[] {0.62, 0.42}, lptLoads(small), EPS);
        assertMove(small.moves().get(0), 0, 1, 0.525, 0.095);
    }

    @Test
    void c4AndC13LptLoadsAndTheirOneMove() {
        SpectraResult c4 = solveCase("C4", SpectraMethod.SPECTRA);
        assertArrayEquals(new double[] {0.8, 0.4}, lptLoads(c4), EPS);
        assertMove(c4.moves().get(0), 0, 1, 0.65, 0.15);
        assertEquals(List.of(new Slot(1, 0.3), new Slot(0, 0.15)), rounded(c4, 1));
        SpectraResult c13 = solveCase("C13", SpectraMethod.SPECTRA);
        assertArrayEquals(new double[] {0.7, 0.3}, lptLoads(c13), EPS);
        assertMove(c13.moves().get(0), 0, 1, 0.5, 0.2);
        assertEquals(List.of(), solveCase("C5", SpectraMethod.SPECTRA).moves(), "C5: gap 0.4 <= delta");
    }

    @Test
    void c4AndC6BaselineStandInSplits() {
        double[][][] c4 = LessLikeSplit.split(matrix("C4"), 2);
        assertArrayEquals(new double[][] {{0.5, 0}, {0, 0.5}}, c4[0]);
        assertArrayEquals(new double[] {0.2, 0.3}, c4[1][0], EPS);
        assertArrayEquals(new double[] {0.3, 0.2}, c4[1][1], EPS);
        assertEquals(0.7, solveCase("C4", SpectraMethod.BASELINE).schedule().makespan(), EPS);
        double[][][] c6 = LessLikeSplit.split(matrix("C6"), 2);
        assertArrayEquals(new double[] {0, 2.5}, c6[0][0], EPS);
        assertArrayEquals(new double[] {2.5, 0}, c6[0][1], EPS);
        assertArrayEquals(new double[] {1, 0.5}, c6[1][0], EPS);
        assertArrayEquals(new double[] {0.5, 2}, c6[1][1], EPS);
        SpectraResult baseline = solveCase("C6", SpectraMethod.BASELINE);
        assertArrayEquals(new double[] {3.0, 3.5}, baseline.schedule().loads(), EPS);
    }

    @Test
    void c6FirstRoundLptEqualizeAndEclipseScores() {
        Decomposition dec = decompose("C6");
        assertEquals(3, ((Decomposition.SpectraRound) dec.rounds().get(0)).alpha(), EPS, "swap, alpha = min(3, 3)");
        assertEquals(1, ((Decomposition.SpectraRound) dec.rounds().get(1)).alpha(), EPS);
        assertEquals(List.of(new Decomposition.RefineStep(1, 1, 1, 1)), dec.refineSteps(), "id raised by 1 at (1,1)");
        SpectraResult r = solveCase("C6", SpectraMethod.SPECTRA);
        assertArrayEquals(new double[] {3.5, 2.5}, lptLoads(r), EPS);
        assertMove(r.moves().get(0), 0, 1, 3.25, 0.25);
        assertEquals(List.of(new Slot(1, 2), new Slot(0, 0.25)), rounded(r, 1));
        assertEquals(3.25, r.bounds().lines().get(1).lb2(), EPS, "row 1 (entries 3, 2)");
        Decomposition eclipse = EclipseDecomposer.decompose(matrix("C6"), 0.5, EclipseDecomposer.Mode.EXACT,
                SolveMonitor.NONE);
        double[] scores = eclipse.rounds().stream().mapToDouble(x -> ((Decomposition.EclipseRound) x).score())
                .toArray();
        assertEquals(6 / 3.5, scores[0], 1e-9);
        assertEquals(2 / 1.5, scores[1], 1e-9);
    }

    @Test
    void c7MovesAndFinalSlotLists() {
        SpectraResult r = solveCase("C7", SpectraMethod.SPECTRA);
        assertMove(r.moves().get(0), 0, 2, 7.5, 2.5);
        assertMove(r.moves().get(1), 0, 1, 7.25, 0.25);
        assertEquals(List.of(new Slot(1, 5), new Slot(0, 0.25)), rounded(r, 1));
        assertEquals(List.of(new Slot(2, 3), new Slot(0, 2.5)), rounded(r, 2));
    }

    @Test
    void c8RefineRaisesInOrderThenLptAndOneMove() {
        Decomposition dec = decompose("C8");
        assertEquals(List.of(new Decomposition.RefineStep(3, 3, 3, 0), new Decomposition.RefineStep(2, 3, 2, 1)),
                dec.refineSteps());
        SpectraResult r = solveCase("C8", SpectraMethod.SPECTRA);
        assertArrayEquals(new double[] {7, 4}, lptLoads(r), EPS);
        assertMove(r.moves().get(0), 0, 1, 6, 1);
        assertEquals(List.of(new Slot(1, 3), new Slot(0, 1)), rounded(r, 1));
    }

    @Test
    void c9RefineRaisesRowMajorAndColumnOneBindsToo() {
        Decomposition dec = decompose("C9");
        assertEquals(List.of(new Decomposition.RefineStep(1, 0, 7, 0), new Decomposition.RefineStep(2, 1, 7, 1)),
                dec.refineSteps());
        SpectraResult r = solveCase("C9", SpectraMethod.SPECTRA);
        assertEquals(6.5, r.bounds().lines().get(4).lb2(), EPS, "column 1 (entries 8, 2)");
        assertEquals(List.of(), r.moves(), "gap 1 does not exceed delta");
    }

    @Test
    void c10CriticalLinesLptAndOverService() {
        Decomposition dec = decompose("C10");
        Decomposition.SpectraRound first = (Decomposition.SpectraRound) dec.rounds().get(0);
        assertEquals(List.of(1, 2), first.criticalRows());
        assertEquals(List.of(0, 1), first.criticalColumns());
        SpectraResult r = solveCase("C10", SpectraMethod.SPECTRA);
        assertArrayEquals(new double[] {0.5, 0}, lptLoads(r), EPS);
        double served = dec.permutations().get(0).alpha();
        assertEquals(0.2, served - matrix("C10")[2][1], EPS, "entry (2, 1) over-served by 0.2");
    }

    /** Switch h's slots with weights rounded to 1e-9 (so sums like 0.7 − 0.55 compare exactly). */
    private static List<Slot> rounded(SpectraResult r, int h) {
        return r.schedule().slots().get(h).stream().map(s -> new Slot(s.permId(), Math.round(s.alpha() * 1e9) / 1e9))
                .toList();
    }
}
