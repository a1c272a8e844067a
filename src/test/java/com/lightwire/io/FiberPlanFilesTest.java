package com.lightwire.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.lightwire.core.wiring.FiberPlanGenerator;
import com.lightwire.model.Cluster;
import com.lightwire.model.FabricParams;
import com.lightwire.model.FiberPlan;
import com.lightwire.model.StandardLayout;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FiberPlanFilesTest {

    /** P=4, K_spine=4, two spines per pod (K_leaf=2, tau=1), K_ocs=4. */
    private static final FabricParams PARAMS = new FabricParams(2, 4, 1, 4);

    private static List<String[]> csvRows(FiberPlan plan, Cluster cluster) throws IOException {
        StringWriter out = new StringWriter();
        FiberPlanFiles.writeCsv(plan, cluster, out);
        List<String> lines = out.toString().lines().toList();
        assertEquals(FiberPlanFiles.CSV_HEADER, lines.get(0));
        assertTrue(out.toString().endsWith("\n"));
        return lines.stream().skip(1).map(line -> line.split(",", -1)).toList();
    }

    private static String[] row(List<String[]> rows, String cable, String strand) {
        return rows.stream().filter(r -> r[0].equals(cable) && r[5].equals(strand)).findFirst().orElseThrow();
    }

    @Test
    void crossWiringCsvHasOneRowPerStrandAndTheDigestsT13Landing() throws IOException {
        Cluster cluster = StandardLayout.build("t13", PARAMS, 4, WiringScheme.CROSS);
        FiberPlan plan = FiberPlanGenerator.generate(WiringScheme.CROSS, PARAMS, 4);
        List<String[]> rows = csvRows(plan, cluster);
        assertEquals(2 * 4 * 2 * 4, rows.size());
        assertTrue(rows.stream().allMatch(r -> r.length == 11));
        // T13: pod 2 port 3 Rx comes from O2.out[2]; its Tx feeds O3.in[2]; the cable is split.
        assertEquals("P002-S00-03,P002-S00-03-RX,2,0,3,Rx,0,2,2,G00-OCS02/03,G00-R0", String.join(",", row(rows, "P002-S00-03", "Rx")));
        assertEquals("P002-S00-03,P002-S00-03-TX,2,0,3,Tx,0,3,2,G00-OCS02/03,G00-R0", String.join(",", row(rows, "P002-S00-03", "Tx")));
        assertEquals("P001-S01-00,P001-S01-00-RX,1,1,0,Rx,1,1,1,G01-OCS00/01,G01-R0", String.join(",", row(rows, "P001-S01-00", "Rx")));
    }

    @Test
    void uniformWiringIsNeverSplitAndHasNoRackWithoutACluster() throws IOException {
        FiberPlan plan = FiberPlanGenerator.generate(WiringScheme.UNIFORM, PARAMS, 4);
        List<String[]> rows = csvRows(plan, null);
        assertEquals(64, rows.size());
        assertTrue(rows.stream().allMatch(r -> r[9].isEmpty() && r[10].isEmpty()));
        assertEquals("P002-S00-03,P002-S00-03-RX,2,0,3,Rx,0,3,2,,", String.join(",", row(rows, "P002-S00-03", "Rx")));
    }

    @Test
    void jsonFormListsEveryCableWithBothEnds(@TempDir Path dir) throws IOException {
        Cluster cluster = StandardLayout.build("t13", PARAMS, 4, WiringScheme.CROSS);
        FiberPlan plan = FiberPlanGenerator.generate(WiringScheme.CROSS, PARAMS, 4);
        Path file = dir.resolve("plan.json");
        FiberPlanFiles.writeJson(plan, cluster, file);
        JsonNode root = new ObjectMapper().readTree(file.toFile());
        assertEquals(1, root.get("formatVersion").asInt());
        assertEquals("cross", root.get("scheme").asText());
        assertEquals(32, root.get("cables").size());
        JsonNode cable = root.get("cables").get(2 * 8 + 3);
        assertEquals("P002-S00-03", cable.get("id").asText());
        assertEquals(2, cable.get("rx").get("ocs").asInt());
        assertEquals(2, cable.get("rx").get("port").asInt());
        assertEquals("G00-R0", cable.get("tx").get("rack").asText());
        assertTrue(cable.get("split").asBoolean());
        assertEquals(6 + 32 + 2, Files.readString(file).lines().count(), "one line per cable");
    }

    @Test
    void csvOfTheLargestClusterHasOneRowPerStrand() throws IOException {
        FabricParams params = new FabricParams(16, 16, 1, 512);
        Cluster cluster = StandardLayout.build("131k", params, 512, WiringScheme.CROSS);
        FiberPlan plan = FiberPlanGenerator.generate(WiringScheme.CROSS, params, 512);
        CountingWriter out = new CountingWriter();
        FiberPlanFiles.writeCsv(plan, cluster, out);
        assertEquals(1 + 2L * 131_072, out.lines);
    }

    /** Counts lines without keeping the text. */
    private static final class CountingWriter extends Writer {
        long lines;

        @Override
        public void write(char[] buf, int off, int len) {
            for (char c : Arrays.copyOfRange(buf, off, off + len)) {
                if (c == '\n') {
                    lines++;
                }
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }
}
