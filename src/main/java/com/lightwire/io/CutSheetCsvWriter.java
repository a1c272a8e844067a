package com.lightwire.io;

import com.lightwire.core.labels.CableLabel;

import java.io.IOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Path;
import java.util.Iterator;

/** The cut sheet as one CSV (columns of {@link CutSheetRow}) through {@link CsvTable}, streamed: O(1) memory. */
public final class CutSheetCsvWriter {

    private CutSheetCsvWriter() {
    }

    public static long write(Iterator<CableLabel> labels, String revision, Path file) throws IOException {
        long[] count = new long[1];
        AtomicFiles.writeText(file, out -> count[0] = write(labels, revision, out));
        return count[0];
    }

    public static long write(Iterator<CableLabel> labels, String revision, Writer out) throws IOException {
        long count = 0;
        try (CsvTable table = CsvTable.start(out, CutSheetRow.HEADERS)) {
            while (labels.hasNext()) {
                for (Object value : CutSheetRow.values(labels.next(), revision)) {
                    cell(table, value);
                }
                table.endRow();
                count++;
            }
        }
        return count;
    }

    /** Text as text, rack units and bins as integers, lengths with one decimal; empty when unknown. */
    private static void cell(CsvTable table, Object value) throws IOException {
        if (value == null) {
            table.empty();
        } else if (value instanceof Integer n) {
            table.number(n);
        } else if (value instanceof Double d) {
            table.number(BigDecimal.valueOf(d).setScale(1, RoundingMode.HALF_UP));
        } else {
            table.text(value.toString());
        }
    }
}
