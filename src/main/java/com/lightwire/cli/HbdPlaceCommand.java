package com.lightwire.cli;

import com.lightwire.core.hbd.DcnFreeOrchestrator;
import com.lightwire.core.hbd.FatTreeOrchestrator;
import com.lightwire.core.hbd.GreedyOrchestrator;
import com.lightwire.core.hbd.Orchestration;
import com.lightwire.core.hbd.PlacementRequest;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.io.AtomicFiles;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdPlacement;
import com.lightwire.model.hbd.PlacementMode;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static com.lightwire.cli.CliOutput.line;

/**
 * {@code hbd place FILE --tp T [faults] [--mode strict|ideal] [--method dcn-free|fat-tree|greedy] [--job-gpus S]
 * [--seed N] [--out P.json] [--json]}: TP groups on the healthy nodes; exit 3 when no placement fits the job.
 */
@Command(name = "place", description = "Place TP groups around faulty nodes (Algorithm 2; fat-tree: Algorithms 3-5; "
        + "greedy: the paper's baseline), with bundle states, GPU rings, conflicts and waste. Exit 3 when no "
        + "placement fits the job.")
final class HbdPlaceCommand extends HbdCli {

    @Parameters(paramLabel = "FILE", description = "HBD design (.json) or a project with an \"hbd\" study")
    private Path file;

    @Option(names = "--tp", required = true, paramLabel = "T", description = "TP size in GPUs (a multiple of R)")
    private int tp;

    @Option(names = "--faults", paramLabel = "F.json", description = "fault set {\"faulty\": [3, 7, 8]}")
    private Path faultsFile;

    @Option(names = "--fault-nodes", split = ",", paramLabel = "IDS", description = "faulty node ids, e.g. 3,7")
    private List<Integer> faultNodes;

    @Option(names = "--mode", defaultValue = "strict", paramLabel = "strict|ideal",
            description = "strict breaks chains at bundle conflicts (default); ideal is the paper's Algorithm 2")
    private String mode;

    @Option(names = "--method", defaultValue = "dcn-free", paramLabel = "dcn-free|fat-tree|greedy",
            description = "dcn-free (Algorithm 2, default), fat-tree (Algorithm 5 on the deployment order) or "
                    + "greedy (the baseline on the sequential order)")
    private String method;

    @Option(names = "--job-gpus", defaultValue = "0", paramLabel = "S",
            description = "job size in GPUs; runs on the first ceil(S/T) groups (default: none)")
    private long jobGpus;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "N", description = "seed of the greedy baseline")
    private long seed;

    @Option(names = "--out", paramLabel = "P.json", description = "write the placement as JSON")
    private Path out;

    @Option(names = "--json", description = "print machine-readable JSON")
    private boolean json;

    @Override
    int run(PrintWriter console) throws Exception {
        HbdDesign design = design(file);
        PlacementMode placementMode = PlacementMode.parse(mode).orElseThrow(() -> new UsageError(file
                + ": --mode: unknown mode '" + mode + "' (use strict or ideal)"));
        if (jobGpus < 0) {
            throw new UsageError(file + ": --job-gpus: must not be negative; it is " + jobGpus);
        }
        PlacementRequest request = new PlacementRequest(design, faults(file, design, faultsFile, faultNodes),
                tp(file, design, tp), placementMode, jobGpus);
        Outcome<?> outcome = solve(request);
        refuseInvalid(file, outcome);
        if (!outcome.hasValue()) {
            console.flush();
            spec.commandLine().getErr().println("error: " + file + ": " + outcome.status().label() + ": "
                    + outcome.diagnostics().get(outcome.diagnostics().size() - 1).message());
            return ExitCodes.SOLVE_FAILED;
        }
        Map<String, Object> report = report(outcome);
        report.put("millis", outcome.millis());
        if (out != null) {
            AtomicFiles.writeText(out, w -> w.write(CliOutput.jsonText(report) + "\n"));
        }
        if (json) {
            CliOutput.json(console, report);
        } else {
            print(console, outcome, report);
        }
        return outcome.isVerified() ? ExitCodes.OK : ExitCodes.SOLVE_FAILED;
    }

    private Outcome<?> solve(PlacementRequest request) {
        return switch (method) {
            case "dcn-free" -> DcnFreeOrchestrator.place(request, SolveMonitor.NONE);
            case "fat-tree" -> FatTreeOrchestrator.place(request, SolveMonitor.NONE);
            case "greedy" -> GreedyOrchestrator.place(request, seed, SolveMonitor.NONE);
            default -> throw new UsageError(file + ": --method: unknown method '" + method
                    + "' (use dcn-free, fat-tree or greedy)");
        };
    }

    private Map<String, Object> report(Outcome<?> outcome) {
        Map<String, Object> report;
        if (outcome.value() instanceof Orchestration o) {
            report = HbdJson.orchestration(o, outcome.isVerified(), method.equals("fat-tree"));
        } else {
            report = HbdJson.placement((HbdPlacement) outcome.value(), outcome.isVerified());
        }
        report.put("method", method);
        return report;
    }

    private static HbdPlacement placement(Outcome<?> outcome) {
        return outcome.value() instanceof Orchestration o ? o.placement() : (HbdPlacement) outcome.value();
    }

    private void print(PrintWriter console, Outcome<?> outcome, Map<String, Object> report) {
        HbdPlacement p = placement(outcome);
        line(console, "method:     %s, %s mode, TP-%d", method, p.mode().key(), p.tp());
        line(console, "components: %d   groups: %d   conflicts: %d", p.components().size(), p.groups().size(),
                p.conflicts().size());
        for (int g = 0; g < Math.min(20, p.groups().size()); g++) {
            line(console, "  group %d: %s", g + 1, p.groups().get(g).nodes());
        }
        if (p.groups().size() > 20) {
            line(console, "  ... %d more groups (--json lists them all)", p.groups().size() - 20);
        }
        p.conflicts().forEach(c -> line(console, "  conflict: N%d bundle %s", c.node(), c.bundle()));
        line(console, "used GPUs:  %d   wasted GPUs: %d   waste ratio: %s", p.usedGpus(), p.wastedGpus(),
                pct(p.wasteRatio()));
        for (String key : List.of("jobGroups", "constraints", "crossTorRatio")) {
            if (report.containsKey(key)) {
                line(console, "%-11s %s", key + ":", report.get(key));
            }
        }
        line(console, "verified:   %s (%d ms)", outcome.isVerified(), outcome.millis());
        if (out != null) {
            line(console, "written:    %s", out);
        }
    }
}
