package com.lightwire.cli.render;

import com.lightwire.core.hbd.DcnFreeOrchestrator;
import com.lightwire.core.hbd.HbdOrders;
import com.lightwire.core.hbd.MonteCarloSweep;
import com.lightwire.core.hbd.PlacementRequest;
import com.lightwire.core.hbd.TraceIntervals;
import com.lightwire.core.hbd.TraceReplay;
import com.lightwire.core.solve.Outcome;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.hbd.CurveSeries;
import com.lightwire.figure.hbd.HbdCurves;
import com.lightwire.figure.hbd.HbdRingFigure;
import com.lightwire.figure.hbd.HbdRingState;
import com.lightwire.figure.hbd.WasteCurveFigure;
import com.lightwire.io.FaultTraceFiles;
import com.lightwire.io.LightwireFileException;
import com.lightwire.model.Study;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdFaults;
import com.lightwire.model.hbd.HbdPlacement;
import com.lightwire.model.hbd.IntSeq;
import com.lightwire.model.hbd.PlacementMode;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * {@code --view hbd}: one of the HBD rings view's canvases for the project's "hbd" study: the rings with faults and
 * the TP groups placed on them (the selected group's GPU ring inside its nodes), the Monte-Carlo sweep's curves, or a
 * trace replay's curves ({@code --param canvas=rings|sweep|replay}).
 */
final class HbdRender implements RenderableView {

    /** Node fault ratios of the sweep canvas (the app's). */
    private static final double[] RATIOS = {0, 0.005, 0.01, 0.0134, 0.02, 0.03, 0.05, 0.075, 0.1};

    @Override
    public String id() {
        return "hbd";
    }

    @Override
    public String summary() {
        return "HBD rings: nodes in HBD order by rack, links, faults, TP groups and bypasses, or the sweep and replay "
                + "curves (the \"hbd\" study)";
    }

    @Override
    public boolean needsCluster() {
        return false;
    }

    @Override
    public SortedMap<String, String> params() {
        SortedMap<String, String> out = new TreeMap<>();
        out.put("canvas", "rings (default), sweep (waste vs node fault ratio) or replay (waste over a trace)");
        out.put("faults", "rings: faulty node ids, e.g. 3;7 (default none)");
        out.put("group", "rings: the selected group, 1-based, its GPU ring drawn inside its nodes (default none)");
        out.put("mode", "rings: strict or ideal (default strict)");
        out.put("samples", "sweep: fault sets per ratio (default 200)");
        out.put("seed", "sweep and replay: random seed (default 1)");
        out.put("tp", "TP size in GPUs (default 4 nodes' worth)");
        out.put("trace", "replay: the fault trace file (the published trace's format)");
        return out;
    }

    @Override
    public Figure figure(RenderRequest request) {
        HbdDesign design = request.project().studies().stream().filter(s -> s.kind().equals(HbdDesign.STUDY_KIND))
                .map(Study::data).map(HbdDesign.class::cast).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("the project holds no \"hbd\" study"));
        int tp = integer(request.param("tp", Integer.toString(4 * design.gpusPerNode())), "tp");
        if (tp < design.gpusPerNode() || tp % design.gpusPerNode() != 0) {
            throw new IllegalArgumentException("tp: must be a multiple of gpusPerNode (" + design.gpusPerNode()
                    + "); it is " + tp);
        }
        return switch (request.param("canvas", "rings")) {
            case "rings" -> rings(request, design, tp);
            case "sweep" -> sweep(request, design, tp);
            case "replay" -> replay(request, design, tp);
            default -> throw new IllegalArgumentException("canvas: use rings, sweep or replay");
        };
    }

    private static Figure rings(RenderRequest request, HbdDesign design, int tp) {
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
        int group = integer(request.param("group", "0"), "group");
        if (group < 0 || group > p.groups().size()) {
            throw new IllegalArgumentException("group: the placement has groups 1 to " + p.groups().size());
        }
        HbdRingFigure ring = new HbdRingFigure(new HbdRingState(design, IntSeq.wrap(HbdOrders.resolve(design)), faults,
                p, 0, group - 1, -1), request.palette());
        List<String> lines = List.of(String.format(Locale.ROOT, "TP-%d %s: %d groups, %d conflicts, %d faulty nodes",
                tp, mode.key(), p.groups().size(), p.conflicts().size(), faults.count()),
                String.format(Locale.ROOT, "wasted %d GPUs (%.2f %%), verified %s", p.wastedGpus(),
                        p.wasteRatio() * 100, outcome.isVerified()));
        double scale = 900 / HbdRingFigure.SIDE;
        return new Sheet("HBD rings", heading(design), List.of(new Sheet.Panel("Rings in HBD order", lines, ring,
                scale)), ring.legend(), request.palette());
    }

    private static Figure sweep(RenderRequest request, HbdDesign design, int tp) {
        int samples = integer(request.param("samples", "200"), "samples");
        if (samples < 1 || samples > 100_000) {
            throw new IllegalArgumentException("samples: must be 1 to 100,000; it is " + samples);
        }
        List<MonteCarloSweep.Row> rows = MonteCarloSweep.run(design, new int[] {tp}, RATIOS, samples,
                integer(request.param("seed", "1"), "seed"), request.monitor());
        return chart(request, design, "Mean GPU waste vs node fault ratio", HbdCurves.sweep(rows, tp,
                design.bundles()), "node fault ratio (i.i.d.)", true, String.format(Locale.ROOT,
                "TP-%d, %d fault sets per ratio; dashed: Appendix C bound", tp, samples));
    }

    private static Figure replay(RenderRequest request, HbdDesign design, int tp) {
        String file = request.param("trace", "");
        if (file.isBlank()) {
            throw new IllegalArgumentException("trace: the replay canvas needs --param trace=FILE");
        }
        String problem = TraceReplay.problem(design);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        TraceIntervals trace;
        try {
            trace = TraceIntervals.of(FaultTraceFiles.read(Path.of(file)));
        } catch (LightwireFileException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        var curves = TraceReplay.curves(design, trace, 400, new int[] {tp}, integer(request.param("seed", "1"),
                "seed"), 240, request.monitor());
        return chart(request, design, "GPU waste over the trace", HbdCurves.replay(curves, tp), "day of the trace",
                false, String.format(Locale.ROOT, "TP-%d, %s replayed on 400 servers", tp, Path.of(file)
                        .getFileName()));
    }

    private static Figure chart(RenderRequest request, HbdDesign design, String title, List<CurveSeries> series,
                                String xTitle, boolean percent, String line) {
        WasteCurveFigure figure = new WasteCurveFigure(series, xTitle, percent, null, request.palette());
        return new Sheet(title, heading(design), List.of(new Sheet.Panel(title, List.of(line), figure, 1)),
                figure.legend(), request.palette());
    }

    private static String heading(HbdDesign design) {
        return String.format(Locale.ROOT, "%d nodes x %d GPUs, K = %d, %s, order %s", design.nodes(),
                design.gpusPerNode(), design.bundles(), design.closure().key(), design.order().label());
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
