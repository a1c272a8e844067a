package com.lightwire.core.topology;

import java.util.List;

/**
 * Pod-level demand of a set of jobs (digest §6.1 job-driven generator, D16): each job's pods form a ring whose
 * neighbours exchange the job's links per hop. Feed the result to {@link PodDemandSplit}.
 */
public final class JobDemand {

    private JobDemand() {
    }

    public static int[][] of(List<Job> jobs, int pods) {
        int[][] demand = new int[pods][pods];
        for (Job job : jobs) {
            List<Integer> ring = job.pods();
            int hops = ring.size() == 2 ? 1 : ring.size() < 2 ? 0 : ring.size();
            for (int n = 0; n < hops; n++) {
                int a = ring.get(n);
                int b = ring.get((n + 1) % ring.size());
                if (a != b) {
                    demand[a][b] += job.linksPerHop();
                    demand[b][a] += job.linksPerHop();
                }
            }
        }
        return demand;
    }
}
