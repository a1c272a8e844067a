package com.lightwire.cli;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.spectra.LowerBounds;
import com.lightwire.core.spectra.SpectraMethod;
import com.lightwire.core.spectra.SpectraOptions;
import com.lightwire.core.spectra.SpectraResult;
import com.lightwire.core.spectra.SpectraSolver;
import com.lightwire.io.DemandFile;
import com.lightwire.io.ScheduleFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import static com.lightwire.cli.CliOutput.line;

/** {@code schedule compare}: several methods on one demand, side by side; extras are labelled. */
@Command(name = "compare", description = "Run several methods on one demand and print them side by side.")
final class ScheduleCompareCommand implements Callable<Integer> {

    static final String DEFAULT_METHODS = "spectra,spectra-no-equalize,spectra-eclipse,baseline,solstice,best,exact";

    @Spec
    private CommandSpec spec;
    @Parameters(paramLabel = "F", description = "demand file (.json, .csv, .tsv)")
    private Path file;
    @Mixin
    private ScheduleCommand.SolveOptions solve = new ScheduleCommand.SolveOptions();
    @Option(names = "--methods", defaultValue = DEFAULT_METHODS, paramLabel = "LIST",
            description = "methods, comma separated (default ${DEFAULT-VALUE})")
    private String methods;
    @Option(names = "--out", paramLabel = "DIR", description = "write DIR/<method>.json for every schedule")
    private Path outDir;
    @Option(names = "--json", description = "print machine-readable JSON")
    private boolean json;

    @Override
    public Integer call() throws IOException {
        DemandFile demand = SpectraCli.demand(file);
        List<SpectraMethod> list;
        SpectraOptions options;
        try {
            list = Arrays.stream(methods.split(",")).map(String::trim).map(SpectraCli::method).toList();
            options = solve.options(demand, SpectraMethod.SPECTRA, null);
        } catch (SpectraCli.Usage e) {
            spec.commandLine().getErr().println("error: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        if (outDir != null) {
            Files.createDirectories(outDir);
        }
        double[][] d = demand.demand().matrix();
        LowerBounds.Report bounds = LowerBounds.compute(d, options.switches(), options.delay());
        List<Map<String, Object>> rows = new ArrayList<>();
        boolean allVerified = true;
        for (SpectraMethod m : list) {
            Map<String, Object> row = row(demand, options, m);
            allVerified &= !"error".equals(row.get("status")) && !Boolean.FALSE.equals(row.get("verified"))
                    || "not-applicable".equals(row.get("status"));
            rows.add(row);
        }
        print(bounds, com.lightwire.core.spectra.DemandStats.of(d).degree(), rows);
        return allVerified ? ExitCodes.OK : ExitCodes.SOLVE_FAILED;
    }

    private Map<String, Object> row(DemandFile demand, SpectraOptions options, SpectraMethod m) throws IOException {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("method", m.key());
        row.put("label", m.label());
        row.put("extra", m.isExtra());
        if (ScheduleCommand.SolveOptions.inapplicable(m, demand.demand(), options.delay()) != null) {
            row.put("status", "not-applicable");
            row.put("reason", ScheduleCommand.SolveOptions.inapplicable(m, demand.demand(), options.delay()));
            return row;
        }
        Outcome<SpectraResult> o = SpectraSolver.solve(demand.demand(), options.withMethod(m), SolveMonitor.NONE);
        row.put("status", o.status().label());
        SpectraResult r = o.value();
        row.put("makespan", r == null ? null : r.schedule().makespan());
        row.put("ratio", r == null ? null : r.ratio());
        row.put("permutations", r == null ? null : r.schedule().permutations().size());
        row.put("configurations", r == null ? null : r.schedule().configurations());
        row.put("sumAlpha", r == null ? null : r.schedule().sumAlpha());
        row.put("millis", o.millis());
        row.put("verified", o.isVerified());
        if (outDir != null && r != null) {
            ScheduleFiles.write(r.schedule(), r.bounds().lowerBound(), outDir.resolve(m.key() + ".json"));
        }
        return row;
    }

    private void print(LowerBounds.Report bounds, int degree, List<Map<String, Object>> rows) {
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            Map<String, Object> report = new LinkedHashMap<>();
            report.put("degree", degree);
            report.put("lowerBound", bounds.lowerBound());
            report.put("binding", SpectraCli.binding(bounds));
            report.put("rows", rows);
            CliOutput.json(out, report);
            return;
        }
        line(out, "degree %d, lower bound %.6g", degree, bounds.lowerBound());
        line(out, "%-52s %-15s %12s %8s %6s %7s %9s", "method", "status", "makespan", "ratio", "perms", "configs",
                "ms");
        for (Map<String, Object> r : rows) {
            line(out, "%-52s %-15s %12s %8s %6s %7s %9s", r.get("label"), r.get("status"),
                    r.get("makespan") == null ? "-" : CliOutput.fmt("%.6g", (Double) r.get("makespan")),
                    SpectraCli.ratioText((Double) r.get("ratio")), text(r.get("permutations")),
                    text(r.get("configurations")), text(r.get("millis")));
        }
    }

    private static String text(Object o) {
        return o == null ? "-" : o.toString();
    }
}
