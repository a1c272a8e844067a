package com.lightwire.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code scale} and {@code jobs place|design|stage}: outputs, exit codes, one-line errors, byte-stable files. */
class JobsCommandTest {

    static final String V7 = "{\"formatVersion\":1,\"kLeaf\":4,\"kSpine\":4,\"tau\":2,\"pods\":3,\"demand\":["
            + "{\"a\":0,\"b\":2,\"count\":2},{\"a\":0,\"b\":4,\"count\":1},{\"a\":0,\"b\":5,\"count\":1},"
            + "{\"a\":1,\"b\":3,\"count\":3},{\"a\":1,\"b\":5,\"count\":1},{\"a\":2,\"b\":4,\"count\":1},"
            + "{\"a\":3,\"b\":4,\"count\":1}]}";
    static final String V10 = "{\"formatVersion\":1,\"kLeaf\":2,\"kSpine\":2,\"tau\":1,\"pods\":3,\"demand\":["
            + "{\"a\":0,\"b\":2,\"count\":1},{\"a\":0,\"b\":5,\"count\":1},{\"a\":2,\"b\":5,\"count\":1}]}";
    static final String STATE = "{\"formatVersion\":1,\"cluster\":{\"kLeaf\":16,\"kSpine\":16,\"tau\":2,\"pods\":4,"
            + "\"gpusPerServer\":8},\"busy\":[{\"leaf\":3,\"servers\":1}],\"running\":[{\"job\":{\"id\":\"r1\","
            + "\"arrival\":0,\"gpus\":16,\"tp\":8,\"pp\":2,\"dp\":1},\"placement\":[{\"leaf\":0,\"servers\":2}]}],"
            + "\"jobs\":[{\"id\":\"j1\",\"arrival\":0,\"gpus\":64,\"tp\":8,\"pp\":2,\"dp\":4,\"ep\":16,"
            + "\"model\":\"llama2-7b\",\"runSeconds\":5400,\"commShare\":0.063},{\"id\":\"j2\",\"arrival\":1,"
            + "\"gpus\":16,\"tp\":8,\"pp\":1,\"dp\":2},{\"id\":\"j3\",\"arrival\":2,\"gpus\":256,\"tp\":8,\"pp\":4,"
            + "\"dp\":8,\"ep\":16},{\"id\":\"j4\",\"arrival\":3,\"gpus\":512,\"tp\":8,\"pp\":8,\"dp\":8}]}";

    private record Run(int code, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = LightwireCli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    private static Path write(Path dir, String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text);
    }

    @Test
    void scalePrintsTableOneAndTheSizesOfOneChip() {
        Run table = run("scale", "--json");
        assertEquals(0, table.code(), table.err());
        assertTrue(table.out().contains("\"lumosTau1\" : 131072") && table.out().contains("\"clos3tier\" : 4194304"),
                table.out());
        Run sizes = run("scale", "--chip", "51.2", "--port", "1600", "--tau", "1");
        assertEquals(0, sizes.code(), sizes.err());
        assertTrue(sizes.out().contains("gpus             131072"), sizes.out());
        assertEquals(2, run("scale", "--chip", "51.2").code());
    }

    @Test
    void placeReportsLeafPodPodsAndWaitInOrder(@TempDir Path dir) throws IOException {
        Path state = write(dir, "state.json", STATE);
        Path out = dir.resolve("placements.json");
        Run r = run("jobs", "place", state.toString(), "--out", out.toString(), "--json");
        assertEquals(0, r.code(), r.err());
        assertEquals(Files.readString(out), r.out());
        assertTrue(r.out().contains("{\"job\": \"j1\", \"status\": \"placed\", \"scope\": \"pod\""), r.out());
        assertTrue(r.out().contains("{\"job\": \"j2\", \"status\": \"placed\", \"scope\": \"leaf\""), r.out());
        assertTrue(r.out().contains("{\"job\": \"j3\", \"status\": \"placed\", \"scope\": \"pods\""), r.out());
        assertTrue(r.out().contains("{\"job\": \"j4\", \"status\": \"wait\", \"scope\": \"none\", \"placement\": []}"),
                r.out());
    }

    @Test
    void designWritesAByteStableVerifiedDesignThatStagesAndReadsBack(@TempDir Path dir) throws IOException {
        Path demand = write(dir, "v7.json", V7);
        Path d1 = dir.resolve("d1.json");
        Path d2 = dir.resolve("d2.json");
        Run first = run("jobs", "design", demand.toString(), "--out", d1.toString());
        assertEquals(0, first.code(), first.err());
        assertTrue(first.out().contains("max load 2, contention-free true") && first.out().contains("verifier: passed"),
                first.out());
        assertEquals(0, run("jobs", "design", demand.toString(), "--out", d2.toString()).code());
        assertEquals(Files.readString(d1), Files.readString(d2));
        assertEquals(Files.readString(d1), com.lightwire.io.LumosResults.designJson(
                com.lightwire.io.LumosResults.readDesign(d1)), "read back and written again: same bytes");
        Run stage = run("jobs", "stage", d1.toString(), "--changed", "0,1", "--iota", "1", "--json");
        assertEquals(0, stage.code(), stage.err());
        assertTrue(stage.out().contains("\"stages\": [[0, 1]]") && stage.out().contains("\"theta\": 1"), stage.out());
    }

    @Test
    void exactOnV10IsInfeasibleWithExitThree(@TempDir Path dir) throws IOException {
        Path demand = write(dir, "v10.json", V10);
        Run exact = run("jobs", "design", demand.toString(), "--method", "exact", "--time-limit", "20");
        assertEquals(3, exact.code(), exact.out());
        assertTrue(exact.err().contains("infeasible"), exact.err());
        assertEquals(2, run("jobs", "design", demand.toString(), "--method", "magic").code());
        assertEquals(1, run("jobs", "design", demand.toString(), "--method", "greedy").code());
    }

    @Test
    void badInputIsOneLineWithFileAndJsonPathAndExitOne(@TempDir Path dir) throws IOException {
        Path wrongProduct = write(dir, "s.json", STATE.replace("\"gpus\":16,\"tp\":8,\"pp\":1", "\"gpus\":24,\"tp\":8,"
                + "\"pp\":1"));
        Run r = run("jobs", "place", wrongProduct.toString());
        assertEquals(1, r.code());
        assertEquals("error: " + wrongProduct + ": $.jobs[1].gpus: must equal tp*pp*dp = 16; it is 24\n", r.err());
        Path sameId = write(dir, "id.json", STATE.replace("\"id\":\"j2\"", "\"id\":\"r1\""));
        assertTrue(run("jobs", "place", sameId.toString()).err().contains("$.jobs[1].id: duplicate job id 'r1'"));
        Path leaf = write(dir, "leaf.json", STATE.replace("{\"leaf\":3,\"servers\":1}", "{\"leaf\":64,\"servers\":1}"));
        assertTrue(run("jobs", "place", leaf.toString()).err().contains("$.busy[0].leaf: must be between 0 and 31"));
        Path broken = write(dir, "broken.json", "{\"formatVersion\":1,");
        Run syntax = run("jobs", "design", broken.toString());
        assertEquals(1, syntax.code());
        assertTrue(syntax.err().startsWith("error: " + broken + ": line 1, column"), syntax.err());
        Path twice = write(dir, "twice.json", V7.replace("{\"a\":3,\"b\":4,\"count\":1}", "{\"a\":2,\"b\":0,"
                + "\"count\":1}"));
        assertTrue(run("jobs", "design", twice.toString()).err().contains("$.demand[6]: leaves 0 and 2 are listed "
                + "twice"));
    }
}
