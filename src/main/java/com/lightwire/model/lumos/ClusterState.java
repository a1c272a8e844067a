package com.lightwire.model.lumos;

import java.util.List;

/**
 * A cluster's occupancy and the jobs waiting for it (issue 14 item 1, Cluster state).
 *
 * @param cluster the cluster
 * @param busy    servers out of use per leaf ({@link LeafPair#a()} = leaf, {@link LeafPair#count()} = servers)
 * @param running jobs already placed
 * @param jobs    jobs to place, in order
 */
public record ClusterState(LumosCluster cluster, List<LeafPair> busy, List<RunningJob> running, List<Job> jobs) {

    public ClusterState {
        busy = List.copyOf(busy);
        running = List.copyOf(running);
        jobs = List.copyOf(jobs);
    }

    /** Free servers per leaf: servers per leaf minus busy and running ones (may be negative in a bad state). */
    public int[] freeServers() {
        int[] free = new int[cluster.fabric().leaves()];
        java.util.Arrays.fill(free, cluster.serversPerLeaf());
        busy.forEach(b -> free[b.a()] -= b.count());
        running.forEach(r -> r.placement().forEach(p -> free[p.a()] -= p.count()));
        return free;
    }
}
