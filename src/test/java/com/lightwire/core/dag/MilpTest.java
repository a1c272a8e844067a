package com.lightwire.core.dag;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.dag.TaskDag;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The MILP cases of the digest: V4, V5, V6, V6b, V12. */
class MilpTest {

    static Outcome<DagSolution> solve(TaskDag dag, DagMethod method, boolean portPhase) {
        return solve(dag, method, DagOptions.defaults().withPortPhase(portPhase));
    }

    static Outcome<DagSolution> solve(TaskDag dag, DagMethod method, DagOptions options) {
        Outcome<DagSolution> o = DagOptimizer.solve(dag, method, options.withStep(method == DagMethod.FIXED_STEP ? 1
                : 0.1), SolveMonitor.NONE);
        assertTrue(o.isVerified(), () -> o.status() + " " + o.diagnostics() + " " + o.verification().summary());
        System.out.println(method.key() + ": " + o.status().label() + " C " + o.value().schedule().makespan()
                + " ports " + o.value().allocation().ports() + " " + o.millis() + " ms "
                + o.value().solver().notes());
        return o;
    }

    @Test
    void v4JointAndTopoFindSixteenAtTwoPortsKeepingEightPorts() {
        TaskDag dag = WorkedExampleTest.generate(2).dag();
        for (DagMethod m : new DagMethod[] {DagMethod.JOINT, DagMethod.TOPO}) {
            Outcome<DagSolution> o = solve(dag, m, DagOptions.defaults().withAnchors(true).withTimeLimit(120));
            assertTrue(o.status().hasSolution());
            assertEquals(16, o.value().schedule().makespan(), 1e-6);
            assertEquals(8, o.value().allocation().ports());
        }
    }

    @Test
    void v4JointAndTopoFindTwelveAndAHalfAtFourPortsWithFourteenPortsAfterPhaseTwo() {
        TaskDag dag = WorkedExampleTest.generate(4).dag();
        for (DagMethod m : new DagMethod[] {DagMethod.JOINT, DagMethod.TOPO}) {
            Outcome<DagSolution> o = solve(dag, m, DagOptions.defaults().withAnchors(true).withTimeLimit(120));
            assertTrue(o.status().hasSolution());
            assertEquals(12.5, o.value().schedule().makespan(), 1e-4);
            assertEquals(14, o.value().allocation().ports());
            assertEquals(1, o.value().allocation().count(1, 3));
        }
    }

    @Test
    void v5PhaseTwoKeepsOneCircuitAndFixedStepAgrees() {
        Outcome<DagSolution> joint = solve(DagFixtures.v5(), DagMethod.JOINT, true);
        assertEquals(6, joint.value().schedule().makespan(), 1e-6);
        assertEquals(1, joint.value().allocation().count(0, 1));
        Outcome<DagSolution> fixed = solve(DagFixtures.v5(), DagMethod.FIXED_STEP, true);
        assertEquals(6, fixed.value().schedule().makespan(), 1e-6);
        assertEquals(1, fixed.value().allocation().count(0, 1));
    }

    @Test
    void v6JointBeatsFairSharingSevenAgainstEight() {
        TaskDag dag = DagFixtures.v6(true);
        DagIndex ix = DagIndex.of(dag);
        assertEquals(8, FlowSimulator.simulate(ix, com.lightwire.model.dag.Allocation.ofMatrix(
                new int[][] {{0, 1}, {1, 0}}), Sharing.MAX_MIN).makespan(), 1e-9);
        assertEquals(7, solve(dag, DagMethod.JOINT, false).value().schedule().makespan(), 1e-6);
        assertEquals(8, solve(dag, DagMethod.TOPO, false).value().schedule().makespan(), 1e-6);
        assertEquals(7, solve(dag, DagMethod.FIXED_STEP, false).value().schedule().makespan(), 1e-6);
    }

    @Test
    void v6bWithoutM4TopoAlsoReachesSevenByDeferringM1() {
        TaskDag dag = DagFixtures.v6(false);
        assertEquals(7, solve(dag, DagMethod.JOINT, false).value().schedule().makespan(), 1e-6);
        assertEquals(7, solve(dag, DagMethod.TOPO, false).value().schedule().makespan(), 1e-6);
    }
}
