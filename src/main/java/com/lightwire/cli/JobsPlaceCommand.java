package com.lightwire.cli;

import com.lightwire.core.placement.LocalityPlacer;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.io.LumosFiles;
import com.lightwire.io.LumosResults;
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
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

import static com.lightwire.cli.CliOutput.line;

/** {@code jobs place STATE.json}: places the state's jobs in order by the locality rule. */
@Command(name = "place", description = "Place the jobs of a cluster state in order (one leaf, else one pod, else the "
        + "fewest pods with the fewest idle servers), each on what the previous ones leave; a job that does not fit "
        + "waits.")
final class JobsPlaceCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "STATE.json", description = "cluster state (docs/file-format.md)")
    private Path file;

    @Option(names = "--out", paramLabel = "F", description = "write {\"placements\": [...]} to this file")
    private Path out;

    @Option(names = "--json", description = "print {\"placements\": [...]} on standard output")
    private boolean json;

    @Override
    public Integer call() throws IOException {
        PrintWriter console = spec.commandLine().getOut();
        ClusterState state = LumosFiles.readState(file);
        Outcome<List<JobPlacement>> outcome = LocalityPlacer.placeAll(state, SolveMonitor.NONE);
        int code = JobsCommand.report(outcome, file, spec.commandLine().getErr());
        if (!outcome.hasValue()) {
            return code;
        }
        String text = LumosResults.placementsJson(outcome.value());
        if (JobsCommand.emit(text, out, json, console)) {
            return code;
        }
        for (JobPlacement p : outcome.value()) {
            line(console, "%-12s %-6s %-5s %s", p.job(), p.placed() ? "placed" : "wait", p.placed() ? p.scope() : "",
                    p.shares().stream().map(s -> "leaf " + s.leaf() + " (pod " + s.pod() + "): " + s.servers())
                            .collect(Collectors.joining(", ")));
        }
        long placed = outcome.value().stream().filter(JobPlacement::placed).count();
        line(console, "%d of %d jobs placed; verifier: %s%s", placed, outcome.value().size(),
                outcome.verification().summary(), out == null ? "" : "; written to " + out);
        return code;
    }
}
