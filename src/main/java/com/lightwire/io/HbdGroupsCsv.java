package com.lightwire.io;

import com.lightwire.model.hbd.HbdGroup;
import com.lightwire.model.hbd.HbdPlacement;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

/**
 * The TP groups of a placement as CSV, one row per group: its nodes in chain order, each node's bundle states
 * ({@code N1:L=LOOPBACK R=EXT1}), and the GPU ring ({@code N1.G1 N1.G2 ...}, empty when a bundle conflict leaves the
 * chain without one). Written through {@link CsvTable} and {@link AtomicFiles}; byte-stable.
 */
public final class HbdGroupsCsv {

    /** Column headers. */
    public static final List<String> HEADERS = List.of("group", "nodes", "bundle_states", "gpu_ring");

    private HbdGroupsCsv() {
    }

    public static void write(HbdPlacement placement, Path file) throws IOException {
        AtomicFiles.writeText(file, out -> write(placement, out));
    }

    public static void write(HbdPlacement placement, Writer out) throws IOException {
        int k = placement.bundleNames().size();
        try (CsvTable table = CsvTable.start(out, HEADERS)) {
            for (int g = 0; g < placement.groups().size(); g++) {
                HbdGroup group = placement.groups().get(g);
                StringJoiner nodes = new StringJoiner(" ");
                List<String> states = new ArrayList<>();
                for (int i = 0; i < group.nodes().size(); i++) {
                    nodes.add("N" + group.nodes().get(i));
                    StringJoiner node = new StringJoiner(" ", "N" + group.nodes().get(i) + ":", "");
                    for (int b = 0; b < k; b++) {
                        node.add(placement.bundleNames().get(b) + "=" + group.state(i, b, k).name());
                    }
                    states.add(node.toString());
                }
                StringJoiner ring = new StringJoiner(" ");
                group.gpuRing().stream().forEach(gpu -> ring.add(HbdGroup.gpuLabel(gpu, placement.gpusPerNode())));
                table.number(g + 1).text(nodes.toString()).text(String.join("; ", states)).text(ring.toString())
                        .endRow();
            }
        }
    }
}
