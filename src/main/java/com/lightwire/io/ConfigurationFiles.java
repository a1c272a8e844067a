package com.lightwire.io;

import com.lightwire.io.Dtos.ConfigurationDto;
import com.lightwire.model.Cluster;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;

/**
 * Reads and writes OCS configurations in the interchange circuit form (docs/file-format.md):
 * {@code {"formatVersion": 1, "scheme": "cross", "groups": H, "ocsPerGroup": K, "ports": N,
 * "circuits": [{"h": 0, "ocs": 3, "in": 1, "out": 2}, ...]}}, one circuit per line, and exports them as CSV
 * ({@code h,ocs,in,out}). Shape fields missing from a file are inferred from a cluster when one is given. Linear in
 * the number of OCS ports.
 */
public final class ConfigurationFiles {

    /** The CSV columns. */
    public static final List<String> CSV_HEADERS = List.of("h", "ocs", "in", "out");

    /** The CSV header line. */
    public static final String CSV_HEADER = String.join(",", CSV_HEADERS);

    private ConfigurationFiles() {
    }

    /** Reads a configuration; {@code cluster} may be null, then the file must state its shape. */
    public static OcsConfiguration read(Path file, Cluster cluster) throws LightwireFileException {
        return fromJson(JsonReading.readText(file), file.toString(), cluster);
    }

    /** Parses configuration JSON checked against {@code cluster} (or only against itself when it is null). */
    public static OcsConfiguration fromJson(String json, String sourceName, Cluster cluster)
            throws LightwireFileException {
        FieldChecks checks = new FieldChecks(sourceName);
        ConfigurationDto dto = JsonReading.parse(json, ConfigurationDto.class, sourceName);
        checks.formatVersion(dto.formatVersion(), false);
        return ConfigurationCodec.fromDto(dto, "$", checks,
                cluster == null ? null : ConfigurationCodec.Shape.of(cluster));
    }

    /** The configuration as JSON; {@code scheme} is written when not null. */
    public static String toJson(OcsConfiguration config, WiringScheme scheme) {
        StringWriter out = new StringWriter();
        try {
            write(config, scheme, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    /** Saves atomically (temporary file, fsync, atomic move); {@code scheme} may be null. */
    public static void write(OcsConfiguration config, WiringScheme scheme, Path file) throws IOException {
        AtomicFiles.writeText(file, out -> write(config, scheme, out));
    }

    public static void write(OcsConfiguration config, WiringScheme scheme, Writer out) throws IOException {
        JsonWriter w = new JsonWriter(out);
        w.beginObject().field("formatVersion", FormatVersion.INTERCHANGE);
        ConfigurationCodec.writeBody(w, config, scheme);
        w.endObject().finish();
    }

    /** Saves the circuits as CSV atomically. */
    public static void writeCsv(OcsConfiguration config, Path file) throws IOException {
        AtomicFiles.writeText(file, out -> writeCsv(config, out));
    }

    /** Streams {@code h,ocs,in,out} through {@link CsvTable}: a header, then the circuits in (h, ocs, in) order. */
    public static void writeCsv(OcsConfiguration config, Writer out) throws IOException {
        try (CsvTable table = CsvTable.start(out, CSV_HEADERS)) {
            for (int h = 0; h < config.groups(); h++) {
                for (int k = 0; k < config.ocsPerGroup(); k++) {
                    for (int in = 0; in < config.ports(); in++) {
                        int egress = config.egressOf(h, k, in);
                        if (egress != OcsConfiguration.NONE) {
                            table.number(h).number(k).number(in).number(egress).endRow();
                        }
                    }
                }
            }
        }
    }
}
