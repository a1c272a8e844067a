package com.lightwire.figure.dag;

import com.lightwire.core.dag.DagFixtures;
import com.lightwire.core.dag.DagIndex;
import com.lightwire.core.dag.DagMethod;
import com.lightwire.core.dag.DagOptimizer;
import com.lightwire.core.dag.DagOptions;
import com.lightwire.core.dag.DagReport;
import com.lightwire.core.dag.DagSolution;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.figure.Palette;
import com.lightwire.model.dag.TaskDag;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The solver panel's data: a MILP reports its Alg. 1 windows and incumbents over time, the GA its generations. */
class SolverFigureTest {

    private static DagReport run(TaskDag dag, DagMethod m) {
        Outcome<DagSolution> o = DagOptimizer.solve(dag, m, DagOptions.defaults(), SolveMonitor.NONE);
        DagIndex ix = DagIndex.of(dag);
        return DagReport.of(ix, o.value(), o.status(), DagReport.ideal(ix), o.millis());
    }

    @Test
    void jointHotStartReportsWindowsPerTaskAndTheHintAsFirstIncumbent() {
        TaskDag dag = DagFixtures.v6(true);
        DagReport r = run(dag, DagMethod.JOINT_HOTSTART);
        DagSolution.SolverInfo s = r.solution().solver();
        assertEquals(dag.tasks().size(), s.windowTasks().size());
        for (int m = 0; m < s.windowTasks().size(); m++) {
            assertTrue(1 <= s.windowMin()[m] && s.windowMin()[m] <= s.windowMax()[m]
                    && s.windowMax()[m] <= s.intervals(), s.windowTasks().get(m));
        }
        double[] c = s.curve();
        assertEquals(6, c.length, "hint at 0, then phase 1's end");
        assertEquals(0, c[0]);
        assertEquals(8, c[1], 1e-6, "the hint is DELTA-Fast's fair-sharing makespan");
        assertEquals(7, c[4], 1e-6, "phase 1 reaches Joint's optimum");
        assertTrue(c[3] >= 0);
        assertNotNull(DagSheet.solver("t", dag, r, Palette.DARK));
    }

    @Test
    void fastReportsItsBestMakespanPerGenerationNeverRising() {
        DagReport r = run(DagFixtures.v6(true), DagMethod.FAST);
        double[] c = r.solution().solver().curve();
        assertTrue(c.length > 1);
        for (int i = 1; i < c.length; i++) {
            assertTrue(c[i] <= c[i - 1] + 1e-12, "generation " + i);
        }
        assertTrue(r.solution().solver().windowTasks().isEmpty());
        assertNotNull(new SolverFigure(r.solution(), Palette.LIGHT).size());
    }
}
