package com.lightwire.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static com.lightwire.cli.JobsTraceCommandTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code jobs plan}: every part of the plan, and a state planned against its own configuration changes nothing. */
class JobsPlanCommandTest {

    @Test
    void planHasEveryPartAndReplanningAgainstItsOwnConfigurationChangesNothing(@TempDir Path dir) throws IOException {
        Path state = Files.writeString(dir.resolve("state.json"), JobsCommandTest.STATE);
        JobsTraceCommandTest.Run first = run("jobs", "plan", state.toString(), "--json");
        assertEquals(0, first.code(), first.err());
        JsonNode plan = new ObjectMapper().readTree(first.out());
        for (String field : new String[] {"placements", "demand", "design", "configuration", "kept", "setUp",
                "tornDown", "reallocatedPct", "changedGroups", "stages"}) {
            assertTrue(plan.has(field), field);
        }
        assertEquals("wait", plan.get("placements").get(3).get("status").asText());
        assertEquals(0, plan.get("kept").asLong());
        assertTrue(plan.get("setUp").asLong() > 0);
        assertEquals(plan.get("changedGroups").size(), plan.get("stages").get("changed").size());
        Path config = Files.writeString(dir.resolve("config.json"), plan.get("configuration").toString());
        JobsTraceCommandTest.Run again = run("jobs", "plan", state.toString(), "--current", config.toString(), "--json");
        assertEquals(0, again.code(), again.err());
        JsonNode replanned = new ObjectMapper().readTree(again.out());
        assertEquals(plan.get("setUp").asLong(), replanned.get("kept").asLong());
        assertEquals(0, replanned.get("tornDown").asLong());
        assertEquals(0, replanned.get("setUp").asLong());
        assertEquals(0, replanned.get("changedGroups").size());
        assertEquals(0, replanned.get("stages").get("theta").asInt());
    }

    @Test
    void aConfigurationOfAnotherShapeIsRefused(@TempDir Path dir) throws IOException {
        Path state = Files.writeString(dir.resolve("state.json"), JobsCommandTest.STATE);
        Path config = Files.writeString(dir.resolve("c.json"), "{\"formatVersion\":1,\"groups\":2,\"ocsPerGroup\":2,"
                + "\"ports\":2,\"circuits\":[]}");
        JobsTraceCommandTest.Run bad = run("jobs", "plan", state.toString(), "--current", config.toString());
        assertEquals(1, bad.code(), bad.err());
        assertTrue(bad.err().startsWith("error: " + config + ": the configuration has 2 groups"), bad.err());
        assertTrue(!bad.err().contains(state.toString()), "not the state file: " + bad.err());
    }
}
