package com.lightwire.io;

import com.lightwire.model.Cable;
import com.lightwire.model.Cluster;
import com.lightwire.model.FabricParams;
import com.lightwire.model.FiberPlan;
import com.lightwire.model.OcsGroup;
import com.lightwire.model.OcsPort;
import com.lightwire.model.SpinePort;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;

/**
 * Exports a fiber plan (docs/file-format.md): a CSV cut sheet with one row per strand (Tx then Rx of each cable, in
 * cable order) and a JSON file with one cable per line. With a cluster, the OCS rack of every strand is filled in.
 * The CSV goes through {@link CsvTable}. Streaming writers, O(cables) time and O(1) extra memory: 131k cables take
 * well under a second.
 */
public final class FiberPlanFiles {

    /** The CSV columns. */
    public static final List<String> CSV_HEADERS = List.of("cable_id", "strand_id", "pod", "spine", "port", "strand",
            "ocs_group", "ocs", "ocs_port", "split_point", "ocs_rack");

    /** The CSV header line. */
    public static final String CSV_HEADER = String.join(",", CSV_HEADERS);

    private FiberPlanFiles() {
    }

    /** Saves the CSV cut sheet atomically; {@code cluster} may be null (empty rack column). */
    public static void writeCsv(FiberPlan plan, Cluster cluster, Path file) throws IOException {
        AtomicFiles.writeText(file, out -> writeCsv(plan, cluster, out));
    }

    public static void writeCsv(FiberPlan plan, Cluster cluster, Writer out) throws IOException {
        try (CsvTable table = CsvTable.start(out, CSV_HEADERS)) {
            for (Cable cable : plan.cables()) {
                strandRow(table, cable, true, cable.txTo(), cluster);
                strandRow(table, cable, false, cable.rxFrom(), cluster);
            }
        }
    }

    private static void strandRow(CsvTable table, Cable cable, boolean tx, OcsPort ocs, Cluster cluster)
            throws IOException {
        SpinePort s = cable.spineEnd();
        Cable.SplitPoint split = cable.splitPoint();
        table.text(cable.id()).text(cable.strandId(tx)).number(s.pod()).number(s.spine()).number(s.port())
                .text(tx ? "Tx" : "Rx").number(ocs.group()).number(ocs.ocs()).number(ocs.port())
                .text(split == null ? "" : split.label()).text(rackOf(cluster, ocs)).endRow();
    }

    /** The id of the rack holding the OCS of {@code port}, or "" without a cluster or rack. */
    private static String rackOf(Cluster cluster, OcsPort port) {
        if (cluster == null || port.group() >= cluster.groups().size()) {
            return "";
        }
        OcsGroup group = cluster.groups().get(port.group());
        String rack = group.rackOf(port.ocs());
        return rack == null ? "" : rack;
    }

    /** Saves the JSON form atomically; {@code cluster} may be null (no rack fields). */
    public static void writeJson(FiberPlan plan, Cluster cluster, Path file) throws IOException {
        AtomicFiles.writeText(file, out -> writeJson(plan, cluster, out));
    }

    public static void writeJson(FiberPlan plan, Cluster cluster, Writer out) throws IOException {
        JsonWriter w = new JsonWriter(out);
        FabricParams p = plan.params();
        w.beginObject().field("formatVersion", FormatVersion.INTERCHANGE).field("scheme", plan.scheme().key());
        w.name("params").beginInlineObject().field("kLeaf", p.kLeaf()).field("kSpine", p.kSpine())
                .field("tau", p.tau()).field("kOcs", p.kOcs()).endObject();
        w.field("pods", plan.pods()).name("cables").beginArray();
        for (Cable cable : plan.cables()) {
            SpinePort s = cable.spineEnd();
            w.beginInlineObject().field("id", cable.id()).field("pod", s.pod()).field("spine", s.spine())
                    .field("port", s.port());
            writeEnd(w, "tx", cable.txTo(), cluster);
            writeEnd(w, "rx", cable.rxFrom(), cluster);
            w.field("split", cable.isSplit());
            if (cable.isSplit()) {
                w.field("splitPoint", cable.splitPoint().label());
            }
            w.endObject();
        }
        w.endArray().endObject().finish();
    }

    private static void writeEnd(JsonWriter w, String name, OcsPort port, Cluster cluster) throws IOException {
        w.name(name).beginInlineObject().field("group", port.group()).field("ocs", port.ocs())
                .field("port", port.port());
        if (cluster != null) {
            w.field("rack", rackOf(cluster, port));
        }
        w.endObject();
    }
}
