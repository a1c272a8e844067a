package com.lightwire.io;

import com.lightwire.core.labels.CableLabel;
import com.lightwire.core.labels.LabelFilter;
import com.lightwire.core.labels.LabelFormat;
import com.lightwire.core.labels.LabelPlanner;
import com.lightwire.core.wiring.FiberPlanGenerator;
import com.lightwire.model.Cluster;
import com.lightwire.model.FabricParams;
import com.lightwire.model.StandardLayout;
import com.lightwire.model.WiringScheme;
import org.dhatim.fastexcel.reader.ReadableWorkbook;
import org.dhatim.fastexcel.reader.Row;
import org.dhatim.fastexcel.reader.Sheet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.InputStream;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class CutSheetWritersTest {

    @TempDir
    Path dir;

    static LabelPlanner testbed() {
        Cluster cluster = StandardLayout.build("testbed", new FabricParams(8, 8, 2, 8), 4, WiringScheme.CROSS);
        return new LabelPlanner(cluster, FiberPlanGenerator.generate(WiringScheme.CROSS, cluster.params(), 4),
                LabelFormat.DEFAULT);
    }

    @Test
    void csvHasOneRowPerCableOrStrandWithBothEndsLengthAndBin() throws Exception {
        StringWriter out = new StringWriter();
        long rows = CutSheetCsvWriter.write(testbed().labels(LabelFilter.ALL).iterator(), "r7", out);
        List<String> lines = out.toString().lines().toList();
        assertEquals(384, rows);
        assertEquals(385, lines.size());
        assertEquals(String.join(",", CutSheetRow.HEADERS), lines.get(0));
        // pod 0 spine 0 port 0: spine rack row 1 slot 0, OCS rack G00-R0 row 0 slot 0: 2.4 + 4 + 2 = 8.4 m, 10 m bin
        assertEquals("P000-SP.U01.00/G00-R0-DF.U01.T00,TRUNK,P000-SP,1,SPN00,00,TX+RX,G00-R0-DF,1,SPL00.00,T00,"
                + "TX+RX,OS2 SMF duplex,LC-UPC duplex,ffeb3b,8.4,10,r7", lines.get(1));
        assertEquals("G00-R0-DF.U01.00.RX/G00-R0.U09.OUT000,RX_LEG,G00-R0-DF,1,SPL00.00,00.RX,RX,G00-R0,9,"
                + "OCS00.01,OUT000,RX,OS2 SMF simplex,LC-UPC simplex,c2410c,3.0,3,r7", lines.get(3));
    }

    @Test
    void xlsxReadsBackWithOneSheetPerOcsRackAndEveryRow() throws Exception {
        LabelPlanner planner = testbed();
        Path file = dir.resolve("cut.xlsx");
        long rows = CutSheetXlsxWriter.write(CutSheetXlsxWriter.perKey(planner.ocsRacks(),
                rack -> planner.labels(LabelFilter.rack(rack)).iterator()), "r1", file);
        assertEquals(384, rows);
        try (InputStream in = Files.newInputStream(file); ReadableWorkbook wb = new ReadableWorkbook(in)) {
            List<Sheet> sheets = wb.getSheets().toList();
            assertEquals(planner.ocsRacks(), sheets.stream().map(Sheet::getName).toList());
            int total = 0;
            for (Sheet sheet : sheets) {
                List<Row> read = sheet.read();
                assertEquals(CutSheetRow.HEADERS.get(0), read.get(0).getCellText(0));
                total += read.size() - 1;
            }
            assertEquals(384, total);
            List<Row> first = sheets.get(0).read();
            CableLabel expected = planner.labels(LabelFilter.rack("G00-R0")).findFirst().orElseThrow();
            assertEquals(expected.id(), first.get(1).getCellText(0));
            assertEquals(0, new BigDecimal("8.4").compareTo(first.get(1).getCellAsNumber(15).orElseThrow()));
            assertEquals(0, BigDecimal.TEN.compareTo(first.get(1).getCellAsNumber(16).orElseThrow()));
            assertEquals("r1", first.get(1).getCellText(17));
            assertEquals("ffeb3b", first.get(1).getCellText(14));
        }
    }

    @Test
    void labelsCsvCarriesTheQrPayloadAndEveryPrintedLine() throws Exception {
        StringWriter out = new StringWriter();
        CableLabel first = testbed().labels(LabelFilter.ALL).findFirst().orElseThrow();
        LabelCsvWriter.write(List.of(first).iterator(), out);
        List<String> lines = out.toString().lines().toList();
        assertEquals(String.join(",", LabelCsvWriter.HEADERS), lines.get(0));
        assertEquals(String.join(",", first.id(), first.id(), "TR", first.lines().get(1), first.lines().get(2),
                first.lines().get(3), first.lines().get(4), "P000-SP", "G00-R0-DF", "G00-R0", "0", "0"), lines.get(1));
    }
}
