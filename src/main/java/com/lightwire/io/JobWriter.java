package com.lightwire.io;

import com.lightwire.model.dag.TrainingJob;
import com.lightwire.model.dag.TrainingJob.ModelSpec;
import com.lightwire.model.dag.TrainingJob.Overrides;
import com.lightwire.model.dag.TrainingJob.Placement;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes a training job in the format {@link JobFiles} reads (docs/file-format.md, "Training job"), byte-stable:
 * every field written, so reading it back gives an equal job.
 */
public final class JobWriter {

    private JobWriter() {
    }

    public static void write(TrainingJob job, Path file) throws IOException {
        AtomicFiles.writeText(file, out -> write(job, out));
    }

    /** The job as a JSON document ending with a newline. */
    public static String toJson(TrainingJob job) {
        StringWriter out = new StringWriter();
        try {
            write(job, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    public static void write(TrainingJob job, Writer out) throws IOException {
        JsonWriter w = new JsonWriter(out);
        w.beginObject().field("formatVersion", FormatVersion.INTERCHANGE).field("name", job.name());
        if (job.model() != null) {
            model(w, job.model());
        }
        w.name("training").beginInlineObject().field("sequenceLength", job.training().sequenceLength())
                .field("microBatchSize", job.training().microBatchSize())
                .field("microBatches", job.training().microBatches()).endObject();
        var p = job.parallelism();
        w.name("parallelism").beginInlineObject().field("tp", p.tp()).field("pp", p.pp()).field("dp", p.dp())
                .field("ep", p.ep()).field("etp", p.etp()).field("sequenceParallel", p.sequenceParallel()).endObject();
        var h = job.hardware();
        w.name("hardware").beginInlineObject().field("peakTflops", h.peakTflops()).field("mfu", h.mfu())
                .field("bandwidthGbps", h.bandwidthGbps()).field("intraPodBandwidthGbps", h.intraPodBandwidthGbps())
                .endObject();
        placement(w, job.placement());
        w.name("options").beginInlineObject().field("blockingP2P", job.options().blockingP2P()).endObject();
        overrides(w, job.overrides());
        w.endObject().finish();
    }

    private static void model(JsonWriter w, ModelSpec m) throws IOException {
        w.name("model").beginInlineObject();
        if (m.preset() != null) {
            w.field("preset", m.preset());
        } else {
            w.field("layers", m.layers()).field("hidden", m.hidden()).field("ffnHidden", m.ffnHidden())
                    .field("vocabulary", m.vocabulary()).field("experts", m.experts()).field("topK", m.topK())
                    .field("expertFfnHidden", m.expertFfnHidden());
        }
        w.endObject();
    }

    private static void placement(JsonWriter w, Placement pl) throws IOException {
        w.name("placement").beginInlineObject().field("gpusPerPodPerReplica", pl.gpusPerPodPerReplica())
                .name("mapping");
        switch (pl.mapping()) {
            case CONTIGUOUS -> w.value("contiguous");
            case REVERSED -> w.value("reversed");
            case EXPLICIT -> {
                w.beginInlineArray();
                for (List<Integer> row : pl.explicitMap()) {
                    ints(w, row);
                }
                w.endArray();
            }
        }
        w.name("ports");
        if (pl.ports().isGpus()) {
            w.value("gpus");
        } else if (pl.ports().uniform() > 0) {
            w.value(pl.ports().uniform());
        } else {
            ints(w, pl.ports().perPod());
        }
        w.endObject();
    }

    private static void ints(JsonWriter w, List<Integer> values) throws IOException {
        w.beginInlineArray();
        for (int v : values) {
            w.value(v);
        }
        w.endArray();
    }

    private static void overrides(JsonWriter w, Overrides o) throws IOException {
        if (o.equals(Overrides.NONE)) {
            return;
        }
        w.name("overrides").beginInlineObject();
        numbers(w, "forwardMs", o.forwardMs());
        numbers(w, "backwardMs", o.backwardMs());
        numbers(w, "activationMB", o.activationMB());
        numbers(w, "gradientMBPerGpu", o.gradientMBPerGpu());
        w.endObject();
    }

    private static void numbers(JsonWriter w, String name, List<Double> values) throws IOException {
        if (values.isEmpty()) {
            return;
        }
        w.name(name).beginInlineArray();
        for (double v : values) {
            w.value(v);
        }
        w.endArray();
    }
}
