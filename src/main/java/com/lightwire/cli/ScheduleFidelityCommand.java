package com.lightwire.cli;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.spectra.SpectraFidelity;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import static com.lightwire.cli.CliOutput.line;

/** {@code schedule fidelity}: our numbers beside the Spectra paper's claims (docs/fidelity-spectra.md). */
@Command(name = "fidelity", description = "Compare our Spectra numbers with the paper's claims (benchmark n = 64, "
        + "s in {4, 8}, seven delays, 50 seeds; --quick: 10 seeds).")
final class ScheduleFidelityCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;
    @Option(names = "--quick", description = "10 seeds instead of 50 (under 3 minutes)")
    private boolean quick;
    @Option(names = "--json", description = "print machine-readable JSON")
    private boolean json;

    @Override
    public Integer call() {
        List<SpectraFidelity.Row> rows = SpectraFidelity.run(quick, SolveMonitor.NONE);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            Map<String, Object> report = new LinkedHashMap<>();
            report.put("quick", quick);
            report.put("rows", rows.stream().map(ScheduleFidelityCommand::row).toList());
            CliOutput.json(out, report);
        } else {
            line(out, "%-26s %-18s %10s %-6s  %s", "id", "paper", "ours", "holds", "claim");
            for (SpectraFidelity.Row r : rows) {
                line(out, "%-26s %-18s %10.4f %-6s  %s", r.id(), r.paper(), r.ours(),
                        r.holds() == null ? "-" : r.holds() ? "yes" : "NO", r.claim());
            }
        }
        return ExitCodes.OK;
    }

    private static Map<String, Object> row(SpectraFidelity.Row r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", r.id());
        m.put("claim", r.claim());
        m.put("paper", r.paper());
        m.put("ours", Double.isFinite(r.ours()) ? r.ours() : null);
        m.put("holds", r.holds());
        return m;
    }
}
