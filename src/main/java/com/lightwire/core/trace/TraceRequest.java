package com.lightwire.core.trace;

import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;

import java.util.ArrayList;
import java.util.List;

/**
 * What to generate: a trace of {@code jobs} jobs of a mix for a cluster of {@code gpus} GPUs at a workload level.
 *
 * @param gpus  cluster size N of eq. (9); no job is larger
 * @param jobs  number of jobs
 * @param load  target workload level {@code Σ gpus·runSeconds·λ / N} (the paper's default 0.655)
 * @param seed  the random seed (same seed, same trace)
 * @param mix   the job mix
 */
public record TraceRequest(long gpus, int jobs, double load, long seed, JobMix mix) {

    /** The largest cluster and trace Lightwire models (issue 14 item 10). */
    public static final long MAX_GPUS = 131_072;
    public static final int MAX_JOBS = 1_000_000;

    public List<Diagnostic> validate() {
        List<Diagnostic> out = new ArrayList<>();
        if (gpus < mix.smallest() || gpus > MAX_GPUS || gpus % JobMix.GPUS_PER_SERVER != 0) {
            out.add(Diagnostic.error(SubjectRef.OPTIONS, "gpus", "--gpus must be a multiple of "
                    + JobMix.GPUS_PER_SERVER + " from " + mix.smallest() + " (the mix's smallest job) to " + MAX_GPUS
                    + "; it is " + gpus));
        }
        if (jobs < 1 || jobs > MAX_JOBS) {
            out.add(Diagnostic.error(SubjectRef.OPTIONS, "jobs", "--jobs must be 1 to " + MAX_JOBS + "; it is "
                    + jobs));
        }
        if (!(load > 0 && load <= 10)) {
            out.add(Diagnostic.error(SubjectRef.OPTIONS, "load", "--load must be in (0, 10]; it is " + load));
        }
        return out;
    }
}
