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

/**
 * Reads and writes OCS configurations in the interchange circuit form (docs/file-format.md):
 * {@code {"formatVersion": 1, "scheme": "cross", "groups": H, "ocsPerGroup": K, "ports": N,
 * "circuits": [{"h": 0, "ocs": 3, "in": 1, "out": 2}, ...]}}, one circuit per line, and exports them as CSV
 * ({@code h,ocs,in,out}). Shape fields missing from a file are inferred from a cluster when one is given. Linear in
 * the number of OCS ports.
 */
public final class ConfigurationFiles {

    /** The CSV header line. */
    public static final String CSV_HEADER = "h,ocs,in,out";

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

    /** Streams {@code h,ocs,in,out}, a header line then one circuit per line in (h, ocs, in) order. */
    public static void writeCsv(OcsConfiguration config, Writer out) throws IOException {
        StringBuilder line = new StringBuilder(32);
        out.write(CSV_HEADER);
        out.write('\n');
        for (int h = 0; h < config.groups(); h++) {
            for (int k = 0; k < config.ocsPerGroup(); k++) {
                for (int in = 0; in < config.ports(); in++) {
                    int egress = config.egressOf(h, k, in);
                    if (egress != OcsConfiguration.NONE) {
                        line.setLength(0);
                        line.append(h).append(',').append(k).append(',').append(in).append(',').append(egress)
                                .append('\n');
                        out.append(line);
                    }
                }
            }
        }
        out.flush();
    }
}
