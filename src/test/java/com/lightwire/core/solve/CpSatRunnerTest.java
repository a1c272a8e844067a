package com.lightwire.core.solve;

import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.LinearExprBuilder;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The shared CP-SAT runner: status mapping, status before values, time limit, cancellation. */
class CpSatRunnerTest {

    @BeforeAll
    static void loadNatives() {
        assertTrue(OrTools.unavailable().isEmpty(), () -> OrTools.unavailable().orElseThrow().message());
    }

    @Test
    void cpSatStatusesMapWithoutClaimingUnprovenOptimality() {
        assertEquals(SolveStatus.OPTIMAL, CpSatRunner.map(CpSolverStatus.OPTIMAL));
        assertEquals(SolveStatus.FEASIBLE, CpSatRunner.map(CpSolverStatus.FEASIBLE));
        assertEquals(SolveStatus.INFEASIBLE, CpSatRunner.map(CpSolverStatus.INFEASIBLE));
        assertEquals(SolveStatus.TIMED_OUT, CpSatRunner.map(CpSolverStatus.UNKNOWN));
        assertEquals(SolveStatus.ERROR, CpSatRunner.map(CpSolverStatus.MODEL_INVALID));
    }

    @Test
    void aSmallModelIsSolvedToOptimalityAndItsValuesRead() {
        CpModel model = new CpModel();
        BoolVar x = model.newBoolVar("x");
        BoolVar y = model.newBoolVar("y");
        model.addLessOrEqual(LinearExpr.sum(new BoolVar[] {x, y}), 1);
        model.maximize(LinearExpr.weightedSum(new BoolVar[] {x, y}, new long[] {2, 3}));
        SolverAnswer<CpSolver> answer = CpSatRunner.solve(model, SolverLimits.of(10, 1), SolveMonitor.NONE);
        assertEquals(SolveStatus.OPTIMAL, answer.status());
        assertEquals(3L, (long) answer.read(s -> Math.round(s.objectiveValue())));
        boolean yChosen = answer.read(s -> s.booleanValue(y));
        assertTrue(yChosen);
    }

    @Test
    void anInfeasibleModelHasNoValuesToRead() {
        CpModel model = new CpModel();
        BoolVar x = model.newBoolVar("x");
        model.addEquality(x, 2);
        SolverAnswer<CpSolver> answer = CpSatRunner.solve(model, SolverLimits.of(10, 1), SolveMonitor.NONE);
        assertEquals(SolveStatus.INFEASIBLE, answer.status());
        assertThrows(IllegalStateException.class, () -> answer.read(CpSolver::objectiveValue));
    }

    @Test
    void aTightTimeLimitOnAHardModelNeverClaimsOptimality() {
        SolverAnswer<CpSolver> answer = CpSatRunner.solve(knapsack(7), SolverLimits.of(0.2, 1), SolveMonitor.NONE);
        assertTrue(answer.status() == SolveStatus.FEASIBLE || answer.status() == SolveStatus.TIMED_OUT,
                answer.status()::label);
    }

    /** Timeout only as a hang guard: the limit is an hour, cancellation comes after the first solution. */
    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void cancellingAfterTheFirstSolutionStopsTheSearchAsCancelled() {
        AtomicBoolean cancel = new AtomicBoolean();
        SolveMonitor monitor = new SolveMonitor() {
            @Override
            public boolean isCancelled() {
                return cancel.get();
            }

            @Override
            public void progress(double fraction, String message) {
                cancel.set(true);
            }
        };
        SolverAnswer<CpSolver> answer = CpSatRunner.solve(knapsack(8), SolverLimits.of(3600, 2), monitor);
        assertEquals(SolveStatus.CANCELLED, answer.status());
        assertThrows(IllegalStateException.class, () -> answer.read(CpSolver::objectiveValue));
    }

    /** A 400-item, 60-constraint 0-1 knapsack: a solution at once, a proof of optimality only after long search. */
    static CpModel knapsack(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int n = 400;
        CpModel model = new CpModel();
        BoolVar[] x = new BoolVar[n];
        for (int i = 0; i < n; i++) {
            x[i] = model.newBoolVar("x" + i);
        }
        for (int c = 0; c < 60; c++) {
            LinearExprBuilder weight = LinearExpr.newBuilder();
            for (int i = 0; i < n; i++) {
                weight.addTerm(x[i], random.nextInt(100));
            }
            model.addLessOrEqual(weight, 1000 + random.nextInt(1000));
        }
        LinearExprBuilder value = LinearExpr.newBuilder();
        for (int i = 0; i < n; i++) {
            value.addTerm(x[i], random.nextInt(100));
        }
        model.maximize(value);
        return model;
    }
}
