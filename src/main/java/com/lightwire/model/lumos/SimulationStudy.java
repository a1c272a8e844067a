package com.lightwire.model.lumos;

import com.lightwire.model.StudyData;

import java.util.List;

/**
 * A cluster-simulation study (issue 14 items 4–6): a trace and how to simulate it. Its document is also a trace file
 * (the extra fields are ignored by trace readers) and {@code jobs simulate} takes its settings as defaults.
 *
 * @param gpus          cluster size N
 * @param architectures the architectures to compare
 * @param routing       planned, ecmp or ideal
 * @param seed          the simulation's seed
 * @param trace         the jobs
 */
public record SimulationStudy(long gpus, List<String> architectures, String routing, long seed, Trace trace)
        implements StudyData {

    /** The study kind key. */
    public static final String STUDY_KIND = "cluster-simulation";

    public SimulationStudy {
        architectures = List.copyOf(architectures);
    }
}
