package com.lightwire.cli;

import com.lightwire.core.hbd.AggregateCost;
import com.lightwire.core.hbd.HbdCosts;
import com.lightwire.model.hbd.Closure;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdOrder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static com.lightwire.cli.CliOutput.line;

/** {@code hbd cost [FILE] [--gpu-price USD] [--json]}: Tables 6 and 8, a design's lines, the K=2/K=3 crossover. */
@Command(name = "cost", description = "Interconnect cost and power per GPU and per GBps (paper Tables 6 and 8) beside "
        + "the paper's figures; with FILE the design's own lines; the fault ratio where K=3 beats K=2 in aggregate "
        + "cost at the given GPU price.")
final class HbdCostCommand extends HbdCli {

    /** The paper's fault-study cluster: 2,448 four-GPU nodes (9,792 GPUs), K = 2, ring. */
    static final HbdDesign PAPER_CLUSTER = new HbdDesign(2448, 4, 2, 8, Closure.RING, HbdOrder.SEQUENTIAL, 4, 48, 20);

    @Parameters(paramLabel = "FILE", arity = "0..1", description = "HBD design (.json) or a project with an \"hbd\" study")
    private Path file;

    @Option(names = "--gpu-price", defaultValue = "30000", paramLabel = "USD",
            description = "GPU price for the aggregate cost (default ${DEFAULT-VALUE}, an assumption, §7 item 11)")
    private double gpuPrice;

    @Option(names = "--json", description = "print machine-readable JSON")
    private boolean json;

    @Override
    int run(PrintWriter console) throws Exception {
        if (!(gpuPrice >= 0 && gpuPrice <= 1e7)) {
            throw new UsageError("--gpu-price: must be between 0 and 10,000,000; it is " + gpuPrice);
        }
        HbdDesign design = file == null ? null : design(file);
        List<Object> rows = new ArrayList<>();
        for (HbdCosts.SystemRow s : HbdCosts.referenceSystems()) {
            rows.add(row(s));
        }
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("rows", rows);
        if (design != null) {
            report.put("design", designLines(HbdCosts.design(design)));
        }
        HbdDesign cluster = design == null || design.gpusPerNode() != 4 ? PAPER_CLUSTER : design.withBundles(2);
        AggregateCost.Crossover x = AggregateCost.crossover(cluster, 32, gpuPrice, 400, 1);
        Map<String, Object> crossover = new LinkedHashMap<>();
        crossover.put("gpuPrice", gpuPrice);
        crossover.put("tp", x.tp());
        crossover.put("gpus", x.gpus());
        crossover.put("faultRatio", Double.isNaN(x.faultRatio()) ? null : x.faultRatio());
        crossover.put("k3ExtraUsd", x.extraUsd());
        report.put("crossover", crossover);
        if (json) {
            CliOutput.json(console, report);
        } else {
            print(console, report);
        }
        return ExitCodes.OK;
    }

    private static Map<String, Object> row(HbdCosts.SystemRow s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("architecture", s.architecture());
        m.put("usdPerGpu", s.usdPerGpu());
        m.put("wattsPerGpu", s.wattsPerGpu());
        m.put("usdPerGpuGbps", s.usdPerGpuGbps());
        m.put("wattsPerGpuGbps", s.wattsPerGpuGbps());
        m.put("paper", s.paper());
        m.put("matchesPaper", s.paper() == null ? null : s.matchesPaper());
        return m;
    }

    private static Map<String, Object> designLines(HbdCosts.SystemRow s) {
        List<Object> lines = new ArrayList<>();
        for (HbdCosts.Line l : s.lines()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("part", l.part().id());
            m.put("qty", l.qty());
            m.put("usd", l.usd());
            m.put("watts", l.watts());
            lines.add(m);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("lines", lines);
        out.put("usd", s.usd());
        out.put("watts", s.watts());
        out.put("usdPerGpu", s.usdPerGpu());
        out.put("wattsPerGpu", s.wattsPerGpu());
        return out;
    }

    @SuppressWarnings("unchecked")
    private static void print(PrintWriter console, Map<String, Object> report) {
        line(console, "%-16s %12s %10s %12s %12s  %s", "architecture", "USD/GPU", "W/GPU", "USD/GPU/GBps",
                "W/GPU/GBps", "paper");
        for (Object o : (List<Object>) report.get("rows")) {
            Map<String, Object> r = (Map<String, Object>) o;
            Object matches = r.get("matchesPaper");
            line(console, "%-16s %,12.2f %10.2f %12.4f %12.5f  %s", r.get("architecture"), r.get("usdPerGpu"),
                    r.get("wattsPerGpu"), r.get("usdPerGpuGbps"), r.get("wattsPerGpuGbps"),
                    matches == null ? "not in Table 6" : (Boolean) matches ? "matches" : "differs: " + r.get("paper"));
        }
        if (report.containsKey("design")) {
            Map<String, Object> d = (Map<String, Object>) report.get("design");
            for (Object o : (List<Object>) d.get("lines")) {
                Map<String, Object> l = (Map<String, Object>) o;
                line(console, "  %-18s %,12d  %,16.2f USD  %,12.1f W", l.get("part"), l.get("qty"), l.get("usd"),
                        l.get("watts"));
            }
            line(console, "  %-18s %12s  %,16.2f USD  %,12.1f W", "design total", "", d.get("usd"), d.get("watts"));
        }
        Map<String, Object> x = (Map<String, Object>) report.get("crossover");
        line(console, "K=3 beats K=2 in aggregate cost above a node fault ratio of %s (GPU $%,.0f, TP-%s, %s GPUs)",
                x.get("faultRatio") == null ? "50 % (never)" : pct((double) x.get("faultRatio")), x.get("gpuPrice"),
                x.get("tp"), x.get("gpus"));
    }
}
