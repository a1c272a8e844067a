package com.lightwire.cli;

import com.lightwire.core.leafdesign.DesignMethod;
import com.lightwire.core.leafdesign.DesignRequest;
import com.lightwire.core.leafdesign.LeafTopologyDesigner;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolverLimits;
import com.lightwire.io.LumosFiles;
import com.lightwire.io.LumosResults;
import com.lightwire.model.lumos.LeafDemand;
import com.lightwire.model.lumos.LeafDesign;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.Callable;

import static com.lightwire.cli.CliOutput.line;

/** {@code jobs design DEMAND.json}: the logical topology of a leaf demand (LumosCore §3.5). */
@Command(name = "design", description = "Design the logical topology C of a leaf demand L: auto (heuristic for "
        + "tau=2; for tau=1 the greedy when every leaf sum <= kLeaf/2, else heuristic plus cap), heuristic, greedy or "
        + "exact (CP-SAT). Exit 3 when exact finds it infeasible or runs out of time.")
final class JobsDesignCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "DEMAND.json", description = "leaf demand (docs/file-format.md)")
    private Path file;

    @Option(names = "--method", defaultValue = "auto", paramLabel = "M",
            description = "auto, heuristic, greedy or exact (default ${DEFAULT-VALUE})")
    private String method;

    @Option(names = "--time-limit", defaultValue = "60", paramLabel = "S",
            description = "time limit of exact in seconds (default ${DEFAULT-VALUE})")
    private double timeLimit;

    @Option(names = "--no-backup", description = "leave idle spine ports idle (no backup full mesh)")
    private boolean noBackup;

    @Option(names = "--out", paramLabel = "D.json", description = "write the design to this file")
    private Path out;

    @Option(names = "--json", description = "print the design JSON on standard output")
    private boolean json;

    @Override
    public Integer call() throws IOException {
        PrintWriter console = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        DesignMethod chosen = Arrays.stream(DesignMethod.values())
                .filter(m -> m.label().equals(method.toLowerCase(Locale.ROOT))).findFirst().orElse(null);
        if (chosen == null) {
            err.println("error: --method: unknown method '" + method + "' (use auto, heuristic, greedy or exact)");
            return ExitCodes.USAGE;
        }
        LeafDemand demand = LumosFiles.readDemand(file);
        DesignRequest request = new DesignRequest(demand, chosen, !noBackup, SolverLimits.of(timeLimit, 1));
        Outcome<LeafDesign> outcome = LeafTopologyDesigner.solve(request, SolveMonitor.NONE);
        int code = JobsCommand.report(outcome, file, err);
        if (!outcome.hasValue()) {
            return code;
        }
        String text = LumosResults.designJson(outcome.value());
        if (JobsCommand.emit(text, out, json, console)) {
            return code;
        }
        LeafDesign d = outcome.value();
        line(console, "method %s (%s), %d ms: max load %d, contention-free %s, shared units %d", d.method(),
                d.status(), outcome.millis(), d.maxLoad(), d.contentionFree(), d.sharedUnits());
        line(console, "topology: %d links in %d groups x %d pods; backup: %s; verifier: %s",
                d.topology().totalLinks(), d.topology().groups(), d.topology().pods(),
                d.backup() == null ? "none" : d.backup().totalLinks() + " links", outcome.verification().summary());
        if (out != null) {
            line(console, "written to %s", out);
        }
        return code;
    }
}
