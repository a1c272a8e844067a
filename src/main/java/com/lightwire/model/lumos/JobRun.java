package com.lightwire.model.lumos;

import java.util.List;

/**
 * How one job ran in a simulation.
 *
 * @param id         the job's id
 * @param start      start time in seconds
 * @param finish     finish time in seconds
 * @param contention the job's contention level, digest eq. (10): its exposed communication's time over that time without sharing (1 = no sharing)
 * @param placement  servers per leaf ({@link LeafPair#a()} = leaf, {@link LeafPair#count()} = servers); empty on Best
 */
public record JobRun(String id, double start, double finish, double contention, List<LeafPair> placement) {

    public JobRun {
        placement = List.copyOf(placement);
    }
}
