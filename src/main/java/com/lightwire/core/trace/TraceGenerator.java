package com.lightwire.core.trace;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveFrame;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.Trace;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Synthetic traces (digest §4.6, §7 item 21): each job's size, parallelism, model and run time drawn from the
 * {@link JobMix}; then exponential inter-arrival gaps (Poisson arrivals) scaled so their mean is
 * {@code β = mean(gpus·runSeconds) / (load · N)}: the trace's workload level (eq. 9, {@link #workloadLevel}) is the
 * target up to the rounding of times.
 * The first job arrives at 0; times are whole seconds. One {@link Random} seeded once: the same request gives the
 * same trace. O(jobs).
 */
public final class TraceGenerator {

    private TraceGenerator() {
    }

    public static Outcome<Trace> solve(TraceRequest request, SolveMonitor monitor) {
        return SolveFrame.run(request::validate, monitor, diagnostics -> SolveFrame.Candidate.solved(
                SolveStatus.FEASIBLE, generate(request, monitor)), trace -> TraceVerifier.verify(trace, request.gpus()));
    }

    private static Trace generate(TraceRequest request, SolveMonitor monitor) {
        Random random = new Random(request.seed());
        List<Job> drafts = new ArrayList<>(request.jobs());
        double work = 0;
        for (int i = 0; i < request.jobs(); i++) {
            if (i % 4096 == 0) {
                monitor.checkCancelled();
            }
            Job job = draw(random, request.mix(), request.gpus(), "j" + (i + 1));
            work += (double) job.gpus() * job.runSeconds();
            drafts.add(job);
        }
        double beta = work / request.jobs() / (request.load() * request.gpus());
        double[] gaps = new double[drafts.size()];
        double sum = 0;
        for (int i = 1; i < gaps.length; i++) {
            gaps[i] = -Math.log(1 - random.nextDouble());
            sum += gaps[i];
        }
        double scale = sum > 0 ? (gaps.length - 1) * beta / sum : 0;
        List<Job> jobs = new ArrayList<>(drafts.size());
        double arrival = 0;
        for (int i = 0; i < drafts.size(); i++) {
            arrival += Math.rint(gaps[i] * scale);
            Job d = drafts.get(i);
            jobs.add(new Job(d.id(), arrival, d.gpus(), d.tp(), d.pp(), d.dp(), d.ep(), d.model(), d.runSeconds(),
                    d.commShare()));
        }
        monitor.progress(1, jobs.size() + " jobs");
        return new Trace(JobMix.GPUS_PER_SERVER, jobs);
    }

    /** One job of the mix with {@code gpus} at most the cluster's; arrival 0 (set later). */
    static Job draw(Random random, JobMix mix, long clusterGpus, String id) {
        return shaped(random, mix, id, 0, mix.size(random, clusterGpus), mix.runSeconds(random));
    }

    /** A job of the given size and run time with the mix's parallelism and model. */
    static Job shaped(Random random, JobMix mix, String id, double arrival, int gpus, double runSeconds) {
        int servers = gpus / JobMix.GPUS_PER_SERVER;
        int pp = mix.pipeline(random, servers);
        JobMix.Model model = mix.model(random);
        int ep = mix.expert(random, model, gpus);
        return new Job(id, arrival, gpus, JobMix.GPUS_PER_SERVER, pp, servers / pp, ep, model.name(), runSeconds,
                JobMix.commShare(random, model));
    }

    /**
     * Eq. (9) over job classes: {@code Σ_k k·λ_k·T_k / N}, each class given as {GPUs k, arrival rate λ_k per second,
     * mean run time T_k in seconds}.
     */
    public static double workloadLevel(long gpus, double[][] classes) {
        double sum = 0;
        for (double[] c : classes) {
            sum += c[0] * c[1] * c[2];
        }
        return sum / gpus;
    }

    /**
     * The workload level of eq. (9) a trace reaches on {@code gpus} GPUs: {@code Σ gpus·runSeconds / (N · J · gap)}
     * with {@code gap} the mean inter-arrival time; 0 for fewer than two jobs or no spread.
     */
    public static double workloadLevel(Trace trace, long gpus) {
        List<Job> jobs = trace.jobs();
        if (jobs.size() < 2) {
            return 0;
        }
        double span = jobs.get(jobs.size() - 1).arrival() - jobs.get(0).arrival();
        if (span <= 0) {
            return 0;
        }
        double work = jobs.stream().mapToDouble(j -> (double) j.gpus() * j.runSeconds()).sum();
        return work / (gpus * (double) jobs.size() * (span / (jobs.size() - 1)));
    }
}
