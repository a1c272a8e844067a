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

/** {@code bench reconfig} and {@code bench labels}: benchmark figures, printed; never a timed unit test. */
@Command(name = "bench", description = "Run a benchmark and print its figures.",
        subcommands = {BenchCommand.Reconfig.class, LabelsBenchCommand.class, ScheduleBenchCommand.class,
                HbdBenchCommand.class, DagBenchCommand.class, JobsBenchCommand.class})
final class BenchCommand {

    /** ITV-LPR, MDMCF and MCF against the exact MIP and the lower bound at 8k, 32k and 131k GPUs, and their quality. */
    @Command(name = "reconfig", description = "OCS reconfiguration at 8,192, 32,768 and 131,072 GPUs: ITV-LPR (the "
            + "default) and MDMCF timed (median of runs after warm-up), MCF, the exact MIP, the lower bound, and each "
            + "method's rewiring over the optimum; then the quality section (small seeded instances, MRAR).")
    static final class Reconfig implements Callable<Integer> {

        @Spec
        private CommandSpec spec;

        @Option(names = "--runs", defaultValue = "7", description = "timed runs per instance (default ${DEFAULT-VALUE})")
        private int runs;

        @Option(names = "--ilp-time-limit", defaultValue = "60", paramLabel = "S",
                description = "exact MIP time limit in seconds; 0 skips it (default ${DEFAULT-VALUE})")
        private double ilpSeconds;

        @Option(names = "--pods", split = ",", paramLabel = "P",
                description = "pod counts to run (default 32,128,512 = 8k, 32k, 131k GPUs)")
        private List<Integer> pods = new ArrayList<>(List.of(32, 128, 512));

        @Option(names = "--quality", defaultValue = "51", paramLabel = "N",
                description = "small seeded instances in the quality section; 0 skips the section (default "
                        + "${DEFAULT-VALUE})")
        private int quality;

        @Option(names = "--json", description = "print machine-readable JSON")
        private boolean json;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            ReconfigBenchmark bench = new ReconfigBenchmark(Math.max(1, runs), ilpSeconds);
            List<ReconfigBenchmark.Row> rows = new ArrayList<>();
            if (!json) {
                ReconfigReport.header(out);
            }
            for (int p : pods) {
                for (ReconfigBenchmark.Row row : bench.run(p)) {
                    rows.add(row);
                    if (!json) {
                        ReconfigReport.row(out, row);
                    }
                }
            }
            Map<String, Object> report = new LinkedHashMap<>();
            report.put("cores", Runtime.getRuntime().availableProcessors());
            report.put("rows", rows);
            if (quality > 0 && ilpSeconds > 0) {
                ReconfigQuality q = new ReconfigQuality(ilpSeconds);
                List<ReconfigQuality.Summary> summaries = q.ratios(quality);
                List<ReconfigQuality.Mrar> mrar = List.of(q.mrar(16, 8, 10), q.mrar(32, 16, 10));
                report.put("quality", summaries);
                report.put("mrar", mrar);
                if (!json) {
                    ReconfigReport.quality(out, quality, ilpSeconds, summaries, mrar);
                }
            }
            if (json) {
                CliOutput.json(out, report);
            }
            return rows.stream().allMatch(ReconfigBenchmark.Row::verified) ? ExitCodes.OK : ExitCodes.SOLVE_FAILED;
        }
    }
}
