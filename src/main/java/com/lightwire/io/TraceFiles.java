package com.lightwire.io;

import com.lightwire.core.trace.SubmittedJob;
import com.lightwire.io.LumosDtos.JobDto;
import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.Trace;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Trace files in JSON and CSV (docs/file-format.md, "Trace"), chosen by the file's extension, and Helios-style CSV
 * rows for import. CSV traces have a header row naming the job fields (any order, unknown columns ignored) and
 * {@value #CSV_GPUS_PER_SERVER} GPUs per server; errors name {@code line L, column C}. Written byte-stable.
 */
public final class TraceFiles {

    /** GPUs per server of a CSV trace (CSV has no place for the trace's own field). */
    public static final int CSV_GPUS_PER_SERVER = 8;

    private static final List<String> COLUMNS = List.of("id", "arrival", "gpus", "tp", "pp", "dp", "ep", "model",
            "runSeconds", "commShare");

    private TraceFiles() {
    }

    static boolean isCsv(Path file) {
        return file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".csv");
    }

    /** A trace from {@code .csv} or JSON. */
    public static Trace read(Path file) throws LightwireFileException {
        String text = JsonReading.readText(file);
        return isCsv(file) ? fromCsv(text, file.toString()) : LumosFiles.traceFromJson(text, file.toString());
    }

    /** Writes JSON, or CSV for a {@code .csv} file. */
    public static void write(Trace trace, Path file) throws IOException {
        String text = isCsv(file) ? toCsv(trace) : toJson(trace);
        AtomicFiles.writeText(file, out -> out.write(text));
    }

    /** Writes a text file atomically (results of the jobs commands). */
    public static void writeText(String text, Path file) throws IOException {
        AtomicFiles.writeText(file, out -> out.write(text));
    }

    public static String toJson(Trace trace) {
        StringWriter out = new StringWriter();
        try {
            JsonWriter w = new JsonWriter(out);
            w.beginObject().field("formatVersion", FormatVersion.INTERCHANGE);
            traceFields(w, trace);
            w.endObject().finish();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    /** {@code "gpusPerServer"} and {@code "jobs"}, one job per line, into an open object. */
    static void traceFields(JsonWriter w, Trace trace) throws IOException {
        w.field("gpusPerServer", trace.gpusPerServer()).name("jobs").beginArray();
        for (Job j : trace.jobs()) {
            w.beginInlineObject().field("id", j.id()).name("arrival").value(decimal(j.arrival()))
                    .field("gpus", j.gpus()).field("tp", j.tp()).field("pp", j.pp()).field("dp", j.dp())
                    .field("ep", j.ep()).field("model", j.model()).name("runSeconds").value(decimal(j.runSeconds()))
                    .name("commShare").value(decimal(j.commShare())).endObject();
        }
        w.endArray();
    }

    public static String toCsv(Trace trace) {
        StringWriter out = new StringWriter();
        try (CsvTable table = CsvTable.start(out, COLUMNS)) {
            for (Job j : trace.jobs()) {
                table.text(j.id()).number(decimal(j.arrival())).number(j.gpus()).number(j.tp()).number(j.pp())
                        .number(j.dp()).number(j.ep()).text(j.model()).number(decimal(j.runSeconds()))
                        .number(decimal(j.commShare())).endRow();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    public static Trace fromCsv(String text, String source) throws LightwireFileException {
        CsvRows.Table table = CsvRows.parse(text, source, LumosFiles.MAX_JOBS);
        int[] at = new int[COLUMNS.size()];
        for (int c = 0; c < at.length; c++) {
            at[c] = table.column(COLUMNS.get(c));
            if (at[c] < 0 && c < 6) {
                throw new LightwireFileException(source, "line 1", "the header has no column '" + COLUMNS.get(c)
                        + "' (a trace CSV names id, arrival, gpus, tp, pp, dp and optionally ep, model, runSeconds, "
                        + "commShare)");
            }
        }
        FieldChecks checks = new FieldChecks(source);
        Set<String> ids = new HashSet<>();
        List<Job> jobs = new ArrayList<>(table.rows().size());
        for (CsvRows.Row row : table.rows()) {
            JobDto dto = new JobDto(row.cell(at[0]), real(row, at[1], source), whole(row, at[2], source),
                    whole(row, at[3], source), whole(row, at[4], source), whole(row, at[5], source),
                    whole(row, at[6], source), at[7] < 0 ? null : row.cell(at[7]), real(row, at[8], source),
                    real(row, at[9], source));
            String base = "line " + row.line();
            try {
                jobs.add(JobFields.read(dto, base, CSV_GPUS_PER_SERVER, ids, checks));
            } catch (LightwireFileException e) {
                String field = e.location().substring(Math.min(e.location().length(), base.length() + 1));
                int column = at[Math.max(0, COLUMNS.indexOf(field))] + 1;
                throw new LightwireFileException(source, base + ", column " + column, e.reason(), e);
            }
        }
        return new Trace(CSV_GPUS_PER_SERVER, jobs);
    }

    /**
     * Helios-style rows: a header naming the submit time ({@code submit_time}, {@code submit} or {@code arrival}),
     * the GPUs ({@code gpu_num}, {@code gpus}) and the duration ({@code duration}, {@code runSeconds}); submit times
     * in seconds or as {@code yyyy-MM-dd HH:mm:ss} (UTC); other columns are ignored.
     */
    public static List<SubmittedJob> readHelios(Path file) throws LightwireFileException {
        String source = file.toString();
        CsvRows.Table table = CsvRows.parse(JsonReading.readText(file), source, LumosFiles.MAX_JOBS);
        int submit = table.column("submit_time", "submit", "arrival");
        int gpus = table.column("gpu_num", "gpus", "num_gpus");
        int duration = table.column("duration", "runseconds", "run_time");
        if (submit < 0 || gpus < 0 || duration < 0) {
            throw new LightwireFileException(source, "line 1", "the header needs a submit time (submit_time), a GPU "
                    + "count (gpu_num) and a duration (duration) column");
        }
        List<SubmittedJob> rows = new ArrayList<>(table.rows().size());
        for (CsvRows.Row row : table.rows()) {
            rows.add(new SubmittedJob(HeliosTimes.seconds(row, submit, source), required(whole(row, gpus, source),
                    row, gpus, source), required(real(row, duration, source), row, duration, source)));
        }
        return rows;
    }

    private static <T> T required(T value, CsvRows.Row row, int column, String source)
            throws LightwireFileException {
        if (value == null) {
            throw new LightwireFileException(source, "line " + row.line() + ", column " + (column + 1),
                    "the cell is empty");
        }
        return value;
    }

    private static Integer whole(CsvRows.Row row, int column, String source) throws LightwireFileException {
        Double v = real(row, column, source);
        if (v == null) {
            return null;
        }
        if (v != Math.rint(v) || Math.abs(v) > Integer.MAX_VALUE) {
            throw new LightwireFileException(source, "line " + row.line() + ", column " + (column + 1),
                    "must be a whole number; it is " + row.cell(column));
        }
        return v.intValue();
    }

    static Double real(CsvRows.Row row, int column, String source) throws LightwireFileException {
        String cell = column < 0 ? "" : row.cell(column);
        if (cell.isEmpty()) {
            return null;
        }
        try {
            double v = Double.parseDouble(cell);
            if (Double.isFinite(v)) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new LightwireFileException(source, "line " + row.line() + ", column " + (column + 1), "'" + cell
                + "' is not a number");
    }

    static BigDecimal decimal(double v) {
        BigDecimal d = BigDecimal.valueOf(v).setScale(6, java.math.RoundingMode.HALF_EVEN).stripTrailingZeros();
        return d.scale() < 0 ? d.setScale(0) : d;
    }
}
