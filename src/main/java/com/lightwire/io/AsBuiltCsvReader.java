package com.lightwire.io;

import com.lightwire.core.asbuilt.CablePlan;
import com.lightwire.core.asbuilt.PatchCable;
import com.lightwire.core.asbuilt.PortRef;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Reads an as-built cable list in one of three CSV forms, told apart by their header row: NetBox's cable import
 * columns ({@code side_a_device, side_a_name, side_b_device, side_b_name}, optional {@code side_a_type},
 * {@code side_b_type}, {@code label}), NetBox's cable list export ({@code Device A, Termination A, Device B,
 * Termination B}, optional {@code Label}) or Lightwire's own cut sheet ({@code cable_id, a_rack, a_u, a_device,
 * a_port, b_...}). Every device must be one the plan names; any problem is one {@link LightwireFileException}
 * {@code <file>: line N: <reason>}.
 */
public final class AsBuiltCsvReader {

    /** The most cable rows read from one file. */
    public static final int MAX_CABLES = 5_000_000;

    private static final Set<String> PORT_TYPES = Set.of("dcim.interface", "dcim.frontport", "dcim.rearport");
    private static final String EXPECTED = "expected the columns side_a_device, side_a_name, side_b_device, "
            + "side_b_name (NetBox cable import), Device A, Termination A, Device B, Termination B (NetBox cable "
            + "export) or cable_id, a_rack, a_u, a_device, a_port, b_rack, b_u, b_device, b_port (Lightwire cut sheet)";

    private final String source;
    private final CablePlan plan;
    private final CsvRows.Table table;

    private AsBuiltCsvReader(String source, CablePlan plan, CsvRows.Table table) {
        this.source = source;
        this.plan = plan;
        this.table = table;
    }

    /** The cables of {@code file}, in file order, checked against the devices of {@code plan}. */
    public static List<PatchCable> read(Path file, CablePlan plan) throws LightwireFileException {
        return parse(JsonReading.readText(file), file.toString(), plan);
    }

    /** The cables of CSV {@code text} read from {@code source}. */
    public static List<PatchCable> parse(String text, String source, CablePlan plan) throws LightwireFileException {
        CsvRows.Table table = CsvRows.parse(text, source, MAX_CABLES, "cables");
        if (table.headers().isEmpty()) {
            throw new LightwireFileException(source, "line 1", "is empty; " + EXPECTED);
        }
        AsBuiltCsvReader reader = new AsBuiltCsvReader(source, plan, table);
        if (table.column("side_a_device") >= 0) {
            return reader.netbox("side_a_device", "side_a_name", "side_b_device", "side_b_name", "label");
        }
        if (table.column("device a") >= 0) {
            return reader.netbox("device a", "termination a", "device b", "termination b", "label");
        }
        if (table.column("a_device") >= 0) {
            return reader.cutSheet();
        }
        throw new LightwireFileException(source, "line 1", "is not an as-built cable list: " + EXPECTED);
    }

    private List<PatchCable> netbox(String aDevice, String aPort, String bDevice, String bPort, String label)
            throws LightwireFileException {
        int[] cols = columns(aDevice, aPort, bDevice, bPort);
        int labelCol = table.column(label);
        int aType = table.column("side_a_type");
        int bType = table.column("side_b_type");
        List<PatchCable> cables = new ArrayList<>(table.rows().size());
        for (CsvRows.Row row : table.rows()) {
            checkType(row, aType, "side_a_type");
            checkType(row, bType, "side_b_type");
            PortRef a = port(row, cols[0], aDevice, cols[1], aPort);
            PortRef b = port(row, cols[2], bDevice, cols[3], bPort);
            cables.add(new PatchCable(labelCol < 0 ? "" : row.cell(labelCol), a, b));
        }
        return cables;
    }

    private List<PatchCable> cutSheet() throws LightwireFileException {
        int[] a = columns("a_rack", "a_u", "a_device", "a_port");
        int[] b = columns("b_rack", "b_u", "b_device", "b_port");
        int labelCol = table.column("cable_id");
        List<PatchCable> cables = new ArrayList<>(table.rows().size());
        for (CsvRows.Row row : table.rows()) {
            cables.add(new PatchCable(labelCol < 0 ? "" : row.cell(labelCol), cutSheetEnd(row, a, "a"),
                    cutSheetEnd(row, b, "b")));
        }
        return cables;
    }

    private PortRef cutSheetEnd(CsvRows.Row row, int[] cols, String side) throws LightwireFileException {
        String rack = required(row, cols[0], side + "_rack");
        String u = required(row, cols[1], side + "_u");
        String device = required(row, cols[2], side + "_device");
        int unit;
        try {
            unit = Integer.parseInt(u);
        } catch (NumberFormatException e) {
            unit = -1;
        }
        if (unit < 1) {
            throw error(row, side + "_u: '" + u + "' is not a rack unit (a whole number from 1)");
        }
        return known(row, CablePlan.deviceName(rack, unit, device), side + "_rack/" + side + "_u/" + side + "_device",
                required(row, cols[3], side + "_port"));
    }

    private PortRef port(CsvRows.Row row, int deviceCol, String deviceName, int portCol, String portName)
            throws LightwireFileException {
        String device = required(row, deviceCol, deviceName);
        String port = required(row, portCol, portName);
        if (device.contains(",") || port.contains(",")) {
            throw error(row, portName + ": '" + port + "' on '" + device + "' names several ports; Lightwire reads "
                    + "one port per cable end");
        }
        return known(row, device, deviceName, port);
    }

    private PortRef known(CsvRows.Row row, String device, String column, String port) throws LightwireFileException {
        if (!plan.knowsDevice(device)) {
            throw error(row, column + ": unknown device '" + device + "' (no planned cable ends on it)");
        }
        return new PortRef(device, port);
    }

    private void checkType(CsvRows.Row row, int col, String name) throws LightwireFileException {
        String type = col < 0 ? "" : row.cell(col);
        if (!type.isEmpty() && !PORT_TYPES.contains(type)) {
            throw error(row, name + ": '" + type + "' is not a device port (use dcim.interface, dcim.frontport or "
                    + "dcim.rearport)");
        }
    }

    private String required(CsvRows.Row row, int col, String name) throws LightwireFileException {
        String value = row.cell(col);
        if (value.isEmpty()) {
            throw error(row, name + " is empty");
        }
        return value;
    }

    private int[] columns(String... names) throws LightwireFileException {
        int[] cols = new int[names.length];
        for (int i = 0; i < names.length; i++) {
            cols[i] = table.column(names[i]);
            if (cols[i] < 0) {
                throw new LightwireFileException(source, "line 1", "the column '" + names[i] + "' is missing; "
                        + EXPECTED);
            }
        }
        return cols;
    }

    private LightwireFileException error(CsvRows.Row row, String reason) {
        return new LightwireFileException(source, "line " + row.line(), reason);
    }
}
