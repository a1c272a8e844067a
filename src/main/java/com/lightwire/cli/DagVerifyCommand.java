package com.lightwire.cli;

import com.lightwire.core.dag.DagIndex;
import com.lightwire.core.dag.DagMethod;
import com.lightwire.core.dag.DagOptimizer;
import com.lightwire.core.dag.DagSolution;
import com.lightwire.core.solve.Verification;
import com.lightwire.io.ResultFiles;
import com.lightwire.model.dag.TaskDag;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code dag verify DAG --result R}: exit 3 when the verifier rejects the result. */
@Command(name = "verify", description = "Check a result file against its DAG: ports, single hop, volumes, "
        + "capacities at all times, releases, delays, makespan.")
final class DagVerifyCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "DAG", description = "task DAG file")
    private Path dagFile;

    @Option(names = "--result", required = true, paramLabel = "R", description = "result file")
    private Path result;

    @Override
    public Integer call() throws IOException {
        TaskDag dag = DagCommand.readDag(dagFile);
        ResultFiles.Stored stored = ResultFiles.read(result, dag);
        DagIndex ix = DagIndex.of(dag);
        DagSolution s = new DagSolution(DagMethod.of(stored.method()), stored.allocation(), stored.schedule(), "",
                new DagSolution.SolverInfo("", 0, 0, 0, Double.NaN, new double[0], List.of()), null);
        Verification v = DagOptimizer.verify(ix, s);
        if (!v.isPassed()) {
            spec.commandLine().getErr().println("error: " + result + ": rejected: " + CliOutput.oneLine(v.summary()));
            return ExitCodes.SOLVE_FAILED;
        }
        CliOutput.line(spec.commandLine().getOut(), "%s: verified (%d tasks, makespan %.4f ms, %d ports)", result,
                dag.tasks().size(), stored.schedule().makespan(), stored.allocation().ports());
        return ExitCodes.OK;
    }
}
