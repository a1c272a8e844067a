package com.lightwire.ui.dag;

import com.lightwire.core.dag.DagMethod;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Palette;
import com.lightwire.figure.dag.DagSheet;
import com.lightwire.figure.dag.Grouping;
import com.lightwire.io.JobFiles;
import com.lightwire.io.LightwireFileException;
import com.lightwire.io.TaskDagFiles;
import com.lightwire.ui.common.Animated;
import com.lightwire.ui.common.FileChoice;
import com.lightwire.ui.common.ImageExportable;
import com.lightwire.ui.common.LegendBar;
import com.lightwire.ui.common.View;
import com.lightwire.ui.common.ViewContext;
import com.lightwire.ui.common.Zoomable;
import com.lightwire.ui.common.ZoomableCanvas;
import javafx.collections.FXCollections;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import javafx.geometry.Orientation;

import java.nio.file.Path;

/**
 * The Training DAG tab (PRODUCT.md view 5): open a training job (its DAG is built in the background) or a task DAG,
 * pick a method and optimise (progress and Cancel in the status bar), see the task DAG canvas (critical path, slack
 * shading, hover read-out of a task's start, end, total and free slack), the Gantt per pod pair with the critical
 * path, and the methods run so far. The canvas draws {@link com.lightwire.figure.dag.DagSheet}, the same figure that
 * File > Export View and {@code ./lightwire render --view dag} write.
 */
public final class TrainingDagView extends BorderPane implements View, Zoomable, ImageExportable, Animated {

    private final ViewContext context;
    private final TrainingDagViewModel model;
    private final ZoomableCanvas canvas = new ZoomableCanvas();
    private final ZoomableCanvas graph = new ZoomableCanvas();
    private final ZoomableCanvas solver = new ZoomableCanvas();
    private final Label hover = new Label();
    private final LegendBar graphLegend = new LegendBar();
    private final TabPane canvases = new TabPane();
    private final HeatMapPane heatMap;
    private final RatesPane rates;
    private int hovered = -1;
    private final Label status = new Label();
    private Palette palette = Palette.LIGHT;

    public TrainingDagView(ViewContext context) {
        this.context = context;
        this.model = new TrainingDagViewModel(context.runner(), context.session());
        this.heatMap = new HeatMapPane(model, () -> palette);
        this.rates = new RatesPane(model, () -> palette, model::cursor);
        setId("training-dag-view");
        ComboBox<DagMethod> method = new ComboBox<>(FXCollections.observableArrayList(DagMethod.values()));
        method.setId("dag-method");
        method.valueProperty().bindBidirectional(model.methodProperty());
        method.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(DagMethod m) {
                return m == null ? "" : m.title();
            }

            @Override
            public DagMethod fromString(String s) {
                return null;
            }
        });
        Button openJob = button("dag-open-job", "Open job\u2026", this::openJob);
        Button openDag = button("dag-open-dag", "Open DAG\u2026", this::openDag);
        javafx.scene.control.ToggleButton jobForm = new javafx.scene.control.ToggleButton("Job form");
        jobForm.setId("dag-job-toggle");
        jobForm.setTooltip(new javafx.scene.control.Tooltip("Create or edit a training job and build its DAG"));
        JobFormPane formPane = new JobFormPane(model);
        jobForm.selectedProperty().addListener((obs, old, now) -> {
            setLeft(now ? formPane : null);
            applyCss();
            layout();
            fit();
        });
        Button run = button("dag-optimize", "Optimize", model::optimize);
        javafx.scene.control.MenuButton export = new javafx.scene.control.MenuButton("Export CSV");
        export.setId("dag-export-csv");
        for (DagCsv.Table table : DagCsv.Table.values()) {
            javafx.scene.control.MenuItem item = new javafx.scene.control.MenuItem(
                    Character.toUpperCase(table.title().charAt(0)) + table.title().substring(1) + "\u2026");
            item.setId("dag-export-" + table.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
            item.setOnAction(e -> exportCsv(table));
            export.getItems().add(item);
        }
        setTop(new ToolBar(jobForm, openJob, openDag, new Label("Method"), method, run, export));
        Node runs = ComparisonTable.of(model.comparison());
        SplitPane split = new SplitPane(buildCanvases(), runs);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.78);
        setCenter(split);
        status.setId("dag-status");
        status.textProperty().bind(model.statusProperty());
        setBottom(new javafx.scene.layout.VBox(new EventStepperBar(model, this::redrawCursor), status));
        model.reportProperty().addListener((obs, old, now) -> redraw(true));
        shareSelection();
        context.observeTheme(theme -> {
            palette = Palette.of(theme.isDark());
            graphLegend.setEntries(DagSheet.graphLegend(palette, true));
            redraw(false);
        });
    }

    private void redrawCursor() {
        showGraph(false);
        showGantt(false);
        rates.redraw(false);
    }

    private Node buildCanvases() {
        graph.setId("dag-graph");
        graph.setFitFraming(whole -> {
            var g = model.graphData();
            return g == null ? whole : g.readableFrame(whole);
        });
        canvas.setId("dag-gantt");
        canvas.setFitFraming(whole -> {
            Figure f = canvas.figure();
            return f == null ? whole : DagGanttFraming.readable(whole, f.size().width());
        });
        hover.setId("dag-hover");
        graph.setOnMouseMoved(e -> {
            double x = graph.viewport().toWorldX(e.getX());
            double y = graph.viewport().toWorldY(e.getY());
            int t = model.pick(x, y);
            hover.setText(model.hoverText(x, y));
            if (t != hovered) {
                hovered = t;
                showGraph(false);
            }
        });
        ComboBox<Grouping> group = new ComboBox<>(FXCollections.observableArrayList(Grouping.values()));
        group.setId("dag-grouping");
        group.valueProperty().bindBidirectional(model.groupingProperty());
        group.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(Grouping g) {
                return g == null ? "" : g.title();
            }

            @Override
            public Grouping fromString(String s) {
                return null;
            }
        });
        model.groupingProperty().addListener((obs, old, now) -> showGraph(true));
        graph.setOnMouseClicked(e -> {
            if (e.isStillSincePress()) {
                clickGraph(model.pick(graph.viewport().toWorldX(e.getX()), graph.viewport().toWorldY(e.getY())),
                        e.getClickCount());
            }
        });
        canvas.setOnMouseClicked(e -> {
            if (e.isStillSincePress()) {
                model.selectedTaskProperty().set(model.ganttPick(canvas.viewport().toWorldX(e.getX()),
                        canvas.viewport().toWorldY(e.getY())));
            }
        });
        ToolBar groupBar = new ToolBar(new Label("Show"), group, new Label("click a group to expand it, a task to "
                + "select it; double-click a task to collapse its group"));
        graphLegend.setId("dag-legend");
        graphLegend.setEntries(DagSheet.graphLegend(palette, true));
        Tab dagTab = new Tab("DAG", new BorderPane(graph, groupBar, null, new VBox(graphLegend, hover), null));
        Tab ganttTab = new Tab("Gantt", canvas);
        Tab heatTab = new Tab("Topology x", heatMap);
        Tab ratesTab = new Tab("Rates", rates);
        ratesTab.setId("dag-tab-rates");
        solver.setId("dag-solver");
        Tab solverTab = new Tab("Solver", solver);
        solverTab.setId("dag-tab-solver");
        dagTab.setId("dag-tab-graph");
        ganttTab.setId("dag-tab-gantt");
        heatTab.setId("dag-tab-heatmap");
        canvases.getTabs().addAll(dagTab, ganttTab, heatTab, ratesTab, solverTab);
        canvases.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        return new BorderPane(canvases, new DagFilterBar(model, () -> {
            hovered = -1;
            showGraph(true);
            showGantt(true);
        }), null, null, null);
    }

    /** A click on box {@code box} of the DAG canvas: expand a group, select a task, collapse on double-click. */
    private void clickGraph(int box, int clicks) {
        var node = box < 0 ? null : model.graphData().nodes().get(box);
        if (node != null && (node.collapsed() || clicks == 2) && model.toggle(box)) {
            hovered = -1;
            showGraph(false);
        } else if (clicks == 1) {
            model.selectedTaskProperty().set(node == null ? -1 : node.task());
        }
    }

    /** Keeps the window's selection and the canvases' selected task the same, both ways. */
    private void shareSelection() {
        model.selectedTaskProperty().addListener((obs, old, now) -> {
            showGraph(false);
            showGantt(false);
            var d = model.dagProperty().get();
            int t = now.intValue();
            if (d != null && t >= 0 && t < d.tasks().size()) {
                context.selection().select(com.lightwire.model.dag.DagTaskRef.of(model.studyName(),
                        d.tasks().get(t).id()));
            }
        });
        context.selection().selectedProperty().addListener((obs, old, now) -> {
            if (now instanceof com.lightwire.model.dag.DagTaskRef ref
                    && ref.study().name().equals(model.studyName())) {
                model.selectedTaskProperty().set(model.taskIndex(ref.task()));
            }
        });
        context.inspectors().add(new DagTaskInspector(model));
    }

    private void showGantt(boolean fit) {
        Figure f = model.figure(palette);
        if (f != null) {
            canvas.show(f);
            if (fit) {
                canvas.fit();
            }
        }
    }

    private void showGraph(boolean fit) {
        Figure g = model.graph(palette, hovered);
        if (g != null) {
            graph.show(g);
            if (fit) {
                graph.fit();
            }
        }
    }

    private static Button button(String id, String text, Runnable action) {
        Button b = new Button(text);
        b.setId(id);
        b.setOnAction(e -> action.run());
        return b;
    }

    private void redraw(boolean fit) {
        hovered = -1;
        hover.setText("");
        showGraph(fit);
        showGantt(fit);
        heatMap.redraw(fit);
        rates.redraw(fit);
        Figure s = model.solverSheet(palette);
        if (s != null) {
            solver.show(s);
            if (fit) {
                solver.fit();
            }
        }
    }

    private void exportCsv(DagCsv.Table table) {
        context.dialogs().chooseSave(FileChoice.of("Export " + table.title(), "CSV (*.csv)", "*.csv")).ifPresent(file -> {
            String why = model.exportCsv(file, table);
            if (why != null) {
                context.dialogs().error("Cannot export", why, "");
            }
        });
    }

    private void openJob() {
        context.dialogs().chooseOpen(FileChoice.of("Open training job", "Training job (*.json)", "*.json"))
                .ifPresent(file -> read(file, true));
    }

    private void openDag() {
        context.dialogs().chooseOpen(FileChoice.of("Open task DAG", "Task DAG (*.json)", "*.json"))
                .ifPresent(file -> read(file, false));
    }

    /** Reads a job (built in the background) or a DAG; a bad file is one error dialog. */
    public void read(Path file, boolean job) {
        try {
            String title = file.getFileName().toString();
            if (job) {
                model.build(JobFiles.read(file), title);
            } else {
                model.load(TaskDagFiles.read(file), title);
            }
        } catch (LightwireFileException e) {
            context.dialogs().error("Cannot open " + file.getFileName(), e.getMessage(), "");
        }
    }

    /** The window's shared selection, for tests. */
    public com.lightwire.model.ElementRef selectionForTest() {
        return context.selection().get();
    }

    /** The view-model behind the tab. */
    public TrainingDagViewModel model() {
        return model;
    }

    @Override
    public Node node() {
        return this;
    }

    @Override
    public void zoom(double factor) {
        shown().zoom(factor);
    }

    @Override
    public void fit() {
        shown().fit();
    }

    private ZoomableCanvas shown() {
        return switch (canvases.getSelectionModel().getSelectedIndex()) {
            case 0 -> graph;
            case 2 -> heatMap.canvas();
            case 3 -> rates.canvas();
            case 4 -> solver;
            default -> canvas;
        };
    }

    /** The shown canvas's titled sheet: the DAG canvas, the Gantt or the heat map. */
    @Override
    public Figure figure() {
        ZoomableCanvas c = shown();
        Figure f = c == graph ? model.graphSheet(palette) : c == canvas ? model.figure(palette)
                : c == rates.canvas() ? model.ratesSheet(palette) : c == solver ? model.solverSheet(palette)
                : model.heatMapSheet(palette);
        return f != null ? f : c.figure();
    }

    /** On the DAG tab, the critical path traced task by task ({@link CriticalPathTrace}). */
    @Override
    public java.util.Optional<Animation> animation() {
        return canvases.getSelectionModel().getSelectedIndex() == 0
                ? CriticalPathTrace.of(model.graphData(), palette, model.cursor()) : java.util.Optional.empty();
    }

    /** The tab pane of canvases (DAG, Gantt, Topology x...). */
    TabPane canvases() {
        return canvases;
    }
}
