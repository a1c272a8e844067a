package com.lightwire.core.trace;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveFrame;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.Trace;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

/**
 * Turns Helios-style rows (submit time, GPUs, duration) into a trace (issue 14 item 1, digest §4.6 for the rest):
 * arrivals are submit times less the earliest, stably sorted (ties keep file order); GPUs are rounded up to a power
 * of two of at least one server (so PP, DP and EP divide them, ADR 0027); run times are the durations clipped to
 * [3,600, 100,000] s; TP = 8, PP, EP, the model and its share as the {@link JobMix#HELIOS} mix draws them. Rows
 * without GPUs (CPU jobs) are skipped and counted. O(n log n).
 */
public final class HeliosMapping {

    private HeliosMapping() {
    }

    /**
     * The imported trace and the rows skipped.
     *
     * @param trace   the jobs
     * @param skipped rows with no GPUs
     */
    public record Imported(Trace trace, int skipped) {
    }

    public static Outcome<Imported> solve(List<SubmittedJob> rows, long seed, SolveMonitor monitor) {
        return SolveFrame.run(() -> validate(rows), monitor, diagnostics -> SolveFrame.Candidate.solved(
                SolveStatus.FEASIBLE, map(rows, seed)), imported -> TraceVerifier.verify(imported.trace(),
                TraceRequest.MAX_GPUS));
    }

    private static List<Diagnostic> validate(List<SubmittedJob> rows) {
        List<Diagnostic> out = new ArrayList<>();
        if (rows.size() > TraceRequest.MAX_JOBS) {
            out.add(Diagnostic.error(SubjectRef.OPTIONS, "rows", rows.size() + " rows; Lightwire reads at most "
                    + TraceRequest.MAX_JOBS + " jobs"));
        }
        for (int i = 0; i < rows.size() && out.isEmpty(); i++) {
            SubmittedJob r = rows.get(i);
            if (r.gpus() < 0 || r.gpus() > TraceRequest.MAX_GPUS || !(r.duration() >= 0)
                    || !Double.isFinite(r.submit())) {
                out.add(Diagnostic.error(SubjectRef.OPTIONS, "row", "row " + (i + 1) + ": " + r
                        + " is out of range (0 to " + TraceRequest.MAX_GPUS + " GPUs, duration >= 0)"));
            }
        }
        return out;
    }

    private static Imported map(List<SubmittedJob> rows, long seed) {
        List<SubmittedJob> kept = new ArrayList<>(rows.stream().filter(r -> r.gpus() > 0).toList());
        kept.sort(Comparator.comparingDouble(SubmittedJob::submit));
        double origin = kept.isEmpty() ? 0 : kept.get(0).submit();
        Random random = new Random(seed);
        List<Job> jobs = new ArrayList<>(kept.size());
        for (int i = 0; i < kept.size(); i++) {
            SubmittedJob r = kept.get(i);
            double run = Math.rint(Math.min(JobMix.HELIOS.maxRun(), Math.max(JobMix.HELIOS.minRun(), r.duration())));
            jobs.add(TraceGenerator.shaped(random, JobMix.HELIOS, "j" + (i + 1), r.submit() - origin,
                    roundedGpus(r.gpus()), run));
        }
        return new Imported(new Trace(JobMix.GPUS_PER_SERVER, jobs), rows.size() - kept.size());
    }

    /** The smallest power of two ≥ max(gpus, 8). */
    static int roundedGpus(int gpus) {
        int g = Math.max(gpus, JobMix.GPUS_PER_SERVER);
        return Integer.bitCount(g) == 1 ? g : Integer.highestOneBit(g) << 1;
    }
}
