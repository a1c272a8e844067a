package com.lightwire.ui.dag;

import com.lightwire.core.dag.DagIndex;
import com.lightwire.core.dag.DagMethod;
import com.lightwire.core.dag.DagOptimizer;
import com.lightwire.core.dag.DagOptions;
import com.lightwire.core.dag.DagReport;
import com.lightwire.core.dag.DagSolution;
import com.lightwire.core.dag.TaskDagValidator;
import com.lightwire.core.dag.TrainingDagGenerator;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.task.TaskKind;
import com.lightwire.core.task.TaskRequest;
import com.lightwire.core.task.TaskRunner;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Palette;
import com.lightwire.figure.dag.DagGraph;
import com.lightwire.figure.dag.DagSheet;
import com.lightwire.figure.dag.GraphData;
import com.lightwire.io.AtomicFiles;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.dag.TaskDag;
import com.lightwire.model.dag.TrainingJob;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The Training DAG view's state without the toolkit: the loaded DAG and its name, the chosen method, the latest
 * report and the comparison rows; building from a job and optimising run on the task runner (lanes
 * {@value #BUILD} and {@value #OPTIMIZE}, compute), so they show progress and Cancel in the status bar and a newer
 * request replaces an older one.
 */
public final class TrainingDagViewModel {

    static final String BUILD = "dag.build";
    static final String OPTIMIZE = "dag.optimize";

    private final TaskRunner runner;
    private final ReadOnlyObjectWrapper<TaskDag> dag = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<DagReport> report = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("Open a training job or a task DAG.");
    private final ObjectProperty<DagMethod> method = new SimpleObjectProperty<>(DagMethod.FAST);
    private final ObservableList<DagComparison.Row> comparison = FXCollections.observableArrayList();
    private String name = "";
    private DagReport graphFor;
    private GraphData graphCache;

    public TrainingDagViewModel(TaskRunner runner) {
        this.runner = runner;
    }

    public ReadOnlyObjectProperty<TaskDag> dagProperty() {
        return dag.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<DagReport> reportProperty() {
        return report.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public ObjectProperty<DagMethod> methodProperty() {
        return method;
    }

    /** One row per method run on the current DAG (a rerun replaces its row): status, makespan, NCT, ports, time. */
    public ObservableList<DagComparison.Row> comparison() {
        return comparison;
    }

    /** Shows {@code loaded} (named {@code title}) and runs the chosen method on it; a DAG that fails is refused. */
    public void load(TaskDag loaded, String title) {
        List<Diagnostic> problems = TaskDagValidator.validate(loaded);
        if (!problems.isEmpty()) {
            status.set(title + ": " + problems.get(0).message());
            return;
        }
        name = title;
        dag.set(loaded);
        report.set(null);
        comparison.clear();
        status.set(title + ": " + loaded.tasks().size() + " tasks, " + loaded.edges().size() + " edges, "
                + loaded.pods().size() + " pods");
        optimize();
    }

    /** Builds the DAG of {@code job} in the background, then loads it. */
    public void build(TrainingJob job, String title) {
        status.set("Building the DAG of " + title + "...");
        runner.submit(new TaskRequest<>(BUILD, "Build DAG of " + title, TaskKind.COMPUTE, monitor -> {
            List<Diagnostic> problems = new ArrayList<>();
            return TrainingDagGenerator.generate(job, true, problems, monitor).map(g -> (Object) g.dag())
                    .orElseGet(() -> problems.get(0).message());
        }, value -> {
            if (value instanceof TaskDag built) {
                load(built, title);
            } else {
                status.set(title + ": " + value);
            }
        }, e -> status.set("Building failed: " + e.getMessage())));
    }

    /** Runs the chosen method on the current DAG in the background. */
    public void optimize() {
        TaskDag current = dag.get();
        if (current == null) {
            status.set("Open a training job or a task DAG first.");
            return;
        }
        DagMethod m = method.get();
        status.set(m.title() + " running...");
        runner.submit(new TaskRequest<>(OPTIMIZE, m.title() + " on " + name, TaskKind.COMPUTE,
                monitor -> solve(current, m, monitor), r -> accept(current, m, r),
                e -> status.set(m.title() + " failed: " + e.getMessage())));
    }

    private static Object solve(TaskDag current, DagMethod m, SolveMonitor monitor) {
        Outcome<DagSolution> o = DagOptimizer.solve(current, m, DagOptions.defaults().withTimeLimit(60), monitor);
        if (!o.isVerified()) {
            return o.status().label() + (o.diagnostics().isEmpty() ? "" : ": " + o.diagnostics().get(0).message());
        }
        DagIndex ix = DagIndex.of(current);
        return DagReport.of(ix, o.value(), o.status(), DagReport.ideal(ix), o.millis());
    }

    private void accept(TaskDag current, DagMethod m, Object result) {
        if (current != dag.get()) {
            return;
        }
        DagComparison.Row row = result instanceof DagReport r ? DagComparison.Row.of(m.title(), r)
                : DagComparison.Row.failed(m.title(), String.valueOf(result));
        if (result instanceof DagReport r) {
            report.set(r);
        }
        comparison.removeIf(old -> old.method().equals(m.title()));
        comparison.add(row);
        status.set(row.line());
    }

    /** Writes the comparison table as CSV in the background (lane {@value #OPTIMIZE}-export); returns why not, or null. */
    public String exportCsv(Path file) {
        if (comparison.isEmpty()) {
            return "No runs to export: optimise first";
        }
        String text = DagComparison.csv(List.copyOf(comparison));
        runner.submit(new TaskRequest<Path>(OPTIMIZE + "-export:" + file, "Export comparison to " + file.getFileName(),
                TaskKind.SIDE_EFFECT, monitor -> {
                    try {
                        AtomicFiles.writeText(file, out -> out.write(text));
                        return file;
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                }, written -> "Exported the comparison to " + written,
                written -> status.set("Exported the comparison to " + written),
                e -> status.set("Export failed: " + e.getMessage())));
        return null;
    }

    /** The DAG canvas of the latest report with task {@code hovered} (or -1) outlined, or null. */
    public Figure graph(Palette palette, int hovered) {
        GraphData g = graphData();
        return g == null ? null : new DagGraph(g, palette, hovered);
    }

    /** The layout of the DAG canvas for the latest report, or null. */
    public GraphData graphData() {
        DagReport r = report.get();
        if (r != null && r != graphFor) {
            graphFor = r;
            graphCache = GraphData.of(dag.get(), r.solution(), r.timing());
        }
        return r == null ? null : graphCache;
    }

    /** The hover read-out at world point (x, y) of the DAG canvas: the task's timing, or "" off the tasks. */
    public String hoverText(double x, double y) {
        int t = pick(x, y);
        return t < 0 ? "" : graphData().nodes().get(t).describe();
    }

    /** The task index at world point (x, y) of the DAG canvas, or -1. */
    public int pick(double x, double y) {
        GraphData g = graphData();
        return g == null ? -1 : g.pick(x, y);
    }

    /** The titled DAG-canvas sheet (for export) of the latest report, or null. */
    public Figure graphSheet(Palette palette) {
        DagReport r = report.get();
        return r == null ? null : DagSheet.graph("Training DAG: " + name, dag.get(), r, palette);
    }

    /** The figure of the latest report in {@code palette}, or null. */
    public Figure figure(Palette palette) {
        DagReport r = report.get();
        return r == null ? null : DagSheet.of("Training DAG: " + name, dag.get(), r, palette);
    }
}
