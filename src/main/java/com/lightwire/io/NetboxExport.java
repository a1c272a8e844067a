package com.lightwire.io;

import com.lightwire.core.asbuilt.CablePlan;
import com.lightwire.core.labels.CableLabel;
import com.lightwire.core.labels.LegKind;

import java.io.IOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * Writes a fiber plan as the CSV files NetBox 4.2's bulk import accepts, one file per object type, numbered in import
 * order (sites, racks, manufacturers, device roles, device types, devices, interfaces, rear ports, front ports,
 * cables). Column sets are {@link NetboxColumns}; documented in docs/file-format.md ("NetBox interchange"). Cables
 * carry the label id, marking colour and routed length of the cut sheet row of the same piece; everything is
 * status "planned". Output is byte-stable.
 */
public final class NetboxExport {

    /** The NetBox release whose import forms the column sets follow. */
    public static final String NETBOX_VERSION = "4.2";
    /** The manufacturer every device type names. */
    static final String MANUFACTURER = "Generic";
    /** Rack height written when no device reaches higher. */
    static final int MIN_RACK_U = 42;

    /** One file written and its data rows. */
    public record Written(Path file, long rows) {
    }

    private NetboxExport() {
    }

    /**
     * Writes the ten files into {@code dir} (created when missing) from the labels {@code labels} supplies (called
     * twice: devices and ports first, cables second); returns the files in import order.
     */
    public static List<Written> write(Supplier<Stream<CableLabel>> labels, String site, Path dir) throws IOException {
        Files.createDirectories(dir);
        NetboxInventory inv = NetboxInventory.of(labels.get());
        List<Written> written = new ArrayList<>();
        written.add(table(dir, NetboxColumns.SITES, List.of(List.of(site, slug(site), "active"))));
        written.add(table(dir, NetboxColumns.RACKS, inv.rackHeights.entrySet().stream().map(e -> List.<Object>of(site,
                e.getKey(), "active", 19, Math.max(MIN_RACK_U, e.getValue()))).toList()));
        written.add(table(dir, NetboxColumns.MANUFACTURERS, List.of(List.of(MANUFACTURER, slug(MANUFACTURER)))));
        List<NetboxInventory.Role> roles = inv.devices.values().stream().map(NetboxInventory.Device::role)
                .distinct().sorted().toList();
        written.add(table(dir, NetboxColumns.DEVICE_ROLES, roles.stream()
                .map(r -> List.<Object>of(r.role, r.roleSlug, r.color)).toList()));
        written.add(table(dir, NetboxColumns.DEVICE_TYPES, roles.stream()
                .map(r -> List.<Object>of(MANUFACTURER, r.model, r.modelSlug, r.heightU)).toList()));
        written.add(table(dir, NetboxColumns.DEVICES, inv.devices.values().stream().map(d -> List.<Object>of(d.name(),
                d.role().role, MANUFACTURER, d.role().model, "planned", site, d.rack(), d.u(), "front")).toList()));
        written.add(table(dir, NetboxColumns.INTERFACES, rows(inv.interfaces, (device, port, type) ->
                List.of(device, port, type))));
        written.add(table(dir, NetboxColumns.REAR_PORTS, rows(inv.rearPorts, (device, port, positions) ->
                List.of(device, port, "lc-upc", positions))));
        written.add(table(dir, NetboxColumns.FRONT_PORTS, rows(inv.frontPorts, (device, port, front) ->
                List.of(device, port, "lc-upc", front.rearPort(), front.position()))));
        written.add(cables(dir, labels.get()));
        return written;
    }

    private interface RowOf<V> {
        List<Object> row(String device, String port, V value);
    }

    private static <V> List<List<Object>> rows(Map<String, Map<String, V>> byDevice, RowOf<V> rowOf) {
        List<List<Object>> rows = new ArrayList<>();
        byDevice.forEach((device, ports) -> ports.forEach((port, value) -> rows.add(rowOf.row(device, port, value))));
        return rows;
    }

    private static Written table(Path dir, NetboxColumns columns, List<? extends List<?>> rows) throws IOException {
        Path file = dir.resolve(columns.fileName());
        AtomicFiles.writeText(file, out -> {
            try (CsvTable table = CsvTable.start(out, columns.headers())) {
                for (List<?> row : rows) {
                    for (Object value : row) {
                        cell(table, value);
                    }
                    table.endRow();
                }
            }
        });
        return new Written(file, rows.size());
    }

    private static Written cables(Path dir, Stream<CableLabel> labels) throws IOException {
        Path file = dir.resolve(NetboxColumns.CABLES.fileName());
        long[] count = new long[1];
        AtomicFiles.writeText(file, out -> count[0] = writeCables(out, labels));
        return new Written(file, count[0]);
    }

    private static long writeCables(Writer out, Stream<CableLabel> labels) throws IOException {
        long count = 0;
        try (CsvTable table = CsvTable.start(out, NetboxColumns.CABLES.headers())) {
            for (CableLabel label : (Iterable<CableLabel>) labels::iterator) {
                for (Object value : cableRow(label)) {
                    cell(table, value);
                }
                table.endRow();
                count++;
            }
        }
        return count;
    }

    private static List<Object> cableRow(CableLabel label) {
        LegKind kind = label.kind();
        boolean known = !Double.isNaN(label.lengthMeters());
        List<Object> row = new ArrayList<>(List.of(CablePlan.deviceName(label.near()),
                NetboxInventory.terminationType(kind, true), label.near().port(), CablePlan.deviceName(label.far()),
                NetboxInventory.terminationType(kind, false), label.far().port(), "smf-os2", "planned", label.id(),
                kind.color()));
        row.add(known ? BigDecimal.valueOf(label.lengthMeters()).setScale(1, RoundingMode.HALF_UP) : "");
        row.add(known ? "m" : "");
        return row;
    }

    private static void cell(CsvTable table, Object value) throws IOException {
        if (value instanceof Integer n) {
            table.number(n);
        } else if (value instanceof BigDecimal d) {
            table.number(d);
        } else {
            table.text(value.toString());
        }
    }

    /** A NetBox slug: lower case, runs of anything but letters, digits, '_' and '-' as one '-'. */
    static String slug(String name) {
        String slug = name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_-]+", "-").replaceAll("^-+|-+$", "");
        return slug.isEmpty() ? "site" : slug;
    }
}
