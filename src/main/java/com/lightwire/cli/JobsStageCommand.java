package com.lightwire.cli;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.staging.StagePlanner;
import com.lightwire.core.staging.StageRequest;
import com.lightwire.io.LumosResults;
import com.lightwire.model.lumos.LeafDesign;
import com.lightwire.model.lumos.StagePlan;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import static com.lightwire.cli.CliOutput.line;

/** {@code jobs stage DESIGN.json}: the fewest reconfiguration stages under iota (LumosCore §3.6.2). */
@Command(name = "stage", description = "Partition the changed OCS groups of a design into the fewest stages that "
        + "each disturb at most iota of every leaf's cross-pod load (units sent plus received).")
final class JobsStageCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "DESIGN.json", description = "a design written by 'jobs design'")
    private Path file;

    @Option(names = "--changed", split = ",", paramLabel = "H",
            description = "groups that change, ascending (default: every loaded group)")
    private List<Integer> changed;

    @Option(names = "--iota", defaultValue = "0.5", paramLabel = "X",
            description = "largest share of a leaf's load per stage, in (0, 1] (default ${DEFAULT-VALUE})")
    private double iota;

    @Option(names = "--json", description = "print the stage plan as JSON")
    private boolean json;

    @Override
    public Integer call() throws IOException {
        PrintWriter console = spec.commandLine().getOut();
        LeafDesign design = LumosResults.readDesign(file);
        StageRequest request = new StageRequest(design.split(), design.topology().groups(), changed, iota);
        Outcome<StagePlan> outcome = StagePlanner.solve(request, SolveMonitor.NONE);
        int code = JobsCommand.report(outcome, file, spec.commandLine().getErr());
        if (!outcome.hasValue()) {
            return code;
        }
        StagePlan plan = outcome.value();
        if (json) {
            console.print(LumosResults.stagePlanJson(plan));
            console.flush();
            return code;
        }
        line(console, "changed groups %s, iota %s: %d stages %s, largest share %.4f%s; verifier: %s", plan.changed(),
                CliOutput.fmt("%.3f", plan.iota()), plan.theta(), plan.stages(), plan.maxFraction(),
                plan.feasible() ? "" : " (INFEASIBLE: a single group exceeds iota; one group per stage)",
                outcome.verification().summary());
        return code;
    }
}
