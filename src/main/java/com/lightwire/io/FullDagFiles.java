package com.lightwire.io;

import com.lightwire.core.dag.FullDag;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Writes the complete computation-communication DAG (docs/file-format.md, "Full DAG"): nodes with kind, duration
 * and whether they cross pods; edges as [from, to] node indices. For inspection; Lightwire does not read it back.
 */
public final class FullDagFiles {

    private FullDagFiles() {
    }

    public static void write(FullDag dag, Path file) throws IOException {
        AtomicFiles.writeText(file, out -> {
            JsonWriter w = new JsonWriter(out);
            w.beginObject().field("formatVersion", FormatVersion.INTERCHANGE).name("nodes").beginArray();
            for (int v = 0; v < dag.nodeCount(); v++) {
                w.beginInlineObject().field("id", dag.name(v)).field("kind", dag.kind(v).name().toLowerCase(
                        java.util.Locale.ROOT)).field("durationMs", Numbers.round(dag.duration(v)))
                        .field("interPod", dag.isInterPod(v)).endObject();
            }
            w.endArray().name("edges").beginArray();
            for (int e = 0; e < dag.edgeCount(); e++) {
                w.beginInlineArray().value(dag.edgeFrom(e)).value(dag.edgeTo(e)).endArray();
            }
            w.endArray().endObject().finish();
        });
    }
}
