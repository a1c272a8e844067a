package com.lightwire.cli;

import com.lightwire.core.hbd.TraceIntervals;
import com.lightwire.core.hbd.TraceReplay;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.io.FaultTraceFiles;
import com.lightwire.model.hbd.HbdDesign;
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

/** {@code hbd replay FILE --trace TRACE [--servers S] [--tp LIST] [--seed N] [--json]}: waste over the trace. */
@Command(name = "replay", description = "Replay an 8-GPU fault trace on a design: every architecture's waste ratio over "
        + "time (time-weighted mean and p99) and the fewest usable GPUs, per TP size.")
final class HbdReplayCommand extends HbdCli {

    @Parameters(paramLabel = "FILE", description = "HBD design (.json) or a project with an \"hbd\" study")
    private Path file;

    @Option(names = "--trace", required = true, paramLabel = "TRACE", description = "fault trace (.json)")
    private Path trace;

    @Option(names = "--servers", defaultValue = "400", paramLabel = "S",
            description = "servers of the trace's fleet (default ${DEFAULT-VALUE})")
    private int servers;

    @Option(names = "--tp", split = ",", paramLabel = "LIST", description = "TP sizes (default 8,16,32,64)")
    private List<Integer> tps = new ArrayList<>(List.of(8, 16, 32, 64));

    @Option(names = "--seed", defaultValue = "1", paramLabel = "N", description = "seed of the 8-to-4 split (default ${DEFAULT-VALUE})")
    private long seed;

    @Option(names = "--json", description = "print machine-readable JSON")
    private boolean json;

    @Override
    int run(PrintWriter console) throws Exception {
        HbdDesign design = design(file);
        tps.forEach(t -> tp(file, design, t));
        String problem = TraceReplay.problem(design);
        if (problem != null) {
            throw new com.lightwire.io.LightwireFileException(file.toString(), "$.gpusPerNode", problem);
        }
        TraceIntervals intervals = TraceIntervals.of(FaultTraceFiles.read(trace));
        if (servers < 1) {
            throw new UsageError(file + ": --servers: must be at least 1; it is " + servers);
        }
        List<TraceReplay.Row> rows = TraceReplay.run(design, intervals, servers, ints(tps), seed, SolveMonitor.NONE);
        if (json) {
            Map<String, Object> report = new LinkedHashMap<>();
            report.put("servers", servers);
            report.put("seed", seed);
            report.put("rows", rows);
            CliOutput.json(console, report);
            return ExitCodes.OK;
        }
        line(console, "%5s %-16s %12s %12s %12s", "TP", "architecture", "mean waste", "p99 waste", "min usable");
        for (TraceReplay.Row r : rows) {
            line(console, "%5d %-16s %12s %12s %12s", r.tp(), r.architecture(),
                    r.applicable() ? pct(r.meanWasteRatio()) : "n/a", r.applicable() ? pct(r.p99WasteRatio()) : "n/a",
                    r.applicable() ? Long.toString(r.minUsableGpus()) : "n/a");
        }
        return ExitCodes.OK;
    }
}
