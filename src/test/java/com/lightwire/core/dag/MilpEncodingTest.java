package com.lightwire.core.dag;

import com.google.ortools.linearsolver.MPSolver;
import com.lightwire.core.solve.MipRunner;
import com.lightwire.core.solve.OrTools;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.solve.SolverAnswer;
import com.lightwire.core.solve.SolverLimits;
import com.lightwire.model.dag.TaskDag;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The digest's V9 (binary expansion) and V12 (fixed-step index convention) on the models themselves. */
class MilpEncodingTest {

    @BeforeAll
    static void loadOrTools() {
        assertTrue(OrTools.unavailable().isEmpty());
    }

    @Test
    void v9BitsAreFloorLog2PlusOne() {
        int[][] cases = {{1, 1}, {2, 2}, {3, 2}, {4, 3}, {16, 5}, {32, 6}};
        for (int[] c : cases) {
            assertEquals(c[1], IntervalMilpModel.bits(c[0]), "min(U) = " + c[0]);
        }
        assertArrayEquals(new int[] {1, 0, 1}, IntervalMilpModel.digits(5, 3));
    }

    @Test
    void v9ModelHasLBitsPerPairAndPortsKeepTheEncodedCountFeasible() {
        TaskDag dag = DagFixtures.v5();
        DagIndex ix = DagIndex.of(dag);
        MPSolver solver = MPSolver.createSolver("SCIP");
        IntervalMilpModel m = new IntervalMilpModel(solver, ix, new IntervalMilpModel.Spec(3, IndexWindows.of(ix, 3),
                new int[] {2}, 7, false, Double.POSITIVE_INFINITY, false));
        assertEquals(2, m.beta[0].length);
        SolverAnswer<MPSolver> a = MipRunner.solve(solver, new SolverLimits(60, 1, 1), SolveMonitor.NONE);
        assertEquals(SolveStatus.OPTIMAL, a.status());
        double x = a.read(s -> m.x[0].solutionValue());
        double encoded = a.read(s -> m.beta[0][0].solutionValue() + 2 * m.beta[0][1].solutionValue());
        assertEquals(x, encoded, 1e-6);
        assertTrue(x <= 2 + 1e-6);
        assertEquals(6, a.read(s -> m.makespan.solutionValue()), 1e-6);
        solver.delete();
    }

    /** Solves the fixed-step MILP with T = ceil(h / dt) + 2 slices; {index of C, makespan}. */
    private static double[] fixedStep(TaskDag dag, double dt, double h, int upper, boolean fair, int slices) {
        DagIndex ix = DagIndex.of(dag);
        MPSolver solver = MPSolver.createSolver("SCIP");
        FixedStepMilp m = new FixedStepMilp(solver, ix, dt, h, new int[] {upper}, fair, Double.POSITIVE_INFINITY,
                false);
        assertEquals(slices, m.slices);
        SolverAnswer<MPSolver> a = MipRunner.solve(solver, new SolverLimits(60, 1, 1), SolveMonitor.NONE);
        assertEquals(SolveStatus.OPTIMAL, a.status());
        double[] out = {a.read(s -> m.makespan.solutionValue()), a.read(s -> m.schedule().makespan())};
        solver.delete();
        return out;
    }

    @Test
    void v12FixedStepOnV5GivesIndexSevenAtOneMsAndThirteenAtHalfAMsBothSixMs() {
        double[] coarse = fixedStep(DagFixtures.v5(), 1, 6, 2, false, 8);
        assertEquals(7, coarse[0], 1e-6);
        assertEquals(6, coarse[1], 1e-6);
        double[] fine = fixedStep(DagFixtures.v5(), 0.5, 7, 2, false, 16);
        assertEquals(13, fine[0], 1e-6);
        assertEquals(6, fine[1], 1e-6);
    }

    @Test
    void v12FixedStepOnV6GivesSevenWithoutFairnessAndEightWithIt() {
        assertEquals(7, fixedStep(DagFixtures.v6(true), 1, 8, 1, false, 10)[1], 1e-6);
        assertEquals(8, fixedStep(DagFixtures.v6(true), 1, 8, 1, true, 10)[1], 1e-6);
        assertEquals(7, fixedStep(DagFixtures.v6(true), 0.5, 9, 1, false, 20)[1], 1e-6);
        assertEquals(8, fixedStep(DagFixtures.v6(true), 0.5, 9, 1, true, 20)[1], 1e-6);
    }
}
