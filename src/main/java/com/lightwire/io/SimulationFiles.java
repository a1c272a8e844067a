package com.lightwire.io;

import com.lightwire.model.lumos.ArchitectureRun;
import com.lightwire.model.lumos.ArchitectureRun.RunAverages;
import com.lightwire.model.lumos.JobRun;
import com.lightwire.model.lumos.LeafPair;
import com.lightwire.model.lumos.Reconfiguration;
import com.lightwire.model.lumos.SimulationResult;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/**
 * The JSON of {@code jobs simulate} (docs/file-format.md, "Simulation result"): the run's settings, one object per
 * architecture with its shape and averages, and (unless left out) one line per job and per reconfiguration. Decimals have at most 6 places;
 * the same input gives the same bytes except {@code millis}.
 */
public final class SimulationFiles {

    private SimulationFiles() {
    }

    public static String toJson(SimulationResult result, boolean withJobs) {
        StringWriter out = new StringWriter();
        try {
            JsonWriter w = new JsonWriter(out);
            write(w, result, withJobs);
            w.finish();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    /** Writes the result object where {@code w} stands (a document, or a study's {@code results} field). */
    static void write(JsonWriter w, SimulationResult result, boolean withJobs) throws IOException {
        w.beginObject().field("formatVersion", FormatVersion.INTERCHANGE).field("gpus", result.gpus())
                .field("seed", result.seed()).field("routing", result.routing()).name("architectures").beginArray();
        for (ArchitectureRun run : result.architectures()) {
            architecture(w, run, withJobs);
        }
        w.endArray().endObject();
    }

    private static void architecture(JsonWriter w, ArchitectureRun run, boolean withJobs) throws IOException {
        RunAverages a = run.averages();
        w.beginObject().field("name", run.name()).field("portGbps", run.portGbps())
                .field("gpusPerLeaf", run.gpusPerLeaf()).field("leavesPerPod", run.leavesPerPod())
                .field("pods", run.pods()).name("avgJrt").value(TraceFiles.decimal(a.avgJrt()))
                .name("avgJwt").value(TraceFiles.decimal(a.avgJwt())).name("avgJct").value(TraceFiles.decimal(a.avgJct()))
                .name("p50Jct").value(TraceFiles.decimal(a.p50Jct())).name("p99Jct").value(TraceFiles.decimal(a.p99Jct()))
                .name("avgJrtSlowdown").value(TraceFiles.decimal(a.avgJrtSlowdown()))
                .name("avgContention").value(TraceFiles.decimal(a.avgContention()))
                .field("reconfigurations", run.reconfigurations())
                .name("avgReallocatedPct").value(TraceFiles.decimal(run.avgReallocatedPct()))
                .field("millis", run.millis());
        if (withJobs) {
            w.name("jobs").beginArray();
            for (JobRun j : run.jobs()) {
                w.beginInlineObject().field("id", j.id()).name("start").value(TraceFiles.decimal(j.start()))
                        .name("finish").value(TraceFiles.decimal(j.finish()))
                        .name("contention").value(TraceFiles.decimal(j.contention())).name("placement").beginInlineArray();
                for (LeafPair p : j.placement()) {
                    w.beginInlineObject().field("leaf", p.a()).field("servers", p.count()).endObject();
                }
                w.endArray().endObject();
            }
            w.endArray().name("reconfigurationLog").beginArray();
            for (Reconfiguration r : run.reconfigurationLog()) {
                w.beginInlineObject().name("time").value(TraceFiles.decimal(r.time())).field("job", r.job())
                        .name("reallocatedPct").value(TraceFiles.decimal(r.reallocatedPct())).endObject();
            }
            w.endArray();
        }
        w.endObject();
    }
}
