package com.lightwire.cli;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.spectra.SpectraMethod;
import com.lightwire.core.spectra.SpectraSweep;
import com.lightwire.io.DemandFile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import static com.lightwire.cli.CliOutput.line;

/** {@code schedule sweep}: methods over a grid of s and δ, averaged over seeds, with 95 % confidence intervals. */
@Command(name = "sweep", description = "Run methods over switch counts x delays, on one demand file or on a seeded "
        + "generator (mean, 95%% CI and ratio to the lower bound per point).")
final class ScheduleSweepCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;
    @Parameters(arity = "0..1", paramLabel = "F", description = "demand file (or give --generator)")
    private Path file;
    @Option(names = "--generator", paramLabel = "KIND", description = "benchmark, permutations, gpt, moe, random")
    private String generator;
    @Mixin
    private GeneratorOptions params = new GeneratorOptions();
    @Option(names = "--switches", required = true, split = ",", paramLabel = "LIST", description = "s values")
    private List<Integer> switches;
    @Option(names = "--delays", required = true, split = ",", paramLabel = "LIST", description = "delta values")
    private List<Double> delays;
    @Option(names = "--methods", defaultValue = "spectra,spectra-no-equalize,baseline", paramLabel = "LIST",
            description = "methods, comma separated (default ${DEFAULT-VALUE})")
    private String methods;
    @Option(names = "--seeds", defaultValue = "50", paramLabel = "N", description = "seeds 1..N (default 50)")
    private int seeds;
    @Option(names = "--json", description = "print machine-readable JSON")
    private boolean json;

    @Override
    public Integer call() throws IOException {
        List<SpectraMethod> list;
        int runs;
        DemandFile demand = file == null ? null : SpectraCli.demand(file);
        try {
            list = Arrays.stream(methods.split(",")).map(String::trim).map(SpectraCli::method).toList();
            runs = checkGrid(list, demand);
            if (demand == null) {
                params.matrix(generator, 1);
            }
        } catch (SpectraCli.Usage e) {
            spec.commandLine().getErr().println("error: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        int n = demand == null ? 1 : seeds;
        List<SpectraSweep.Point> points = SpectraSweep.run(seed -> demand != null ? demand.demand().matrix()
                : params.matrix(generator, seed), demand != null ? 1 : seeds, switches, delays, list,
                SolveMonitor.NONE);
        print(points, runs, n);
        return ExitCodes.OK;
    }

    private int checkGrid(List<SpectraMethod> list, DemandFile demand) {
        if ((demand == null) == (generator == null)) {
            throw new SpectraCli.Usage("give a demand file F or --generator KIND, not both or neither");
        }
        if (seeds < 1) {
            throw new SpectraCli.Usage("--seeds must be at least 1, got " + seeds);
        }
        if (switches.stream().anyMatch(s -> s < 1)) {
            throw new SpectraCli.Usage("--switches: every s must be at least 1");
        }
        if (delays.stream().anyMatch(x -> !(x >= 0) || x.isInfinite())) {
            throw new SpectraCli.Usage("--delays: every delay must be finite and >= 0");
        }
        long runs = (long) switches.size() * delays.size() * list.size() * (demand == null ? seeds : 1);
        if (runs > SpectraSweep.MAX_RUNS) {
            throw new SpectraCli.Usage("the sweep asks for " + runs + " runs; at most " + SpectraSweep.MAX_RUNS
                    + " are taken");
        }
        return (int) runs;
    }

    private void print(List<SpectraSweep.Point> points, int runs, int seedsUsed) {
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            Map<String, Object> report = new LinkedHashMap<>();
            report.put("runs", runs);
            report.put("seeds", seedsUsed);
            report.put("points", points.stream().map(ScheduleSweepCommand::point).toList());
            CliOutput.json(out, report);
            return;
        }
        line(out, "%4s %9s %-22s %5s %12s %11s %8s", "s", "delay", "method", "runs", "mean", "ci95", "ratio");
        for (SpectraSweep.Point p : points) {
            line(out, "%4d %9.4g %-22s %5d %12s %11s %8s", p.switches(), p.delay(), p.method().key(), p.runs(),
                    num(p.mean()), num(p.ci95()), num(p.meanRatio()));
        }
    }

    private static Map<String, Object> point(SpectraSweep.Point p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("switches", p.switches());
        m.put("delay", p.delay());
        m.put("method", p.method().key());
        m.put("status", p.applicable() ? "ok" : "not-applicable");
        m.put("runs", p.runs());
        m.put("mean", finite(p.mean()));
        m.put("ci95", finite(p.ci95()));
        m.put("meanLowerBound", finite(p.meanLowerBound()));
        m.put("ratio", finite(p.meanRatio()));
        return m;
    }

    private static Double finite(double v) {
        return Double.isFinite(v) ? v : null;
    }

    private static String num(double v) {
        return Double.isFinite(v) ? CliOutput.fmt("%.6g", v) : "-";
    }
}
