package com.lightwire.io;

import com.lightwire.core.simulate.Architecture;
import com.lightwire.core.simulate.ClusterSimulator;
import com.lightwire.core.simulate.Routing;
import com.lightwire.core.simulate.SimulationRequest;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.trace.JobMix;
import com.lightwire.core.trace.TraceGenerator;
import com.lightwire.core.trace.TraceRequest;
import com.lightwire.model.Project;
import com.lightwire.model.Study;
import com.lightwire.model.lumos.SimulationResult;
import com.lightwire.model.lumos.SimulationStudy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Generates the cluster-simulation samples (issue 14 item 6): {@code samples/lumos-4k} (4,096 GPUs, 1,000 jobs of the
 * helios mix at load 0.655, the eight architectures) and {@code samples/lumos-testbed} (128 NPUs, the 50-job testbed
 * mix, leaf-spine as Best, LumosCore and the straight-wiring MinRewiring baseline on the testbed's 8-port switches).
 * Each folder holds {@code simulation.json} (the study document, also a trace, without results), {@code project.json}
 * (a studies-only project embedding the study with its results, ADR 0058) and {@code results.json}, the same
 * results as {@code ./lightwire jobs simulate samples/X/simulation.json --out samples/X/results.json} writes them.
 * Run from the project folder: {@code mvn -q test-compile org.codehaus.mojo:exec-maven-plugin:3.6.4:java -Dexec.classpathScope=test
 * -Dexec.mainClass=com.lightwire.io.LumosSamples}.
 */
public final class LumosSamples {

    private LumosSamples() {
    }

    /** A sample: its folder and study. */
    record Sample(String directory, SimulationStudy study) {
    }

    static List<Sample> all() {
        return List.of(new Sample("lumos-4k", new SimulationStudy(4096, Architecture.STANDARD, "planned", 1,
                        TraceGenerator.solve(new TraceRequest(4096, 1000, 0.655, 1, JobMix.HELIOS), SolveMonitor.NONE)
                                .value())),
                new Sample("lumos-testbed", new SimulationStudy(128, List.of("best", "lumos-25.6t-tau2",
                        "straight-25.6t-tau2"), "planned", 1, TraceGenerator.solve(new TraceRequest(128, 50, 0.655, 1,
                        JobMix.TESTBED), SolveMonitor.NONE).value())));
    }

    /** The sample's simulation, as {@code jobs simulate} runs it (its millis are this run's). */
    static SimulationResult simulate(Sample sample) {
        SimulationStudy s = sample.study();
        Outcome<SimulationResult> outcome = ClusterSimulator.solve(new SimulationRequest(s.trace(), s.gpus(),
                s.architectures(), Routing.PLANNED, s.seed(), 1), SolveMonitor.NONE);
        if (!outcome.isVerified()) {
            throw new IllegalStateException(sample.directory() + ": " + outcome.diagnostics());
        }
        return outcome.value();
    }

    static Project project(Sample sample, SimulationResult results) {
        List<Study> studies = new ArrayList<>(List.of(new Study(SimulationStudy.STUDY_KIND, sample.directory(),
                sample.study().withResults(results))));
        studies.addAll(SampleDecks.studies(sample.directory()));
        return Project.ofStudies(studies);
    }

    public static void main(String[] args) throws IOException {
        for (Sample sample : all()) {
            Path dir = Files.createDirectories(Path.of("samples", sample.directory()));
            TraceFiles.writeText(new SimulationStudyCodec().toJson(sample.study()), dir.resolve("simulation.json"));
            SimulationResult results = simulate(sample);
            TraceFiles.writeText(SimulationFiles.toJson(results, true), dir.resolve("results.json"));
            ProjectFiles.write(project(sample, results), dir.resolve("project.json"));
        }
    }
}
