package com.lightwire.core.solve;

import com.google.ortools.linearsolver.MPConstraint;
import com.google.ortools.linearsolver.MPObjective;
import com.google.ortools.linearsolver.MPSolver;
import com.google.ortools.linearsolver.MPVariable;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The shared MIP (SCIP) runner: status mapping, status before values, time limit, cancellation. */
class MipRunnerTest {

    @BeforeAll
    static void loadNatives() {
        assertTrue(OrTools.unavailable().isEmpty(), () -> OrTools.unavailable().orElseThrow().message());
    }

    private static MPSolver scip() {
        return MipRunner.newScip().orElseThrow(() -> new AssertionError("SCIP missing from this OR-Tools build"));
    }

    @Test
    void mipStatusesMapWithoutClaimingUnprovenOptimality() {
        assertEquals(SolveStatus.OPTIMAL, MipRunner.map(MPSolver.ResultStatus.OPTIMAL));
        assertEquals(SolveStatus.FEASIBLE, MipRunner.map(MPSolver.ResultStatus.FEASIBLE));
        assertEquals(SolveStatus.INFEASIBLE, MipRunner.map(MPSolver.ResultStatus.INFEASIBLE));
        assertEquals(SolveStatus.TIMED_OUT, MipRunner.map(MPSolver.ResultStatus.NOT_SOLVED));
        assertEquals(SolveStatus.ERROR, MipRunner.map(MPSolver.ResultStatus.ABNORMAL));
        assertEquals(SolveStatus.ERROR, MipRunner.map(MPSolver.ResultStatus.UNBOUNDED));
    }

    @Test
    void aSmallProgramIsSolvedToOptimalityAndItsValuesRead() {
        MPSolver solver = scip();
        MPVariable x = solver.makeIntVar(0, 10, "x");
        MPVariable y = solver.makeIntVar(0, 10, "y");
        MPConstraint sum = solver.makeConstraint(Double.NEGATIVE_INFINITY, 7.5);
        sum.setCoefficient(x, 1);
        sum.setCoefficient(y, 2);
        MPObjective objective = solver.objective();
        objective.setCoefficient(x, 1);
        objective.setCoefficient(y, 3);
        objective.setMaximization();
        SolverAnswer<MPSolver> answer = MipRunner.solve(solver, SolverLimits.of(10, 1), SolveMonitor.NONE);
        assertEquals(SolveStatus.OPTIMAL, answer.status());
        assertEquals(10.0, answer.read(s -> s.objective().value()), 1e-9);
        assertEquals(3.0, answer.read(s -> y.solutionValue()), 1e-9);
    }

    @Test
    void anInfeasibleProgramHasNoValuesToRead() {
        MPSolver solver = scip();
        MPVariable x = solver.makeIntVar(0, 10, "x");
        MPConstraint atLeast = solver.makeConstraint(20, 30);
        atLeast.setCoefficient(x, 1);
        SolverAnswer<MPSolver> answer = MipRunner.solve(solver, SolverLimits.of(10, 1), SolveMonitor.NONE);
        assertEquals(SolveStatus.INFEASIBLE, answer.status());
        assertThrows(IllegalStateException.class, () -> answer.read(s -> x.solutionValue()));
    }

    @Test
    void aTightTimeLimitOnAHardProgramNeverClaimsOptimality() {
        SolverAnswer<MPSolver> answer = MipRunner.solve(knapsack(7), SolverLimits.of(0.2, 1), SolveMonitor.NONE);
        assertTrue(answer.status() == SolveStatus.FEASIBLE || answer.status() == SolveStatus.TIMED_OUT,
                answer.status()::label);
    }

    @Test
    void aMonitorCancelledBeforeTheStartSolvesNothing() {
        SolverAnswer<MPSolver> answer = MipRunner.solve(knapsack(7), SolverLimits.of(3600, 1), Monitors.CANCELLED);
        assertEquals(SolveStatus.CANCELLED, answer.status());
    }

    /** Timeout only as a hang guard: the limit is an hour, and the monitor is cancelled once the search runs. */
    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void cancellingDuringTheSearchInterruptsItAsCancelled() {
        AtomicBoolean asked = new AtomicBoolean();
        SolveMonitor cancelOnSecondLook = new SolveMonitor() {
            @Override
            public boolean isCancelled() {
                return asked.getAndSet(true);
            }

            @Override
            public void progress(double fraction, String message) {
            }
        };
        SolverAnswer<MPSolver> answer = MipRunner.solve(knapsack(8), SolverLimits.of(3600, 1), cancelOnSecondLook);
        assertEquals(SolveStatus.CANCELLED, answer.status());
    }

    /** The knapsack of {@link CpSatRunnerTest#knapsack} as a MIP. */
    private static MPSolver knapsack(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int n = 400;
        MPSolver solver = scip();
        MPVariable[] x = new MPVariable[n];
        for (int i = 0; i < n; i++) {
            x[i] = solver.makeBoolVar("x" + i);
        }
        for (int c = 0; c < 60; c++) {
            MPConstraint weight = solver.makeConstraint(Double.NEGATIVE_INFINITY, 1000 + random.nextInt(1000));
            for (int i = 0; i < n; i++) {
                weight.setCoefficient(x[i], random.nextInt(100));
            }
        }
        MPObjective value = solver.objective();
        for (int i = 0; i < n; i++) {
            value.setCoefficient(x[i], random.nextInt(100));
        }
        value.setMaximization();
        return solver;
    }
}
