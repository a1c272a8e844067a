package com.lightwire.io;

import com.lightwire.core.asbuilt.CablePlan;
import com.lightwire.core.asbuilt.PatchCable;
import com.lightwire.core.asbuilt.PlannedCable;
import com.lightwire.core.labels.LabelFilter;
import com.lightwire.core.labels.LabelFormat;
import com.lightwire.core.labels.LabelPlanner;
import com.lightwire.core.wiring.FiberPlanGenerator;
import com.lightwire.model.Cluster;
import com.lightwire.model.FabricParams;
import com.lightwire.model.Project;
import com.lightwire.model.StandardLayout;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The NetBox export: every file has its documented columns and well-formed rows, every cable end names a port the
 * export creates with the right termination type, and the cables re-import to the plan's cable list.
 */
class NetboxExportTest {

    @TempDir
    Path dir;

    @Test
    void testbedExportHasTheDocumentedColumnsAndReimportsToThePlan() throws Exception {
        Project project = ProjectFiles.read(Path.of("samples/testbed-128/project.json"));
        Cluster cluster = project.cluster();
        checkRoundTrip(new LabelPlanner(cluster, FiberPlanGenerator.generate(cluster.scheme(), cluster.params(),
                cluster.podCount()), LabelFormat.DEFAULT), 384);
    }

    @Test
    void generatedUniformPlanExportReimportsToThePlan() throws Exception {
        Cluster cluster = StandardLayout.build("gen", new FabricParams(8, 8, 2, 8), 8, WiringScheme.UNIFORM);
        checkRoundTrip(new LabelPlanner(cluster, FiberPlanGenerator.generate(WiringScheme.UNIFORM, cluster.params(),
                8), LabelFormat.DEFAULT), -1);
    }

    private void checkRoundTrip(LabelPlanner labels, int expectedCables) throws Exception {
        List<NetboxExport.Written> written = NetboxExport.write(() -> labels.labels(LabelFilter.ALL), "DC1", dir);
        assertEquals(NetboxColumns.values().length, written.size());
        Map<NetboxColumns, List<List<String>>> tables = new HashMap<>();
        for (NetboxColumns columns : NetboxColumns.values()) {
            CsvRows.Table table = CsvRows.parse(Files.readString(dir.resolve(columns.fileName())), "t", 1_000_000);
            assertEquals(columns.headers(), table.headers(), columns.fileName());
            List<List<String>> rows = table.rows().stream().map(CsvRows.Row::cells).toList();
            rows.forEach(r -> assertEquals(columns.headers().size(), r.size(), columns.fileName() + " " + r));
            tables.put(columns, rows);
        }
        Set<String> devices = names(tables.get(NetboxColumns.DEVICES), 0);
        Map<String, Set<String>> ports = Map.of("dcim.interface", ports(tables.get(NetboxColumns.INTERFACES)),
                "dcim.rearport", ports(tables.get(NetboxColumns.REAR_PORTS)),
                "dcim.frontport", ports(tables.get(NetboxColumns.FRONT_PORTS)));
        for (List<String> cable : tables.get(NetboxColumns.CABLES)) {
            assertTrue(devices.contains(cable.get(0)) && devices.contains(cable.get(3)), cable::toString);
            assertTrue(ports.get(cable.get(1)).contains(cable.get(0) + " " + cable.get(2)), cable::toString);
            assertTrue(ports.get(cable.get(4)).contains(cable.get(3) + " " + cable.get(5)), cable::toString);
        }
        for (List<String> front : tables.get(NetboxColumns.FRONT_PORTS)) {
            assertTrue(ports.get("dcim.rearport").contains(front.get(0) + " " + front.get(3)), front::toString);
        }
        CablePlan plan = CablePlan.of(labels.labels(LabelFilter.ALL));
        List<PatchCable> reread = AsBuiltCsvReader.read(dir.resolve(NetboxColumns.CABLES.fileName()), plan);
        assertEquals(plan.cables().stream().map(PlannedCable::cable).toList(), reread);
        if (expectedCables >= 0) {
            assertEquals(expectedCables, reread.size());
        }
    }

    private static Set<String> names(List<List<String>> rows, int column) {
        Set<String> names = new HashSet<>();
        rows.forEach(r -> names.add(r.get(column)));
        return names;
    }

    private static Set<String> ports(List<List<String>> rows) {
        Set<String> ports = new HashSet<>();
        rows.forEach(r -> ports.add(r.get(0) + " " + r.get(1)));
        return ports;
    }

    @Test
    void cablesCarryTheCutSheetLabelColourAndLength() throws Exception {
        Cluster cluster = StandardLayout.build("testbed", new FabricParams(8, 8, 2, 8), 4, WiringScheme.CROSS);
        LabelPlanner labels = new LabelPlanner(cluster, FiberPlanGenerator.generate(WiringScheme.CROSS,
                cluster.params(), 4), LabelFormat.DEFAULT);
        NetboxExport.write(() -> labels.labels(LabelFilter.ALL), "DC1", dir);
        List<String> cables = Files.readAllLines(dir.resolve(NetboxColumns.CABLES.fileName()));
        assertEquals("P000-SP-U01-SPN00,dcim.interface,00,G00-R0-DF-U01-SPL00.00,dcim.rearport,T00,smf-os2,planned,"
                + "P000-SP.U01.00/G00-R0-DF.U01.T00,ffeb3b,8.4,m", cables.get(1));
        assertTrue(cables.get(2).startsWith("G00-R0-DF-U01-SPL00.00,dcim.frontport,00.TX,"), cables.get(2));
        assertTrue(cables.get(2).endsWith(",2b8a3e,3.0,m"), cables.get(2));
        assertTrue(cables.get(3).endsWith(",c2410c,3.0,m"), cables.get(3));
        List<String> fronts = Files.readAllLines(dir.resolve(NetboxColumns.FRONT_PORTS.fileName()));
        assertTrue(fronts.contains("G00-R0-DF-U01-SPL00.00,00.TX,lc-upc,T00,1"), fronts::toString);
        assertTrue(fronts.contains("G00-R0-DF-U01-SPL00.00,00.RX,lc-upc,T00,2"), fronts::toString);
    }
}
