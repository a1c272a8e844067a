package com.lightwire.core.dag;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.Verification;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.dag.Allocation;
import com.lightwire.model.dag.DagTask;
import com.lightwire.model.dag.TaskDag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Replica folding (§3.5a): the folded simulator gives the full simulator's makespan on replica-symmetric topologies. */
class ReplicaFoldingTest {

    /** Folded and full simulations of a symmetric allocation agree; the expanded schedule passes on the full DAG. */
    static void assertFoldedEqualsFull(DagIndex full, ReplicaFolding f, int[] genes, String what) {
        Allocation x = f.expand(genes);
        assertTrue(f.isSymmetric(x), what);
        for (Sharing sharing : Sharing.values()) {
            Schedule whole = FlowSimulator.simulate(full, x, sharing);
            Schedule folded = FlowSimulator.simulate(f.folded(), FlowSimulator.capacities(f.folded(), x), sharing,
                    SolveMonitor.NONE);
            assertEquals(whole.makespan(), folded.makespan(), 1e-9 * whole.makespan(), what + " " + sharing);
            Schedule expanded = f.expand(folded);
            Verification v = ScheduleVerifier.verify(full, FlowSimulator.capacities(full, x), expanded);
            assertTrue(v.isPassed(), what + " " + sharing + ": " + v.summary());
        }
    }

    @Test
    void workedExampleFoldsTwelveTasksIntoSixAndSimulatesTheSameSixteenAndTwelveAndAHalf() {
        for (int ports : new int[] {2, 4}) {
            DagIndex full = DagIndex.of(WorkedExampleTest.generate(ports).dag());
            ReplicaFolding f = ReplicaFolding.of(full).orElseThrow();
            assertEquals(2, f.replicas());
            assertEquals(12, full.taskCount());
            assertEquals(6, f.folded().taskCount());
            assertEquals(3, f.folded().pairCount());
            int[] genes = new int[f.folded().pairCount()];
            java.util.Arrays.fill(genes, ports / 2);
            Allocation x = f.expand(genes);
            double c = FlowSimulator.simulate(f.folded(), FlowSimulator.capacities(f.folded(), x), Sharing.MAX_MIN,
                    SolveMonitor.NONE).makespan();
            assertEquals(ports == 2 ? 16 : 12.5, c, 1e-9);
            assertFoldedEqualsFull(full, f, genes, "U = " + ports);
        }
    }

    @Test
    void foldedPairsCountTheirOrbitsPortsAndCircuits() {
        DagIndex full = DagIndex.of(WorkedExampleTest.generate(4).dag());
        ReplicaFolding f = ReplicaFolding.of(full).orElseThrow();
        DagIndex ix = f.folded();
        int[] genes = {2, 2, 1};
        assertEquals(full.circuits(PortFeasibility.toPairs(full, f.expand(genes))), ix.circuits(genes));
        for (int p = 0; p < ix.pairCount(); p++) {
            assertEquals(1, ix.portUse(p, ix.pairA(p)));
        }
    }

    @ParameterizedTest(name = "seeds {0}..+99")
    @ValueSource(longs = {1, 1000})
    void randomJobsFoldWheneverTheyHaveReplicasAndAgreeWithTheFullSimulator(long base) {
        int folded = 0;
        for (long seed = base; seed < base + 100; seed++) {
            List<Diagnostic> problems = new ArrayList<>();
            var g = TrainingDagGenerator.generate(DagFixtures.randomJob(new Random(seed)), true, problems,
                    SolveMonitor.NONE);
            if (g.isEmpty()) {
                continue;
            }
            DagIndex full = DagIndex.of(g.get().dag());
            Optional<ReplicaFolding> f = ReplicaFolding.of(full);
            assertEquals(g.get().plan().dp() >= 2, f.isPresent(), "seed " + seed);
            if (f.isEmpty()) {
                continue;
            }
            folded++;
            Random rnd = new Random(seed);
            for (int trial = 0; trial < 3; trial++) {
                int[] genes = new int[f.get().folded().pairCount()];
                for (int p = 0; p < genes.length; p++) {
                    genes[p] = 1 + rnd.nextInt(3);
                }
                assertFoldedEqualsFull(full, f.get(), genes, "seed " + seed);
            }
        }
        assertTrue(folded >= 30, "only " + folded + " jobs had replicas");
    }

    @Test
    void replicasThatDifferAreNotFolded() {
        TaskDag dag = WorkedExampleTest.generate(2).dag();
        List<DagTask> tasks = new ArrayList<>(dag.tasks());
        int t = WorkedExampleTest.task(dag, "r1.PPf1.s1");
        DagTask m = tasks.get(t);
        tasks.set(t, new DagTask(m.id(), m.src(), m.dst(), m.volumeMB() * 2, m.flows(), m.releaseMs(), m.tailMs()));
        assertFalse(ReplicaFolding.of(DagIndex.of(new TaskDag(dag.bandwidthGbps(), dag.pods(), tasks, dag.edges())))
                .isPresent());
        assertFalse(ReplicaFolding.of(DagIndex.of(DagFixtures.v5())).isPresent());
    }

    @Test
    void fastWithAndWithoutFoldingReachesTheSameMakespanOnTheWorkedExample() {
        for (int ports : new int[] {2, 4}) {
            TaskDag dag = WorkedExampleTest.generate(ports).dag();
            Outcome<DagSolution> folded = DagOptimizer.solve(dag, DagMethod.FAST, DagOptions.defaults(),
                    SolveMonitor.NONE);
            Outcome<DagSolution> plain = DagOptimizer.solve(dag, DagMethod.FAST, DagOptions.defaults().withFold(false),
                    SolveMonitor.NONE);
            assertTrue(folded.isVerified() && plain.isVerified());
            assertEquals(plain.value().schedule().makespan(), folded.value().schedule().makespan(), 1e-9);
            assertEquals(ports == 2 ? 8 : 14, folded.value().allocation().ports());
            assertTrue(folded.value().solver().notes().stream().anyMatch(n -> n.startsWith("replica folding")));
        }
    }
}
