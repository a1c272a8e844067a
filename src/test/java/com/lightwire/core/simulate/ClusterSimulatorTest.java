package com.lightwire.core.simulate;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.trace.JobMix;
import com.lightwire.core.trace.TraceGenerator;
import com.lightwire.core.trace.TraceRequest;
import com.lightwire.model.lumos.ArchitectureRun;
import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.JobRun;
import com.lightwire.model.lumos.SimulationResult;
import com.lightwire.model.lumos.Trace;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The simulator: the rate formula, FIFO, the queueing toy, determinism across threads, and seeded sweeps. */
class ClusterSimulatorTest {

    static SimulationResult simulate(Trace trace, long gpus, List<String> arch, Routing routing, int threads) {
        Outcome<SimulationResult> outcome = ClusterSimulator.solve(new SimulationRequest(trace, gpus, arch, routing,
                1, threads), SolveMonitor.NONE);
        assertTrue(outcome.isVerified(), outcome.diagnostics() + " " + outcome.verification().summary());
        return outcome.value();
    }

    private static Job job(String id, double arrival, int gpus, double run, double comm) {
        return new Job(id, arrival, gpus, 8, 1, gpus / 8, 8, "m", run, comm);
    }

    @Test
    void onBestEveryJobRunsExactlyItsRunSecondsInFifoOrder() {
        Trace trace = new Trace(8, List.of(job("a", 0, 64, 100, 0.3), job("b", 1, 64, 50, 0.5),
                job("c", 2, 8, 10, 0.1)));
        ArchitectureRun best = simulate(trace, 64, List.of("best"), Routing.PLANNED, 1).architectures().get(0);
        assertEquals(List.of(0.0, 100.0, 150.0), best.jobs().stream().map(JobRun::start).toList());
        assertEquals(List.of(100.0, 150.0, 160.0), best.jobs().stream().map(JobRun::finish).toList());
        assertEquals((0 + 99 + 148) / 3.0, best.averages().avgJwt(), 1e-9);
    }

    @Test
    void v14JrtSlowdownOfAJobThatRunsTenPercentLongerIsPointOne() {
        Trace trace = new Trace(8, List.of(job("a", 0, 64, 1000, 0.1)));
        ArchitectureRun clos = simulate(trace, 256, List.of("clos-25.6t-3tier"), Routing.IDEAL, 1).architectures()
                .get(0);
        assertEquals(1600, clos.portGbps(), "at 256 GPUs a 25.6T 3-tier Clos reaches 1.6T");
        ArchitectureRun slow = simulate(new Trace(8, List.of(job("a", 0, 64, 1000, 0.1))), 4096,
                List.of("clos-25.6t-3tier"), Routing.IDEAL, 1).architectures().get(0);
        assertEquals(800, slow.portGbps());
        assertEquals(1100, slow.jobs().get(0).finish(), 1e-9, "1/((1-0.1)+0.1*2) Best-seconds per second");
        assertEquals(0.10, slow.averages().avgJrtSlowdown(), 1e-12);
    }

    @Test
    void queueingToyAddsTwoHundredFortyNineThousandNineHundredFiftySecondsOfWaiting() {
        List<Job> base = new ArrayList<>();
        List<Job> longer = new ArrayList<>();
        for (int i = 0; i < 5000; i++) {
            base.add(job("j" + i, 0, 512, 1000, 0));
            longer.add(job("j" + i, 0, 512, 1100, 0));
        }
        double before = simulate(new Trace(8, base), 512, List.of("best"), Routing.IDEAL, 1).architectures().get(0)
                .averages().avgJwt();
        double after = simulate(new Trace(8, longer), 512, List.of("best"), Routing.IDEAL, 1).architectures().get(0)
                .averages().avgJwt();
        assertEquals(249_950, after - before, 1e-3);
    }

    @Test
    void theResultDoesNotDependOnTheThreadCount() {
        Trace trace = TraceGenerator.solve(new TraceRequest(256, 30, 0.9, 4, JobMix.HELIOS), SolveMonitor.NONE).value();
        SimulationResult one = withoutMillis(simulate(trace, 256, Architecture.STANDARD, Routing.ECMP, 1));
        SimulationResult four = withoutMillis(simulate(trace, 256, Architecture.STANDARD, Routing.ECMP, 4));
        assertEquals(one, four);
    }

    @Test
    void crossPodStartsReconfigureAndIdealRoutingHasNoContention() {
        Trace trace = new Trace(8, List.of(job("a", 0, 96, 100, 0.5), job("b", 0, 16, 100, 0.5),
                job("c", 5, 64, 100, 0.5)));
        ArchitectureRun lumos = simulate(trace, 128, List.of("lumos-25.6t-tau2"), Routing.IDEAL, 1).architectures()
                .get(0);
        assertEquals(2, lumos.reconfigurations(), "a spans three 32-GPU pods and c two; b fits one pod");
        assertTrue(lumos.jobs().stream().allMatch(j -> j.contention() == 1));
    }

    @Test
    void refusesJobsLargerThanTheClusterAndUnknownArchitectures() {
        Trace trace = new Trace(8, List.of(job("a", 0, 512, 100, 0.5)));
        assertEquals(SolveStatus.INVALID_INPUT, ClusterSimulator.solve(new SimulationRequest(trace, 256,
                List.of("best"), Routing.PLANNED, 1, 1), SolveMonitor.NONE).status());
        assertEquals(SolveStatus.INVALID_INPUT, ClusterSimulator.solve(new SimulationRequest(trace, 512,
                List.of("torus"), Routing.PLANNED, 1, 1), SolveMonitor.NONE).status());
        assertEquals(SolveStatus.INVALID_INPUT, ClusterSimulator.solve(new SimulationRequest(trace, 262_144,
                List.of("best"), Routing.PLANNED, 1, 1), SolveMonitor.NONE).status());
    }

    @Test
    void theVerifierCatchesDoubleBookingAndFifoBreaches() {
        Trace trace = new Trace(8, List.of(job("a", 0, 64, 100, 0), job("b", 0, 64, 100, 0)));
        SimulationRequest request = new SimulationRequest(trace, 64, List.of("best"), Routing.PLANNED, 1, 1);
        SimulationResult good = simulate(trace, 64, List.of("best"), Routing.PLANNED, 1);
        ArchitectureRun run = good.architectures().get(0);
        List<JobRun> overlapping = List.of(run.jobs().get(0), new JobRun("b", 50, 150, 1, List.of()));
        assertFalse(SimulationVerifier.verify(request, replaced(good, overlapping)).isPassed());
        List<JobRun> reversed = List.of(new JobRun("a", 100, 200, 1, List.of()), new JobRun("b", 0, 100, 1, List.of()));
        assertFalse(SimulationVerifier.verify(request, replaced(good, reversed)).isPassed());
    }

    @ParameterizedTest(name = "seeds {0}..+99 pass the verifier on every architecture")
    @ValueSource(ints = {0, 100, 200})
    void seededTracesPassTheVerifier(int from) {
        IntStream.range(from, from + 100).forEach(seed -> {
            Trace trace = TraceGenerator.solve(new TraceRequest(256, 6, 0.5 + seed % 4 * 0.3, seed, JobMix.HELIOS),
                    SolveMonitor.NONE).value();
            Routing routing = Routing.values()[seed % 3];
            List<String> arch = List.of("best", Architecture.STANDARD.get(1 + seed % 7));
            simulate(trace, 256, arch, routing, 1);
        });
    }

    private static SimulationResult replaced(SimulationResult r, List<JobRun> jobs) {
        ArchitectureRun a = r.architectures().get(0);
        return new SimulationResult(r.gpus(), r.seed(), r.routing(), List.of(new ArchitectureRun(a.name(),
                a.portGbps(), a.gpusPerLeaf(), a.leavesPerPod(), a.pods(), a.averages(), 0, 0, 0, jobs, List.of())));
    }

    static SimulationResult withoutMillis(SimulationResult r) {
        return new SimulationResult(r.gpus(), r.seed(), r.routing(), r.architectures().stream()
                .map(a -> new ArchitectureRun(a.name(), a.portGbps(), a.gpusPerLeaf(), a.leavesPerPod(), a.pods(),
                        a.averages(), a.reconfigurations(), a.avgReallocatedPct(), 0, a.jobs(),
                        a.reconfigurationLog())).toList());
    }
}
