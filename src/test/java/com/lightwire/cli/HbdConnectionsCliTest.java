package com.lightwire.cli;

import com.lightwire.io.CatalogFiles;
import com.lightwire.io.ProjectFiles;
import com.lightwire.model.Project;
import com.lightwire.model.Study;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.core.bom.Catalog;
import com.lightwire.core.bom.CatalogItem;
import com.lightwire.core.hbd.HbdCosts;
import org.dhatim.fastexcel.reader.ReadableWorkbook;
import org.dhatim.fastexcel.reader.Sheet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static com.lightwire.cli.HbdCliTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 13 item 7: HBD fibers in {@code labels} and {@code cutsheet}, {@code bom --designs hbd}, the §4.7 parts. */
class HbdConnectionsCliTest {

    private static final String HBD8 = "samples/hbd-8/project.json";

    @TempDir
    Path dir;

    private String out(String name) {
        return dir.resolve(name).toString();
    }

    @Test
    void bomOfAnHbdOnlyProjectDefaultsToItsDesign() throws Exception {
        HbdCliTest.Run r = run("bom", HBD8, "--out", out("bom.csv"));
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("InfiniteHBD K=2"), r.out());
        List<String> csv = Files.readAllLines(dir.resolve("bom.csv"));
        assertTrue(csv.get(1).startsWith("Transceivers,OCSTRX_800G,"), csv.get(1));
        assertTrue(csv.get(1).endsWith(",600.00,12,128,76800.00"), csv.get(1));
        assertTrue(csv.stream().anyMatch(l -> l.startsWith("Fiber,FIBER_DUPLEX_LC_OS2@7m,") && l.endsWith(",128,320.00")),
                csv::toString);
        assertTrue(csv.stream().anyMatch(l -> l.startsWith("Copper cables (DAC),DAC_1T6_OSFP@1m,")
                && l.endsWith(",32,6387.20")), csv::toString);
    }

    @Test
    void bomDesignsHbdNextToTheClusterDesignsAndRefusedWithoutAStudy() throws Exception {
        Path both = bothProject();
        HbdCliTest.Run r = run("bom", both.toString(), "--designs", "cross,hbd");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("Cross Wiring") && r.out().contains("InfiniteHBD K=2"), r.out());
        HbdCliTest.Run refused = run("bom", TechnicianCommandsTest.TESTBED, "--designs", "hbd");
        assertEquals(1, refused.code());
        assertEquals("error: " + TechnicianCommandsTest.TESTBED + ": $.studies: --designs hbd: the project holds no "
                + "\"hbd\" study\n", refused.err());
        HbdCliTest.Run clusterless = run("bom", HBD8, "--designs", "cross");
        assertEquals(1, clusterless.code());
        assertTrue(clusterless.err().contains("the project has no cluster"), clusterless.err());
    }

    @Test
    void labelsAndCutSheetListEveryHbdFiberAfterTheClusterCables() throws Exception {
        Path both = bothProject();
        HbdCliTest.Run labels = run("labels", both.toString(), "--out", out("l.csv"));
        assertEquals(0, labels.code(), labels.err());
        assertTrue(labels.out().contains("labels:    512 of 512"), labels.out()); // 384 testbed + 128 HBD
        List<String> rows = Files.readAllLines(dir.resolve("l.csv"));
        assertEquals(1 + 512, rows.size());
        assertEquals("HBD-R001.U01.R.M1.P1/HBD-R001.U05.L.M1.P1,HBD-R001.U01.R.M1.P1/HBD-R001.U05.L.M1.P1,HB,"
                + "A HBD-R001 U01 N1 R.M1.P1 TX+RX,B HBD-R001 U05 N2 L.M1.P1 TX+RX,HBD HOP1 N1 R.M1.P1,"
                + "<-> N2 L.M1.P1,HBD-R001,HBD-R001,HBD-R001,,", rows.get(385));
        HbdCliTest.Run cut = run("cutsheet", HBD8, "--out", out("c.csv"), "--rack", "HBD-R002");
        assertEquals(0, cut.code(), cut.err());
        List<String> sheet = Files.readAllLines(dir.resolve("c.csv"));
        assertTrue(sheet.size() > 1 && sheet.stream().skip(1).allMatch(l -> l.contains("HBD-R002")), sheet::toString);
        assertTrue(sheet.get(1).contains(",HBD,") && sheet.get(1).contains(",OS2 SMF duplex,LC-UPC duplex,"),
                sheet.get(1));
    }

    @Test
    void cutSheetWorkbookHasATabPerOcsRackThenPerRowOfHbdRacks() throws Exception {
        HbdCliTest.Run r = run("cutsheet", bothProject().toString(), "--out", out("c.xlsx"));
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("rows:      512"), r.out());
        try (InputStream in = Files.newInputStream(dir.resolve("c.xlsx")); ReadableWorkbook wb = new ReadableWorkbook(in)) {
            List<Sheet> sheets = wb.getSheets().toList();
            assertEquals("HBD row 01", sheets.get(sheets.size() - 1).getName());
            assertEquals(1 + 128, sheets.get(sheets.size() - 1).read().size());
        }
    }

    @Test
    void defaultCatalogHoldsEveryTable8PartAtThePapersPriceAndPower() throws Exception {
        Catalog catalog = CatalogFiles.readDefault();
        for (HbdCosts.Part part : List.of(HbdCosts.OCSTRX, HbdCosts.DAC_1T6, HbdCosts.FIBER, HbdCosts.NVSWITCH,
                HbdCosts.OPT_1T6, HbdCosts.OPT_400G, HbdCosts.ACC_1T6, HbdCosts.DAC_400G, HbdCosts.DAC_200G,
                HbdCosts.EPS)) {
            CatalogItem item = catalog.item(part.id()).orElseThrow(() -> new AssertionError(part.id()));
            assertEquals(0, part.usd().compareTo(item.unitCostUsd()), part.id());
            assertEquals(part.watts(), item.powerW(), 1e-9, part.id());
            assertTrue(item.source().contains("§4.7"), part.id());
        }
        CatalogItem ocs = catalog.item("OCS_PALOMAR_136").orElseThrow();
        assertEquals(0, HbdCosts.OCS.usd().compareTo(ocs.unitCostUsd()));
        assertEquals(HbdCosts.OCS.watts(), ocs.powerW(), 1e-9);
    }

    /** The testbed cluster with samples/hbd-8's design embedded. */
    private Path bothProject() throws Exception {
        Project testbed = ProjectFiles.read(Path.of(TechnicianCommandsTest.TESTBED));
        HbdDesign design = HbdDesign.in(ProjectFiles.read(Path.of(HBD8))).orElseThrow();
        Path file = dir.resolve("both.json");
        ProjectFiles.write(testbed.withStudies(List.of(new Study(HbdDesign.STUDY_KIND, "hbd-8", design))), file);
        return file;
    }
}
