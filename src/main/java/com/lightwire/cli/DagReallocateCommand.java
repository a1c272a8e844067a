package com.lightwire.cli;

import com.lightwire.core.dag.DagIndex;
import com.lightwire.core.dag.DagMethod;
import com.lightwire.core.dag.DagOptions;
import com.lightwire.core.dag.DagReport;
import com.lightwire.core.dag.DagSolution;
import com.lightwire.core.solve.Outcome;
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
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code dag reallocate A B [--method M]}: the Model^T what-if of DELTA §5.5 (Fig. 10): job A is optimised with port
 * saving, the ports it frees per pod are added to job B's budgets, and B is optimised before and after.
 */
@Command(name = "reallocate", description = "Give the ports job A frees to job B (same pods) and compare B "
        + "before and after.")
final class DagReallocateCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "A", description = "task DAG of the job that frees ports")
    private Path first;

    @Parameters(index = "1", paramLabel = "B", description = "task DAG of the job that receives them")
    private Path second;

    @Option(names = "--method", defaultValue = "fast", paramLabel = "M", description = "method for both jobs "
            + "(default ${DEFAULT-VALUE})")
    private String method;

    @Mixin
    private DagSolveOptions options;

    @Option(names = "--json", description = "print machine-readable JSON")
    private boolean json;

    @Override
    public Integer call() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        DagMethod m = DagMethod.of(method);
        DagOptions o = options.toOptions(false);
        if (m == null || o == null) {
            err.println("error: " + (m == null ? "--method: unknown method '" + method + "' (use "
                    + DagOptimizeCommand.METHODS + ")" : options.usageProblem()));
            return ExitCodes.USAGE;
        }
        TaskDag a = DagCommand.readDag(first);
        TaskDag b = DagCommand.readDag(second);
        if (a.pods().size() != b.pods().size()) {
            err.println("error: " + second + ": $.pods: job B has " + b.pods().size() + " pods but job A has "
                    + a.pods().size() + "; both must use the same pods");
            return ExitCodes.INVALID_INPUT;
        }
        Outcome<DagSolution> oa = DagCommand.optimize(a, m, o.withPortPhase(true));
        if (!oa.isVerified()) {
            return DagCommand.failure(err, "job A", oa);
        }
        int[] freed = new int[a.pods().size()];
        int[] ports = new int[b.pods().size()];
        for (int p = 0; p < freed.length; p++) {
            freed[p] = a.pods().get(p).ports() - oa.value().allocation().portsAt(p);
            ports[p] = b.pods().get(p).ports() + freed[p];
        }
        Map<String, Object> before = solve(b, m, o, err);
        Map<String, Object> after = solve(b.withPorts(ports), m, o, err);
        if (before == null || after == null) {
            return ExitCodes.SOLVE_FAILED;
        }
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("method", m.key());
        report.put("freedPorts", freed);
        report.put("before", before);
        report.put("after", after);
        if (json) {
            CliOutput.json(spec.commandLine().getOut(), report);
        } else {
            CliOutput.line(spec.commandLine().getOut(), "job A frees %s ports per pod; job B: makespan %s -> %s ms, "
                    + "NCT %s -> %s", java.util.Arrays.toString(freed), before.get("makespanMs"),
                    after.get("makespanMs"), before.get("nct"), after.get("nct"));
        }
        return ExitCodes.OK;
    }

    private static Map<String, Object> solve(TaskDag dag, DagMethod m, DagOptions o, PrintWriter err) {
        Outcome<DagSolution> outcome = DagCommand.optimize(dag, m, o);
        if (!outcome.isVerified()) {
            DagCommand.failure(err, "job B", outcome);
            return null;
        }
        DagIndex ix = DagIndex.of(dag);
        DagReport r = DagCommand.report(ix, outcome, DagReport.ideal(ix));
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("makespanMs", r.solution().schedule().makespan());
        row.put("nct", r.nct());
        row.put("ports", r.solution().allocation().ports());
        return row;
    }
}
