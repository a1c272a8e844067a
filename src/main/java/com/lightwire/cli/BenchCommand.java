package com.lightwire.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import static com.lightwire.cli.CliOutput.line;

/** {@code bench reconfig}: benchmark figures, printed; never a timed unit test. */
@Command(name = "bench", description = "Run a benchmark and print its figures.",
        subcommands = {BenchCommand.Reconfig.class, LabelsBenchCommand.class, ScheduleBenchCommand.class,
                HbdBenchCommand.class, DagBenchCommand.class})
final class BenchCommand {

    /** MDMCF against the OR-Tools ILP at 8k, 32k and 131k GPUs. */
    @Command(name = "reconfig", description = "OCS reconfiguration time at 8,192, 32,768 and 131,072 GPUs: MDMCF "
            + "(median of runs after warm-up) and the OR-Tools ILP side by side.")
    static final class Reconfig implements Callable<Integer> {

        @Spec
        private CommandSpec spec;

        @Option(names = "--runs", defaultValue = "7", description = "timed runs per instance (default ${DEFAULT-VALUE})")
        private int runs;

        @Option(names = "--ilp-time-limit", defaultValue = "60", paramLabel = "S",
                description = "ILP time limit in seconds; 0 skips the ILP (default ${DEFAULT-VALUE})")
        private double ilpSeconds;

        @Option(names = "--pods", split = ",", paramLabel = "P",
                description = "pod counts to run (default 32,128,512 = 8k, 32k, 131k GPUs)")
        private List<Integer> pods = new ArrayList<>(List.of(32, 128, 512));

        @Option(names = "--json", description = "print machine-readable JSON")
        private boolean json;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            ReconfigBenchmark bench = new ReconfigBenchmark(Math.max(1, runs), ilpSeconds);
            List<ReconfigBenchmark.Row> rows = new ArrayList<>();
            if (!json) {
                line(out, "%-8s %-5s %-15s %11s %9s %7s %6s | %-9s %9s %9s %8s", "GPUs", "pods", "instance",
                        "MDMCF ms", "rewired", "eta", "check", "ILP", "ILP ms", "rewired", "ILP/MDMCF");
            }
            for (int p : pods) {
                for (ReconfigBenchmark.Row row : bench.run(p)) {
                    rows.add(row);
                    if (!json) {
                        print(out, row);
                    }
                }
            }
            if (json) {
                Map<String, Object> report = new LinkedHashMap<>();
                report.put("cores", Runtime.getRuntime().availableProcessors());
                report.put("rows", rows);
                CliOutput.json(out, report);
            }
            return rows.stream().allMatch(ReconfigBenchmark.Row::verified) ? ExitCodes.OK : ExitCodes.SOLVE_FAILED;
        }

        private static void print(PrintWriter out, ReconfigBenchmark.Row r) {
            line(out, "%-8d %-5d %-15s %11.1f %9d %7.4f %6s | %-9s %9s %9s %8s", r.gpus(), r.pods(), r.instance(),
                    r.medianMillis(), r.rewired(), r.eta(), r.verified() ? "ok" : "FAILED", r.ilpStatus(),
                    r.ilpStatus().equals("skipped") ? "-" : Long.toString(r.ilpMillis()),
                    r.ilpRewired() == null ? "-" : r.ilpRewired().toString(),
                    r.ratio() == null ? "-" : CliOutput.fmt("%s%.0fx", r.ilpFinished() ? "" : ">", r.ratio()));
        }
    }
}
