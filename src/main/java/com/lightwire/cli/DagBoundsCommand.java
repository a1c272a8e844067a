package com.lightwire.cli;

import com.lightwire.core.dag.CapacityBound;
import com.lightwire.core.dag.DagIndex;
import com.lightwire.core.dag.FlowSimulator;
import com.lightwire.core.dag.IndexWindows;
import com.lightwire.core.dag.Schedule;
import com.lightwire.core.dag.Sharing;
import com.lightwire.core.dag.TimeWindows;
import com.lightwire.core.dag.TrafficBaselines;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.io.AllocationFiles;
import com.lightwire.model.dag.Allocation;
import com.lightwire.model.dag.TaskDag;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code dag bounds DAG [--tup MS] [--k K] [--allocation A --anchor-margin N] --json}: Alg. 4 windows, Alg. 1 index
 * windows and Alg. 2's Xbar.
 */
@Command(name = "bounds", description = "Time windows (Alg. 4), interval windows (Alg. 1) and capacity bounds "
        + "(Alg. 2) of a DAG.")
final class DagBoundsCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "DAG", description = "task DAG file")
    private Path dagFile;

    @Option(names = "--tup", paramLabel = "MS", description = "upper bound on the iteration time (default: the "
            + "simulated makespan of Prop-Alloc)")
    private Double tup;

    @Option(names = "--k", paramLabel = "K", description = "intervals (default 2|M|-1 when at most 40, else the "
            + "trace's intervals plus max(4, 10%%))")
    private Integer k;

    @Option(names = "--allocation", paramLabel = "A", description = "anchor the windows on this allocation's trace")
    private Path allocation;

    @Option(names = "--anchor-margin", defaultValue = "1", paramLabel = "N", description = "anchor margin in "
            + "intervals (default ${DEFAULT-VALUE})")
    private int margin;

    @Option(names = "--json", description = "print machine-readable JSON")
    private boolean json;

    @Override
    public Integer call() throws IOException {
        TaskDag dag = DagCommand.readDag(dagFile);
        DagIndex ix = DagIndex.of(dag);
        Schedule trace = null;
        if (allocation != null) {
            Allocation x = AllocationFiles.read(allocation);
            AllocationFiles.checkAgainst(x, dag, allocation.toString());
            trace = FlowSimulator.simulate(ix, x, Sharing.MAX_MIN);
        }
        Schedule reference = trace != null ? trace
                : FlowSimulator.simulate(ix, TrafficBaselines.proportional(ix), Sharing.MAX_MIN);
        double upper = tup != null ? tup : reference.makespan();
        int intervals = k != null ? k : 2 * dag.tasks().size() - 1 <= 40 ? 2 * dag.tasks().size() - 1
                : reference.intervals() + Math.max(4, (int) Math.ceil(0.1 * reference.intervals()));
        if (intervals < 1 || upper <= 0 || margin < 0) {
            spec.commandLine().getErr().println("error: --k, --tup and --anchor-margin must be positive");
            return ExitCodes.USAGE;
        }
        TimeWindows w = TimeWindows.of(ix, upper);
        IndexWindows iw = IndexWindows.of(ix, intervals, trace, margin);
        int[] xbar = CapacityBound.of(ix, w, SolveMonitor.NONE);
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("tup", upper);
        report.put("k", intervals);
        List<Map<String, Object>> tasks = new ArrayList<>();
        for (int t = 0; t < dag.tasks().size(); t++) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("id", dag.tasks().get(t).id());
            row.put("est", w.earliestStart()[t]);
            row.put("lct", w.latestCompletion()[t]);
            row.put("kmin", iw.kmin()[t]);
            row.put("kmax", iw.kmax()[t]);
            tasks.add(row);
        }
        report.put("tasks", tasks);
        List<Map<String, Object>> bounds = new ArrayList<>();
        for (int p = 0; p < ix.pairCount(); p++) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("a", ix.pairA(p));
            row.put("b", ix.pairB(p));
            row.put("bound", xbar[p]);
            bounds.add(row);
        }
        report.put("xbar", bounds);
        if (json) {
            CliOutput.json(spec.commandLine().getOut(), report);
        } else {
            CliOutput.line(spec.commandLine().getOut(), "Tup %.4f ms, K %d, %d task-interval cells; Xbar %s", upper,
                    intervals, iw.cells(), java.util.Arrays.toString(xbar));
        }
        return ExitCodes.OK;
    }
}
