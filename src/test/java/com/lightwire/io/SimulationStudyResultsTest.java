package com.lightwire.io;

import com.lightwire.model.lumos.SimulationResult;
import com.lightwire.model.lumos.SimulationStudy;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A cluster-simulation study's stored results (ADR 0058): byte-stable, unknown fields ignored, checked on read. */
class SimulationStudyResultsTest {

    private static final SimulationStudyCodec CODEC = new SimulationStudyCodec();

    private static String testbedStudy() throws IOException {
        SimulationStudy study = (SimulationStudy) ProjectFiles.read(Path.of("samples/lumos-testbed/project.json"))
                .studies().get(0).data();
        return CODEC.toJson(study);
    }

    @Test
    void resultsRoundTripByteForByteWithTheirJobsAndReconfigurations() throws IOException {
        String json = testbedStudy();
        SimulationStudy study = CODEC.fromJson(json, "s.json");
        SimulationResult results = study.results();
        assertEquals(3, results.architectures().size());
        assertEquals(50, results.architectures().get(1).jobs().size());
        assertEquals(results.architectures().get(1).reconfigurations(),
                results.architectures().get(1).reconfigurationLog().size());
        assertTrue(results.architectures().get(1).reconfigurations() > 5);
        assertEquals(json, CODEC.toJson(study));
        assertEquals(Files.readString(Path.of("samples/lumos-testbed/results.json")),
                SimulationFiles.toJson(results, true), "the results field is the jobs simulate --out form");
    }

    @Test
    void aStudyWithoutResultsAndUnknownFieldsReads() throws IOException {
        String json = testbedStudy();
        SimulationStudy without = CODEC.fromJson(CODEC.toJson(CODEC.fromJson(json, "s").withResults(null)), "s");
        assertNull(without.results());
        String extra = json.replace("\"routing\": \"planned\",\n    \"architectures\"",
                "\"routing\": \"planned\",\n    \"note\": {\"by\": \"another tool\"},\n    \"architectures\"")
                .replace("{\"time\": 0, \"job\": \"j1\",", "{\"time\": 0, \"colour\": \"red\", \"job\": \"j1\",");
        assertTrue(extra.contains("another tool") && extra.contains("red"));
        assertEquals(CODEC.fromJson(json, "s"), CODEC.fromJson(extra, "s"));
        String noLog = json.replaceAll("(?s),\\s*\"reconfigurationLog\": \\[[^\\]]*\\]", "");
        assertTrue(CODEC.fromJson(noLog, "s").results().architectures().get(1).reconfigurationLog().isEmpty(),
                "the log is optional");
    }

    @Test
    void resultsOfAnotherTraceOrClusterAreRefusedNamingThePlace() throws IOException {
        String json = testbedStudy();
        assertEquals("s.json: $.results.gpus: is 256 but the study simulates 128 GPUs; these results belong to "
                + "another study", assertThrows(LightwireFileException.class, () -> CODEC.fromJson(json.replace(
                "\"results\": {\n    \"formatVersion\": 1,\n    \"gpus\": 128",
                "\"results\": {\n    \"formatVersion\": 1,\n    \"gpus\": 256"), "s.json")).getMessage());
        assertEquals("s.json: $.results.architectures[0].jobs[0].id: is 'j9' but the trace's job there is 'j1'",
                assertThrows(LightwireFileException.class, () -> CODEC.fromJson(json.replaceFirst(
                        "\\{\"id\": \"j1\", \"start\"", "{\"id\": \"j9\", \"start\""), "s.json")).getMessage());
        assertEquals("s.json: $.results.architectures[1].reconfigurationLog[1].reallocatedPct: must be a number "
                + "between 0 and 100.0; it is 625.0", assertThrows(LightwireFileException.class,
                () -> CODEC.fromJson(json.replace("\"job\": \"j2\", \"reallocatedPct\": 6.25",
                        "\"job\": \"j2\", \"reallocatedPct\": 625"), "s.json")).getMessage());
    }
}
