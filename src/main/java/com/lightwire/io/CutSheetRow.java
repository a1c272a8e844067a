package com.lightwire.io;

import com.lightwire.core.bom.LengthBins;
import com.lightwire.core.labels.CableLabel;
import com.lightwire.core.labels.LabelEnd;

import java.util.List;
import java.util.Locale;

/**
 * The columns of the cut sheet, shared by the CSV and XLSX writers: one row per cable (duplex, trunk) or strand
 * (simplex leg), A end = the label's near end, B end = its far end.
 */
final class CutSheetRow {

    /** Column headers, in order. */
    static final List<String> HEADERS = List.of("cable_id", "leg", "a_rack", "a_u", "a_device", "a_port", "a_strand",
            "b_rack", "b_u", "b_device", "b_port", "b_strand", "media", "connector", "length_m", "length_bin_m",
            "plan_revision");
    /** Indices of the numeric columns (rack units, lengths). */
    static final List<Integer> NUMERIC = List.of(3, 8, 14, 15);

    private CutSheetRow() {
    }

    /** The cells of one row as text; numeric cells in plain decimal (Locale.ROOT), empty when unknown. */
    static String[] cells(CableLabel label, String revision) {
        LabelEnd a = label.near();
        LabelEnd b = label.far();
        boolean known = !Double.isNaN(label.lengthMeters());
        return new String[]{label.id(), label.kind().name(), a.rack(), Integer.toString(a.u()), a.device(),
                a.port(), a.strand(), b.rack(), Integer.toString(b.u()), b.device(), b.port(), b.strand(),
                label.kind().media(), label.kind().connector(),
                known ? String.format(Locale.ROOT, "%.1f", label.lengthMeters()) : "",
                known ? Integer.toString(LengthBins.binOf(label.lengthMeters())) : "", revision};
    }
}
