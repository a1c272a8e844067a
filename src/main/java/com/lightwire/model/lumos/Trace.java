package com.lightwire.model.lumos;

import java.util.List;

/**
 * A job trace: the jobs in file order (FIFO ties keep this order) on servers of {@code gpusPerServer} GPUs.
 *
 * @param gpusPerServer T
 * @param jobs          the jobs
 */
public record Trace(int gpusPerServer, List<Job> jobs) {

    public Trace {
        jobs = List.copyOf(jobs);
    }
}
