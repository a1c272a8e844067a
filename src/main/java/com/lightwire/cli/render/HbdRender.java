package com.lightwire.cli.render;

import com.lightwire.core.hbd.DcnFreeOrchestrator;
import com.lightwire.core.hbd.HbdOrders;
import com.lightwire.core.hbd.PlacementRequest;
import com.lightwire.core.solve.Outcome;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.hbd.HbdRingFigure;
import com.lightwire.figure.hbd.HbdRingState;
import com.lightwire.model.Study;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdFaults;
import com.lightwire.model.hbd.HbdPlacement;
import com.lightwire.model.hbd.IntSeq;
import com.lightwire.model.hbd.PlacementMode;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SortedMap;
import java.util.TreeMap;

/** {@code --view hbd}: the HBD rings of the project's "hbd" study with faults and the TP groups placed on them. */
final class HbdRender implements RenderableView {

    @Override
    public String id() {
        return "hbd";
    }

    @Override
    public String summary() {
        return "HBD rings: nodes in HBD order by rack, links, faults, TP groups and bypasses (the \"hbd\" study)";
    }

    @Override
    public boolean needsCluster() {
        return false;
    }

    @Override
    public SortedMap<String, String> params() {
        SortedMap<String, String> out = new TreeMap<>();
        out.put("faults", "faulty node ids, e.g. 3;7 (default none)");
        out.put("mode", "strict or ideal (default strict)");
        out.put("tp", "TP size in GPUs (default 4 nodes' worth)");
        return out;
    }

    @Override
    public Figure figure(RenderRequest request) {
        HbdDesign design = request.project().studies().stream().filter(s -> s.kind().equals(HbdDesign.STUDY_KIND))
                .map(Study::data).map(HbdDesign.class::cast).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("the project holds no \"hbd\" study"));
        int tp = integer(request.param("tp", Integer.toString(4 * design.gpusPerNode())), "tp");
        PlacementMode mode = PlacementMode.parse(request.param("mode", "strict").toLowerCase(Locale.ROOT))
                .orElseThrow(() -> new IllegalArgumentException("mode: use strict or ideal"));
        HbdFaults faults = faults(request.param("faults", ""), design);
        Outcome<HbdPlacement> outcome = DcnFreeOrchestrator.place(new PlacementRequest(design, faults, tp, mode, 0),
                request.monitor());
        if (!outcome.hasValue()) {
            throw new IllegalArgumentException(outcome.diagnostics().isEmpty() ? outcome.status().label()
                    : outcome.diagnostics().get(0).message());
        }
        HbdPlacement p = outcome.value();
        HbdRingFigure ring = new HbdRingFigure(new HbdRingState(design, IntSeq.wrap(HbdOrders.resolve(design)), faults,
                p, 0), request.palette());
        String heading = String.format(Locale.ROOT, "%d nodes x %d GPUs, K = %d, %s, order %s", design.nodes(),
                design.gpusPerNode(), design.bundles(), design.closure().key(), design.order().label());
        List<String> lines = List.of(String.format(Locale.ROOT, "TP-%d %s: %d groups, %d conflicts, %d faulty nodes",
                tp, mode.key(), p.groups().size(), p.conflicts().size(), faults.count()),
                String.format(Locale.ROOT, "wasted %d GPUs (%.2f %%), verified %s", p.wastedGpus(),
                        p.wasteRatio() * 100, outcome.isVerified()));
        double scale = 900 / HbdRingFigure.SIDE;
        return new Sheet("HBD rings", heading, List.of(new Sheet.Panel("Rings in HBD order", lines, ring, scale)),
                ring.legend(), request.palette());
    }

    private static int integer(String text, String key) {
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + ": not an integer: " + text);
        }
    }

    private static HbdFaults faults(String text, HbdDesign design) {
        if (text.isBlank()) {
            return HbdFaults.NONE;
        }
        int[] ids = Arrays.stream(text.split("[;,]")).mapToInt(s -> integer(s, "faults")).toArray();
        for (int id : ids) {
            if (id < 1 || id > design.nodes()) {
                throw new IllegalArgumentException("faults: node ids run from 1 to " + design.nodes() + "; " + id
                        + " is out of range");
            }
        }
        if (Arrays.stream(ids).distinct().count() != ids.length) {
            throw new IllegalArgumentException("faults: a node is listed twice");
        }
        return HbdFaults.of(ids);
    }
}
