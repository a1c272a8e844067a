package com.lightwire.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code export-netbox} and {@code check-built} on the testbed sample: files, output and exit codes. */
class AsBuiltCliTest {

    private static final String TESTBED = "samples/testbed-128/project.json";

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return LightwireCli.run(args, new PrintWriter(out), new PrintWriter(err));
    }

    private Path exportCables() {
        assertEquals(0, run("export-netbox", TESTBED, "--out", dir.resolve("nb").toString()), err::toString);
        return dir.resolve("nb/10-cables.csv");
    }

    @Test
    void exportWritesTenFilesInImportOrderWithRowCounts() throws Exception {
        exportCables();
        try (var files = Files.list(dir.resolve("nb"))) {
            assertEquals(10, files.count());
        }
        assertTrue(out.toString().contains("10-cables.csv          384 rows"), out::toString);
        assertTrue(out.toString().startsWith("netbox:    4.2 bulk import, 10 files"), out::toString);
    }

    @Test
    void theExportedCablesAndTheCutSheetMatchThePlanWithExitZero() {
        assertEquals(0, run("check-built", TESTBED, "--built", exportCables().toString()), err::toString);
        assertTrue(out.toString().contains("result:    the build matches the plan"), out::toString);
        assertEquals(0, run("cutsheet", TESTBED, "--out", dir.resolve("cut.csv").toString()));
        assertEquals(0, run("check-built", TESTBED, "--built", dir.resolve("cut.csv").toString()), err::toString);
    }

    @Test
    void aMisPatchedBuildExitsFourAndListsTheFaultInJson() throws Exception {
        List<String> lines = new ArrayList<>(Files.readAllLines(exportCables()));
        String removed = lines.remove(5);
        Path built = Files.write(dir.resolve("built.csv"), lines);
        out.getBuffer().setLength(0);
        assertEquals(4, run("check-built", TESTBED, "--built", built.toString(), "--json"), err::toString);
        JsonNode json = new ObjectMapper().readTree(out.toString());
        assertEquals(false, json.get("matches").asBoolean());
        assertEquals(383, json.get("matching").asInt());
        assertEquals(1, json.get("counts").get("missing").asInt());
        JsonNode fault = json.get("faults").get(0);
        assertEquals("missing", fault.get("kind").asText());
        assertTrue(removed.contains("," + fault.get("label").asText() + ","), removed);
    }

    @Test
    void anUnknownDeviceIsExitOneWithFileLineAndReason() throws Exception {
        List<String> lines = new ArrayList<>(Files.readAllLines(exportCables()));
        lines.set(3, lines.get(3).replaceFirst("^[^,]+", "NOPE"));
        Path built = Files.write(dir.resolve("built.csv"), lines);
        assertEquals(1, run("check-built", TESTBED, "--built", built.toString()));
        assertEquals("error: " + built + ": line 4: side_a_device: unknown device 'NOPE' (no planned cable ends on it)",
                err.toString().strip());
    }

    @Test
    void withoutBuiltItIsAUsageError() {
        assertEquals(2, run("check-built", TESTBED));
    }
}
