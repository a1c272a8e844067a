package com.lightwire.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.IOException;

import static com.lightwire.cli.JobsTraceCommandTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code jobs fidelity}: every part of the report on a small quick run; the exact claims hold. */
class JobsFidelityCommandTest {

    @Test
    void quickFidelityReportsTableOneTheToyTheRunAndTheClaims() throws IOException {
        JobsTraceCommandTest.Run r = run("jobs", "fidelity", "--quick", "--jobs", "40", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode report = new ObjectMapper().readTree(r.out());
        assertEquals(12, report.get("table1").size());
        assertEquals(249_950, report.get("toyJwtIncrease").asDouble(), 1e-3);
        assertEquals(1, report.get("runs").size());
        assertEquals(4096, report.get("runs").get(0).get("gpus").asLong());
        assertEquals(8, report.get("runs").get(0).get("architectures").size());
        JsonNode claims = report.get("claims");
        assertEquals(6, claims.size());
        assertEquals("-5.06 %", claims.get(0).get("paper").asText());
        assertTrue(claims.get(5).get("holds").asBoolean(), claims.get(5).toString());
    }
}
