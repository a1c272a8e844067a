package com.lightwire.io;

import com.lightwire.core.labels.CableLabel;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;

/**
 * Labels as CSV for label printers' software (P-touch Editor, ZebraDesigner, Brady Workstation and similar import a
 * header row and one record per label): the id, the QR payload and each printed line in its own column, plus the
 * racks for sorting (pod and group empty for an InfiniteHBD fiber). Written through {@link CsvTable} (RFC 4180 quoting, formula cells neutralised, '\n' line ends),
 * UTF-8; streamed.
 */
public final class LabelCsvWriter {

    /** Column headers. */
    public static final List<String> HEADERS = List.of("cable_id", "qr", "leg", "line_a", "line_b", "line_what",
            "line_detail", "near_rack", "far_rack", "ocs_rack", "pod", "ocs_group");

    private LabelCsvWriter() {
    }

    public static long write(Iterator<CableLabel> labels, Path file) throws IOException {
        long[] count = new long[1];
        AtomicFiles.writeText(file, out -> count[0] = write(labels, out));
        return count[0];
    }

    public static long write(Iterator<CableLabel> labels, Writer out) throws IOException {
        long count = 0;
        try (CsvTable table = CsvTable.start(out, HEADERS)) {
            while (labels.hasNext()) {
                CableLabel l = labels.next();
                List<String> lines = l.lines();
                table.text(l.id()).text(l.id()).text(l.kind().code());
                for (int line = 1; line <= 4; line++) {
                    table.text(line < lines.size() ? lines.get(line) : "");
                }
                table.text(l.near().rack()).text(l.far().rack()).text(l.ocsRack());
                numberOrEmpty(numberOrEmpty(table, l.pod()), l.group()).endRow();
                count++;
            }
        }
        return count;
    }

    /** A pod or group, empty for -1 (an InfiniteHBD fiber has neither). */
    private static CsvTable numberOrEmpty(CsvTable table, int value) throws IOException {
        return value < 0 ? table.empty() : table.number(value);
    }
}
