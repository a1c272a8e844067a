package com.lightwire.core.simulate;

import com.lightwire.model.lumos.ArchitectureRun;
import com.lightwire.model.lumos.ArchitectureRun.RunAverages;
import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.JobRun;

import java.util.Arrays;
import java.util.List;

/**
 * The averages of one architecture's run (digest §4.3): JRT = finish − start, JWT = start − arrival, JCT = finish −
 * arrival; percentiles by nearest rank; the JRT slowdown {@code JRT/runSeconds − 1} over jobs with a run time.
 */
final class RunStatistics {

    private RunStatistics() {
    }

    static ArchitectureRun of(Architecture arch, LumosNetwork network, List<JobRun> runs, List<Job> jobs,
                              long millis) {
        int n = runs.size();
        double[] jct = new double[n];
        double jrt = 0;
        double jwt = 0;
        double slowdown = 0;
        int timed = 0;
        double contention = 0;
        for (int i = 0; i < n; i++) {
            JobRun r = runs.get(i);
            Job j = jobs.get(i);
            jrt += r.finish() - r.start();
            jwt += r.start() - j.arrival();
            jct[i] = r.finish() - j.arrival();
            contention += r.contention();
            if (j.runSeconds() > 0) {
                slowdown += (r.finish() - r.start()) / j.runSeconds() - 1;
                timed++;
            }
        }
        double total = Arrays.stream(jct).sum();
        Arrays.sort(jct);
        RunAverages averages = new RunAverages(mean(jrt, n), mean(jwt, n), mean(total, n), rank(jct, 0.5),
                rank(jct, 0.99), mean(slowdown, timed), mean(contention, n));
        return new ArchitectureRun(arch.name(), arch.portGbps(), arch.gpusPerLeaf(), arch.leavesPerPod(), arch.pods(),
                averages, network == null ? 0 : network.log().size(),
                network == null ? 0 : network.avgReallocatedPct(), millis, runs,
                network == null ? List.of() : network.log());
    }

    private static double mean(double sum, int n) {
        return n == 0 ? 0 : sum / n;
    }

    /** Nearest-rank percentile of sorted values. */
    static double rank(double[] sorted, double q) {
        if (sorted.length == 0) {
            return 0;
        }
        int index = (int) Math.ceil(q * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
    }
}
