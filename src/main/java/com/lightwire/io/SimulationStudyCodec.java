package com.lightwire.io;

import com.lightwire.model.lumos.SimulationStudy;
import com.lightwire.model.lumos.Trace;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The cluster-simulation study document (docs/file-format.md, "Simulation study"): a trace with the simulation's
 * settings in front: {@code {"formatVersion": 1, "gpus": 4096, "architectures": [...], "routing": "planned",
 * "seed": 1, "gpusPerServer": 8, "jobs": [...], "results": {...}}}. The trace part is read and checked as a trace file;
 * the optional {@code results} are the last simulation in {@code jobs simulate --out} form ({@link
 * SimulationResultReader}).
 */
public final class SimulationStudyCodec implements StudyCodec<SimulationStudy> {

    /** The settings part; the trace part is read by {@link LumosFiles#traceFromJson}. */
    record SettingsDto(Integer formatVersion, Long gpus, List<String> architectures, String routing, Long seed) {
    }

    /** The study in {@code file} when it is a JSON document with {@code "gpus"}; empty for a plain trace or CSV. */
    public static Optional<SimulationStudy> readIfStudy(Path file) throws LightwireFileException {
        if (TraceFiles.isCsv(file)) {
            return Optional.empty();
        }
        String text = JsonReading.readText(file);
        SettingsDto dto = JsonReading.parse(text, SettingsDto.class, file.toString());
        return dto.gpus() == null ? Optional.empty() : Optional.of(new SimulationStudyCodec().fromJson(text,
                file.toString()));
    }

    @Override
    public String kind() {
        return SimulationStudy.STUDY_KIND;
    }

    @Override
    public Class<SimulationStudy> type() {
        return SimulationStudy.class;
    }

    @Override
    public SimulationStudy fromJson(String json, String source) throws LightwireFileException {
        SettingsDto dto = JsonReading.parse(json, SettingsDto.class, source);
        FieldChecks checks = new FieldChecks(source);
        long gpus = checks.require(dto.gpus(), "$.gpus");
        if (gpus < 1 || gpus > JobFields.MAX_GPUS) {
            throw checks.error("$.gpus", "must be 1 to " + JobFields.MAX_GPUS + "; it is " + gpus);
        }
        List<String> architectures = dto.architectures() == null ? List.of() : dto.architectures();
        for (int i = 0; i < architectures.size(); i++) {
            checks.text(architectures.get(i), "$.architectures[" + i + "]");
        }
        String routing = dto.routing() == null ? "planned" : dto.routing();
        if (!List.of("planned", "ecmp", "ideal").contains(routing)) {
            throw checks.error("$.routing", "must be planned, ecmp or ideal; it is '" + routing + "'");
        }
        Trace trace = LumosFiles.traceFromJson(json, source);
        return new SimulationStudy(gpus, architectures, routing, dto.seed() == null ? 1 : dto.seed(), trace,
                SimulationResultReader.read(json, source, gpus, trace));
    }

    @Override
    public String toJson(SimulationStudy study) {
        StringWriter out = new StringWriter();
        try {
            JsonWriter w = new JsonWriter(out);
            w.beginObject().field("formatVersion", FormatVersion.INTERCHANGE).field("gpus", study.gpus())
                    .name("architectures").beginInlineArray();
            for (String name : study.architectures()) {
                w.value(name);
            }
            w.endArray().field("routing", study.routing()).field("seed", study.seed());
            TraceFiles.traceFields(w, study.trace());
            if (study.results() != null) {
                w.name("results");
                SimulationFiles.write(w, study.results(), true);
            }
            w.endObject().finish();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }
}
