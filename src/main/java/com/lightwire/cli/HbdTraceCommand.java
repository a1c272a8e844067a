package com.lightwire.cli;

import com.lightwire.core.hbd.TraceIntervals;
import com.lightwire.core.hbd.TraceStatistics;
import com.lightwire.io.FaultTraceFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

import static com.lightwire.cli.CliOutput.line;

/** {@code hbd trace TRACE [--servers S] [--json]}: statistics of a fault trace. */
@Command(name = "trace", description = "Statistics of a node fault trace (the published InfiniteHBD format): faults, "
        + "faulty servers, days, time-weighted faulty fraction (mean, p99, max), mean repair time.")
final class HbdTraceCommand extends HbdCli {

    @Parameters(paramLabel = "TRACE", description = "fault trace (.json)")
    private Path trace;

    @Option(names = "--servers", defaultValue = "400", paramLabel = "S",
            description = "servers in the fleet (default ${DEFAULT-VALUE}, the trace's fleet)")
    private int servers;

    @Option(names = "--json", description = "print machine-readable JSON")
    private boolean json;

    @Override
    int run(PrintWriter console) throws Exception {
        TraceIntervals intervals = TraceIntervals.of(FaultTraceFiles.read(trace));
        if (servers < intervals.nodes().size()) {
            throw new UsageError(trace + ": --servers: the trace has " + intervals.nodes().size()
                    + " faulty servers; the fleet cannot be smaller (it is " + servers + ")");
        }
        TraceStatistics s = TraceStatistics.of(intervals, servers);
        s.warnings().forEach(w -> spec.commandLine().getErr().println("warning: " + trace + ": " + w));
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("faults", s.faults());
        report.put("faultyServers", s.faultyServers());
        report.put("servers", servers);
        report.put("days", s.days());
        report.put("meanFaultyFraction", s.meanFaultyFraction());
        report.put("p99FaultyFraction", s.p99FaultyFraction());
        report.put("maxFaultyFraction", s.maxFaultyFraction());
        report.put("meanRepairDays", s.meanRepairDays());
        report.put("strayEnds", s.warnings().size());
        if (json) {
            CliOutput.json(console, report);
        } else {
            report.forEach((k, v) -> line(console, "%-20s %s", k + ":", v));
        }
        return ExitCodes.OK;
    }
}
