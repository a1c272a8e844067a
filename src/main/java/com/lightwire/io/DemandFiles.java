package com.lightwire.io;

import com.lightwire.model.spectra.Demand;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads and writes Spectra demand matrices (docs/file-format.md, "Spectra demand"): JSON with a dense {@code matrix}
 * or sparse {@code entries} (exactly one), optional labels, switches and delay, and {@code "unit": "bytes"} with
 * {@code linkGbps} (entries converted to µs = bytes·8 / (linkGbps·1000)); or CSV/TSV of n rows of n numbers with an
 * optional label row. Every problem is one {@link LightwireFileException} naming the place; n above
 * {@link Demand#MAX_PORTS} is refused before the matrix is allocated.
 */
public final class DemandFiles {

    private DemandFiles() {
    }

    /** Reads a .json, .csv or .tsv demand. */
    public static DemandFile read(Path file) throws LightwireFileException {
        String text = JsonReading.readText(file);
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".csv") || name.endsWith(".tsv") || name.endsWith(".txt")) {
            return new DemandFile(DemandCsv.parse(text, file.toString(), stem(file)), null, null);
        }
        return fromJson(text, file.toString());
    }

    public static DemandFile fromJson(String json, String source) throws LightwireFileException {
        SpectraDtos.DemandDto dto = JsonReading.parse(json, SpectraDtos.DemandDto.class, source);
        return fromDto(dto, "$", new FieldChecks(source));
    }

    static DemandFile fromDto(SpectraDtos.DemandDto dto, String at, FieldChecks checks)
            throws LightwireFileException {
        checks.formatVersion(dto.formatVersion(), false);
        if ((dto.matrix() == null) == (dto.entries() == null)) {
            throw checks.error(at, "give exactly one of \"matrix\" (n rows of n numbers) and \"entries\" (cells "
                    + "{i, j, value})");
        }
        int n = size(dto, at, checks);
        if (dto.labels() != null && dto.labels().size() != n) {
            throw checks.error(at + ".labels", "has " + dto.labels().size() + " labels for " + n + " ports");
        }
        double scale = scale(dto, at, checks);
        double[][] m = dto.matrix() != null ? DemandCells.dense(dto.matrix(), n, at + ".matrix", checks)
                : DemandCells.sparse(dto.entries(), n, at + ".entries", checks);
        if (scale != 1) {
            for (double[] row : m) {
                for (int j = 0; j < n; j++) {
                    row[j] *= scale;
                }
            }
        }
        Integer switches = dto.switches() == null ? null : checks.integer(dto.switches(), at + ".switches", 1,
                Integer.MAX_VALUE);
        Double delay = dto.delay() == null ? null : DemandCells.nonNegative(dto.delay(), at + ".delay", checks);
        List<String> labels = dto.labels() == null ? List.of() : dto.labels();
        for (int i = 0; i < labels.size(); i++) {
            checks.text(labels.get(i), at + ".labels[" + i + "]");
        }
        return new DemandFile(new Demand(dto.name() == null ? "" : dto.name(), labels, m), switches, delay);
    }

    private static int size(SpectraDtos.DemandDto dto, String at, FieldChecks checks) throws LightwireFileException {
        if (dto.matrix() != null) {
            int rows = dto.matrix().size();
            if (rows > Demand.MAX_PORTS) {
                throw checks.error(at + ".matrix", "has " + rows + " rows; Lightwire takes at most "
                        + Demand.MAX_PORTS + " ports");
            }
            if (dto.n() != null && dto.n() != rows) {
                throw checks.error(at + ".n", "is " + dto.n() + " but the matrix has " + rows + " rows");
            }
            return rows;
        }
        if (dto.n() != null && dto.n() > Demand.MAX_PORTS) {
            throw checks.error(at + ".n", "is " + dto.n() + "; Lightwire takes at most " + Demand.MAX_PORTS
                    + " ports");
        }
        return checks.integer(dto.n(), at + ".n", 0, Demand.MAX_PORTS);
    }

    /** 1 for time units; 8 / (linkGbps·1000) for bytes (to µs). */
    private static double scale(SpectraDtos.DemandDto dto, String at, FieldChecks checks)
            throws LightwireFileException {
        String unit = dto.unit() == null ? "time" : dto.unit();
        if (unit.equals("time")) {
            return 1;
        }
        if (!unit.equals("bytes")) {
            throw checks.error(at + ".unit", "is \"" + unit + "\"; use \"time\" (the default) or \"bytes\"");
        }
        double gbps = checks.require(dto.linkGbps(), at + ".linkGbps");
        if (!(gbps > 0) || Double.isInfinite(gbps)) {
            throw checks.error(at + ".linkGbps", "must be a positive number; it is " + gbps);
        }
        return 8 / (gbps * 1000);
    }

    /** The demand as JSON (dense form, one row per line). */
    public static String toJson(DemandFile file) {
        StringWriter out = new StringWriter();
        try {
            write(file, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    public static void write(DemandFile file, Writer out) throws IOException {
        JsonWriter w = new JsonWriter(out);
        w.beginObject().field("formatVersion", FormatVersion.INTERCHANGE);
        writeBody(w, file);
        w.endObject().finish();
    }

    static void writeBody(JsonWriter w, DemandFile file) throws IOException {
        Demand d = file.demand();
        w.field("name", d.name()).field("n", d.n());
        if (!d.labels().isEmpty()) {
            w.name("labels").beginInlineArray();
            for (String label : d.labels()) {
                w.value(label);
            }
            w.endArray();
        }
        if (file.switches() != null) {
            w.field("switches", file.switches());
        }
        if (file.delay() != null) {
            w.field("delay", file.delay());
        }
        w.name("matrix").beginArray();
        for (int i = 0; i < d.n(); i++) {
            w.beginInlineArray();
            for (int j = 0; j < d.n(); j++) {
                w.value(d.at(i, j));
            }
            w.endArray();
        }
        w.endArray();
    }

    /** Writes JSON, or CSV for a .csv/.tsv target, atomically. */
    public static void write(DemandFile file, Path target) throws IOException {
        String name = target.getFileName() == null ? "" : target.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".csv") || name.endsWith(".tsv")) {
            AtomicFiles.writeText(target, out -> writeCsv(file.demand(), out, name.endsWith(".tsv") ? "\t" : ","));
        } else {
            AtomicFiles.writeText(target, out -> write(file, out));
        }
    }

    /** CSV/TSV: the label row when there are labels, then n rows of n plain numbers. */
    static void writeCsv(Demand d, Writer out, String separator) throws IOException {
        if (!d.labels().isEmpty()) {
            out.write(String.join(separator, d.labels().stream().map(CsvTable::neutralised).toList()));
            out.write('\n');
        }
        List<String> cells = new ArrayList<>(d.n());
        for (int i = 0; i < d.n(); i++) {
            cells.clear();
            for (int j = 0; j < d.n(); j++) {
                cells.add(BigDecimal.valueOf(d.at(i, j)).stripTrailingZeros().toPlainString());
            }
            out.write(String.join(separator, cells));
            out.write('\n');
        }
    }

    private static String stem(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}
