package com.lightwire.io;

import com.lightwire.io.Dtos.TopologyDto;
import com.lightwire.model.LogicalTopology;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;

/**
 * Reads and writes logical topologies in the interchange link form (docs/file-format.md):
 * {@code {"formatVersion": 1, "pods": P, "spines": H, "links": [{"h": 0, "a": 0, "b": 1, "count": 2}, ...]}}, each
 * unordered pod pair at most once per group, one link per line. Checks are location-precise (e.g.
 * {@code $.links[3].b}). Whether the topology fits a cluster (shape, port bound) is {@code TopologyValidator}'s
 * job. Linear in the number of links plus {@code H·P²}.
 */
public final class TopologyFiles {

    private TopologyFiles() {
    }

    public static LogicalTopology read(Path file) throws LightwireFileException {
        return fromJson(JsonReading.readText(file), file.toString());
    }

    /** Parses topology JSON; {@code sourceName} names the origin in error messages. */
    public static LogicalTopology fromJson(String json, String sourceName) throws LightwireFileException {
        FieldChecks checks = new FieldChecks(sourceName);
        TopologyDto dto = JsonReading.parse(json, TopologyDto.class, sourceName);
        checks.formatVersion(dto.formatVersion(), false);
        return TopologyCodec.fromDto(dto, "$", checks);
    }

    /**
     * The topology as JSON text.
     *
     * @throws IllegalArgumentException when the topology is not symmetric with a zero diagonal (not representable)
     */
    public static String toJson(LogicalTopology topology) {
        StringWriter out = new StringWriter();
        try {
            write(topology, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    /** Saves atomically (temporary file, fsync, atomic move). */
    public static void write(LogicalTopology topology, Path file) throws IOException {
        AtomicFiles.writeText(file, out -> write(topology, out));
    }

    public static void write(LogicalTopology topology, Writer out) throws IOException {
        JsonWriter w = new JsonWriter(out);
        w.beginObject().field("formatVersion", FormatVersion.INTERCHANGE);
        TopologyCodec.writeBody(w, topology);
        w.endObject().finish();
    }
}
