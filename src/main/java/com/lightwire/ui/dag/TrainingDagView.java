package com.lightwire.ui.dag;

import com.lightwire.core.dag.DagMethod;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Palette;
import com.lightwire.io.JobFiles;
import com.lightwire.io.LightwireFileException;
import com.lightwire.io.TaskDagFiles;
import com.lightwire.ui.common.FileChoice;
import com.lightwire.ui.common.ImageExportable;
import com.lightwire.ui.common.View;
import com.lightwire.ui.common.ViewContext;
import com.lightwire.ui.common.Zoomable;
import com.lightwire.ui.common.ZoomableCanvas;
import javafx.collections.FXCollections;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.BorderPane;
import javafx.geometry.Orientation;

import java.nio.file.Path;

/**
 * The Training DAG tab (PRODUCT.md view 5): open a training job (its DAG is built in the background) or a task DAG,
 * pick a method and optimise (progress and Cancel in the status bar), see the Gantt per pod pair with the critical
 * path, and the methods run so far. The canvas draws {@link com.lightwire.figure.dag.DagSheet}, the same figure that
 * File > Export View and {@code ./lightwire render --view dag} write.
 */
public final class TrainingDagView extends BorderPane implements View, Zoomable, ImageExportable {

    private final ViewContext context;
    private final TrainingDagViewModel model;
    private final ZoomableCanvas canvas = new ZoomableCanvas();
    private final Label status = new Label();
    private Palette palette = Palette.LIGHT;

    public TrainingDagView(ViewContext context) {
        this.context = context;
        this.model = new TrainingDagViewModel(context.runner());
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
        Button run = button("dag-optimize", "Optimize", model::optimize);
        setTop(new ToolBar(openJob, openDag, new Label("Method"), method, run));
        ListView<String> runs = new ListView<>(model.comparison());
        runs.setId("dag-comparison");
        runs.setStyle("-fx-font-family: monospace;");
        SplitPane split = new SplitPane(canvas, runs);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.78);
        setCenter(split);
        status.setId("dag-status");
        status.textProperty().bind(model.statusProperty());
        setBottom(status);
        model.reportProperty().addListener((obs, old, now) -> redraw(true));
        context.observeTheme(theme -> {
            palette = Palette.of(theme.isDark());
            redraw(false);
        });
    }

    private static Button button(String id, String text, Runnable action) {
        Button b = new Button(text);
        b.setId(id);
        b.setOnAction(e -> action.run());
        return b;
    }

    private void redraw(boolean fit) {
        Figure f = model.figure(palette);
        if (f != null) {
            canvas.show(f);
            if (fit) {
                canvas.fit();
            }
        }
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

    TrainingDagViewModel model() {
        return model;
    }

    @Override
    public Node node() {
        return this;
    }

    @Override
    public void zoom(double factor) {
        canvas.zoom(factor);
    }

    @Override
    public void fit() {
        canvas.fit();
    }

    @Override
    public Figure figure() {
        Figure f = model.figure(palette);
        return f != null ? f : canvas.figure();
    }
}
