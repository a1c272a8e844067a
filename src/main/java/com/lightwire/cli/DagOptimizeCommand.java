package com.lightwire.cli;

import com.lightwire.core.dag.DagIndex;
import com.lightwire.core.dag.DagMethod;
import com.lightwire.core.dag.DagOptions;
import com.lightwire.core.dag.DagReport;
import com.lightwire.core.dag.DagSolution;
import com.lightwire.core.solve.Outcome;
import com.lightwire.io.AtomicFiles;
import com.lightwire.model.dag.TaskDag;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

/** {@code dag optimize DAG --method M [options] [--out R] [--lp F] [--json]}. */
@Command(name = "optimize", description = "Choose circuits per pod pair with one method.")
final class DagOptimizeCommand implements Callable<Integer> {

    static final String METHODS = Arrays.stream(DagMethod.values()).map(DagMethod::key)
            .collect(Collectors.joining(", "));

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "DAG", description = "task DAG file")
    private Path dagFile;

    @Option(names = "--method", required = true, paramLabel = "M",
            description = "joint, topo, fast, joint-hotstart, prop, sqrt, halve or fixed-step")
    private String method;

    @Mixin
    private DagSolveOptions options;

    @Option(names = "--out", paramLabel = "R", description = "result file to write (with tasks)")
    private Path out;

    @Option(names = "--lp", paramLabel = "F", description = "write the MILP (phase 1) in LP format")
    private Path lp;

    @Option(names = "--json", description = "print the result as JSON, without tasks")
    private boolean json;

    @Override
    public Integer call() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        DagMethod m = DagMethod.of(method);
        if (m == null) {
            err.println("error: --method: unknown method '" + method + "' (use " + METHODS + ")");
            return ExitCodes.USAGE;
        }
        DagOptions o = options.toOptions(lp != null);
        if (o == null) {
            err.println("error: " + options.usageProblem());
            return ExitCodes.USAGE;
        }
        TaskDag dag = DagCommand.readDag(dagFile);
        Outcome<DagSolution> outcome = DagCommand.optimize(dag, m, o);
        if (lp != null && outcome.value() != null && outcome.value().lpText() != null) {
            AtomicFiles.writeText(lp, w -> w.write(outcome.value().lpText()));
        }
        if (!outcome.isVerified()) {
            return DagCommand.failure(err, m.title(), outcome);
        }
        DagIndex ix = DagIndex.of(dag);
        DagReport r = DagCommand.report(ix, outcome, DagReport.ideal(ix));
        DagCommand.emit(spec.commandLine().getOut(), r, dag, out, json);
        return ExitCodes.OK;
    }
}
