package com.lightwire.core.placement;

import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.LumosCluster;

import java.util.ArrayList;
import java.util.List;

/**
 * One job to place on a cluster with the given free servers per leaf.
 *
 * @param cluster the cluster
 * @param free    free servers per leaf (global leaf index); not copied, callers must not change it
 * @param job     the job
 */
public record PlacementRequest(LumosCluster cluster, int[] free, Job job) {

    private static final SubjectRef JOB = new SubjectRef("job");

    /** Errors that stop the solve: a bad cluster, a free count out of range, a job not made of whole EP groups. */
    public List<Diagnostic> validate() {
        List<Diagnostic> out = validateCluster();
        if (!out.isEmpty()) {
            return out;
        }
        validateJob(out);
        return out;
    }

    /** The cluster and free-server rules alone. */
    public List<Diagnostic> validateCluster() {
        List<Diagnostic> out = new ArrayList<>();
        String problem = cluster.problem();
        if (problem != null) {
            out.add(Diagnostic.error(SubjectRef.OPTIONS, "cluster", problem));
            return out;
        }
        if (free.length != cluster.fabric().leaves()) {
            out.add(Diagnostic.error(SubjectRef.OPTIONS, "free", "free servers are given for " + free.length
                    + " leaves; the cluster has " + cluster.fabric().leaves()));
        }
        for (int a = 0; a < free.length; a++) {
            if (free[a] < 0 || free[a] > cluster.serversPerLeaf()) {
                out.add(Diagnostic.error(SubjectRef.OPTIONS, "free", "leaf " + a + " has " + free[a]
                        + " free servers; a leaf has 0 to " + cluster.serversPerLeaf()));
                break;
            }
        }
        return out;
    }

    private void validateJob(List<Diagnostic> out) {
        int t = cluster.gpusPerServer();
        if (job.gpus() < t || job.gpus() % t != 0) {
            out.add(Diagnostic.error(JOB, "gpus", job.id() + ": " + job.gpus() + " GPUs is not a positive multiple of "
                    + t + " GPUs per server"));
        } else if (job.ep() < 1 || job.servers(t) % job.granularity(t) != 0) {
            out.add(Diagnostic.error(JOB, "ep", job.id() + ": the EP granularity of " + job.granularity(t)
                    + " servers does not divide its " + job.servers(t) + " servers"));
        }
    }
}
