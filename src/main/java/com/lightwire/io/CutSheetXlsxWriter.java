package com.lightwire.io;

import com.lightwire.core.labels.CableLabel;
import org.dhatim.fastexcel.Workbook;
import org.dhatim.fastexcel.Worksheet;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The cut sheet as XLSX (fastexcel): one worksheet per OCS rack, named after the rack, with the columns of
 * {@link CutSheetRow}; rack units and lengths are numbers. Text cells are inline strings (no shared-string table,
 * which would hold every unique id in memory). Sheets are written one after the other and flushed every
 * {@value #FLUSH_ROWS} rows, so memory stays bounded at any size.
 */
public final class CutSheetXlsxWriter {

    static final int FLUSH_ROWS = 5000;
    /** Deflate level 1: about twice as fast as the default for a slightly larger file. */
    static final int COMPRESSION = 1;
    private static final int[] WIDTHS = {38, 7, 12, 5, 11, 8, 7, 12, 5, 11, 9, 7, 16, 15, 8, 9, 12, 13};

    private CutSheetXlsxWriter() {
    }

    /**
     * Writes one sheet per entry of {@code sheets} (sheet name → labels of that sheet), in map order, to {@code file}
     * atomically (see {@link AtomicFiles}).
     *
     * @return rows written, headers excluded
     */
    public static long write(Map<String, Iterator<CableLabel>> sheets, String revision, Path file)
            throws IOException {
        long[] rows = new long[1];
        AtomicFiles.write(file, out -> rows[0] = write(sheets, revision, out));
        return rows[0];
    }

    public static long write(Map<String, Iterator<CableLabel>> sheets, String revision, OutputStream out)
            throws IOException {
        Workbook workbook = new Workbook(out, "Lightwire", "0.1");
        workbook.setCompressionLevel(COMPRESSION);
        long rows = 0;
        Set<String> names = new HashSet<>();
        for (Map.Entry<String, Iterator<CableLabel>> sheet : sheets.entrySet()) {
            rows += writeSheet(workbook.newWorksheet(XlsxText.sheetName(sheet.getKey(), names)), sheet.getValue(),
                    revision);
        }
        if (sheets.isEmpty()) {
            workbook.newWorksheet("empty").value(0, 0, "No cables match the filter.");
        }
        workbook.finish();
        return rows;
    }

    /** Lazily builds one sheet per key, in the order given, from a per-key label source. */
    public static Map<String, Iterator<CableLabel>> perKey(Iterable<String> keys,
                                                           Function<String, Iterator<CableLabel>> labels) {
        Map<String, Iterator<CableLabel>> sheets = new LinkedHashMap<>();
        for (String key : keys) {
            sheets.put(key, new LazyIterator(() -> labels.apply(key)));
        }
        return sheets;
    }

    private static long writeSheet(Worksheet ws, Iterator<CableLabel> labels, String revision) throws IOException {
        for (int c = 0; c < CutSheetRow.HEADERS.size(); c++) {
            ws.value(0, c, CutSheetRow.HEADERS.get(c));
            ws.width(c, WIDTHS[c]);
        }
        ws.range(0, 0, 0, CutSheetRow.HEADERS.size() - 1).style().bold().set();
        ws.freezePane(0, 1);
        int row = 1;
        while (labels.hasNext()) {
            Object[] values = CutSheetRow.values(labels.next(), revision);
            for (int c = 0; c < values.length; c++) {
                if (values[c] instanceof Number n) {
                    ws.value(row, c, n);
                } else if (values[c] != null) {
                    ws.inlineString(row, c, XlsxText.cell((String) values[c]));
                }
            }
            if (row++ % FLUSH_ROWS == 0) {
                ws.flush();
            }
        }
        ws.finish();
        return row - 1L;
    }

    /** Defers building a sheet's label stream until the writer reaches that sheet. */
    private static final class LazyIterator implements Iterator<CableLabel> {
        private final java.util.function.Supplier<Iterator<CableLabel>> source;
        private Iterator<CableLabel> delegate;

        LazyIterator(java.util.function.Supplier<Iterator<CableLabel>> source) {
            this.source = source;
        }

        private Iterator<CableLabel> delegate() {
            if (delegate == null) {
                delegate = source.get();
            }
            return delegate;
        }

        @Override
        public boolean hasNext() {
            return delegate().hasNext();
        }

        @Override
        public CableLabel next() {
            return delegate().next();
        }
    }
}
