package com.lightwire.cli;

import com.lightwire.core.hbd.MonteCarloSweep;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.hbd.HbdDesign;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static com.lightwire.cli.CliOutput.line;

/** {@code hbd sweep FILE --tp LIST --fault-ratios LIST [--samples N] [--seed N] [--json]}: Monte-Carlo waste. */
@Command(name = "sweep", description = "Monte-Carlo waste under i.i.d. node faults per TP size and fault ratio, every "
        + "architecture, with the Appendix C bound beside InfiniteHBD.")
final class HbdSweepCommand extends HbdCli {

    @Parameters(paramLabel = "FILE", description = "HBD design (.json) or a project with an \"hbd\" study")
    private Path file;

    @Option(names = "--tp", required = true, split = ",", paramLabel = "LIST", description = "TP sizes, e.g. 16,32")
    private List<Integer> tps;

    @Option(names = "--fault-ratios", required = true, split = ",", paramLabel = "LIST",
            description = "node fault ratios as fractions or percentages, e.g. 0.0134,5%%")
    private List<String> ratios;

    @Option(names = "--samples", defaultValue = "1000", paramLabel = "N", description = "samples per cell (default ${DEFAULT-VALUE})")
    private int samples;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "N", description = "random seed (default ${DEFAULT-VALUE})")
    private long seed;

    @Option(names = "--json", description = "print machine-readable JSON")
    private boolean json;

    @Override
    int run(PrintWriter console) throws Exception {
        HbdDesign design = design(file);
        tps.forEach(t -> tp(file, design, t));
        if (samples < 1) {
            throw new UsageError(file + ": --samples: must be at least 1; it is " + samples);
        }
        List<MonteCarloSweep.Row> rows = MonteCarloSweep.run(design, ints(tps), ratios("--fault-ratios", ratios),
                samples, seed, SolveMonitor.NONE);
        if (json) {
            Map<String, Object> report = new LinkedHashMap<>();
            report.put("samples", samples);
            report.put("seed", seed);
            report.put("rows", rows);
            CliOutput.json(console, report);
            return ExitCodes.OK;
        }
        line(console, "%5s %10s %-16s %12s %14s %12s", "TP", "fault", "architecture", "mean waste", "mean usable",
                "bound");
        for (MonteCarloSweep.Row r : rows) {
            line(console, "%5d %10.4f %-16s %12s %14s %12s", r.tp(), r.faultRatio(), r.architecture(),
                    r.applicable() ? pct(r.meanWasteRatio()) : "n/a",
                    r.applicable() ? CliOutput.fmt("%.1f", r.meanUsableGpus()) : "n/a",
                    r.bound() == null ? "" : pct(r.bound()));
        }
        return ExitCodes.OK;
    }
}
