package com.lightwire.core.dag;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.dag.Allocation;
import com.lightwire.model.dag.DagTask;
import com.lightwire.model.dag.Dependency;
import com.lightwire.model.dag.TaskDag;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The digest's worked example (§2.3) through generator, reduction, simulator and timing: V2, V3, V4, V13. */
class WorkedExampleTest {

    static TrainingDagGenerator.Generated generate(int ports) {
        var problems = new ArrayList<com.lightwire.model.Diagnostic>();
        return TrainingDagGenerator.generate(DagFixtures.workedExample(ports), true, problems, SolveMonitor.NONE)
                .orElseThrow(() -> new AssertionError(problems));
    }

    static int task(TaskDag dag, String id) {
        for (int t = 0; t < dag.tasks().size(); t++) {
            if (dag.tasks().get(t).id().equals(id)) {
                return t;
            }
        }
        throw new AssertionError("no task " + id);
    }

    @Test
    void v3OneFOneBOrdersMatchTheDigest() {
        assertEquals("F1 F2 B1 B2", OneFOneB.text(1, 2, 2));
        assertEquals("F1 B1 F2 B2", OneFOneB.text(2, 2, 2));
        assertEquals("F1 F2 F3 F4 B1 F5 B2 F6 B3 F7 B4 F8 B5 B6 B7 B8", OneFOneB.text(1, 4, 8));
        assertEquals("F1 B1 F2 B2 F3 B3 F4 B4 F5 B5 F6 B6 F7 B7 F8 B8", OneFOneB.text(4, 4, 8));
        assertEquals("F1 F2 F3 B1 B2 B3", OneFOneB.text(1, 4, 3));
    }

    @Test
    void v3LiteralReductionHas48EdgesAndCleanUpKeeps18() {
        TrainingDagGenerator.Generated g = generate(2);
        DagReduction.Reduced literal = DagReduction.reduce(g.full(), true, false, SolveMonitor.NONE);
        assertEquals(48, literal.rawEdges());
        assertEquals(18, literal.edgeCount());
        assertEquals(18, g.edges());
        assertEquals(12, g.dag().tasks().size());
        assertEquals(8, g.ppTasks());
        assertEquals(4, g.dpTasks());
        System.out.println("V3: literal raw " + literal.rawEdges() + ", without implied GPU-order edges "
                + g.rawEdges() + ", cleaned " + g.edges());
    }

    @Test
    void v3CleanedEdgesAreTheDigestsEighteen() {
        TaskDag dag = generate(2).dag();
        Map<String, Double> edges = new TreeMap<>();
        for (Dependency e : dag.edges()) {
            edges.put(dag.tasks().get(e.from()).id() + ">" + dag.tasks().get(e.to()).id(), e.delayMs());
        }
        for (String r : List.of("r0", "r1")) {
            assertEquals(1.0, edges.get(r + ".PPf1.s1>" + r + ".PPf2.s1"));
            assertEquals(3.0, edges.get(r + ".PPf1.s1>" + r + ".PPb1.s2"));
            assertEquals(3.0, edges.get(r + ".PPf2.s1>" + r + ".PPb2.s2"));
            assertEquals(3.0, edges.get(r + ".PPb1.s2>" + r + ".PPb2.s2"));
            for (String dp : List.of("DP.s1.r0-r1", "DP.s1.r1-r0")) {
                assertEquals(2.0, edges.get(r + ".PPb2.s2>" + dp));
            }
            for (String dp : List.of("DP.s2.r0-r1", "DP.s2.r1-r0")) {
                assertEquals(0.0, edges.get(r + ".PPb2.s2>" + dp));
            }
            assertEquals(1.0, dag.tasks().get(task(dag, r + ".PPf1.s1")).releaseMs());
        }
        assertEquals(16, edges.size());
        long releases = dag.tasks().stream().filter(t -> t.releaseMs() > 0).count();
        assertEquals(2, releases);
    }

    @Test
    void v4SimulatorGivesTheSection23TimelineAndTenIntervals() {
        TaskDag dag = generate(2).dag();
        DagIndex ix = DagIndex.of(dag);
        Allocation x = Allocation.ofMatrix(new int[][] {{0, 1, 1, 0}, {1, 0, 0, 1}, {1, 0, 0, 1}, {0, 1, 1, 0}});
        Schedule s = FlowSimulator.simulate(ix, x, Sharing.MAX_MIN);
        assertEquals(16, s.makespan(), 1e-9);
        String[] ids = {"r0.PPf1.s1", "r0.PPf2.s1", "r0.PPb1.s2", "r0.PPb2.s2", "DP.s2.r0-r1", "DP.s1.r0-r1"};
        double[][] expected = {{1, 2}, {3, 4}, {5, 6}, {9, 10}, {10, 14}, {12, 16}};
        for (int i = 0; i < ids.length; i++) {
            int t = task(dag, ids[i]);
            assertArrayEquals(expected[i], new double[] {s.start()[t], s.end()[t]}, 1e-9, ids[i]);
        }
        assertArrayEquals(new double[] {1, 2, 3, 4, 5, 6, 9, 10, 12, 14, 16}, s.eventTimes(), 1e-9);
        assertEquals(10, s.intervals());
        assertTrue(ScheduleVerifier.verify(ix, FlowSimulator.capacities(ix, x), s).isPassed());
        Schedule pairEqual = FlowSimulator.simulate(ix, x, Sharing.PAIR_EQUAL);
        assertEquals(16, pairEqual.makespan(), 1e-9);
    }

    @Test
    void v4IdealIsTwelveAndAHalfAndNctIsTwo() {
        TaskDag dag = generate(2).dag();
        DagIndex ix = DagIndex.of(dag);
        Schedule ideal = FlowSimulator.simulate(ix, FlowSimulator.ideal(ix), Sharing.MAX_MIN, SolveMonitor.NONE);
        assertEquals(12.5, ideal.makespan(), 1e-9);
        Allocation x = Allocation.ofMatrix(new int[][] {{0, 1, 1, 0}, {1, 0, 0, 1}, {1, 0, 0, 1}, {0, 1, 1, 0}});
        Schedule ocs = FlowSimulator.simulate(ix, x, Sharing.MAX_MIN);
        double nct = Timing.of(ix, ocs).communicationOnPath(ocs) / Timing.of(ix, ideal).communicationOnPath(ideal);
        assertEquals(2.0, nct, 1e-9);
        Allocation twos = Allocation.ofMatrix(new int[][] {{0, 2, 2, 0}, {2, 0, 0, 2}, {2, 0, 0, 2}, {0, 2, 2, 0}});
        assertEquals(12.5, FlowSimulator.simulate(ix, twos, Sharing.MAX_MIN).makespan(), 1e-9);
    }

    @Test
    void v2CriticalPathAndSlackAtOneAndTwoCircuits() {
        TaskDag dag = generate(2).dag();
        DagIndex ix = DagIndex.of(dag);
        Allocation x = Allocation.ofMatrix(new int[][] {{0, 1, 1, 0}, {1, 0, 0, 1}, {1, 0, 0, 1}, {0, 1, 1, 0}});
        Schedule s = FlowSimulator.simulate(ix, x, Sharing.MAX_MIN);
        Timing timing = Timing.of(ix, s);
        List<String> path = new ArrayList<>();
        for (int t : timing.path()) {
            path.add(dag.tasks().get(t).id());
        }
        assertEquals(List.of("r0.PPf1.s1", "r0.PPb1.s2", "r0.PPb2.s2", "DP.s1.r0-r1"), path);
        assertEquals(2, timing.totalSlack()[task(dag, "r0.PPf2.s1")], 1e-9);
        assertEquals(2, timing.totalSlack()[task(dag, "DP.s2.r0-r1")], 1e-9);
        assertEquals(0, timing.totalSlack()[task(dag, "r0.PPb1.s2")], 1e-9);
        assertEquals(2, timing.latestFinish()[task(dag, "r0.PPf1.s1")], 1e-9);
        assertEquals(6, timing.latestFinish()[task(dag, "r0.PPf2.s1")], 1e-9);
        assertEquals(16, timing.latestFinish()[task(dag, "DP.s2.r0-r1")], 1e-9);
        Schedule ideal = FlowSimulator.simulate(ix, FlowSimulator.ideal(ix), Sharing.MAX_MIN, SolveMonitor.NONE);
        Timing fast = Timing.of(ix, ideal);
        assertEquals(8.5, fast.earliestStart()[task(dag, "DP.s2.r0-r1")], 1e-9);
        assertEquals(2, fast.totalSlack()[task(dag, "DP.s2.r0-r1")], 1e-9);
        assertEquals(2, fast.totalSlack()[task(dag, "r0.PPf2.s1")], 1e-9);
        assertEquals(2, fast.freeSlack()[task(dag, "DP.s2.r0-r1")], 1e-9);
    }

    @Test
    void v13FiftyMegabytesOnTwoFlowsTakeOneMsOnOneCircuitAndHalfOnTwo() {
        DagTask t = DagFixtures.task("t", 0, 1, 50, new int[][] {{0, 2}, {1, 3}}, 0);
        TaskDag dag = new TaskDag(400, List.of(new com.lightwire.model.dag.DagPod("A", 2),
                new com.lightwire.model.dag.DagPod("B", 2)), List.of(t), List.of());
        DagIndex ix = DagIndex.of(dag);
        assertEquals(50, dag.bandwidthMBperMs(), 0);
        assertEquals(1, FlowSimulator.simulate(ix, Allocation.ofMatrix(new int[][] {{0, 1}, {1, 0}}),
                Sharing.MAX_MIN).makespan(), 1e-12);
        assertEquals(0.5, FlowSimulator.simulate(ix, Allocation.ofMatrix(new int[][] {{0, 2}, {2, 0}}),
                Sharing.MAX_MIN).makespan(), 1e-12);
        assertEquals(0.5, FlowSimulator.simulate(ix, FlowSimulator.ideal(ix), Sharing.MAX_MIN,
                SolveMonitor.NONE).makespan(), 1e-12);
    }
}
