package com.lightwire.cli;

import com.lightwire.core.dag.DagIndex;
import com.lightwire.core.dag.DagMethod;
import com.lightwire.core.dag.DagOptimizer;
import com.lightwire.core.dag.DagReport;
import com.lightwire.core.dag.DagSolution;
import com.lightwire.core.dag.FlowSimulator;
import com.lightwire.core.dag.Schedule;
import com.lightwire.core.dag.Sharing;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.solve.Verification;
import com.lightwire.io.AllocationFiles;
import com.lightwire.model.dag.Allocation;
import com.lightwire.model.dag.TaskDag;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code dag simulate DAG (--allocation A | --ideal) [--sharing max-min|pair-equal] [--out R] [--json]}. */
@Command(name = "simulate", description = "Run the flow simulator on a DAG with an allocation or the ideal network.")
final class DagSimulateCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "DAG", description = "task DAG file")
    private Path dagFile;

    /** Exactly one network. */
    static final class Network {
        @Option(names = "--allocation", paramLabel = "A", description = "allocation file")
        Path allocation;

        @Option(names = "--ideal", description = "a non-blocking electrical network (only NICs limit)")
        boolean ideal;
    }

    @ArgGroup(multiplicity = "1")
    private Network network;

    @Option(names = "--sharing", defaultValue = "max-min", paramLabel = "RULE",
            description = "max-min (default) or pair-equal")
    private String sharing;

    @Option(names = "--out", paramLabel = "R", description = "result file to write (with tasks)")
    private Path out;

    @Option(names = "--json", description = "print the result as JSON, without tasks")
    private boolean json;

    @Override
    public Integer call() throws IOException {
        Sharing rule = Sharing.of(sharing);
        if (rule == null) {
            spec.commandLine().getErr().println("error: --sharing: unknown rule '" + sharing
                    + "' (use max-min or pair-equal)");
            return ExitCodes.USAGE;
        }
        TaskDag dag = DagCommand.readDag(dagFile);
        DagIndex ix = DagIndex.of(dag);
        Schedule ideal = DagReport.ideal(ix);
        long started = System.nanoTime();
        Allocation x;
        Schedule s;
        if (network.ideal) {
            x = Allocation.of(dag.pods().size(), List.of());
            s = FlowSimulator.simulate(ix, FlowSimulator.ideal(ix), rule, SolveMonitor.NONE);
        } else {
            x = AllocationFiles.read(network.allocation);
            AllocationFiles.checkAgainst(x, dag, network.allocation.toString());
            s = FlowSimulator.simulate(ix, FlowSimulator.capacities(ix, x), rule, SolveMonitor.NONE);
            Verification v = DagOptimizer.verify(ix, new DagSolution(DagMethod.FAST, x, s, rule.label(), info(s), null));
            if (!v.isPassed()) {
                spec.commandLine().getErr().println("error: the verifier rejected the schedule: " + v.summary());
                return ExitCodes.SOLVE_FAILED;
            }
        }
        long millis = (System.nanoTime() - started) / 1_000_000;
        DagSolution solution = new DagSolution(null, x, s, rule.label(), info(s), null);
        DagReport r = DagReport.of(ix, solution, SolveStatus.FEASIBLE, ideal, millis);
        DagCommand.emit(spec.commandLine().getOut(), r, dag, out, json);
        return ExitCodes.OK;
    }

    private static DagSolution.SolverInfo info(Schedule s) {
        return new DagSolution.SolverInfo("simulator", s.intervals(), 0, 0, Double.NaN, new double[0], List.of());
    }
}
