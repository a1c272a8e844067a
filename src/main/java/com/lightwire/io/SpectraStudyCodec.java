package com.lightwire.io;

import com.lightwire.model.spectra.SpectraStudy;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/**
 * The codec of {@link SpectraStudy} (kind "spectra"): the demand in the demand file's dense form, then switches,
 * delay, method, refine, generator and seed. Large demands go to a sibling file like any study payload.
 */
public final class SpectraStudyCodec implements StudyCodec<SpectraStudy> {

    @Override
    public String kind() {
        return SpectraStudy.KIND;
    }

    @Override
    public Class<SpectraStudy> type() {
        return SpectraStudy.class;
    }

    @Override
    public SpectraStudy fromJson(String json, String source) throws LightwireFileException {
        SpectraDtos.StudyDto dto = JsonReading.parse(json, SpectraDtos.StudyDto.class, source);
        FieldChecks checks = new FieldChecks(source);
        DemandFile demand = DemandFiles.fromDto(checks.require(dto.demand(), "$.demand"), "$.demand", checks);
        int switches = checks.integer(dto.switches(), "$.switches", 1, Integer.MAX_VALUE);
        double delay = DemandCells.nonNegative(dto.delay(), "$.delay", checks);
        String refine = dto.refine() == null ? "greedy" : dto.refine();
        if (!refine.equals("greedy") && !refine.equals("lp")) {
            throw checks.error("$.refine", "is \"" + refine + "\"; use \"greedy\" or \"lp\"");
        }
        return new SpectraStudy(demand.demand(), switches, delay, dto.method() == null ? "spectra" : dto.method(),
                refine, dto.generator() == null ? "" : dto.generator(), dto.seed() == null ? 0 : dto.seed());
    }

    @Override
    public String toJson(SpectraStudy data) {
        StringWriter out = new StringWriter();
        try {
            JsonWriter w = new JsonWriter(out);
            w.beginObject().name("demand").beginObject();
            DemandFiles.writeBody(w, new DemandFile(data.demand(), null, null));
            w.endObject().field("switches", data.switches()).field("delay", data.delay())
                    .field("method", data.method()).field("refine", data.refine())
                    .field("generator", data.generator()).field("seed", data.seed());
            w.endObject().finish();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }
}
