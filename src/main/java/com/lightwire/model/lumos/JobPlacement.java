package com.lightwire.model.lumos;

import java.util.List;
import java.util.Objects;

/**
 * Where a job goes (digest §3.2): placed within one leaf, one pod or several pods, or told to wait.
 *
 * @param job       the job's id
 * @param placed    true when placed, false for "wait"
 * @param scope     "leaf", "pod" or "pods" when placed, "none" when waiting
 * @param shares    servers per leaf, sorted by leaf; empty when waiting
 */
public record JobPlacement(String job, boolean placed, String scope, List<Share> shares) {

    public JobPlacement {
        Objects.requireNonNull(job, "job");
        Objects.requireNonNull(scope, "scope");
        shares = List.copyOf(shares);
    }

    /** The job waits: no fit now. */
    public static JobPlacement waiting(String job) {
        return new JobPlacement(job, false, "none", List.of());
    }

    /**
     * Servers of one job under one leaf.
     *
     * @param pod     the leaf's pod
     * @param leaf    global leaf index
     * @param servers servers taken
     */
    public record Share(int pod, int leaf, int servers) {
    }

    public int servers() {
        return shares.stream().mapToInt(Share::servers).sum();
    }
}
