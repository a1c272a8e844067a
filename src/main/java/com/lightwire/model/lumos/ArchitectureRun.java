package com.lightwire.model.lumos;

import java.util.List;

/**
 * One architecture's simulation of a trace (issue 14 item 3, {@code jobs simulate}): its shape, the averages over the
 * jobs and each job's run.
 *
 * @param name              the architecture's name, e.g. {@code lumos-51.2t-tau2}
 * @param portGbps          port speed B
 * @param gpusPerLeaf       GPUs under one leaf
 * @param leavesPerPod      leaves per pod
 * @param pods              pods
 * @param averages          the averages over the jobs
 * @param reconfigurations  OCS reconfigurations (cross-pod starts on LumosCore)
 * @param avgReallocatedPct mean share of circuits torn down per reconfiguration, in percent
 * @param millis            wall time of this architecture's run
 * @param jobs              every job's run, in trace order
 * @param reconfigurationLog each reconfiguration in time order ({@code reconfigurations} of them); empty off optics
 */
public record ArchitectureRun(String name, int portGbps, int gpusPerLeaf, int leavesPerPod, int pods,
                              RunAverages averages, int reconfigurations, double avgReallocatedPct, long millis,
                              List<JobRun> jobs, List<Reconfiguration> reconfigurationLog) {

    public ArchitectureRun {
        jobs = List.copyOf(jobs);
        reconfigurationLog = List.copyOf(reconfigurationLog);
    }

    /**
     * Averages over the jobs (seconds unless said otherwise).
     *
     * @param avgJrt         mean running time
     * @param avgJwt         mean waiting time
     * @param avgJct         mean completion time
     * @param p50Jct         median completion time (nearest rank)
     * @param p99Jct         99th percentile completion time (nearest rank)
     * @param avgJrtSlowdown mean of JRT / runSeconds − 1 over jobs with a run time
     * @param avgContention  mean of the jobs' contention levels (eq. 10)
     */
    public record RunAverages(double avgJrt, double avgJwt, double avgJct, double p50Jct, double p99Jct,
                              double avgJrtSlowdown, double avgContention) {
    }
}
