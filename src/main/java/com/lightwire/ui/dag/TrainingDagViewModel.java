package com.lightwire.ui.dag;

import com.lightwire.core.dag.DagMethod;
import com.lightwire.core.dag.DagReport;
import com.lightwire.core.dag.TaskDagValidator;
import com.lightwire.core.task.TaskKind;
import com.lightwire.core.task.TaskRequest;
import com.lightwire.core.task.TaskRunner;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Palette;
import com.lightwire.figure.dag.DagSheet;
import com.lightwire.figure.dag.EventSteps;
import com.lightwire.figure.dag.GraphData;
import com.lightwire.figure.dag.Grouping;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.Project;
import com.lightwire.model.Study;
import com.lightwire.model.dag.Allocation;
import com.lightwire.model.dag.TrainingDagStudy;
import com.lightwire.ui.session.Session;
import com.lightwire.model.dag.TaskDag;
import com.lightwire.model.dag.TrainingJob;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * The Training DAG view's state without the toolkit. It follows the project's {@value TrainingDagStudy#KIND} study
 * (opening a DAG or building one from a job is one undoable edit storing it): the DAG and its name, the chosen method,
 * the shown report and the comparison rows. Building, optimising and re-simulating a hand-edited allocation run on
 * the task runner (lanes {@value #BUILD}, {@value #OPTIMIZE}, {@value #SIMULATE}; compute), so they show progress and
 * Cancel in the status bar and a newer request replaces an older one of its lane. The heat map's cell edits write
 * the study's {@value TrainingDagStudy#EDITED} allocation, which is simulated as soon as it changes (also on undo).
 */
public final class TrainingDagViewModel {

    static final String BUILD = DagBuild.LANE;
    static final String OPTIMIZE = "dag.optimize";
    static final String SIMULATE = "dag.simulate";
    static final String EDITED_ROW = "Edited (DES)";
    static final int COLLAPSE_OVER = 200;

    private final TaskRunner runner;
    private final Session session;
    private final HeatMapModel heatMap;
    private final RateModel rates;
    private final DagBuild builder;
    private final JobForm form = new JobForm();
    private final ReadOnlyObjectWrapper<TaskDag> dag = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<DagReport> report = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("Open a training job or a task DAG.");
    private final ObjectProperty<DagMethod> method = new SimpleObjectProperty<>(DagMethod.FAST);
    private final ObservableList<DagComparison.Row> comparison = FXCollections.observableArrayList();
    private String name = "";
    private final EventCursor stepper = new EventCursor(dag::get, report::get);
    private final DagCanvases canvases = new DagCanvases(dag::get, report::get, () -> "Training DAG: " + name,
            stepper::cursor);
    private DagReport optimized;
    private Allocation edited;

    public TrainingDagViewModel(TaskRunner runner, Session session) {
        this.runner = runner;
        this.session = session;
        this.heatMap = new HeatMapModel(runner, session);
        this.rates = new RateModel(runner);
        this.builder = new DagBuild(runner);
        report.addListener((obs, old, now) -> stepper.stepProperty().set(-1));
        canvases.selectedProperty().addListener((obs, old, now) -> choosePair(now.intValue()));
        session.revisionProperty().addListener(o -> follow(session.project()));
        follow(session.project());
    }

    /** The allocation heat map's selection, bound and edits. */
    public HeatMapModel heatMap() {
        return heatMap;
    }

    /** How the DAG canvas collapses tasks (set to stages for DAGs over {@value #COLLAPSE_OVER} tasks on load). */
    public ObjectProperty<Grouping> groupingProperty() {
        return canvases.groupingProperty();
    }

    /**
     * Expands the collapsed group at box {@code box} of the DAG canvas, or collapses the group of the task there;
     * returns whether the layout changed.
     */
    public boolean toggle(int box) {
        return canvases.toggle(box);
    }

    /**
     * The selected task (its DAG index, -1 for none), shared by the DAG canvas, the Gantt and the window's selection;
     * selecting one also picks its pod pair in the heat map and the rate plot.
     */
    public IntegerProperty selectedTaskProperty() {
        return canvases.selectedProperty();
    }

    /** The canvases' shared state (layouts, filter, selection), for tests in this package. */
    DagCanvases canvasesForTest() {
        return canvases;
    }

    /** The DAG index of the task with id {@code id} in the shown DAG, or -1. */
    public int taskIndex(String id) {
        TaskDag d = dag.get();
        for (int t = 0; d != null && t < d.tasks().size(); t++) {
            if (d.tasks().get(t).id().equals(id)) {
                return t;
            }
        }
        return -1;
    }

    private void choosePair(int t) {
        TaskDag d = dag.get();
        if (d != null && t >= 0 && t < d.tasks().size()) {
            heatMap.select(d.tasks().get(t).src(), d.tasks().get(t).dst());
            rates.choose(d.tasks().get(t).src(), d.tasks().get(t).dst());
        }
    }

    /** The stage shown on the DAG canvas and the Gantt ("stage s3"), or {@value DagCanvases#ALL}. */
    public ObjectProperty<String> stageFilterProperty() {
        return canvases.stageFilterProperty();
    }

    /** The directed pod pair shown on the DAG canvas and the Gantt ("P0 \u2192 P1"), or {@value DagCanvases#ALL}. */
    public ObjectProperty<String> pairFilterProperty() {
        return canvases.pairFilterProperty();
    }

    /** The stage filter's choices for the shown DAG. */
    public List<String> stageChoices() {
        return DagCanvases.stages(dag.get());
    }

    /** The pod-pair filter's choices for the shown DAG. */
    public List<String> pairChoices() {
        return DagCanvases.pairs(dag.get());
    }

    /** The DAG index of the task at world point (x, y) of the Gantt sheet, or -1. */
    public int ganttPick(double x, double y) {
        return canvases.ganttPick(x, y);
    }

    /** The shown schedule's events, one step per event time (start, finish, rate change). */
    public List<EventSteps> events() {
        return stepper.events();
    }

    /** The event step the time cursor stands at, -1 for none. */
    public javafx.beans.property.IntegerProperty stepProperty() {
        return stepper.stepProperty();
    }

    /** Moves the cursor {@code delta} events on (negative: back), within the trace; from none, forward starts at 0. */
    public void stepBy(int delta) {
        stepper.stepBy(delta);
    }

    /** The cursor's time in ms, or NaN without a step. */
    public double cursor() {
        return stepper.cursor();
    }

    /** "Event 3 of 11 at 4 ms: ..." or a hint. */
    public String stepText() {
        return stepper.stepText();
    }

    /** The rate-versus-capacity plot's pair and panels. */
    public RateModel rates() {
        return rates;
    }

    /** The name of the followed training DAG study, or "" before one is opened. */
    public String studyName() {
        return name;
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

    /**
     * Stores {@code loaded} as the project's training DAG study {@code title} (one undoable edit) and so shows it and
     * runs the chosen method on it; a DAG that fails validation is refused.
     */
    public void load(TaskDag loaded, String title) {
        put(null, loaded, title, "Open task DAG " + title);
    }

    private void put(TrainingJob job, TaskDag loaded, String title, String description) {
        List<Diagnostic> problems = TaskDagValidator.validate(loaded);
        if (!problems.isEmpty()) {
            status.set(title + ": " + problems.get(0).message());
            return;
        }
        TrainingDagStudy before = PutTrainingDagEdit.find(session.project(), title);
        List<com.lightwire.model.dag.NamedAllocation> kept = before != null && before.dag().equals(loaded)
                ? before.allocations() : List.of();
        name = title;
        session.perform(new PutTrainingDagEdit(title, new TrainingDagStudy(job, loaded, kept), description));
        follow(session.project());
    }

    /** Shows the study named as the shown one in {@code project}, else its first training DAG study, else nothing. */
    private void follow(Project project) {
        String preferred = name;
        Study found = project.studies().stream().filter(st -> st.kind().equals(TrainingDagStudy.KIND)
                && st.name().equals(preferred)).findFirst().orElseGet(() -> project.studies().stream()
                .filter(st -> st.kind().equals(TrainingDagStudy.KIND)).findFirst().orElse(null));
        if (found == null) {
            if (dag.get() != null) {
                show(null, "");
                status.set("Open a training job or a task DAG.");
            }
            return;
        }
        TrainingDagStudy study = (TrainingDagStudy) found.data();
        Allocation nowEdited = study.allocation(TrainingDagStudy.EDITED).orElse(null);
        if (!found.name().equals(name) || study.dag() != dag.get()) {
            show(study.dag(), found.name());
            if (study.job() != null) {
                form.load(study.job());
            }
            edited = nowEdited;
            status.set(name + ": " + study.dag().tasks().size() + " tasks, " + study.dag().edges().size()
                    + " edges, " + study.dag().pods().size() + " pods");
            optimize(edited == null);
            if (edited != null) {
                simulate(edited);
            }
        } else if (!Objects.equals(nowEdited, edited)) {
            edited = nowEdited;
            if (edited != null) {
                simulate(edited);
            } else {
                comparison.removeIf(row -> row.method().equals(EDITED_ROW));
                report.set(optimized);
            }
        }
    }

    private void show(TaskDag shown, String title) {
        name = title;
        dag.set(shown);
        report.set(null);
        optimized = null;
        edited = null;
        comparison.clear();
        heatMap.reset();
        rates.reset();
        canvases.reset(shown, COLLAPSE_OVER);
    }

    /** Builds the DAG of {@code job} in the background (progress and Cancel), then stores and shows it. */
    public void build(TrainingJob job, String title) {
        status.set("Building the DAG of " + title + "...");
        builder.start(job, title, (j, built) -> put(j, built, title, "Build DAG of " + title), status::set);
    }

    /**
     * Builds the job form's job as the study named after the job (replacing a study of that name, one undoable
     * edit); returns the form's problems, one per line, or null when the build started.
     */
    public String buildFromForm() {
        JobForm.Parsed parsed = form.parse();
        if (!parsed.ok()) {
            String why = String.join("\n", parsed.errors());
            status.set("The job has " + parsed.errors().size() + " problem(s): " + parsed.errors().get(0));
            return why;
        }
        build(parsed.job(), parsed.job().name());
        return null;
    }

    /** The job form, filled from the shown study's job when it has one. */
    public JobForm jobForm() {
        return form;
    }

    /** The running build: whether one runs, and its progress. */
    DagBuild builder() {
        return builder;
    }

    /** Cancels a running build. */
    public void cancelBuild() {
        builder.cancel();
    }

    /** Runs the chosen method on the current DAG in the background and shows its answer. */
    public void optimize() {
        optimize(true);
    }

    private void optimize(boolean showAnswer) {
        TaskDag current = dag.get();
        if (current == null) {
            status.set("Open a training job or a task DAG first.");
            return;
        }
        DagMethod m = method.get();
        status.set(m.title() + " running...");
        runner.submit(new TaskRequest<>(OPTIMIZE, m.title() + " on " + name, TaskKind.COMPUTE,
                monitor -> DagRuns.solve(current, m, monitor), r -> accept(current, m.title(), r, showAnswer),
                e -> status.set(m.title() + " failed: " + e.getMessage())));
    }

    /** Simulates {@code x} on the current DAG in the background (lane {@value #SIMULATE}) and shows it. */
    private void simulate(Allocation x) {
        TaskDag current = dag.get();
        status.set("Simulating the edited allocation...");
        runner.submit(new TaskRequest<>(SIMULATE, "Simulate edited allocation of " + name, TaskKind.COMPUTE,
                monitor -> DagRuns.simulate(current, x, monitor), r -> {
                    if (Objects.equals(x, edited)) {
                        accept(current, EDITED_ROW, r, true);
                    }
                }, e -> status.set("Simulation failed: " + e.getMessage())));
    }

    private void accept(TaskDag current, String method, Object result, boolean showAnswer) {
        if (current != dag.get()) {
            return;
        }
        DagComparison.Row row = result instanceof DagReport r ? DagComparison.Row.of(method, r)
                : DagComparison.Row.failed(method, String.valueOf(result));
        if (result instanceof DagReport r) {
            if (!method.equals(EDITED_ROW)) {
                optimized = r;
            }
            if (showAnswer || report.get() == null) {
                report.set(r);
            }
            heatMap.bound(current, r.solution().schedule().makespan());
            rates.answered(current, r);
        }
        comparison.removeIf(old -> old.method().equals(method));
        comparison.add(row);
        status.set(row.line());
    }

    /** Sets the heat map's selected cell of the shown allocation to {@code count} (one undoable edit); why not, or null. */
    public String setCircuits(int count) {
        DagReport r = report.get();
        if (r == null) {
            return "Optimise or simulate first: there is no allocation to edit";
        }
        String why = heatMap.setCircuits(name, dag.get(), r.solution().allocation(), count);
        if (why != null) {
            status.set(why);
        }
        return why;
    }

    /**
     * Turns the shown allocation into the cluster's per-spine logical topology (allocation pod i = cluster pod i, the
     * core of {@code topology --kind allocation}) and adds it to the project for the Topology view, as one undoable
     * edit; returns why not, or null.
     */
    public String useAsTopology() {
        return UseAsTopology.apply(session, name, report.get(), status::set);
    }

    /** The shown allocation, or null. */
    public Allocation allocation() {
        DagReport r = report.get();
        return r == null ? null : r.solution().allocation();
    }

    /** Writes the comparison table as CSV in the background; returns why not, or null. */
    public String exportCsv(Path file) {
        return exportCsv(file, DagCsv.Table.COMPARISON);
    }

    /** Writes {@code table} (comparison, tasks and slack, heat-map cells) as CSV in the background; why not, or null. */
    String exportCsv(Path file, DagCsv.Table table) {
        DagReport r = report.get();
        if (table == DagCsv.Table.COMPARISON ? comparison.isEmpty() : r == null) {
            return "No runs to export: optimise first";
        }
        String text = switch (table) {
            case COMPARISON -> DagComparison.csv(List.copyOf(comparison));
            case TASKS -> DagCsv.tasks(dag.get(), r);
            case HEAT_MAP -> DagCsv.cells(dag.get(), r.solution().allocation(), heatMap.xbar());
        };
        DagCsv.write(runner, file, text, table, status::set);
        return null;
    }

    /** The DAG canvas of the latest report with task {@code hovered} (or -1) outlined, or null. */
    public Figure graph(Palette palette, int hovered) {
        return canvases.graph(palette, hovered);
    }

    /** The layout of the DAG canvas for the latest report and filter, or null. */
    public GraphData graphData() {
        return canvases.graphData();
    }

    /** The hover read-out at world point (x, y) of the DAG canvas: the task's timing, or "" off the tasks. */
    public String hoverText(double x, double y) {
        int t = pick(x, y);
        return t < 0 ? "" : graphData().nodes().get(t).describe();
    }

    /** The box index at world point (x, y) of the DAG canvas, or -1. */
    public int pick(double x, double y) {
        GraphData g = graphData();
        return g == null ? -1 : g.pick(x, y);
    }

    /** The titled DAG-canvas sheet (for export) of the latest report, or null. */
    public Figure graphSheet(Palette palette) {
        return canvases.graphSheet(palette);
    }

    /** The titled heat-map sheet (for export) of the shown allocation, or null. */
    public Figure heatMapSheet(Palette palette) {
        DagReport r = report.get();
        return r == null ? null : DagSheet.heatMap("Training DAG: " + name, dag.get(), r,
                heatMap.data(dag.get(), r.solution().allocation()), palette);
    }

    /** The titled solver panel of the shown answer, or null. */
    public Figure solverSheet(Palette palette) {
        DagReport r = report.get();
        return r == null ? null : DagSheet.solver("Training DAG: " + name, dag.get(), r, palette);
    }

    /** The titled rate-versus-capacity sheet of the chosen pair, or null. */
    public Figure ratesSheet(Palette palette) {
        DagReport r = report.get();
        return r == null ? null : DagSheet.rates("Training DAG: " + name, rates.panels(dag.get(), r), palette,
                cursor());
    }

    /** The Gantt sheet of the latest report in {@code palette} (filtered, the selected task marked), or null. */
    public Figure figure(Palette palette) {
        return canvases.gantt(palette);
    }
}
