package com.lightwire.figure.dag;

import com.lightwire.core.dag.DagReport;
import com.lightwire.core.dag.DagSolution;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.model.dag.TaskDag;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The Training DAG view's exports: title, the method's figures, the Gantt or the DAG canvas, and a legend. */
public final class DagSheet {

    private DagSheet() {
    }

    /** The sheet of the task DAG canvas: critical path and slack shading. */
    public static Figure graph(String title, TaskDag dag, DagReport r, Palette palette) {
        return graph(title, dag, r, GraphData.of(dag, r.solution(), r.timing()), palette);
    }

    /** The sheet of the DAG canvas as laid out in {@code data} (collapsed groups as they are). */
    public static Figure graph(String title, TaskDag dag, DagReport r, GraphData data, Palette palette) {
        return graph(title, dag, r, data, palette, Double.NaN);
    }

    /** The DAG canvas sheet with the boxes active at {@code cursor} ms (NaN for none) marked. */
    public static Figure graph(String title, TaskDag dag, DagReport r, GraphData data, Palette palette,
                               double cursor) {
        return new Sheet(title, "Task DAG, columns by depth (DELTA)", List.of(new Sheet.Panel("DAG",
                summary(dag, r, GanttData.of(dag, r.solution(), r.timing())), new DagGraph(data, palette, -1, cursor), 1)),
                graphLegend(palette, false), palette);
    }

    /**
     * What the DAG canvas's colours and frames mean (the sheet's legend, and the view's under its canvas); {@code
     * interactive} adds what a click and the pointer mark.
     */
    public static List<Sheet.Entry> graphLegend(Palette palette, boolean interactive) {
        List<Sheet.Entry> legend = new ArrayList<>(List.of(
                new Sheet.Entry(Sheet.Swatch.FRAME, palette.outline(), "double frame: collapsed group \u00d7 tasks"),
                new Sheet.Entry(Sheet.Swatch.FRAME, palette.error(), "critical task / edge"),
                new Sheet.Entry(Sheet.Swatch.FILL, Palette.mix(palette.surface(), palette.ok(), 0.75),
                        "greener = more total slack")));
        if (interactive) {
            legend.add(new Sheet.Entry(Sheet.Swatch.FRAME, palette.highlight(), "selected task"));
            legend.add(new Sheet.Entry(Sheet.Swatch.FRAME, palette.hover(), "task under the pointer"));
        }
        return legend;
    }

    /** The sheet of the Gantt per directed pod pair. */
    public static Figure of(String title, TaskDag dag, DagReport r, Palette palette) {
        return of(title, dag, r, palette, Double.NaN);
    }

    /** The Gantt sheet with a time cursor at {@code cursor} ms (NaN for none). */
    public static Figure of(String title, TaskDag dag, DagReport r, Palette palette, double cursor) {
        return gantt(title, dag, r, GanttData.of(dag, r.solution(), r.timing()), palette, cursor, -1);
    }

    /**
     * The Gantt sheet of {@code data} (perhaps filtered) with a time cursor (NaN for none) and task {@code selected}
     * (its DAG index, -1 for none) marked; the Gantt is the sheet's panel 0.
     */
    public static Sheet gantt(String title, TaskDag dag, DagReport r, GanttData data, Palette palette, double cursor,
                              int selected) {
        List<Sheet.Entry> legend = List.of(
                new Sheet.Entry(Sheet.Swatch.FILL, palette.accent(), "bar: task, darker = rate nearer pair capacity"),
                new Sheet.Entry(Sheet.Swatch.FRAME, palette.error(), "critical task"),
                new Sheet.Entry(Sheet.Swatch.FILL, Palette.mix(palette.band(), palette.ok(), 0.35), "total slack"),
                new Sheet.Entry(Sheet.Swatch.LINE, palette.outline(), "dashed: interval boundary"));
        return new Sheet(title, "Gantt per directed pod pair (DELTA)", List.of(new Sheet.Panel("Schedule",
                summary(dag, r, data), new DagGantt(data, palette, cursor, selected), 1)), legend, palette);
    }

    /** The sheet of the allocation heat map: x per pod pair, Xbar, ports used against U_p and freed ports. */
    public static Figure heatMap(String title, TaskDag dag, DagReport r, HeatMapData data, Palette palette) {
        List<Sheet.Entry> legend = List.of(
                new Sheet.Entry(Sheet.Swatch.FILL, palette.heatHigh(), "stronger colour = more circuits of min(U_a, U_b)"),
                new Sheet.Entry(Sheet.Swatch.FILL, palette.surface(), "\u00b7 = pair without tasks"),
                new Sheet.Entry(Sheet.Swatch.FILL, palette.error(), "used over U_p"),
                new Sheet.Entry(Sheet.Swatch.FILL, palette.ok(), "freed ports"));
        long freed = 0;
        for (int p = 0; p < data.size(); p++) {
            freed += Math.max(0, data.freed(p));
        }
        List<String> lines = List.of(String.format(Locale.ROOT, "%s: %d circuits, %d of %d ports (ratio %.3f), "
                        + "%d freed; makespan %.4f ms, NCT %.3f", method(r), r.solution().allocation().totalCircuits(),
                r.solution().allocation().ports(), dag.totalPorts(), r.portRatio(), freed,
                r.solution().schedule().makespan(), r.nct()), "cell: x_ab and its capacity bound \u2264 Xbar (Alg. 2)");
        return new Sheet(title, "Logical topology x per pod pair (DELTA)", List.of(new Sheet.Panel("Allocation",
                lines, new AllocationHeatMap(data, palette), 1)), legend, palette);
    }

    /** The sheet of the rate-versus-capacity plot of one directed pod pair (Fig. 7). */
    public static Figure rates(String title, List<RateData> panels, Palette palette, double cursor) {
        List<Sheet.Entry> legend = List.of(
                new Sheet.Entry(Sheet.Swatch.FILL, RatePlot.colour(palette, 0), "a task's rate, stacked (MB/ms)"),
                new Sheet.Entry(Sheet.Swatch.LINE, palette.error(), "dashed: the pair's capacity x\u00b7B"));
        List<String> lines = List.of("Fair sharing freezes every flow at its max-min share; DELTA-Joint may slow "
                + "slack-rich tasks so the critical one keeps its rate.");
        return new Sheet(title, "Rate vs capacity per pod pair (DELTA Fig. 7)", List.of(new Sheet.Panel(
                panels.isEmpty() ? "" : panels.get(0).pair(), lines, new RatePlot(panels, palette, cursor), 1)),
                legend, palette);
    }

    /** The solver panel: sizes (tasks, intervals, variables, constraints, gap), the m-by-k windows, the curve. */
    public static Figure solver(String title, TaskDag dag, DagReport r, Palette palette) {
        DagSolution.SolverInfo s = r.solution().solver();
        List<String> lines = new java.util.ArrayList<>(List.of(String.format(Locale.ROOT,
                "%s by %s (%s): %d tasks%s, %d intervals, %s, %d ms", method(r),
                s.name(), r.status().label(), dag.tasks().size(), s.windowTasks().isEmpty() || s.windowTasks().size()
                        == dag.tasks().size() ? "" : " (MILP over " + s.windowTasks().size() + ")", s.intervals(),
                s.variables() == 0 ? "no MILP" : String.format(Locale.ROOT, "%d variables, %d constraints, gap %s",
                        s.variables(), s.constraints(), Double.isNaN(s.gap()) ? "\u2013"
                                : String.format(Locale.ROOT, "%.4f", s.gap())), r.millis())));
        s.notes().stream().limit(4).forEach(lines::add);
        List<Sheet.Entry> legend = List.of(
                new Sheet.Entry(Sheet.Swatch.FILL, palette.accent(), "window cell kept / incumbent makespan"),
                new Sheet.Entry(Sheet.Swatch.FRAME, palette.warning(), "best bound"));
        return new Sheet(title, "Solver: sizes, Alg. 1 windows, progress (DELTA)", List.of(new Sheet.Panel("Solver",
                lines, new SolverFigure(r.solution(), palette), 1)), legend, palette);
    }

    /** The method's title, or "Given allocation (DES)" for a simulated hand edit. */
    public static String method(DagReport r) {
        return r.solution().method() == null ? "Given allocation (DES)" : r.solution().method().title();
    }

    private static List<String> summary(TaskDag dag, DagReport r, GanttData data) {
        String method = method(r);
        List<String> lines = List.of(
                String.format(Locale.ROOT, "%s (%s): makespan %.4f ms, ideal %.4f ms, NCT %.3f", method,
                        r.status().label(), r.solution().schedule().makespan(), r.idealMakespan(), r.nct()),
                String.format(Locale.ROOT, "%d circuits, %d ports of %d (ratio %.3f); %d tasks, %d intervals",
                        r.solution().allocation().totalCircuits(), r.solution().allocation().ports(),
                        dag.totalPorts(), r.portRatio(), dag.tasks().size(), r.solution().schedule().intervals()),
                "critical path: " + String.join(" \u2192 ", data.path()));
        return lines;
    }
}
