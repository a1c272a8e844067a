package com.lightwire.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.lightwire.core.simulate.ClusterSimulator;
import com.lightwire.core.simulate.Routing;
import com.lightwire.core.simulate.SimulationRequest;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.Study;
import com.lightwire.model.lumos.SimulationStudy;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The cluster-simulation samples: generated, round-tripping, their results (stored in the project) from their study. */
class LumosSamplesTest {

    @TempDir
    Path dir;

    @Test
    void committedStudiesEqualTheGeneratorAndTheProjectsRoundTrip() throws IOException {
        for (LumosSamples.Sample sample : LumosSamples.all()) {
            Path committed = Path.of("samples", sample.directory());
            assertEquals(Files.readString(committed.resolve("simulation.json")),
                    new SimulationStudyCodec().toJson(sample.study()), sample.directory() + " is stale: rerun "
                            + "LumosSamples.main");
            com.lightwire.model.Project loaded = ProjectFiles.read(committed.resolve("project.json"));
            Study study = loaded.studies().get(0);
            SimulationStudy data = (SimulationStudy) study.data();
            assertEquals(sample.study(), data.withResults(null));
            assertEquals(Files.readString(committed.resolve("results.json")), SimulationFiles.toJson(data.results(),
                    true), sample.directory() + ": the project's results are results.json's");
            assertEquals(SimulationStudy.STUDY_KIND, study.kind());
            Path copy = Files.createDirectories(dir.resolve(sample.directory())).resolve("project.json");
            ProjectFiles.write(loaded, copy);
            assertEquals(Files.readString(committed.resolve("project.json")), Files.readString(copy));
        }
    }

    @Test
    void theStudyDocumentIsAlsoATraceAndTheResultsBelongToIt() throws IOException {
        for (LumosSamples.Sample sample : LumosSamples.all()) {
            Path committed = Path.of("samples", sample.directory());
            assertEquals(sample.study().trace(), TraceFiles.read(committed.resolve("simulation.json")));
            JsonNode results = new ObjectMapper().readTree(committed.resolve("results.json").toFile());
            assertEquals(sample.study().gpus(), results.get("gpus").asLong());
            assertEquals(sample.study().architectures().size(), results.get("architectures").size());
            for (JsonNode arch : results.get("architectures")) {
                assertEquals(sample.study().trace().jobs().size(), arch.get("jobs").size());
            }
        }
    }

    @Test
    void theTestbedResultsAreWhatTheSimulatorComputesTodayExceptWallTimes() throws IOException {
        LumosSamples.Sample testbed = LumosSamples.all().get(1);
        SimulationStudy s = testbed.study();
        var outcome = ClusterSimulator.solve(new SimulationRequest(s.trace(), s.gpus(), s.architectures(),
                Routing.PLANNED, s.seed(), 1), SolveMonitor.NONE);
        assertTrue(outcome.isVerified());
        String regex = "\"millis\": \\d+";
        assertEquals(Files.readString(Path.of("samples/lumos-testbed/results.json")).replaceAll(regex, ""),
                SimulationFiles.toJson(outcome.value(), true).replaceAll(regex, ""));
    }
}
