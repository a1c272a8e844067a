package com.lightwire.io;

import com.lightwire.model.dag.Allocation;
import com.lightwire.model.dag.TaskDag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Task DAG, allocation and job files: round trips and the refusals of the issue's list. */
class DagFilesTest {

    static final String ISSUE_EXAMPLE = "{\"formatVersion\":1,\"bandwidthGbps\":400,\"pods\":[{\"name\":\"P0\",\"ports\":2},"
            + "{\"name\":\"P1\",\"ports\":2}],\"tasks\":[{\"id\":\"t1\",\"src\":0,\"dst\":1,\"volumeMB\":50,"
            + "\"flows\":[[0,2],[1,3]],\"releaseMs\":1,\"tailMs\":0},{\"id\":\"t2\",\"src\":1,\"dst\":0,"
            + "\"volumeMB\":20,\"flows\":[[2,0]]}],\"edges\":[{\"from\":\"t1\",\"to\":\"t2\",\"delayMs\":1}]}";

    static String text(TaskDag dag) throws Exception {
        StringWriter w = new StringWriter();
        TaskDagFiles.write(dag, w);
        return w.toString();
    }

    @Test
    void theIssuesExampleReadsAndRoundTripsByteForByte() throws Exception {
        TaskDag dag = TaskDagFiles.fromJson(ISSUE_EXAMPLE, "dag.json");
        assertEquals(2, dag.tasks().size());
        assertEquals(2, dag.tasks().get(0).flowCount());
        assertEquals(1.0, dag.edges().get(0).delayMs());
        assertEquals(50, dag.bandwidthMBperMs());
        String once = text(dag);
        assertEquals(once, text(TaskDagFiles.fromJson(once, "again.json")));
        assertTrue(once.endsWith("}\n"));
    }

    @Test
    void unknownFieldsAreIgnored() throws Exception {
        TaskDag dag = TaskDagFiles.fromJson(ISSUE_EXAMPLE.replace("\"formatVersion\":1,",
                "\"formatVersion\":1,\"converter\":\"simai\","), "dag.json");
        assertEquals(2, dag.tasks().size());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "invalid JSON|\"tasks\":[|line 1, column",
        "wrong type|\"volumeMB\":50,|$.tasks[0].volumeMB",
        "cycle|\"edges\":[{\"from\":\"t1\",\"to\":\"t2\",\"delayMs\":1}]|$.edges[1]: the edge t2 -> t1 closes a cycle",
        "unknown id|\"to\":\"t2\"|$.edges[0].to: no task has the id",
        "GPU in two pods|[[2,0]]|$.tasks[1].flows[0][0]: GPU 0",
        "volume not positive|\"volumeMB\":20|$.tasks[1].volumeMB: must be",
        "negative delay|\"delayMs\":1|$.edges[0].delayMs",
        "duplicate id|\"id\":\"t2\"|$.tasks[1].id: task id \"t1\" appears twice",
        "newer version|\"formatVersion\":1|$.formatVersion: format version 9 is newer"})
    void malformedDagsAreRefusedNamingThePlace(String what, String find, String expected) {
        String json = switch (what) {
            case "invalid JSON" -> ISSUE_EXAMPLE.replace(find, "\"tasks\":[[");
            case "wrong type" -> ISSUE_EXAMPLE.replace(find, "\"volumeMB\":\"50\",");
            case "cycle" -> ISSUE_EXAMPLE.replace(find, "\"edges\":[{\"from\":\"t1\",\"to\":\"t2\",\"delayMs\":1},"
                    + "{\"from\":\"t2\",\"to\":\"t1\"}]");
            case "unknown id" -> ISSUE_EXAMPLE.replace(find, "\"to\":\"t9\"");
            case "GPU in two pods" -> ISSUE_EXAMPLE.replace(find, "[[0,2]]");
            case "volume not positive" -> ISSUE_EXAMPLE.replace(find, "\"volumeMB\":0");
            case "negative delay" -> ISSUE_EXAMPLE.replace(find, "\"delayMs\":-1");
            case "duplicate id" -> ISSUE_EXAMPLE.replace(find, "\"id\":\"t1\"");
            default -> ISSUE_EXAMPLE.replace(find, "\"formatVersion\":9");
        };
        LightwireFileException e = assertThrows(LightwireFileException.class,
                () -> TaskDagFiles.fromJson(json, "dag.json"));
        assertTrue(e.getMessage().startsWith("dag.json: "), e.getMessage());
        assertTrue(e.getMessage().contains(expected), what + ": " + e.getMessage());
    }

    @Test
    void allocationsRoundTripAndAreCheckedAgainstTheDag() throws Exception {
        TaskDag dag = TaskDagFiles.fromJson(ISSUE_EXAMPLE, "dag.json");
        Allocation x = AllocationFiles.fromJson("{\"formatVersion\":1,\"pods\":2,\"circuits\":[{\"a\":0,\"b\":1,"
                + "\"count\":2}]}", "a.json");
        AllocationFiles.checkAgainst(x, dag, "a.json");
        StringWriter w = new StringWriter();
        AllocationFiles.write(x, w);
        assertEquals(x, AllocationFiles.fromJson(w.toString(), "b.json"));
        Allocation over = AllocationFiles.fromJson("{\"pods\":2,\"circuits\":[{\"a\":0,\"b\":1,\"count\":3}]}", "o");
        assertTrue(assertThrows(LightwireFileException.class, () -> AllocationFiles.checkAgainst(over, dag, "o"))
                .getMessage().contains("uses 3 ports but has 2"));
        Allocation missing = AllocationFiles.fromJson("{\"pods\":2,\"circuits\":[]}", "m");
        assertTrue(assertThrows(LightwireFileException.class, () -> AllocationFiles.checkAgainst(missing, dag, "m"))
                .getMessage().contains("no circuit"));
    }

    @Test
    void theSampleJobsRead() throws Exception {
        for (String s : new String[] {"delta-worked", "gpt7b-fig1", "megatron-462b"}) {
            Path job = Path.of("samples", s, "job.json");
            assertTrue(Files.exists(job), job.toString());
            assertEquals(s.equals("gpt7b-fig1") ? "gpt-7b-fig1" : s, JobFiles.read(job).name());
        }
    }
}
