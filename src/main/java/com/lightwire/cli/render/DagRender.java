package com.lightwire.cli.render;

import com.lightwire.core.dag.CapacityBound;
import com.lightwire.core.dag.DagIndex;
import com.lightwire.core.dag.FlowSimulator;
import com.lightwire.core.dag.Schedule;
import com.lightwire.core.dag.Sharing;
import com.lightwire.core.dag.DagMethod;
import com.lightwire.core.dag.DagOptimizer;
import com.lightwire.core.dag.DagOptions;
import com.lightwire.core.dag.DagReport;
import com.lightwire.core.dag.DagSolution;
import com.lightwire.core.dag.TaskDagValidator;
import com.lightwire.core.dag.TrainingDagGenerator;
import com.lightwire.core.dag.WorkedExample;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.figure.Figure;
import com.lightwire.figure.dag.DagSheet;
import com.lightwire.figure.dag.GraphData;
import com.lightwire.figure.dag.Grouping;
import com.lightwire.figure.dag.HeatMapData;
import com.lightwire.figure.dag.RateData;
import com.lightwire.io.AllocationFiles;
import com.lightwire.io.ResultFiles;
import com.lightwire.io.TaskDagFiles;
import com.lightwire.model.dag.TaskDag;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * {@code --view dag}: the Training DAG view's Gantt for a task DAG ({@code --param dag=FILE}) with a stored result
 * ({@code result=FILE}) or one method run now ({@code method=NAME}, default fast).
 */
final class DagRender implements RenderableView {

    @Override
    public String id() {
        return "dag";
    }

    @Override
    public String summary() {
        return "the Training DAG Gantt per pod pair with the critical path (--param dag=FILE)";
    }

    @Override
    public boolean needsCluster() {
        return false;
    }

    @Override
    public SortedMap<String, String> params() {
        SortedMap<String, String> p = new TreeMap<>();
        p.put("canvas", "gantt (default), graph (the task DAG with critical path and slack), heatmap (x per pod "
                + "pair, Xbar, ports used and freed), rates (rate vs capacity of one pod pair, Fig. 7) or solver (sizes, "
                + "Alg. 1 windows, GA or MILP progress)");
        p.put("group", "graph: none (default), stage, replica or pair: collapse tasks into one node per group");
        p.put("pair", "rates: the directed pod pair A-B by index, e.g. 0-2 (default: the last critical task's)");
        p.put("cursor", "gantt, graph, rates: a time in ms to draw the event cursor at (default none)");
        p.put("dag", "the task DAG file (default: the digest's worked example)");
        p.put("method", "method to run when no result is given (default fast)");
        p.put("result", "a result file of that DAG to draw");
        return p;
    }

    @Override
    public Figure figure(RenderRequest request) throws IOException {
        String file = request.param("dag", null);
        TaskDag dag = file == null ? workedExample() : TaskDagFiles.read(Path.of(file));
        List<com.lightwire.model.Diagnostic> problems = TaskDagValidator.validate(dag);
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException(file + ": " + problems.get(0).message());
        }
        DagIndex ix = DagIndex.of(dag);
        String result = request.param("result", null);
        DagReport report;
        if (result != null) {
            ResultFiles.Stored stored = ResultFiles.read(Path.of(result), dag);
            AllocationFiles.checkAgainst(stored.allocation(), dag, result);
            DagSolution s = new DagSolution(DagMethod.of(stored.method()), stored.allocation(), stored.schedule(),
                    "", new DagSolution.SolverInfo("", 0, 0, 0, Double.NaN, new double[0], List.of()), null);
            report = DagReport.of(ix, s, SolveStatus.FEASIBLE, DagReport.ideal(ix), 0);
        } else {
            DagMethod m = DagMethod.of(request.param("method", "fast"));
            if (m == null) {
                throw new IllegalArgumentException("unknown method '" + request.param("method", "") + "'");
            }
            Outcome<DagSolution> o = DagOptimizer.solve(dag, m, DagOptions.defaults(), request.monitor());
            if (!o.isVerified()) {
                throw new IllegalArgumentException(m.title() + ": " + o.status().label());
            }
            report = DagReport.of(ix, o.value(), o.status(), DagReport.ideal(ix), o.millis());
        }
        String title = "Training DAG: " + (file == null ? "the worked example" : Path.of(file).getFileName());
        String canvas = request.param("canvas", "gantt");
        double cursor = cursor(request.param("cursor", null));
        return switch (canvas) {
            case "gantt" -> DagSheet.of(title, dag, report, request.palette(), cursor);
            case "graph" -> DagSheet.graph(title, dag, report, GraphData.of(dag, report.solution(), report.timing(),
                    grouping(request.param("group", "none")), java.util.Set.of()), request.palette(), cursor);
            case "heatmap" -> DagSheet.heatMap(title, dag, report, HeatMapData.of(dag, report.solution().allocation(),
                    CapacityBound.matrix(ix, report.solution().schedule().makespan(), request.monitor()), -1, -1),
                    request.palette());
            case "solver" -> DagSheet.solver(title, dag, report, request.palette());
            case "rates" -> DagSheet.rates(title, rates(dag, report, request), request.palette(), cursor);
            default -> throw new IllegalArgumentException("canvas must be gantt, graph, heatmap, rates or solver, not '"
                    + canvas + "'");
        };
    }

    /** Fair sharing on the report's allocation, and the report's own rates when they come from a MILP. */
    private static List<RateData> rates(TaskDag dag, DagReport r, RenderRequest request) {
        String pair = request.param("pair", null);
        int a;
        int b;
        if (pair == null) {
            int[] path = r.timing().path();
            var last = dag.tasks().get(path[path.length - 1]);
            a = last.src();
            b = last.dst();
        } else {
            String[] ab = pair.split("-");
            try {
                a = Integer.parseInt(ab[0].trim());
                b = Integer.parseInt(ab[1].trim());
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("pair must be two pod indices like 0-2, not '" + pair + "'");
            }
            if (a < 0 || b < 0 || a >= dag.pods().size() || b >= dag.pods().size() || a == b) {
                throw new IllegalArgumentException("pair " + pair + " names no two pods of the DAG's "
                        + dag.pods().size());
            }
        }
        DagIndex ix = DagIndex.of(dag);
        var x = r.solution().allocation();
        List<RateData> out = new java.util.ArrayList<>();
        Schedule fair = FlowSimulator.simulate(ix, FlowSimulator.capacities(ix, x), Sharing.MAX_MIN, request.monitor());
        out.add(RateData.of("Fair sharing (DES)", dag, fair, x, a, b));
        if ("milp".equals(r.solution().scheduleBy())) {
            out.add(RateData.of(DagSheet.method(r) + " (MILP rates)", dag, r.solution().schedule(), x, a, b));
        }
        return out;
    }

    private static double cursor(String text) {
        if (text == null) {
            return Double.NaN;
        }
        try {
            double t = Double.parseDouble(text);
            if (t >= 0 && Double.isFinite(t)) {
                return t;
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        throw new IllegalArgumentException("cursor must be a time in ms (0 or more), not '" + text + "'");
    }

    private static Grouping grouping(String name) {
        return switch (name) {
            case "none" -> Grouping.NONE;
            case "stage" -> Grouping.STAGE;
            case "replica" -> Grouping.REPLICA;
            case "pair" -> Grouping.POD_PAIR;
            default -> throw new IllegalArgumentException("group must be none, stage, replica or pair, not '" + name
                    + "'");
        };
    }

    private static TaskDag workedExample() {
        List<com.lightwire.model.Diagnostic> problems = new java.util.ArrayList<>();
        return TrainingDagGenerator.generate(WorkedExample.job(0), true, problems, SolveMonitor.NONE)
                .orElseThrow(() -> new IllegalStateException(problems.toString())).dag();
    }
}
