package com.lightwire.core.trace;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.Trace;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Synthetic traces: the §4.6 rules, the workload level of eq. (9), seeds, and 300 seeded traces verified. */
class TraceGeneratorTest {

    private static Trace generate(long gpus, int jobs, double load, long seed, JobMix mix) {
        Outcome<Trace> outcome = TraceGenerator.solve(new TraceRequest(gpus, jobs, load, seed, mix), SolveMonitor.NONE);
        assertTrue(outcome.isVerified(), outcome.diagnostics().toString());
        return outcome.value();
    }

    @Test
    void helios4kTraceHitsTheWorkloadLevelAndTheSizeDistribution() {
        Trace trace = generate(4096, 1000, 0.655, 1, JobMix.HELIOS);
        assertEquals(1000, trace.jobs().size());
        assertEquals(0.655, TraceGenerator.workloadLevel(trace, 4096), 0.002);
        long small = trace.jobs().stream().filter(j -> j.gpus() == 32).count();
        assertTrue(small > 240 && small < 340, "share of 32-GPU jobs near 0.29: " + small);
        assertTrue(trace.jobs().stream().allMatch(j -> j.tp() == 8 && j.runSeconds() >= 3600
                && j.runSeconds() <= 100_000 && Set.of(8, 16, 32).contains(j.ep())));
        assertEquals(0, trace.jobs().get(0).arrival());
    }

    @Test
    void v14WorkloadLevelOfTwoClassesIsPointEightOneTwoFive() {
        assertEquals(0.8125, TraceGenerator.workloadLevel(4096, new double[][] {{64, 0.001, 20_000},
                {512, 0.0001, 40_000}}), 1e-12);
    }

    @Test
    void theSameSeedGivesTheSameTraceAndAnotherSeedAnother() {
        assertEquals(generate(512, 100, 0.655, 3, JobMix.HELIOS), generate(512, 100, 0.655, 3, JobMix.HELIOS));
        assertNotEquals(generate(512, 100, 0.655, 3, JobMix.HELIOS), generate(512, 100, 0.655, 4, JobMix.HELIOS));
    }

    @Test
    void testbedMixUsesItsSizesModelsAndExpertDegrees() {
        Trace trace = generate(128, 50, 0.655, 1, JobMix.TESTBED);
        assertEquals(Set.of(16, 32, 64, 96, 128), trace.jobs().stream().map(Job::gpus).collect(Collectors.toSet()));
        for (Job j : trace.jobs()) {
            int ep = j.model().startsWith("pangu") || j.model().startsWith("gpt2") ? 2 : 1;
            assertEquals(ep, j.ep(), j.toString());
            assertEquals(0, (j.gpus() / 8) % j.pp(), j.toString());
        }
        assertEquals(0.655, TraceGenerator.workloadLevel(trace, 128), 0.01);
    }

    @Test
    void aSmallClusterGetsOnlyJobsThatFit() {
        Trace trace = generate(64, 200, 1, 2, JobMix.HELIOS);
        assertTrue(trace.jobs().stream().allMatch(j -> j.gpus() <= 64));
    }

    @Test
    void badRequestsAreInvalidInput() {
        for (TraceRequest r : List.of(new TraceRequest(16, 10, 0.5, 1, JobMix.HELIOS),
                new TraceRequest(4096, 0, 0.5, 1, JobMix.HELIOS), new TraceRequest(4096, 10, 0, 1, JobMix.HELIOS),
                new TraceRequest(262_144, 10, 0.5, 1, JobMix.HELIOS))) {
            assertEquals(SolveStatus.INVALID_INPUT, TraceGenerator.solve(r, SolveMonitor.NONE).status(), r.toString());
        }
    }

    @ParameterizedTest(name = "seeds {0}..+99 pass the verifier")
    @ValueSource(ints = {0, 100, 200})
    void seededTracesPassTheVerifier(int from) {
        IntStream.range(from, from + 100).forEach(seed -> {
            long gpus = 32L << (seed % 8);
            JobMix mix = seed % 3 == 0 ? JobMix.TESTBED : JobMix.HELIOS;
            Trace trace = generate(gpus, 1 + seed % 40, 0.3 + (seed % 5) * 0.2, seed, mix);
            assertTrue(TraceVerifier.verify(trace, gpus).isPassed());
        });
    }

    @Test
    void theVerifierRejectsABrokenTrace() {
        Trace broken = new Trace(8, List.of(new Job("a", 5, 16, 8, 2, 1, 1, "", 10, 0.1),
                new Job("a", 1, 24, 8, 1, 2, 1, "", 0, 1.5)));
        assertEquals(5, TraceVerifier.verify(broken, 16).violationCount());
    }
}
