package com.lightwire.core.trace;

import com.lightwire.core.solve.Verification;
import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.Trace;

import java.util.HashSet;
import java.util.Set;

/**
 * Independent checks of a trace: unique ids, arrivals non-negative and non-decreasing, every job's rules
 * ({@code gpus = tp·pp·dp}, whole servers, the EP granularity dividing the servers, at most the cluster's GPUs),
 * positive run times and exposed-communication shares in [0, 1].
 */
public final class TraceVerifier {

    private TraceVerifier() {
    }

    public static Verification verify(Trace trace, long clusterGpus) {
        Verification.Collector v = new Verification.Collector();
        Set<String> ids = new HashSet<>();
        int t = trace.gpusPerServer();
        double last = 0;
        for (Job j : trace.jobs()) {
            v.check(ids.add(j.id()), () -> "duplicate id " + j.id());
            double previous = last;
            v.check(j.arrival() >= previous, () -> j.id() + " arrives at " + j.arrival() + " before " + previous);
            last = Math.max(last, j.arrival());
            v.check((long) j.tp() * j.pp() * j.dp() == j.gpus(), () -> j.id() + ": gpus != tp*pp*dp");
            v.check(j.gpus() % t == 0 && j.gpus() <= clusterGpus, () -> j.id() + ": " + j.gpus()
                    + " GPUs is not whole servers within the cluster's " + clusterGpus);
            v.check(j.ep() >= 1 && j.servers(t) % j.granularity(t) == 0, () -> j.id() + ": EP " + j.ep()
                    + " does not divide into the job's servers");
            v.check(j.runSeconds() > 0 && j.commShare() >= 0 && j.commShare() <= 1, () -> j.id()
                    + ": run time or communication share out of range");
        }
        return v.build();
    }
}
