package com.lightwire.cli;

import com.lightwire.core.simulate.StatePlanner;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.io.ConfigurationFiles;
import com.lightwire.io.LumosFiles;
import com.lightwire.io.LumosResults;
import com.lightwire.model.ConfigurationRef;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.lumos.ClusterPlan;
import com.lightwire.model.lumos.ClusterState;
import com.lightwire.model.lumos.JobPlacement;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import static com.lightwire.cli.CliOutput.line;

/** {@code jobs plan STATE.json}: place, design, realize and stage a state's arrivals (LumosCore §3). */
@Command(name = "plan", description = "Plan a cluster state's arrivals end to end: place the jobs, build L of the "
        + "running and placed jobs, design it (auto), realize it on Cross Wiring against --current (ITV-MDMCF), stage "
        + "the changed groups.")
final class JobsPlanCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "STATE.json", description = "cluster state (docs/file-format.md)")
    private Path file;

    @Option(names = "--current", paramLabel = "CONFIG.json", description = "the installed OCS configuration")
    private Path current;

    @Option(names = "--iota", defaultValue = "0.5", paramLabel = "X",
            description = "largest share of a leaf's load per stage (default ${DEFAULT-VALUE})")
    private double iota;

    @Option(names = "--out", paramLabel = "P.json", description = "write the plan to this file")
    private Path out;

    @Option(names = "--json", description = "print the plan JSON")
    private boolean json;

    @Override
    public Integer call() throws IOException {
        PrintWriter console = spec.commandLine().getOut();
        ClusterState state = LumosFiles.readState(file);
        OcsConfiguration installed = current == null ? null : ConfigurationFiles.read(current, null);
        String mismatch = StatePlanner.shapeProblem(state, installed);
        if (mismatch != null) {
            spec.commandLine().getErr().println("error: " + current + ": " + mismatch);
            return ExitCodes.INVALID_INPUT;
        }
        Outcome<ClusterPlan> outcome = StatePlanner.solve(state, installed, iota, SolveMonitor.NONE);
        int code = JobsCommand.report(outcome, d -> current != null && d.element() instanceof ConfigurationRef
                ? current : file, file, spec.commandLine().getErr());
        if (!outcome.hasValue()) {
            return code;
        }
        ClusterPlan plan = outcome.value();
        if (JobsCommand.emit(LumosResults.planJson(plan), out, json, console)) {
            return code;
        }
        long placed = plan.placements().stream().filter(JobPlacement::placed).count();
        line(console, "%d of %d jobs placed; demand %d leaf pairs; design %s, max load %d, contention-free %s",
                placed, plan.placements().size(), plan.demand().pairs().size(), plan.design().method(),
                plan.design().maxLoad(), plan.design().contentionFree());
        line(console, "circuits: %d kept, %d set up, %d torn down (%.3f %% reallocated); changed groups %s; %d stages%s",
                plan.kept(), plan.setUp(), plan.tornDown(), plan.reallocatedPct(), plan.changedGroups(),
                plan.stages().theta(), out == null ? "" : "; written to " + out);
        return code;
    }
}
