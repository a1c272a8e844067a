package com.lightwire.io;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import com.lightwire.core.bom.BomCalculator;
import com.lightwire.core.bom.BomComparison;
import com.lightwire.core.bom.BomOptions;
import com.lightwire.core.bom.BomRoles;
import com.lightwire.core.bom.Catalog;
import com.lightwire.core.bom.CatalogItem;
import com.lightwire.core.labels.LabelFilter;
import com.lightwire.core.labels.LabelFormat;
import com.lightwire.core.labels.LabelPlanner;
import com.lightwire.core.wiring.FiberPlanGenerator;
import com.lightwire.model.Cluster;
import com.lightwire.model.FabricParams;
import com.lightwire.model.FiberPlan;
import com.lightwire.model.OcsGroup;
import com.lightwire.model.Pod;
import com.lightwire.model.Rack;
import com.lightwire.model.StandardLayout;
import com.lightwire.model.WiringScheme;
import org.dhatim.fastexcel.reader.Cell;
import org.dhatim.fastexcel.reader.CellType;
import org.dhatim.fastexcel.reader.ReadableWorkbook;
import org.dhatim.fastexcel.reader.Row;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A project whose rack ids, pod and group names and cluster name are spreadsheet formulas (the reader refuses such
 * ids, so the cluster is built in memory), exported through every CSV writer and read back: no cell starts a formula,
 * and each hostile id is still there, as text behind a single quote.
 */
class FormulaInjectionTest {

    static final List<String> HOSTILE = List.of("=1+2", "+cmd", "-x", "@SUM(1)", "\tfoo", "\rfoo");

    private static final Map<String, String> IDS = new LinkedHashMap<>();
    private static final Cluster CLUSTER = hostileCluster();
    private static final FiberPlan PLAN = FiberPlanGenerator.generate(WiringScheme.CROSS, CLUSTER.params(), 4);
    private static final LabelPlanner LABELS = new LabelPlanner(CLUSTER, PLAN, LabelFormat.DEFAULT);

    static String hostile(int i) {
        return HOSTILE.get(i % HOSTILE.size()) + (i < HOSTILE.size() ? "" : Integer.toString(i));
    }

    static Cluster hostileCluster() {
        Cluster plain = StandardLayout.build("testbed", new FabricParams(8, 8, 2, 8), 4, WiringScheme.CROSS);
        List<Rack> racks = new ArrayList<>();
        for (Rack r : plain.racks()) {
            IDS.put(r.id(), hostile(IDS.size()));
            racks.add(new Rack(IDS.get(r.id()), hostile(racks.size()), r.row(), r.slot(), r.role(), r.heightU()));
        }
        List<Pod> pods = plain.pods().stream().map(p -> new Pod(p.index(), hostile(p.index()),
                IDS.get(p.spineRack()), IDS.get(p.leafRack()))).toList();
        List<OcsGroup> groups = plain.groups().stream().map(g -> new OcsGroup(g.index(), hostile(g.index()),
                g.racks().stream().map(IDS::get).toList(), g.ocsPerRack())).toList();
        return new Cluster("=1+2", plain.params(), plain.scheme(), pods, groups, racks, plain.floor());
    }

    @Test
    void labelsCsvHasNoFormulaCellAndKeepsEveryRackIdAsText() throws IOException {
        StringWriter out = new StringWriter();
        LabelCsvWriter.write(LABELS.labels(LabelFilter.ALL).iterator(), out);
        List<String[]> rows = readBack(out.toString());
        assertNoFormulaCell(rows);
        assertRackColumnsHoldTheHostileIds(rows, 7, 8, 9);
        assertEquals("'" + firstCableId(), rows.get(1)[0]);
        assertEquals("'" + firstCableId(), rows.get(1)[1]);
    }

    @Test
    void cutSheetCsvHasNoFormulaCellAndKeepsEveryRackIdAsText() throws IOException {
        StringWriter out = new StringWriter();
        CutSheetCsvWriter.write(LABELS.labels(LabelFilter.ALL).iterator(), "=rev", out);
        List<String[]> rows = readBack(out.toString());
        assertNoFormulaCell(rows);
        assertRackColumnsHoldTheHostileIds(rows, 2, 7);
        int revision = List.of(rows.get(0)).indexOf("plan_revision");
        assertEquals("'=rev", rows.get(1)[revision]);
        assertEquals("'" + firstCableId(), rows.get(1)[0]);
    }

    @Test
    void fiberPlanCsvHasNoFormulaCellAndKeepsEveryOcsRackAsText() throws IOException {
        StringWriter out = new StringWriter();
        FiberPlanFiles.writeCsv(PLAN, CLUSTER, out);
        List<String[]> rows = readBack(out.toString());
        assertNoFormulaCell(rows);
        assertRackColumnsHoldTheHostileIds(rows, 10);
    }

    @Test
    void bomCsvHasNoFormulaCellWhenTheCatalogNamesItsOcsWithAFormula() throws Exception {
        List<CatalogItem> items = new ArrayList<>();
        for (CatalogItem i : BomWritersTest.defaultCatalog().items()) {
            String id = i.category().equals(BomRoles.OCS_CATEGORY) ? "-" + i.id() : i.id();
            items.add(new CatalogItem(id, i.category(), i.description(), i.unitCostUsd(), i.costPerMeter(),
                    i.powerW(), i.ports(), i.source()));
        }
        BomComparison comparison = BomCalculator.compare(CLUSTER, new Catalog(items), BomOptions.DEFAULT);
        StringWriter out = new StringWriter();
        BomCsvWriter.write(comparison, out);
        List<String[]> rows = readBack(out.toString());
        assertNoFormulaCell(rows);
        assertTrue(rows.stream().anyMatch(r -> r[1].startsWith("'-OCS")), "the chosen OCS, neutralised");
    }

    @Test
    void cutSheetXlsxKeepsTheIdsAsTypedStringsNotFormulas() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        CutSheetXlsxWriter.write(Map.of("rack", LABELS.labels(LabelFilter.ALL).iterator()), "=rev", out);
        try (ReadableWorkbook wb = new ReadableWorkbook(new ByteArrayInputStream(out.toByteArray()))) {
            List<Row> rows = wb.getFirstSheet().read();
            Cell id = rows.get(1).getCell(0);
            assertEquals(CellType.STRING, id.getType());
            assertEquals(firstCableId(), id.getText());
            for (Row row : rows) {
                row.stream().forEach(cell -> assertFalse(cell != null && cell.getType() == CellType.FORMULA,
                        () -> "formula cell " + cell.getAddress()));
            }
        }
    }

    private static List<String[]> readBack(String csv) throws IOException {
        try (MappingIterator<String[]> it = new CsvMapper().readerForArrayOf(String.class)
                .with(CsvParser.Feature.WRAP_AS_ARRAY).readValues(csv)) {
            return it.readAll();
        }
    }

    private static void assertNoFormulaCell(List<String[]> rows) {
        assertTrue(rows.size() > 1, "rows written");
        for (String[] row : rows) {
            for (String cell : row) {
                assertFalse(CsvTable.startsFormula(cell), () -> "formula cell " + cell + " in " + List.of(row));
            }
        }
    }

    /** The id of the first label: pod 0's spine rack, then the patch frame beside OCS rack G00-R0. */
    private static String firstCableId() {
        return IDS.get("P000-SP") + ".U01.00/" + IDS.get("G00-R0") + "-DF.U01.T00";
    }

    /** Every cell of the columns is a hostile rack id (or its patch frame, id + "-DF") behind one quote. */
    private static void assertRackColumnsHoldTheHostileIds(List<String[]> rows, int... columns) {
        Set<String> allowed = new HashSet<>(IDS.values());
        IDS.values().forEach(id -> allowed.add(id + "-DF"));
        for (String[] row : rows.subList(1, rows.size())) {
            for (int c : columns) {
                assertTrue(row[c].startsWith("'") && allowed.contains(row[c].substring(1)), row[c]);
            }
        }
    }
}
