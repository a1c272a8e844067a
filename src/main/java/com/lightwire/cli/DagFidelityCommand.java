package com.lightwire.cli;

import com.lightwire.core.dag.DagMethod;
import com.lightwire.core.dag.DagReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code dag fidelity [--quick] [--out DIR] [--json]}: DELTA §5.5 on our generator (docs/fidelity-delta.md): the four
 * Table I models at 200-1600 Gb/s (sequence 4096) and 2048-16384 tokens (400 Gb/s; skipped with --quick), every
 * method; port saving, Model^T reallocation and the Fig. 7 DP rates.
 */
@Command(name = "fidelity", description = "Reproduce DELTA's evaluation trends (paper §V) on the generator's DAGs.")
final class DagFidelityCommand implements Callable<Integer> {

    private static final double[] BANDWIDTHS = {200, 400, 800, 1600};
    private static final int[] SEQUENCES = {2048, 8192, 16384};

    @Spec
    private CommandSpec spec;

    @Option(names = "--quick", description = "bandwidth sweep only (at most 8 minutes on 2 cores)")
    private boolean quick;

    @Option(names = "--out", paramLabel = "DIR", description = "write DIR/<scenario>/dag.json and <method>.json")
    private Path out;

    @Option(names = "--json", description = "print machine-readable JSON")
    private boolean json;

    @Option(names = "--milp-limit", defaultValue = "5", paramLabel = "S",
            description = "time limit in seconds of each MILP run (default ${DEFAULT-VALUE})")
    private double milpLimit;

    @Override
    public Integer call() throws IOException {
        DagFidelity f = new DagFidelity(out, milpLimit);
        List<Map<String, Object>> rows = new ArrayList<>();
        List<Map<String, Object>> saving = new ArrayList<>();
        List<Map<String, Object>> realloc = new ArrayList<>();
        List<Map<String, Object>> fig7 = new ArrayList<>();
        for (String model : DagFidelity.MODELS) {
            for (double gbps : BANDWIDTHS) {
                Map<String, DagReport> reports = new LinkedHashMap<>();
                rows.add(f.scenario(model, gbps, 4096, reports));
                if (gbps == 400) {
                    atDefault(f, model, reports, saving, realloc, fig7);
                }
            }
            for (int seq : quick ? new int[0] : SEQUENCES) {
                rows.add(f.scenario(model, 400, seq, new LinkedHashMap<>()));
            }
        }
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("microBatches", DagFidelity.MICRO_BATCHES);
        report.put("rows", rows);
        report.put("portSaving", saving);
        report.put("reallocation", realloc);
        report.put("fig7", fig7);
        print(spec.commandLine().getOut(), report, rows);
        return ExitCodes.OK;
    }

    private static void atDefault(DagFidelity f, String model, Map<String, DagReport> reports,
                                  List<Map<String, Object>> saving, List<Map<String, Object>> realloc,
                                  List<Map<String, Object>> fig7) {
        for (DagMethod m : List.of(DagMethod.FAST, DagMethod.JOINT_HOTSTART)) {
            if (reports.containsKey(m.key())) {
                saving.add(f.portSaving(model, m, reports.get(m.key())));
            }
        }
        if (reports.containsKey(DagMethod.FAST.key())) {
            realloc.add(f.reallocation(model, reports.get(DagMethod.FAST.key())));
        }
        if (model.equals("megatron-462b") && reports.containsKey(DagMethod.FAST.key())) {
            fig7.addAll(DagFidelity.fig7(DagFidelity.dag(DagFidelity.job(model, 400, 4096, false)),
                    reports.get(DagMethod.FAST.key()), reports.get(DagMethod.JOINT_HOTSTART.key())));
        }
    }

    private void print(PrintWriter out, Map<String, Object> report, List<Map<String, Object>> rows) {
        if (json) {
            CliOutput.json(out, report);
            return;
        }
        CliOutput.line(out, "%-28s %-14s %s", "scenario", "tasks", "NCT per method (status)");
        for (Map<String, Object> row : rows) {
            StringBuilder cells = new StringBuilder();
            @SuppressWarnings("unchecked")
            Map<String, Map<String, Object>> methods = (Map<String, Map<String, Object>>) row.get("methods");
            methods.forEach((m, cell) -> cells.append(m).append(' ').append(cell.get("nct") == null ? "-"
                    : CliOutput.fmt("%.3f", (Double) cell.get("nct"))).append("  "));
            CliOutput.line(out, "%-28s %-14s %s", row.get("scenario"), row.get("tasks"), cells.toString().trim());
        }
        CliOutput.line(out, "port saving %s", report.get("portSaving"));
        CliOutput.line(out, "reallocation %s", report.get("reallocation"));
        CliOutput.line(out, "fig7 %s", report.get("fig7"));
    }
}
