package com.lightwire.model.lumos;

import java.util.List;

/**
 * A job already running and the servers it holds.
 *
 * @param job       the job
 * @param placement its servers per leaf ({@link LeafPair#a()} = leaf, {@link LeafPair#count()} = servers)
 */
public record RunningJob(Job job, List<LeafPair> placement) {

    public RunningJob {
        placement = List.copyOf(placement);
    }
}
