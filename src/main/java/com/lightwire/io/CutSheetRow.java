package com.lightwire.io;

import com.lightwire.core.bom.LengthBins;
import com.lightwire.core.labels.CableLabel;
import com.lightwire.core.labels.LabelEnd;

import java.util.List;

/**
 * The columns of the cut sheet, shared by the CSV and XLSX writers: one row per cable (duplex, trunk) or strand
 * (simplex leg), A end = the label's near end, B end = its far end.
 */
final class CutSheetRow {

    /** Column headers, in order. */
    static final List<String> HEADERS = List.of("cable_id", "leg", "a_rack", "a_u", "a_device", "a_port", "a_strand",
            "b_rack", "b_u", "b_device", "b_port", "b_strand", "media", "connector", "color", "length_m", "length_bin_m",
            "plan_revision");

    private CutSheetRow() {
    }

    /**
     * The values of one row: text as String, rack units and the length bin as Integer, the length as Double rounded
     * to 0.1 m (null when unknown).
     */
    static Object[] values(CableLabel label, String revision) {
        LabelEnd a = label.near();
        LabelEnd b = label.far();
        boolean known = !Double.isNaN(label.lengthMeters());
        return new Object[]{label.id(), label.kind().name(), a.rack(), a.u(), a.device(), a.port(), a.strand(),
                b.rack(), b.u(), b.device(), b.port(), b.strand(), label.kind().media(), label.kind().connector(), label.kind().color(),
                known ? Math.round(label.lengthMeters() * 10) / 10.0 : null,
                known ? LengthBins.binOf(label.lengthMeters()) : null, revision};
    }
}
