package com.lightwire.core.trace;

/**
 * One row of a Helios-style trace: what such a trace records about a job.
 *
 * @param submit   submit time in seconds (any origin)
 * @param gpus     GPUs asked for (0 for CPU-only jobs)
 * @param duration run time in seconds
 */
public record SubmittedJob(double submit, int gpus, double duration) {
}
