package com.lightwire.ui.dag;

import com.lightwire.core.dag.DagReport;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.dag.DagGantt;
import com.lightwire.figure.dag.DagGraph;
import com.lightwire.figure.dag.DagSheet;
import com.lightwire.figure.dag.GanttData;
import com.lightwire.figure.dag.GraphData;
import com.lightwire.figure.dag.Grouping;
import com.lightwire.model.dag.DagTask;
import com.lightwire.model.dag.TaskDag;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.DoubleSupplier;
import java.util.function.IntPredicate;
import java.util.function.Supplier;

/**
 * What the DAG canvas and the Gantt share: the grouping and expanded groups, the filter (a stage, a directed pod
 * pair, or all), the selected task (its DAG index, -1 for none) and the layouts, cached per report and filter so
 * hovering and clicking do no solver work.
 */
final class DagCanvases {

    /** The filter choice meaning "every stage" or "every pair". */
    static final String ALL = "All";

    private final Supplier<TaskDag> dag;
    private final Supplier<DagReport> report;
    private final Supplier<String> title;
    private final DoubleSupplier cursor;
    private final ObjectProperty<Grouping> grouping = new SimpleObjectProperty<>(Grouping.NONE);
    private final ObjectProperty<String> stage = new SimpleObjectProperty<>(ALL);
    private final ObjectProperty<String> pair = new SimpleObjectProperty<>(ALL);
    private final IntegerProperty selected = new SimpleIntegerProperty(-1);
    private final Set<String> expanded = new TreeSet<>();
    private DagReport graphFor;
    private GraphData graphCache;
    private DagReport ganttFor;
    private GanttData ganttCache;

    DagCanvases(Supplier<TaskDag> dag, Supplier<DagReport> report, Supplier<String> title, DoubleSupplier cursor) {
        this.dag = dag;
        this.report = report;
        this.title = title;
        this.cursor = cursor;
        grouping.addListener((obs, old, now) -> {
            expanded.clear();
            graphFor = null;
        });
        stage.addListener(o -> dropLayouts());
        pair.addListener(o -> dropLayouts());
    }

    private void dropLayouts() {
        graphFor = null;
        ganttFor = null;
    }

    /** A new DAG: no selection, no filter, nothing expanded; stages collapsed above {@code collapseOver} tasks. */
    void reset(TaskDag shown, int collapseOver) {
        selected.set(-1);
        stage.set(ALL);
        pair.set(ALL);
        expanded.clear();
        dropLayouts();
        grouping.set(shown != null && shown.tasks().size() > collapseOver ? Grouping.STAGE : Grouping.NONE);
    }

    ObjectProperty<Grouping> groupingProperty() {
        return grouping;
    }

    ObjectProperty<String> stageFilterProperty() {
        return stage;
    }

    ObjectProperty<String> pairFilterProperty() {
        return pair;
    }

    IntegerProperty selectedProperty() {
        return selected;
    }

    /** The filter choices: {@link #ALL} and each stage the generator's ids name ("stage s1", ...), in stage order. */
    static List<String> stages(TaskDag d) {
        Set<Integer> found = new TreeSet<>();
        if (d != null) {
            for (DagTask t : d.tasks()) {
                String key = Grouping.STAGE.key(d, t);
                if (key != null) {
                    found.add(Integer.parseInt(key.substring("stage s".length())));
                }
            }
        }
        List<String> out = new ArrayList<>(List.of(ALL));
        found.forEach(s -> out.add("stage s" + s));
        return out;
    }

    /** The filter choices: {@link #ALL} and each directed pod pair carrying a task ("P0 -> P1"), in pair order. */
    static List<String> pairs(TaskDag d) {
        List<String> out = new ArrayList<>(List.of(ALL));
        if (d != null) {
            for (int[] p : RateModel.pairs(d)) {
                out.add(Grouping.POD_PAIR.key(d, d.tasks().stream().filter(t -> t.src() == p[0] && t.dst() == p[1])
                        .findFirst().orElseThrow()));
            }
        }
        return out;
    }

    /** Whether task {@code t} passes the filter. */
    IntPredicate shown() {
        TaskDag d = dag.get();
        String s = stage.get();
        String p = pair.get();
        return t -> (s == null || s.equals(ALL) || s.equals(Grouping.STAGE.key(d, d.tasks().get(t))))
                && (p == null || p.equals(ALL) || p.equals(Grouping.POD_PAIR.key(d, d.tasks().get(t))));
    }

    /** Expands the collapsed group at box {@code box}, or collapses the group of the task there. */
    boolean toggle(int box) {
        GraphData g = graphData();
        if (g == null || box < 0) {
            return false;
        }
        GraphData.Node n = g.nodes().get(box);
        boolean changed = n.collapsed() ? expanded.add(n.group()) : n.group() != null && expanded.remove(n.group());
        if (changed) {
            graphFor = null;
        }
        return changed;
    }

    GraphData graphData() {
        DagReport r = report.get();
        if (r != null && r != graphFor) {
            graphFor = r;
            graphCache = GraphData.of(dag.get(), r.solution(), r.timing(), grouping.get(), expanded, shown());
        }
        return r == null ? null : graphCache;
    }

    Figure graph(Palette palette, int hovered) {
        GraphData g = graphData();
        return g == null ? null : new DagGraph(g, palette, hovered, cursor.getAsDouble(), selected.get());
    }

    Figure graphSheet(Palette palette) {
        DagReport r = report.get();
        return r == null ? null : DagSheet.graph(title.get(), dag.get(), r, graphData(), palette,
                cursor.getAsDouble());
    }

    GanttData ganttData() {
        DagReport r = report.get();
        if (r != null && r != ganttFor) {
            ganttFor = r;
            ganttCache = GanttData.of(dag.get(), r.solution(), r.timing(), shown());
        }
        return r == null ? null : ganttCache;
    }

    /** The Gantt sheet (filtered, the selected task marked), or null. */
    Sheet gantt(Palette palette) {
        DagReport r = report.get();
        return r == null ? null : DagSheet.gantt(title.get(), dag.get(), r, ganttData(), palette,
                cursor.getAsDouble(), selected.get());
    }

    /** The DAG index of the task whose Gantt bar holds world point (x, y) of the Gantt sheet, or -1. */
    int ganttPick(double x, double y) {
        Sheet sheet = gantt(Palette.LIGHT);
        if (sheet == null) {
            return -1;
        }
        double[] at = sheet.toBody(0, x, y);
        return new DagGantt(ganttData(), Palette.LIGHT).pick(at[0], at[1]);
    }
}
