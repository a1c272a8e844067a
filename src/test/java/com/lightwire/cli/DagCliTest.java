package com.lightwire.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The dag commands' contract: JSON fields, exit codes 0/1/2/3, one-line errors, verify of its own results. */
class DagCliTest {

    record Run(int code, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = LightwireCli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    @TempDir
    Path dir;

    Path build() {
        Path dag = dir.resolve("dag.json");
        Run r = run("dag", "build", "samples/delta-worked/job.json", "--out", dag.toString(), "--json");
        assertEquals(0, r.code(), r.err());
        for (String field : new String[] {"\"tasks\" : 12", "\"ppTasks\" : 8", "\"dpTasks\" : 4", "\"rawEdges\"",
            "\"edges\" : 18", "\"pods\" : 4", "\"activePairs\" : 4", "\"millis\""}) {
            assertTrue(r.out().contains(field), field + " in " + r.out());
        }
        return dag;
    }

    @Test
    void buildSimulateOptimizeAndVerifyTheWorkedExample() throws Exception {
        Path dag = build();
        Run ideal = run("dag", "simulate", dag.toString(), "--ideal", "--json");
        assertEquals(0, ideal.code(), ideal.err());
        assertTrue(ideal.out().contains("\"makespanMs\": 12.5"), ideal.out());
        assertFalse(ideal.out().contains("\"tasks\""));
        Path result = dir.resolve("fast.json");
        Run fast = run("dag", "optimize", dag.toString(), "--method", "fast", "--out", result.toString(), "--json");
        assertEquals(0, fast.code(), fast.err());
        for (String field : new String[] {"\"method\": \"fast\"", "\"status\"", "\"makespanMs\": 16.0",
            "\"idealMakespanMs\": 12.5", "\"nct\": 2.0", "\"circuits\": 4", "\"ports\": 8", "\"portRatio\": 1.0",
            "\"allocation\"", "\"criticalPath\"", "\"solver\"", "\"intervals\"", "\"sizes\"", "\"gap\"",
            "\"millis\""}) {
            assertTrue(fast.out().contains(field), field + " in " + fast.out());
        }
        String stored = Files.readString(result);
        assertTrue(stored.contains("\"totalSlack\"") && stored.contains("\"freeSlack\"")
                && stored.contains("\"segments\""));
        assertEquals(0, run("dag", "verify", dag.toString(), "--result", result.toString()).code());
        Files.writeString(result, stored.replace("\"end\": 2.0", "\"end\": 1.5"));
        Run rejected = run("dag", "verify", dag.toString(), "--result", result.toString());
        assertEquals(3, rejected.code(), rejected.out());
        assertTrue(rejected.err().startsWith("error: ") && rejected.err().contains("rejected"));
    }

    @Test
    void compareWritesOneResultPerMethod() {
        Path dag = build();
        Path out = dir.resolve("cmp");
        Run r = run("dag", "compare", dag.toString(), "--methods", "prop,sqrt,halve,fast", "--out", out.toString(),
                "--json");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("\"idealMakespanMs\" : 12.5") && r.out().contains("\"rows\""));
        for (String m : new String[] {"prop", "sqrt", "halve", "fast"}) {
            assertTrue(Files.exists(out.resolve(m + ".json")), m);
        }
    }

    @Test
    void badInputIsOneLineAndExitOne() throws Exception {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, DagFilesExamples.CYCLE);
        Run r = run("dag", "simulate", bad.toString(), "--ideal");
        assertEquals(1, r.code());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("error: " + bad + ": $.edges[1]: "), r.err());
    }

    @Test
    void aPodWithMoreActivePairsThanPortsIsExitThreeNamingIt() throws Exception {
        Path dag = dir.resolve("tight.json");
        Files.writeString(dag, DagFilesExamples.THREE_PODS_ONE_PORT);
        Run r = run("dag", "optimize", dag.toString(), "--method", "prop");
        assertEquals(3, r.code());
        assertTrue(r.err().contains("pod P0 talks to 2 pods but has only 1 ports"), r.err());
    }

    @Test
    void anOversizedMilpIsExitThreeNamingTheLimitAndSuggestingFast() throws Exception {
        Path dag = dir.resolve("big.json");
        Files.writeString(dag, DagFilesExamples.manyIndependentTasks(800));
        Run r = run("dag", "optimize", dag.toString(), "--method", "joint", "--time-limit", "5");
        assertEquals(3, r.code(), r.err());
        assertTrue(r.err().contains("limit of 200000") && r.err().contains("--method fast"), r.err());
    }

    @Test
    void anUnknownMethodIsUsageExitTwo() {
        Run r = run("dag", "optimize", "x.json", "--method", "magic");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("unknown method 'magic'"), r.err());
    }

    @Test
    void boundsPrintWindowsAndXbar() {
        Path dag = build();
        Run r = run("dag", "bounds", dag.toString(), "--tup", "16", "--k", "10", "--json");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("\"kmin\"") && r.out().contains("\"lct\"") && r.out().contains("\"bound\" : 2"),
                r.out());
    }
}
