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
 * racks for sorting. RFC 4180 quoting, UTF-8, '\n' line ends; streamed.
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
        row(out, HEADERS.toArray(String[]::new));
        long count = 0;
        while (labels.hasNext()) {
            CableLabel l = labels.next();
            List<String> lines = l.lines();
            row(out, new String[]{l.id(), l.id(), l.kind().code(), line(lines, 1), line(lines, 2), line(lines, 3),
                    line(lines, 4), l.near().rack(), l.far().rack(), l.ocsRack(), Integer.toString(l.pod()),
                    Integer.toString(l.group())});
            count++;
        }
        out.flush();
        return count;
    }

    private static String line(List<String> lines, int index) {
        return index < lines.size() ? lines.get(index) : "";
    }

    /** Writes one CSV record. */
    static void row(Writer out, String[] cells) throws IOException {
        for (int i = 0; i < cells.length; i++) {
            if (i > 0) {
                out.write(',');
            }
            out.write(field(cells[i]));
        }
        out.write('\n');
    }

    /** RFC 4180 field: quoted when it holds a comma, quote or line break. */
    static String field(String value) {
        if (value.indexOf(',') < 0 && value.indexOf('"') < 0 && value.indexOf('\n') < 0 && value.indexOf('\r') < 0) {
            return value;
        }
        return '"' + value.replace("\"", "\"\"") + '"';
    }
}
