package com.lightwire.cli;

import com.lightwire.core.dag.DagIndex;
import com.lightwire.core.dag.DagMethod;
import com.lightwire.core.dag.DagOptions;
import com.lightwire.core.dag.DagReport;
import com.lightwire.core.dag.DagSolution;
import com.lightwire.core.dag.Schedule;
import com.lightwire.core.solve.Outcome;
import com.lightwire.io.ResultFiles;
import com.lightwire.model.dag.TaskDag;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code dag compare DAG [--methods LIST] [optimize options] [--out DIR] [--json]}. */
@Command(name = "compare", description = "Run several methods on one DAG and compare them with the ideal network.")
final class DagCompareCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "DAG", description = "task DAG file")
    private Path dagFile;

    @Option(names = "--methods", split = ",", paramLabel = "LIST",
            description = "methods to run (default prop,sqrt,halve,fast,topo,joint)")
    private List<String> methods = new ArrayList<>(List.of("prop", "sqrt", "halve", "fast", "topo", "joint"));

    @Mixin
    private DagSolveOptions options;

    @Option(names = "--out", paramLabel = "DIR", description = "folder for one result file per method")
    private Path out;

    @Option(names = "--json", description = "print machine-readable JSON")
    private boolean json;

    @Override
    public Integer call() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        List<DagMethod> chosen = new ArrayList<>();
        for (String name : methods) {
            DagMethod m = DagMethod.of(name.trim());
            if (m == null) {
                err.println("error: --methods: unknown method '" + name + "' (use " + DagOptimizeCommand.METHODS
                        + ")");
                return ExitCodes.USAGE;
            }
            chosen.add(m);
        }
        DagOptions o = options.toOptions(false);
        if (o == null) {
            err.println("error: " + options.usageProblem());
            return ExitCodes.USAGE;
        }
        TaskDag dag = DagCommand.readDag(dagFile);
        DagIndex ix = DagIndex.of(dag);
        Schedule ideal = DagReport.ideal(ix);
        if (out != null) {
            Files.createDirectories(out);
        }
        List<Map<String, Object>> rows = new ArrayList<>();
        for (DagMethod m : chosen) {
            rows.add(row(ix, dag, m, o, ideal, err));
        }
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("idealMakespanMs", ideal.makespan());
        report.put("rows", rows);
        PrintWriter o2 = spec.commandLine().getOut();
        if (json) {
            CliOutput.json(o2, report);
        } else {
            CliOutput.line(o2, "ideal network: %.4f ms", ideal.makespan());
            for (Map<String, Object> r : rows) {
                CliOutput.line(o2, "%-15s %-12s %12s %8s %9s %6s %8s %9s", r.get("method"), r.get("status"),
                        r.get("makespanMs"), r.get("nct"), r.get("circuits"), r.get("ports"), r.get("portRatio"),
                        r.get("millis"));
            }
        }
        return rows.stream().anyMatch(r -> r.get("makespanMs") != null) ? ExitCodes.OK : ExitCodes.SOLVE_FAILED;
    }

    private Map<String, Object> row(DagIndex ix, TaskDag dag, DagMethod m, DagOptions o, Schedule ideal,
                                    PrintWriter err) throws IOException {
        Outcome<DagSolution> outcome = DagCommand.optimize(dag, m, o);
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("method", m.key());
        row.put("status", outcome.status().label());
        if (!outcome.isVerified()) {
            DagCommand.failure(err, m.title(), outcome);
            row.put("makespanMs", null);
            row.put("millis", outcome.millis());
            return row;
        }
        DagReport r = DagCommand.report(ix, outcome, ideal);
        row.put("makespanMs", r.solution().schedule().makespan());
        row.put("nct", r.nct());
        row.put("circuits", r.solution().allocation().totalCircuits());
        row.put("ports", r.solution().allocation().ports());
        row.put("portRatio", r.portRatio());
        row.put("millis", r.millis());
        if (out != null) {
            ResultFiles.write(r, dag, out.resolve(m.key() + ".json"));
        }
        return row;
    }
}
