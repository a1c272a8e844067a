package com.lightwire.cli;

import com.lightwire.core.dag.TrainingDagGenerator;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.io.FullDagFiles;
import com.lightwire.io.JobFiles;
import com.lightwire.io.TaskDagFiles;
import com.lightwire.model.Diagnostic;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;

/** {@code dag build JOB --out DAG [--full F] [--no-cleanup] [--json]}. */
@Command(name = "build", description = "Build a job's reduced inter-pod task DAG (1F1B, blocking P2P, DP ring).")
final class DagBuildCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "JOB", description = "training job file (.json)")
    private Path job;

    @Option(names = "--out", required = true, paramLabel = "DAG", description = "task DAG file to write")
    private Path out;

    @Option(names = "--full", paramLabel = "F", description = "also write the complete computation-communication DAG")
    private Path full;

    @Option(names = "--no-cleanup", description = "keep dominated edges (the raw reduction)")
    private boolean noCleanup;

    @Option(names = "--json", description = "print machine-readable JSON")
    private boolean json;

    @Override
    public Integer call() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        long started = System.nanoTime();
        var parsed = JobFiles.read(job);
        List<Diagnostic> problems = new ArrayList<>();
        Optional<TrainingDagGenerator.Generated> built = TrainingDagGenerator.generate(parsed, !noCleanup, problems,
                SolveMonitor.NONE);
        if (built.isEmpty()) {
            err.println("error: " + job + ": " + CliOutput.oneLine(problems.get(0).message()));
            return ExitCodes.INVALID_INPUT;
        }
        long millis = (System.nanoTime() - started) / 1_000_000;
        TrainingDagGenerator.Generated g = built.get();
        TaskDagFiles.write(g.dag(), out);
        if (full != null) {
            FullDagFiles.write(g.full(), full);
        }
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("tasks", g.dag().tasks().size());
        report.put("ppTasks", g.ppTasks());
        report.put("dpTasks", g.dpTasks());
        report.put("rawEdges", g.rawEdges());
        report.put("edges", g.edges());
        report.put("pods", g.dag().pods().size());
        report.put("activePairs", g.activePairs());
        report.put("fullNodes", g.full().nodeCount());
        report.put("fullEdges", g.full().edgeCount());
        report.put("millis", millis);
        PrintWriter o = spec.commandLine().getOut();
        if (json) {
            CliOutput.json(o, report);
        } else {
            CliOutput.line(o, "%d tasks (%d PP, %d DP), %d edges (%d before clean-up), %d pods, %d active pairs, "
                    + "%d ms; written to %s", g.dag().tasks().size(), g.ppTasks(), g.dpTasks(), g.edges(),
                    g.rawEdges(), g.dag().pods().size(), g.activePairs(), millis, out);
        }
        return ExitCodes.OK;
    }
}
