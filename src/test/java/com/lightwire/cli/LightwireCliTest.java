package com.lightwire.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Drives the CLI as a user would, on the bundled samples and on broken input. */
class LightwireCliTest {

    private static final String TESTBED = "samples/testbed-128/project.json";
    private static final String TESTBED_TOPOLOGY = "samples/testbed-128/topology.json";

    private record Run(int code, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = LightwireCli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void infoPrintsTheTestbedSizesAndNoDiagnostics() {
        Run r = run("info", TESTBED);
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("GPUs:            128"), r.out());
        assertTrue(r.out().contains("4 groups x 8 = 32 OCSes"), r.out());
        assertTrue(r.out().contains("diagnostics:     none"), r.out());
    }

    @Test
    void realizeWritesAVerifiedConfigurationAndReportsJson(@TempDir Path dir) throws IOException {
        Path config = dir.resolve("config.json");
        Run r = run("realize", TESTBED, "--topology", TESTBED_TOPOLOGY, "--out", config.toString(), "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode report = new ObjectMapper().readTree(r.out());
        for (String field : List.of("eta", "rho", "rewired", "millis", "verified")) {
            assertTrue(report.has(field), "missing " + field);
        }
        assertEquals(1.0, report.get("eta").asDouble(), 1e-9);
        assertTrue(report.get("verified").asBoolean());
        assertTrue(Files.size(config) > 0);

        Run again = run("realize", TESTBED, "--topology", TESTBED_TOPOLOGY, "--current", config.toString(), "--json");
        assertEquals(0, new ObjectMapper().readTree(again.out()).get("rewired").asInt(), again.out());
    }

    @Test
    void aMalformedFileGivesOneLineNamingFileLocationAndReasonAndExitOne(@TempDir Path dir) throws IOException {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{\"formatVersion\": 1, \"cluster\": {");
        Run r = run("info", bad.toString());
        assertEquals(ExitCodes.INVALID_INPUT, r.code());
        assertTrue(r.err().startsWith("error: " + bad + ": line "), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void aTopologyOfTheWrongShapeIsRejectedWithItsFileNamed() {
        Run r = run("realize", TESTBED, "--topology", "samples/cluster-32k/topology.json");
        assertEquals(ExitCodes.INVALID_INPUT, r.code());
        assertTrue(r.err().contains("samples/cluster-32k/topology.json"), r.err());
    }

    @Test
    void aMethodThatDoesNotFitTheWiringIsAUsageError() {
        Run r = run("realize", TESTBED, "--method", "greedy");
        assertEquals(ExitCodes.USAGE, r.code());
        assertTrue(r.err().contains("'greedy' does not apply to Cross Wiring"), r.err());
    }

    @Test
    void wireWritesOneCsvRowPerStrandAndPassesTheVerifier(@TempDir Path dir) throws IOException {
        Path csv = dir.resolve("plan.csv");
        Run r = run("wire", TESTBED, "--scheme", "uniform", "--out", csv.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("verifier:  passed"), r.out());
        assertEquals(1 + 2 * 128, Files.readAllLines(csv).size());
    }

    @Test
    void topologyGeneratesJobDrivenTopologiesThatRealize(@TempDir Path dir) {
        Path t = dir.resolve("jobs.json");
        Run gen = run("topology", TESTBED, "--kind", "jobs", "--job", "0,1,2:8", "--job", "1,3:4", "--out", t.toString());
        assertEquals(0, gen.code(), gen.err());
        Run r = run("realize", TESTBED, "--topology", t.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("eta:       1.000000"), r.out());
    }
}
