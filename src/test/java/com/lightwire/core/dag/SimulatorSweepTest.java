package com.lightwire.core.dag;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.Verification;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.dag.Allocation;
import com.lightwire.model.dag.TaskDag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Seeded sweeps: simulator schedules pass the verifier; reduced and full DAGs agree on the makespan. */
class SimulatorSweepTest {

    /** Every active pair gets 1 + seed-chosen extra circuits (ports are not checked by the simulator). */
    static Allocation randomAllocation(DagIndex ix, Random rnd) {
        int[][] x = new int[ix.podCount()][ix.podCount()];
        for (int p = 0; p < ix.pairCount(); p++) {
            int c = 1 + rnd.nextInt(3);
            x[ix.pairA(p)][ix.pairB(p)] = c;
            x[ix.pairB(p)][ix.pairA(p)] = c;
        }
        return Allocation.ofMatrix(x);
    }

    @ParameterizedTest(name = "seeds {0}..+99")
    @ValueSource(longs = {1000, 2000, 3000, 4000, 5000})
    void desSchedulesOf500RandomDagsPassTheVerifierUnderBothSharings(long base) {
        for (long seed = base; seed < base + 100; seed++) {
            TaskDag dag = RandomDags.of(seed, 30, 5);
            assertTrue(TaskDagValidator.validate(dag).isEmpty());
            DagIndex ix = DagIndex.of(dag);
            Allocation x = randomAllocation(ix, new Random(seed));
            for (Sharing sharing : Sharing.values()) {
                Schedule s = FlowSimulator.simulate(ix, x, sharing);
                Verification v = ScheduleVerifier.verify(ix, FlowSimulator.capacities(ix, x), s);
                assertTrue(v.isPassed(), "seed " + seed + " " + sharing + ": " + v.summary());
                Timing timing = Timing.of(ix, s);
                assertEquals(s.makespan(), ReductionVerifier.reducedMakespan(ix, durations(s)), 1e-9 * s.makespan());
                assertTrue(timing.path().length > 0);
            }
            Schedule ideal = FlowSimulator.simulate(ix, FlowSimulator.ideal(ix), Sharing.MAX_MIN, SolveMonitor.NONE);
            assertTrue(ScheduleVerifier.verify(ix, FlowSimulator.ideal(ix), ideal).isPassed());
        }
    }

    @ParameterizedTest(name = "seeds {0}..+124")
    @ValueSource(longs = {10_000, 20_000, 30_000, 40_000})
    void milpSchedulesOf500RandomDagsPassTheVerifier(long base) {
        for (long seed = base; seed < base + 125; seed++) {
            TaskDag dag = RandomDags.of(seed, 3, 3);
            DagMethod method = seed % 2 == 0 ? DagMethod.JOINT : DagMethod.TOPO;
            var o = DagOptimizer.solve(dag, method, DagOptions.defaults().withPortPhase(seed % 5 == 0)
                    .withTimeLimit(30), SolveMonitor.NONE);
            if (o.status() == com.lightwire.core.solve.SolveStatus.INFEASIBLE) {
                assertTrue(PortFeasibility.infeasibility(DagIndex.of(dag)).isPresent(), "seed " + seed);
                continue;
            }
            assertTrue(o.isVerified(), "seed " + seed + " " + method + ": " + o.status() + " " + o.diagnostics()
                    + " " + o.verification().summary());
            DagIndex ix = DagIndex.of(dag);
            Schedule des = FlowSimulator.simulate(ix, o.value().allocation(), Sharing.PAIR_EQUAL);
            assertTrue(o.value().schedule().makespan() <= des.makespan() * (1 + 1e-6) + 1e-6,
                    "seed " + seed + ": the MILP is worse than the simulator on its own topology");
        }
    }

    static double[] durations(Schedule s) {
        double[] tau = new double[s.start().length];
        for (int t = 0; t < tau.length; t++) {
            tau[t] = s.end()[t] - s.start()[t];
        }
        return tau;
    }

    @ParameterizedTest(name = "seeds {0}..+49")
    @ValueSource(longs = {1, 100, 200, 300})
    void reducedAndFullDagsOf200RandomJobsGiveTheSameMakespan(long base) {
        for (long seed = base; seed < base + 50; seed++) {
            List<Diagnostic> problems = new ArrayList<>();
            var job = DagFixtures.randomJob(new Random(seed));
            var generated = TrainingDagGenerator.generate(job, true, problems, SolveMonitor.NONE);
            if (generated.isEmpty()) {
                assertEquals("no-inter-pod-task", problems.get(0).rule(), "seed " + seed);
                continue;
            }
            var g = generated.get();
            assertTrue(TaskDagValidator.validate(g.dag()).isEmpty(), "seed " + seed);
            DagReduction.Reduced r = DagReduction.reduce(g.full(), true, true, SolveMonitor.NONE);
            Verification v = ReductionVerifier.verify(g.full(), g.dag(), r, 5, seed);
            assertTrue(v.isPassed(), "seed " + seed + ": " + v.summary());
            DagReduction.Reduced literal = DagReduction.reduce(g.full(), true, false, SolveMonitor.NONE);
            assertEquals(literal.edgeCount(), r.edgeCount(), "seed " + seed + ": cleaned edges differ");
            DagReduction.Reduced raw = DagReduction.reduce(g.full(), false, true, SolveMonitor.NONE);
            var rawDag = TrainingDagGenerator.assemble(g.plan(), g.full(), raw).dag();
            assertTrue(ReductionVerifier.verify(g.full(), rawDag, raw, 3, seed).isPassed());
        }
    }

    @Test
    void megatron462bWithFourStagesPerPodReducesToAFewEdgesPerTaskAndKeepsTheFullMakespan() {
        var base = DagFixtures.megatron462b(32);
        var g = TrainingDagGenerator.generate(base, true, new ArrayList<>(), SolveMonitor.NONE).orElseThrow();
        int tasks = g.dag().tasks().size();
        assertEquals(8 * (2 * 3 * 32 + 16), tasks);
        assertTrue(g.edges() <= 4 * tasks, g.edges() + " edges for " + tasks + " tasks");
        DagReduction.Reduced r = DagReduction.reduce(g.full(), true, true, SolveMonitor.NONE);
        Verification v = ReductionVerifier.verify(g.full(), g.dag(), r, 3, 7);
        assertTrue(v.isPassed(), v.summary());
    }
}
