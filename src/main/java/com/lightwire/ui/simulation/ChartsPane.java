package com.lightwire.ui.simulation;

import com.lightwire.figure.Layer;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.simulation.BarChart;
import com.lightwire.figure.simulation.ChartKind;
import com.lightwire.figure.simulation.XyChart;
import com.lightwire.model.lumos.ArchitectureRun;
import com.lightwire.model.lumos.SimulationResult;
import com.lightwire.ui.common.LegendBar;
import com.lightwire.ui.common.ZoomableCanvas;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.collections.FXCollections;
import javafx.scene.control.Button;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.TextField;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;

import java.util.List;

/**
 * The Charts tab: a chart chooser (JCT, JRT, JWT and contention CDFs, reallocation, Fig. 7), the architectures shown
 * and the job filter, the chart on a zoomable canvas with hover read-outs, its legend, and CSV export of its data.
 */
final class ChartsPane extends BorderPane {

    private final ChartsModel model;
    private final ZoomableCanvas canvas = new ZoomableCanvas();
    private final LegendBar legend = new LegendBar();
    private final MenuButton architectures = new MenuButton("Architectures");
    private final Label empty = new Label("Press Simulate to draw the CDFs (Fig. 7 needs no simulation).");
    private final Label readout = new Label();
    private boolean hovering;

    ChartsPane(ChartsModel model, ReadOnlyObjectProperty<SimulationResult> result, Runnable exportCsv) {
        this.model = model;
        setId("simulation-charts");
        canvas.setId("simulation-chart-canvas");
        ComboBox<ChartKind> chart = new ComboBox<>(FXCollections.observableArrayList(ChartKind.values()));
        chart.setId("simulation-chart");
        chart.valueProperty().bindBidirectional(model.chartProperty());
        architectures.setId("simulation-chart-architectures");
        architectures.setTooltip(new Tooltip("Architectures drawn (colours stay with each architecture)"));
        TextField jobs = new TextField();
        jobs.setId("simulation-job-filter");
        jobs.setPromptText("jobs: ids or models, e.g. j3, llama");
        jobs.setPrefColumnCount(16);
        jobs.textProperty().bindBidirectional(model.jobFilterProperty());
        Button csv = new Button("Chart CSV\u2026");
        csv.setId("simulation-chart-csv");
        csv.setOnAction(e -> exportCsv.run());
        readout.setId("simulation-chart-readout");
        setTop(new ToolBar(new Label("Chart"), chart, architectures, new Label("Jobs"), jobs, csv));
        empty.getStyleClass().add("placeholder");
        setCenter(new StackPane(canvas, empty));
        setBottom(new javafx.scene.layout.VBox(2, legend, readout));
        canvas.addEventHandler(MouseEvent.MOUSE_MOVED, e -> hover(e.getX(), e.getY()));
        canvas.addEventHandler(MouseEvent.MOUSE_EXITED, e -> hover(-1e9, -1e9));
        model.figureProperty().addListener((obs, old, now) -> redraw());
        result.addListener((obs, old, now) -> architectures(now));
        redraw();
    }

    private void architectures(SimulationResult result) {
        model.hidden().clear();
        architectures.getItems().clear();
        if (result == null) {
            return;
        }
        for (ArchitectureRun run : result.architectures()) {
            CheckMenuItem item = new CheckMenuItem(run.name());
            item.setId("simulation-show-" + run.name());
            item.setSelected(true);
            item.selectedProperty().addListener((obs, old, now) -> {
                if (now) {
                    model.hidden().remove(run.name());
                } else {
                    model.hidden().add(run.name());
                }
            });
            architectures.getItems().add(item);
        }
    }

    private void hover(double x, double y) {
        if (model.figureProperty().get() == null) {
            return;
        }
        hovering = true;
        String text = model.hover(canvas.viewport().toWorldX(x), canvas.viewport().toWorldY(y),
                canvas.viewport().scale());
        hovering = false;
        readout.setText(text == null ? "" : text);
    }

    private void redraw() {
        var figure = model.figureProperty().get();
        empty.setVisible(figure == null);
        if (figure == null) {
            legend.setEntries(List.of());
            canvas.show(new Sheet("", "", List.of(), List.of(), model.paletteProperty().get()));
            return;
        }
        if (hovering) {
            canvas.show(figure, Layer.HOVER);
            return;
        }
        legend.setEntries(figure instanceof XyChart xy ? xy.legend() : ((BarChart) figure).legend());
        canvas.show(figure);
        canvas.fit();
    }

    ZoomableCanvas canvas() {
        return canvas;
    }
}
