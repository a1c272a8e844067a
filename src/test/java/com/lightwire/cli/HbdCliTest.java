package com.lightwire.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Assumptions;
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

/** The {@code hbd} commands: fields and exit codes as docs/cli.md gives them, and bad input in one line. */
class HbdCliTest {

    private static final String HBD8 = "samples/hbd-8/design.json";
    private static final String FAULTS8 = "samples/hbd-8/faults.json";
    private static final ObjectMapper JSON = new ObjectMapper();

    record Run(int code, String out, String err) {
        JsonNode json() throws IOException {
            return JSON.readTree(out);
        }
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = LightwireCli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void planReportsCountsAndWritesCsvAndJson(@TempDir Path dir) throws IOException {
        Run r = run("hbd", "plan", HBD8, "--json", "--out", dir.resolve("p.csv").toString());
        assertEquals(0, r.code(), r.err());
        JsonNode j = r.json();
        assertEquals(List.of("links", "fibers", "ocsTrx", "dacCables", "fibersOverLimit", "verified", "millis"),
                fields(j));
        assertEquals(16, j.get("links").asInt());
        assertEquals(128, j.get("fibers").asInt());
        assertEquals(32, j.get("dacCables").asInt());
        assertTrue(j.get("verified").asBoolean());
        List<String> csv = Files.readAllLines(dir.resolve("p.csv"));
        assertEquals(129, csv.size());
        assertEquals("N1.R.M1.P1,1,R,1,1,2,L,1,1,1,6.0,no", csv.get(1));
        assertEquals(0, run("hbd", "plan", HBD8, "--out", dir.resolve("p.json").toString()).code());
        JsonNode plan = JSON.readTree(dir.resolve("p.json").toFile());
        assertEquals("{\"a\":1,\"b\":3,\"hop\":2}", plan.get("links").get(1).toString());
        assertEquals(3, plan.get("fibers").get(8).get("b").get("node").asInt());
        assertEquals("L", plan.get("fibers").get(8).get("b").get("bundle").asText());
    }

    private static List<String> fields(JsonNode j) {
        List<String> out = new java.util.ArrayList<>();
        j.fieldNames().forEachRemaining(out::add);
        return out;
    }

    @Test
    void placeAroundTheFaultOfTheSample() throws IOException {
        Run r = run("hbd", "place", HBD8, "--tp", "16", "--faults", FAULTS8, "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode j = r.json();
        assertEquals("[4,5,6,7,8,1,2]", j.get("order").toString());
        JsonNode group = j.get("groups").get(0);
        assertEquals("[4,5,6,7]", group.get("nodes").toString());
        assertEquals("{\"L\":\"LOOPBACK\",\"R\":\"EXT1\"}", group.get("states").get(0).get("bundles").toString());
        assertEquals("N4.G1", group.get("gpuRing").get(0).asText());
        assertEquals(16, group.get("gpuRing").size());
        assertEquals(12, j.get("wastedGpus").asInt());
        assertEquals(0.375, j.get("wasteRatio").asDouble());
        assertTrue(j.get("verified").asBoolean());
        for (String field : List.of("components", "conflicts", "usedGpus")) {
            assertTrue(j.has(field), field);
        }
    }

    @Test
    void fatTreeReportsProbesAndCrossTorAndExitThreeWhenTheJobDoesNotFit() throws IOException {
        Run r = run("hbd", "place", HBD8, "--tp", "8", "--fault-nodes", "3", "--method", "fat-tree", "--job-gpus",
                "16", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode j = r.json();
        for (String field : List.of("jobGroups", "constraints", "probes", "crossTorRatio")) {
            assertTrue(j.has(field), field);
        }
        assertEquals(List.of("constraints", "groups", "feasible"), fields(j.get("probes").get(0)));
        Run greedy = run("hbd", "place", HBD8, "--tp", "8", "--method", "greedy", "--job-gpus", "8", "--seed", "3",
                "--json");
        assertEquals(0, greedy.code(), greedy.err());
        assertTrue(greedy.json().has("crossTorRatio"));
        Run tooBig = run("hbd", "place", HBD8, "--tp", "16", "--fault-nodes", "3", "--job-gpus", "32");
        assertEquals(3, tooBig.code());
        assertTrue(tooBig.err().startsWith("error: "), tooBig.err());
    }

    @Test
    void wasteSweepBoundAndCost() throws IOException {
        JsonNode waste = run("hbd", "waste", HBD8, "--tp", "16", "--fault-nodes", "3", "--json").json();
        assertEquals(10, waste.get("rows").size());
        assertEquals(List.of("architecture", "applicable", "wastedGpus", "wasteRatio", "usableGpus"),
                fields(waste.get("rows").get(0)));
        JsonNode sweep = run("hbd", "sweep", HBD8, "--tp", "8,16", "--fault-ratios", "0.05,10%", "--samples", "20",
                "--json").json();
        assertEquals(40, sweep.get("rows").size());
        assertEquals(List.of("tp", "faultRatio", "architecture", "applicable", "meanWasteRatio", "meanUsableGpus",
                "bound"), fields(sweep.get("rows").get(0)));
        JsonNode bound = run("hbd", "bound", "--tp", "32", "--gpus-per-node", "4", "--k", "2,3,4", "--gpu-fault",
                "0.0103", "--json").json();
        assertEquals(0.092162, bound.get("rows").get(0).get("bound").asDouble(), 1e-6);
        assertTrue(bound.get("conversion").has("halfGivenNode8"));
        Run cost = run("hbd", "cost", "samples/hbd-9792/design.json", "--json");
        assertEquals(0, cost.code(), cost.err());
        JsonNode c = cost.json();
        assertEquals(8, c.get("rows").size());
        assertFalse(c.get("rows").get(3).get("matchesPaper").asBoolean(), "NVL-36x2 W/GPU mismatch shown");
        assertTrue(c.get("rows").get(6).get("matchesPaper").asBoolean());
        assertEquals(25721625.60, c.get("design").get("usd").asDouble(), 1e-6);
    }

    @Test
    void traceStatisticsOfThePublishedTrace() throws IOException {
        Path trace = Path.of("..", "shared", "data", "infinitehbd-fault-trace", "fault_trace.json");
        Assumptions.assumeTrue(Files.isRegularFile(trace), "the published trace is not in ../shared; skipped");
        JsonNode j = run("hbd", "trace", trace.toString(), "--json").json();
        assertEquals(584, j.get("faults").asInt());
        assertEquals(231, j.get("faultyServers").asInt());
        assertEquals(0.0775, j.get("p99FaultyFraction").asDouble(), 1e-12);
    }

    @Test
    void badInputIsOneLineWithTheRightExitCode(@TempDir Path dir) throws IOException {
        assertBad(1, "$.nodes", design(dir, "\"nodes\": \"8\""), "--tp", "8");
        assertBad(1, "$.bundles", design(dir, "\"bundles\": 5"), "--tp", "8");
        assertBad(1, "hbd-ring-size", design(dir, "\"nodes\": 4"), "--tp", "8");
        assertBad(1, "hbd-tor-divides", design(dir, "\"nodes\": 10, \"order\": \"deployment\""), "--tp", "8");
        assertBad(1, "newer", design(dir, "\"formatVersion\": 9"), "--tp", "8");
        assertBad(1, "limit on nodes", design(dir, "\"nodes\": 2000000"), "--tp", "8");
        assertBad(2, "multiple of 4", HBD8, "--tp", "6");
        assertBad(2, "out of range", HBD8, "--tp", "8", "--fault-nodes", "9");
        assertBad(2, "twice", HBD8, "--tp", "8", "--fault-nodes", "3,3");
        Path faults = dir.resolve("f.json");
        Files.writeString(faults, "{\"faulty\": [3, 3]}");
        assertBad(1, "$.faulty[1]", HBD8, "--tp", "8", "--faults", faults.toString());
        Files.writeString(faults, "{\"faulty\": [0]}");
        assertBad(1, "$.faulty[0]", HBD8, "--tp", "8", "--faults", faults.toString());
        Path trace = dir.resolve("t.json");
        Files.writeString(trace, "[{\"node_id\": \"a\", \"event_time\": 1.0, \"event_type\": \"fault_begin\"}]");
        Run r = run("hbd", "trace", trace.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("$[0].event_type"), r.err());
    }

    private static String design(Path dir, String fields) throws IOException {
        Path file = dir.resolve("d" + Math.abs(fields.hashCode()) + ".json");
        Files.writeString(file, "{" + fields + "}");
        return file.toString();
    }

    private static void assertBad(int code, String expected, String file, String... options) {
        String[] args = new String[3 + options.length];
        args[0] = "hbd";
        args[1] = "place";
        args[2] = file;
        System.arraycopy(options, 0, args, 3, options.length);
        Run r = run(args);
        assertEquals(code, r.code(), r.err());
        assertTrue(r.err().startsWith("error: ") && r.err().contains(expected), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }
}
