package com.lightwire.core.trace;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.model.lumos.Job;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Helios-style rows to jobs: origin, order, rounding, clipping, skipped CPU jobs. */
class HeliosMappingTest {

    @Test
    void rowsBecomeJobsSortedByArrivalWithPowerOfTwoSizesAndClippedRuns() {
        List<SubmittedJob> rows = List.of(new SubmittedJob(1000, 12, 50), new SubmittedJob(400, 0, 10),
                new SubmittedJob(500, 1, 200_000), new SubmittedJob(1000, 64, 7200));
        Outcome<HeliosMapping.Imported> outcome = HeliosMapping.solve(rows, 1, SolveMonitor.NONE);
        assertTrue(outcome.isVerified());
        assertEquals(1, outcome.value().skipped());
        List<Job> jobs = outcome.value().trace().jobs();
        assertEquals(List.of(0.0, 500.0, 500.0), jobs.stream().map(Job::arrival).toList());
        assertEquals(List.of(8, 16, 64), jobs.stream().map(Job::gpus).toList());
        assertEquals(List.of(100_000.0, 3600.0, 7200.0), jobs.stream().map(Job::runSeconds).toList());
        assertEquals(List.of("j1", "j2", "j3"), jobs.stream().map(Job::id).toList());
    }

    @Test
    void roundingGoesUpToAPowerOfTwoOfWholeServers() {
        assertEquals(8, HeliosMapping.roundedGpus(1));
        assertEquals(8, HeliosMapping.roundedGpus(8));
        assertEquals(16, HeliosMapping.roundedGpus(9));
        assertEquals(1024, HeliosMapping.roundedGpus(1000));
    }

    @Test
    void outOfRangeRowsAreInvalidInput() {
        assertEquals(SolveStatus.INVALID_INPUT, HeliosMapping.solve(List.of(new SubmittedJob(0, -1, 5)), 1,
                SolveMonitor.NONE).status());
        assertEquals(SolveStatus.INVALID_INPUT, HeliosMapping.solve(List.of(new SubmittedJob(0, 200_000, 5)), 1,
                SolveMonitor.NONE).status());
    }
}
