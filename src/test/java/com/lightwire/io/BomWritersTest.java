package com.lightwire.io;

import com.lightwire.core.bom.BomCalculator;
import com.lightwire.core.bom.BomComparison;
import com.lightwire.core.bom.BomOptions;
import com.lightwire.core.bom.Catalog;
import com.lightwire.core.bom.CatalogItem;
import com.lightwire.model.Cluster;
import com.lightwire.model.FabricParams;
import com.lightwire.model.StandardLayout;
import com.lightwire.model.WiringScheme;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
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
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BomWritersTest {

    @TempDir
    Path dir;

    static Catalog defaultCatalog() throws Exception {
        return CatalogFiles.read(Path.of("assets", "catalog.json"));
    }

    static BomComparison testbedComparison() throws Exception {
        Cluster cluster = StandardLayout.build("testbed", new FabricParams(8, 8, 2, 8), 4, WiringScheme.CROSS);
        return BomCalculator.compare(cluster, defaultCatalog(), BomOptions.DEFAULT);
    }

    @Test
    void theShippedCatalogLoadsAndEveryItemNamesItsSource() throws Exception {
        Catalog catalog = defaultCatalog();
        assertTrue(catalog.items().size() >= 9);
        for (CatalogItem item : catalog.items()) {
            assertTrue(item.source().length() > 20, item.id());
        }
        assertEquals(new BigDecimal("14960.00"), catalog.require("EPS_51T2").unitCostUsd());
        assertTrue(catalog.require("OCS_MEMS_512").source().startsWith("ASSUMPTION"));
    }

    @Test
    void aCatalogItemWithoutSourceIsRejectedNamingTheItem() {
        String json = "{\"formatVersion\":1,\"items\":[{\"id\":\"X\",\"description\":\"x\",\"unitCostUsd\":1}]}";
        LightwireFileException e = assertThrows(LightwireFileException.class, () -> CatalogFiles.fromJson(json, "c"));
        assertTrue(e.getMessage().contains("$.items[0].source"), e.getMessage());
    }

    @Test
    void csvListsEveryDesignSideBySideWithSummaryRows() throws Exception {
        BomComparison comparison = testbedComparison();
        StringWriter out = new StringWriter();
        BomCsvWriter.write(comparison, out);
        List<String> lines = out.toString().lines().toList();
        assertEquals("category,item,description,unit_cost_usd,unit_power_w,Uniform qty,Uniform cost_usd,"
                + "Cross Wiring qty,Cross Wiring cost_usd,Electrical Clos (reference) qty,"
                + "Electrical Clos (reference) cost_usd", lines.get(0));
        assertEquals(1 + comparison.rows().size() + 5, lines.size());
        String total = lines.stream().filter(l -> l.startsWith("summary,total_cost_usd")).findFirst().orElseThrow();
        assertEquals("summary,total_cost_usd,Total cost (USD),,,"
                + BomFigures.plainMoney(comparison.designs().get(0).totalCost()) + ",,"
                + BomFigures.plainMoney(comparison.designs().get(1).totalCost()) + ",,"
                + BomFigures.plainMoney(comparison.designs().get(2).totalCost()) + ",", total);
    }

    @Test
    void xlsxReadsBackWithAComparisonSheetAndOneSheetPerDesign() throws Exception {
        BomComparison comparison = testbedComparison();
        Path file = dir.resolve("bom.xlsx");
        BomXlsxWriter.write(comparison, file);
        try (InputStream in = Files.newInputStream(file); ReadableWorkbook wb = new ReadableWorkbook(in)) {
            List<Sheet> sheets = wb.getSheets().toList();
            assertEquals(List.of("Comparison", "Uniform", "Cross Wiring", "Electrical Clos (reference)"),
                    sheets.stream().map(Sheet::getName).toList());
            List<Row> cross = sheets.get(2).read();
            assertEquals(1 + comparison.designs().get(1).lines().size() + 5, cross.size(), "blank rows are not read");
            Row totalRow = cross.stream().filter(r -> "Total cost (USD)".equals(r.getCellText(2))).findFirst()
                    .orElseThrow();
            assertEquals(0, comparison.designs().get(1).totalCost()
                    .compareTo(totalRow.getCellAsNumber(7).orElseThrow()));
        }
    }

    @Test
    void pdfShowsEachDesignAndItsTotal() throws Exception {
        BomComparison comparison = testbedComparison();
        Path file = dir.resolve("bom.pdf");
        BomPdfWriter.write(comparison, "BOM testbed", file);
        try (PDDocument doc = Loader.loadPDF(file.toFile())) {
            String text = new PDFTextStripper().getText(doc);
            assertTrue(text.contains("Uniform") && text.contains("Cross Wiring")
                    && text.contains("Electrical Clos (reference)"), text);
            assertTrue(text.contains(BomFigures.money(comparison.designs().get(1).totalCost())), text);
            assertTrue(text.contains("Cost per GPU (USD)"), text);
        }
    }
}
