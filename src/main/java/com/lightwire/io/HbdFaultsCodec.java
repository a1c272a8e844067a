package com.lightwire.io;

import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdFaults;

/**
 * The payload of an {@code "hbd-faults"} study: the fault-set document of docs/file-format.md
 * ({@code {"formatVersion": 1, "faulty": [3, 7, 8]}}), ids 1 to {@link HbdDesign#MAX_NODES}, each once; the study's
 * validation checks them against the project's design.
 */
public final class HbdFaultsCodec implements StudyCodec<HbdFaults> {

    @Override
    public String kind() {
        return HbdFaults.STUDY_KIND;
    }

    @Override
    public Class<HbdFaults> type() {
        return HbdFaults.class;
    }

    @Override
    public HbdFaults fromJson(String json, String source) throws LightwireFileException {
        return HbdFiles.faultsFromJson(json, source, HbdDesign.MAX_NODES);
    }

    @Override
    public String toJson(HbdFaults faults) {
        StringBuilder out = new StringBuilder("{\"formatVersion\": ").append(FormatVersion.INTERCHANGE)
                .append(", \"faulty\": [");
        for (int i = 0; i < faults.count(); i++) {
            out.append(i == 0 ? "" : ", ").append(faults.faulty().get(i));
        }
        return out.append("]}\n").toString();
    }
}
