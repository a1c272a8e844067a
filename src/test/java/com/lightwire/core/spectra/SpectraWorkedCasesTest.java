package com.lightwire.core.spectra;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.spectra.LineBound;
import com.lightwire.model.spectra.Slot;
import com.lightwire.model.spectra.TimedSlot;
import com.lightwire.model.spectra.WeightedPermutation;
import org.junit.jupiter.api.Test;

import java.util.List;

import static com.lightwire.core.spectra.SpectraTestSupport.EPS;
import static com.lightwire.core.spectra.SpectraTestSupport.matrix;
import static com.lightwire.core.spectra.SpectraTestSupport.solve;
import static com.lightwire.core.spectra.SpectraTestSupport.solveCase;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** The verification cases C1–C13 of spectra.md §6, every number they state. */
class SpectraWorkedCasesTest {

    private static Decomposition decompose(String id) {
        return SpectraDecomposer.decompose(matrix(id), Refiner.Mode.GREEDY, SolveMonitor.NONE);
    }

    private static void assertPerm(Decomposition dec, int id, int[] sigma, double alpha) {
        WeightedPermutation p = dec.permutations().get(id);
        assertArrayEquals(sigma, p.sigma(), "sigma of permutation " + id);
        assertEquals(alpha, p.alpha(), EPS, "alpha of permutation " + id);
    }

    private static void assertLoads(double[] expected, SpectraResult r) {
        assertArrayEquals(expected, r.schedule().loads(), EPS);
    }

    @Test
    void c1SinglePermutationIsSplitEvenlyByEqualize() {
        Decomposition dec = decompose("C1");
        assertEquals(1, dec.permutations().size());
        assertPerm(dec, 0, new int[] {1, 2, 0}, 0.5);
        SpectraResult noEq = solveCase("C1", SpectraMethod.SPECTRA_NO_EQUALIZE);
        assertLoads(new double[] {0.6, 0}, noEq);
        SpectraResult r = solveCase("C1", SpectraMethod.SPECTRA);
        assertLoads(new double[] {0.35, 0.35}, r);
        assertEquals(0.25, r.schedule().slots().get(1).get(0).alpha(), EPS);
        assertEquals(0.35, r.bounds().lowerBound(), EPS);
        assertEquals(1.0, r.ratio(), 1e-9);
    }

    @Test
    void c2CirculantEqualizeIsBlockedByTheDelayThreshold() {
        Decomposition dec = decompose("C2");
        assertPerm(dec, 0, new int[] {0, 1, 2}, 0.5);
        assertPerm(dec, 1, new int[] {1, 2, 0}, 0.3);
        assertPerm(dec, 2, new int[] {2, 0, 1}, 0.2);
        assertEquals(1.0, dec.sumAlpha(), EPS);
        SpectraResult r = solveCase("C2", SpectraMethod.SPECTRA);
        assertLoads(new double[] {0.6, 0.7}, r);
        assertEquals(List.of(), r.moves());
        assertEquals(0.7, r.schedule().makespan(), EPS);
        assertEquals(0.65, r.bounds().lowerBound(), EPS);
        assertEquals(1.0769, r.ratio(), 1e-4);
        SpectraResult small = solve(matrix("C2"), 2, 0.05, SpectraMethod.SPECTRA);
        assertLoads(new double[] {0.55, 0.60}, small);
        assertEquals(0.575, small.bounds().lowerBound(), EPS);
        assertEquals(1.0435, small.ratio(), 1e-4);
    }

    @Test
    void c3OverviewWeightsGiveMakespan0505Plus2Delta() {
        Decomposition dec = decompose("C3");
        assertPerm(dec, 0, new int[] {0, 1, 2}, 0.61);
        assertPerm(dec, 1, new int[] {1, 2, 0}, 0.3);
        assertPerm(dec, 2, new int[] {2, 0, 1}, 0.1);
        SpectraResult r = solve(matrix("C3"), 2, 0.1, SpectraMethod.SPECTRA);
        assertEquals(0.605, r.schedule().slots().get(0).get(0).alpha(), EPS);
        assertEquals(0.005, r.schedule().slots().get(1).get(2).alpha(), EPS);
        assertLoads(new double[] {0.705, 0.705}, r);
        assertEquals(0.655, r.bounds().lowerBound(), EPS);
        SpectraResult small = solve(matrix("C3"), 2, 0.01, SpectraMethod.SPECTRA);
        assertEquals(0.515, small.schedule().slots().get(0).get(0).alpha(), EPS);
        assertEquals(0.525, small.schedule().makespan(), EPS);
        assertEquals(0.52, small.bounds().lowerBound(), EPS);
        assertEquals(1.0096, small.ratio(), 1e-4);
        for (double delta : new double[] {0.001, 0.02, 0.05, 0.1}) {
            assertEquals(0.505 + 2 * delta, solve(matrix("C3"), 2, delta, SpectraMethod.SPECTRA).schedule()
                    .makespan(), EPS, "delta " + delta);
        }
    }

    @Test
    void c4Lb2IsTightAndSpectraIsOptimal() {
        Decomposition dec = decompose("C4");
        assertPerm(dec, 0, new int[] {0, 1}, 0.7);
        assertPerm(dec, 1, new int[] {1, 0}, 0.3);
        SpectraResult r = solveCase("C4", SpectraMethod.SPECTRA);
        assertEquals(0.55, r.schedule().slots().get(0).get(0).alpha(), EPS);
        List<TimedSlot> sw1 = r.schedule().timedSlots().stream().filter(t -> t.switchIndex() == 1).toList();
        assertEquals(List.of(1, 0), sw1.stream().map(TimedSlot::permId).toList());
        assertArrayEquals(new double[] {0, 0.1, 0.4, 0.4, 0.5, 0.65}, new double[] {sw1.get(0).reconfStart(),
                sw1.get(0).trafficStart(), sw1.get(0).end(), sw1.get(1).reconfStart(), sw1.get(1).trafficStart(),
                sw1.get(1).end()}, EPS);
        assertEquals(0.65, r.schedule().makespan(), EPS);
        LineBound row0 = r.bounds().lines().get(0);
        assertEquals(0.6, row0.lb1(), EPS);
        assertArrayEquals(new double[] {0.7, 0.55, 0.6}, row0.f(), EPS);
        assertEquals(1, row0.r());
        assertEquals(0.65, r.bounds().lowerBound(), EPS);
        assertEquals(1.0, r.ratio(), 1e-9);
        assertEquals(0.65, solveCase("C4", SpectraMethod.SPECTRA_ECLIPSE).schedule().makespan(), EPS);
        SpectraResult baseline = solveCase("C4", SpectraMethod.BASELINE);
        assertLoads(new double[] {0.6, 0.7}, baseline);
    }

    @Test
    void c5LargeDelayAllowsNoSplit() {
        SpectraResult r = solveCase("C5", SpectraMethod.SPECTRA);
        assertLoads(new double[] {1.2, 0.8}, r);
        assertEquals(1.0, r.bounds().lines().get(0).lb1(), EPS);
        assertEquals(1.2, r.bounds().lowerBound(), EPS);
        assertEquals(1.0, r.ratio(), 1e-9);
    }

    @Test
    void c6RefineIsNeededAndEclipseAndBaselineReach35() {
        Decomposition dec = decompose("C6");
        assertPerm(dec, 0, new int[] {1, 0}, 3);
        assertPerm(dec, 1, new int[] {0, 1}, 2);
        assertEquals(1, dec.permutations().get(1).initialAlpha(), EPS);
        assertEquals(5, SpectraDecomposer.decompose(matrix("C6"), Refiner.Mode.LP, SolveMonitor.NONE).sumAlpha(),
                1e-7);
        SpectraResult r = solveCase("C6", SpectraMethod.SPECTRA);
        assertEquals(2.75, r.schedule().slots().get(0).get(0).alpha(), EPS);
        assertEquals(3.25, r.schedule().makespan(), EPS);
        assertEquals(2.5, r.bounds().lines().get(0).lb1(), EPS);
        assertEquals(2.75, r.bounds().lines().get(0).lb2(), EPS);
        assertEquals(3.0, r.bounds().lines().get(1).lb1(), EPS);
        assertEquals(3.25, r.bounds().lowerBound(), EPS);
        SpectraResult eclipse = solveCase("C6", SpectraMethod.SPECTRA_ECLIPSE);
        assertEquals(List.of(3.0, 1.0, 1.0), eclipse.decomposition().permutations().stream()
                .map(WeightedPermutation::alpha).toList());
        assertLoads(new double[] {3.5, 3.0}, eclipse);
        assertEquals(3.5, solveCase("C6", SpectraMethod.BASELINE).schedule().makespan(), EPS);
    }

    @Test
    void c7ThreeSwitchesTwoEqualizeMovesAndAGapToTheOptimum() {
        Decomposition dec = decompose("C7");
        assertEquals(List.of(9.0, 5.0, 3.0), dec.permutations().stream().map(WeightedPermutation::alpha).toList());
        SpectraResult noEq = solveCase("C7", SpectraMethod.SPECTRA_NO_EQUALIZE);
        assertLoads(new double[] {10, 6, 4}, noEq);
        SpectraResult r = solveCase("C7", SpectraMethod.SPECTRA);
        assertEquals(2, r.moves().size());
        assertEquals(2.5, r.moves().get(0).x(), EPS);
        assertEquals(0.25, r.moves().get(1).x(), EPS);
        assertEquals(List.of(new Slot(0, 6.25)), r.schedule().slots().get(0));
        assertLoads(new double[] {7.25, 7.25, 7.5}, r);
        LineBound row0 = r.bounds().lines().get(0);
        assertEquals(20.0 / 3, row0.lb1(), EPS);
        assertArrayEquals(new double[] {9, 6, 19.0 / 3, 20.0 / 3}, row0.f(), EPS);
        assertEquals(7, r.bounds().lowerBound(), EPS);
        assertEquals(7.5 / 7, r.ratio(), 1e-9);
        SpectraResult zero = solve(matrix("C7"), 3, 0, SpectraMethod.SPECTRA);
        assertEquals(17.0 / 3, zero.schedule().makespan(), 1e-6);
    }

    @Test
    void c8SparseCycleTakesExactlyTwoPermutations() {
        Decomposition dec = decompose("C8");
        assertEquals(2, dec.permutations().size());
        assertPerm(dec, 0, new int[] {0, 1, 2, 3}, 6);
        assertPerm(dec, 1, new int[] {1, 2, 3, 0}, 3);
        assertEquals(3, dec.permutations().get(0).initialAlpha(), EPS);
        assertEquals(9, SpectraDecomposer.decompose(matrix("C8"), Refiner.Mode.LP, SolveMonitor.NONE).sumAlpha(),
                1e-7);
        SpectraResult r = solveCase("C8", SpectraMethod.SPECTRA);
        assertEquals(5, r.schedule().slots().get(0).get(0).alpha(), EPS);
        assertEquals(6, r.schedule().makespan(), EPS);
        double[][] expected = {{4, 4.5}, {4, 4.5}, {4, 4}, {5, 5.5}, {4.5, 5}, {3.5, 4}, {3.5, 4}, {5.5, 6}};
        for (int line = 0; line < 8; line++) {
            LineBound lb = r.bounds().lines().get(line);
            assertEquals(expected[line][0], lb.lb1(), EPS, "LB1 line " + line);
            assertEquals(expected[line][1], lb.lb2(), EPS, "LB2 line " + line);
        }
        assertEquals(6, r.bounds().lowerBound(), EPS);
    }

    @Test
    void c9CriticalLinesForbidTheUnconstrainedMatching() {
        Decomposition dec = decompose("C9");
        Decomposition.SpectraRound first = (Decomposition.SpectraRound) dec.rounds().get(0);
        assertEquals(List.of(0), first.criticalRows());
        assertEquals(List.of(0, 1), first.criticalColumns());
        assertPerm(dec, 0, new int[] {1, 0, 2}, 9);
        assertPerm(dec, 1, new int[] {0, 2, 1}, 8);
        assertEquals(2, dec.permutations().get(0).initialAlpha(), EPS);
        assertEquals(1, dec.permutations().get(1).initialAlpha(), EPS);
        SpectraResult r = solveCase("C9", SpectraMethod.SPECTRA);
        assertLoads(new double[] {10, 9}, r);
        assertEquals(6.5, r.bounds().lines().get(3).lb2(), EPS);
        assertEquals(6.5, r.bounds().lowerBound(), EPS);
        assertEquals(10 / 6.5, r.ratio(), 1e-9);
    }

    @Test
    void c10ZeroRowAndFillerCircuits() {
        Decomposition dec = decompose("C10");
        assertPerm(dec, 0, new int[] {2, 0, 1}, 0.4);
        assertEquals(0.2, dec.permutations().get(0).initialAlpha(), EPS);
        SpectraResult r = solveCase("C10", SpectraMethod.SPECTRA);
        assertLoads(new double[] {0.3, 0.3}, r);
        assertEquals(0.3, r.bounds().lowerBound(), EPS);
        assertEquals(1.0, r.ratio(), 1e-9);
    }

    @Test
    void c11DegenerateInputs() {
        SpectraResult zero = solveCase("C11", SpectraMethod.SPECTRA);
        assertEquals(0, zero.degree());
        assertEquals(0, zero.schedule().permutations().size());
        assertLoads(new double[] {0, 0}, zero);
        assertEquals(0, zero.bounds().lowerBound());
        assertNull(zero.ratio());
        SpectraResult one = solve(matrix("C4"), 1, 0.1, SpectraMethod.SPECTRA);
        assertEquals(1.2, one.schedule().makespan(), EPS);
        assertEquals(1.2, one.bounds().lowerBound(), EPS);
    }

    @Test
    void c12LowerBoundOnlyChecksAndProposition1() {
        assertEquals(0.35, LowerBounds.line(0, 2, new double[] {0.6, 0.4}, 4, 0.1).lb1(), EPS);
        assertNull(LowerBounds.line(0, 2, new double[] {0.6, 0.4}, 4, 0.1).lb2());
        assertEquals(0.6, LowerBounds.line(0, 4, new double[] {.25, .25, .25, .25}, 2, 0.05).lb1(), EPS);
        LineBound single = LowerBounds.line(0, 1, new double[] {0.5}, 1, 0.1);
        assertEquals(0.6, single.lb1(), EPS);
        assertEquals(0.6, single.lb2(), EPS);
        assertEquals(0.75, DegreeProbability.p(4, 2), 1e-12);
        assertEquals(0.129012, DegreeProbability.p(64, 16), 1e-6);
        assertEquals(0.99999998, DegreeProbability.degreeEqualsM(64, 16), 1e-8);
        assertEquals(0.0104029, DegreeProbability.p(32, 16), 1e-7);
        assertEquals(0.48792, DegreeProbability.degreeEqualsM(32, 16), 1e-5);
        assertEquals(0.35, solveCase("C12", SpectraMethod.SPECTRA).bounds().lowerBound(), EPS);
    }

    @Test
    void c13ZeroDelayOnTwoSwitches() {
        SpectraResult r = solveCase("C13", SpectraMethod.SPECTRA);
        assertEquals(1, r.moves().size());
        assertEquals(0.2, r.moves().get(0).x(), EPS);
        assertLoads(new double[] {0.5, 0.5}, r);
        assertEquals(0.5, r.bounds().lines().get(0).lb1(), EPS);
        assertEquals(0.5, r.bounds().lines().get(0).lb2(), EPS);
    }

    @Test
    void exactMethodFindsTheOptimaThatSpectraMisses() {
        SpectraResult c7 = solveCase("C7", SpectraMethod.EXACT);
        assertEquals(22.0 / 3, c7.schedule().makespan(), 1e-6);
        SpectraResult c9 = solveCase("C9", SpectraMethod.EXACT);
        assertEquals(7, c9.schedule().makespan(), 1e-6);
    }
}
