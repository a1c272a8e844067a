package com.lightwire.model.lumos;

import com.lightwire.model.StudyData;

import java.util.List;

/**
 * A cluster-simulation study (issue 14 items 4–6): a trace, how to simulate it and, once simulated, the last results.
 * Its document is also a trace file (the extra fields are ignored by trace readers) and {@code jobs simulate} takes its
 * settings as defaults.
 *
 * @param gpus          cluster size N
 * @param architectures the architectures to compare
 * @param routing       planned, ecmp or ideal
 * @param seed          the simulation's seed
 * @param trace         the jobs
 * @param results       the last simulation of this trace, with its jobs' runs; null before the first
 */
public record SimulationStudy(long gpus, List<String> architectures, String routing, long seed, Trace trace,
                              SimulationResult results) implements StudyData {

    /** The study kind key. */
    public static final String STUDY_KIND = "cluster-simulation";

    public SimulationStudy {
        architectures = List.copyOf(architectures);
    }

    /** A study not simulated yet. */
    public SimulationStudy(long gpus, List<String> architectures, String routing, long seed, Trace trace) {
        this(gpus, architectures, routing, seed, trace, null);
    }

    /** This study with {@code results} as its last simulation (null: none). */
    public SimulationStudy withResults(SimulationResult results) {
        return new SimulationStudy(gpus, architectures, routing, seed, trace, results);
    }

    /** This study with another trace; the results of the old one are dropped. */
    public SimulationStudy withTrace(Trace trace) {
        return new SimulationStudy(gpus, architectures, routing, seed, trace, null);
    }
}
