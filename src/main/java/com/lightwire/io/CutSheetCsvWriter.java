package com.lightwire.io;

import com.lightwire.core.labels.CableLabel;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.Iterator;

/** The cut sheet as one CSV (columns of {@link CutSheetRow}), streamed: O(1) memory. */
public final class CutSheetCsvWriter {

    private CutSheetCsvWriter() {
    }

    public static long write(Iterator<CableLabel> labels, String revision, Path file) throws IOException {
        long[] count = new long[1];
        AtomicFiles.writeText(file, out -> count[0] = write(labels, revision, out));
        return count[0];
    }

    public static long write(Iterator<CableLabel> labels, String revision, Writer out) throws IOException {
        LabelCsvWriter.row(out, CutSheetRow.HEADERS.toArray(String[]::new));
        long count = 0;
        while (labels.hasNext()) {
            LabelCsvWriter.row(out, CutSheetRow.cells(labels.next(), revision));
            count++;
        }
        out.flush();
        return count;
    }
}
