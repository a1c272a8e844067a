package com.lightwire.io;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.dataformat.csv.CsvFactory;
import com.fasterxml.jackson.dataformat.csv.CsvGenerator;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;

import java.io.Closeable;
import java.io.IOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.util.List;

/**
 * The one CSV writer behind every CSV export, on jackson-dataformat-csv: a header row, then rows written cell by
 * cell in a fixed column order; comma separated, {@code '\n'} line ends, a cell quoted (RFC 4180) only when it holds
 * a comma, a double quote or a line break, so output is byte-stable. Streams through the generator's buffer: O(1)
 * memory per row.
 *
 * <p>Formula injection (OWASP "CSV Injection", ASVS 1.2.10): a spreadsheet evaluates a cell that starts with
 * {@code = + - @}, a tab, a carriage return or NUL, so such a <em>text</em> cell is written with a leading single
 * quote ({@code =1+2} becomes {@code '=1+2}), which spreadsheets take as "this is text". Numbers are written through
 * {@link #number(long)} and {@link #number(BigDecimal)}, never as text: a negative number ({@code -5}) is a value the
 * spreadsheet reads as a number and stays unprefixed.
 */
final class CsvTable implements Closeable {

    private static final CsvFactory FACTORY = CsvFactory.builder()
            .enable(CsvGenerator.Feature.STRICT_CHECK_FOR_QUOTING)
            .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
            .enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN)
            .build();
    private static final CsvSchema SCHEMA = CsvSchema.emptySchema().withLineSeparator("\n");

    private final JsonGenerator out;
    private boolean rowOpen;

    private CsvTable(JsonGenerator out) {
        this.out = out;
    }

    /** Starts a table on {@code out} (left open on close) and writes the header row. */
    static CsvTable start(Writer out, List<String> headers) throws IOException {
        CsvGenerator generator = FACTORY.createGenerator(out);
        generator.setSchema(SCHEMA);
        CsvTable table = new CsvTable(generator);
        for (String header : headers) {
            table.text(header);
        }
        return table.endRow();
    }

    /** A text cell, neutralised when it would start a formula. */
    CsvTable text(String value) throws IOException {
        openRow();
        out.writeString(neutralised(value));
        return this;
    }

    /** An integer cell. */
    CsvTable number(long value) throws IOException {
        openRow();
        out.writeNumber(value);
        return this;
    }

    /** A decimal cell in plain notation (no exponent), with the value's own scale: 1234.50, 3145, -0.5. */
    CsvTable number(BigDecimal value) throws IOException {
        openRow();
        out.writeNumber(value);
        return this;
    }

    /** An empty cell. */
    CsvTable empty() throws IOException {
        return text("");
    }

    /** Ends the current row. */
    CsvTable endRow() throws IOException {
        openRow();
        out.writeEndArray();
        rowOpen = false;
        return this;
    }

    /** Flushes what is written to the writer; the writer itself stays open. */
    @Override
    public void close() throws IOException {
        out.close();
    }

    /**
     * {@code value} with a single quote in front when its first character is a formula trigger
     * ({@code = + - @ TAB CR NUL}); otherwise {@code value} itself.
     */
    static String neutralised(String value) {
        return startsFormula(value) ? "'" + value : value;
    }

    /** True when a spreadsheet would take a text cell starting like {@code value} for a formula. */
    static boolean startsFormula(String value) {
        if (value.isEmpty()) {
            return false;
        }
        char first = value.charAt(0);
        return first == '=' || first == '+' || first == '-' || first == '@' || first == '\t' || first == '\r'
                || first == '\0';
    }

    private void openRow() throws IOException {
        if (!rowOpen) {
            out.writeStartArray();
            rowOpen = true;
        }
    }
}
