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

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Spectra commands of issue 11 item 4: their JSON fields, files and exit codes. */
class SpectraCliTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private record Run(int code, String out, String err) {
        JsonNode json() throws IOException {
            return JSON.readTree(out);
        }
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = LightwireCli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    private static Path c4(Path dir) {
        Path f = dir.resolve("c4.json");
        assertEquals(0, run("demand", "generate", "--kind", "case", "--case", "C4", "--out", f.toString()).code());
        return f;
    }

    @Test
    void generateIsByteStableForTheSameSeed(@TempDir Path dir) throws IOException {
        for (String kind : List.of("benchmark", "permutations", "gpt", "moe", "random")) {
            Path a = dir.resolve(kind + "-a.json");
            Path b = dir.resolve(kind + "-b.csv");
            Path c = dir.resolve(kind + "-c.json");
            assertEquals(0, run("demand", "generate", "--kind", kind, "--n", "16", "--seed", "5", "--out",
                    a.toString()).code(), kind);
            run("demand", "generate", "--kind", kind, "--n", "16", "--seed", "5", "--out", c.toString());
            run("demand", "generate", "--kind", kind, "--n", "16", "--seed", "5", "--out", b.toString());
            assertArrayEquals(Files.readAllBytes(a), Files.readAllBytes(c), kind);
            assertEquals(16, Files.readAllLines(b).size(), kind);
        }
    }

    @Test
    void solveJsonHasTheContractFieldsOnC4(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("s.json");
        Run r = run("schedule", "solve", c4(dir).toString(), "--json", "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        JsonNode j = r.json();
        for (String f : List.of("method", "status", "degree", "permutations", "configurations", "makespan",
                "lowerBound", "ratio", "binding", "sumAlpha", "millis", "verified")) {
            assertTrue(j.has(f), f);
        }
        assertEquals(0.65, j.get("makespan").asDouble(), 1e-9);
        assertEquals(2, j.get("permutations").asInt());
        assertEquals("LB2", j.get("binding").get("theorem").asText());
        assertEquals(1, j.get("binding").get("r").asInt());
        assertEquals(0, run("schedule", "verify", dir.resolve("c4.json").toString(), out.toString()).code());
    }

    @Test
    void usageErrorsExitTwo(@TempDir Path dir) {
        String f = c4(dir).toString();
        assertEquals(2, run("schedule", "solve", f, "--switches", "0").code());
        assertEquals(2, run("schedule", "solve", f, "--delay", "-0.1").code());
        assertEquals(2, run("schedule", "solve", f, "--method", "lesss").code());
        assertEquals(2, run("schedule", "solve", f, "--method", "spectra-eclipse", "--delay", "0").code());
        assertEquals(2, run("schedule", "decompose", f, "--method", "eclipse", "--delay", "0").code());
        Path big = dir.resolve("b8.json");
        run("demand", "generate", "--kind", "random", "--n", "8", "--out", big.toString());
        Run exact = run("schedule", "solve", big.toString(), "--switches", "2", "--delay", "0.1", "--method", "exact");
        assertEquals(2, exact.code());
        assertTrue(exact.err().contains("n <= 6"), exact.err());
        assertEquals(2, run("demand", "generate", "--kind", "benchmark", "--n", "5000", "--out",
                dir.resolve("x.json").toString()).code());
    }

    @Test
    void aMalformedDemandIsOneErrorLineAndExitOne(@TempDir Path dir) throws IOException {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{\"n\":2,\"matrix\":[[0.7,0.3],[0.3]]}");
        Run r = run("schedule", "solve", bad.toString(), "--switches", "2", "--delay", "0.1");
        assertEquals(1, r.code());
        assertEquals("error: " + bad + ": $.matrix[1]: has 1 numbers; every row has n = 2", r.err().strip());
    }

    @Test
    void aTamperedScheduleIsRejectedWithExitThree(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("s.json");
        run("schedule", "solve", c4(dir).toString(), "--out", out.toString());
        Files.writeString(out, Files.readString(out).replace("\"alpha\": 0.55", "\"alpha\": 0.45"));
        assertEquals(3, run("schedule", "verify", dir.resolve("c4.json").toString(), out.toString()).code());
    }

    @Test
    void compareMarksInapplicableMethodsAndWritesOneFilePerMethod(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("c13.json");
        run("demand", "generate", "--kind", "case", "--case", "C13", "--out", f.toString());
        Path out = dir.resolve("cmp");
        Run r = run("schedule", "compare", f.toString(), "--out", out.toString(), "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode rows = r.json().get("rows");
        assertEquals("not-applicable", rows.get(2).get("status").asText());
        assertEquals(0.5, rows.get(0).get("makespan").asDouble(), 1e-9);
        assertTrue(Files.exists(out.resolve("spectra.json")));
        assertTrue(Files.exists(out.resolve("exact.json")));
    }

    @Test
    void decomposeAndBoundsPrintTheirTraces(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("c9.json");
        run("demand", "generate", "--kind", "case", "--case", "C9", "--out", f.toString());
        JsonNode d = run("schedule", "decompose", f.toString(), "--json").json();
        assertEquals(2, d.get("count").asInt());
        assertEquals(17.0, d.get("sumAlpha").asDouble(), 1e-9);
        assertEquals("[0]", d.get("rounds").get(0).get("criticalRows").toString());
        JsonNode b = run("schedule", "bounds", f.toString(), "--switches", "2", "--delay", "1", "--json").json();
        assertEquals(6.5, b.get("lowerBound").asDouble(), 1e-9);
        assertEquals(6, b.get("lines").size());
        assertTrue(b.get("lines").get(2).get("lb2").isNull());
        assertEquals(6.5, b.get("lines").get(3).get("lb2").asDouble(), 1e-9);
    }

    @Test
    void sweepRefusesTooManyRunsAndAveragesSeeds(@TempDir Path dir) throws IOException {
        assertEquals(2, run("schedule", "sweep", "--generator", "benchmark", "--switches", "2,4", "--delays",
                "0.01,0.1", "--seeds", "20000").code());
        Run r = run("schedule", "sweep", "--generator", "benchmark", "--n", "12", "--switches", "2", "--delays",
                "0.01", "--seeds", "4", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode p = r.json().get("points").get(0);
        assertEquals(4, p.get("runs").asInt());
        assertTrue(p.get("ci95").asDouble() >= 0);
        assertTrue(p.get("ratio").asDouble() >= 1 - 1e-9);
    }

    @Test
    void configurationsAtATimeAreTheCircuitsCarryingTraffic(@TempDir Path dir) throws IOException {
        Path s = dir.resolve("s.json");
        run("schedule", "solve", c4(dir).toString(), "--out", s.toString());
        Path c = dir.resolve("c.json");
        assertEquals(0, run("schedule", "configurations", s.toString(), "--at", "0.2", "--out", c.toString()).code());
        JsonNode circuits = JSON.readTree(c.toFile()).get("circuits");
        assertEquals(4, circuits.size());
        assertEquals(1, circuits.get(2).get("ocs").asInt());
        assertEquals(1, circuits.get(2).get("out").asInt());
    }

    @Test
    void infoReportsDegreeAndCriticalLines(@TempDir Path dir) throws IOException {
        JsonNode j = run("demand", "info", c4(dir).toString(), "--json").json();
        assertEquals(2, j.get("degree").asInt());
        assertEquals(4, j.get("nonzeros").asInt());
        assertEquals("[0,1]", j.get("criticalRows").toString());
        assertEquals(1.0, j.get("maxLineSum").asDouble(), 1e-12);
    }
}
