package com.lightwire.ui.dag;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Palette;
import com.lightwire.figure.dag.AllocationHeatMap;
import com.lightwire.figure.dag.HeatMapData;
import com.lightwire.model.dag.Allocation;
import com.lightwire.model.dag.TaskDag;
import com.lightwire.ui.common.ZoomableCanvas;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;

import java.util.function.Supplier;

/**
 * The "Topology x" tab: the allocation heat map ({@link AllocationHeatMap}) of the shown report; click a cell to
 * select it, then set its circuits with the spinner (each change one undoable edit; the DAG is re-simulated in the
 * background and makespan and NCT update in the table and status line).
 */
final class HeatMapPane extends BorderPane {

    private final TrainingDagViewModel model;
    private final Supplier<Palette> palette;
    private final ZoomableCanvas canvas = new ZoomableCanvas();
    private final Label cell = new Label("Click a cell to edit its circuits.");
    private final Spinner<Integer> count = new Spinner<>(0, 0, 0);
    private boolean updating;

    HeatMapPane(TrainingDagViewModel model, Supplier<Palette> palette) {
        this.model = model;
        this.palette = palette;
        canvas.setId("dag-heatmap");
        cell.setId("dag-heatmap-cell");
        count.setId("dag-heatmap-count");
        count.setEditable(true);
        count.setPrefWidth(90);
        count.setDisable(true);
        count.valueProperty().addListener((obs, old, now) -> {
            if (!updating && now != null) {
                model.setCircuits(now);
            }
        });
        canvas.setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.isStillSincePress()) {
                click(canvas.viewport().toWorldX(e.getX()), canvas.viewport().toWorldY(e.getY()));
            }
        });
        javafx.scene.control.Button use = new javafx.scene.control.Button("Use as logical topology");
        use.setId("dag-use-topology");
        use.setOnAction(e -> model.useAsTopology());
        HBox editor = new HBox(8, use, new Label("Circuits"), count, cell);
        editor.setAlignment(Pos.CENTER_LEFT);
        editor.setPadding(new Insets(4, 8, 4, 8));
        setCenter(canvas);
        setBottom(editor);
        model.heatMap().changes().addListener((obs, old, now) -> redraw(false));
    }

    /** Selects the cell at world point (x, y), or clears the selection off the cells. */
    void click(double x, double y) {
        HeatMapData data = data();
        if (data == null) {
            return;
        }
        int[] at = data.pick(x, y);
        model.heatMap().select(at == null ? -1 : at[0], at == null ? -1 : at[1]);
    }

    private HeatMapData data() {
        Allocation x = model.allocation();
        TaskDag dag = model.dagProperty().get();
        return x == null || dag == null ? null : model.heatMap().data(dag, x);
    }

    /** Repaints the heat map (fitting it when asked) and the editor for the selected cell. */
    void redraw(boolean fit) {
        HeatMapData data = data();
        if (data == null) {
            cell.setText("Optimise or simulate to see the allocation.");
            count.setDisable(true);
            return;
        }
        canvas.show(new AllocationHeatMap(data, palette.get()));
        if (fit) {
            canvas.fit();
        }
        int[] sel = model.heatMap().selected();
        int[] range = model.heatMap().range(model.dagProperty().get(), model.allocation());
        updating = true;
        try {
            if (sel == null || range == null) {
                count.setDisable(true);
                cell.setText("Click a cell to edit its circuits (" + data.size() + " pods).");
                return;
            }
            count.setDisable(false);
            count.setValueFactory(new SpinnerValueFactory.IntegerSpinnerValueFactory(range[0], range[1],
                    data.x()[sel[0]][sel[1]]));
            cell.setText(data.describe(sel[0], sel[1]) + "; allowed " + range[0] + "\u2013" + range[1]);
        } finally {
            updating = false;
        }
    }

    ZoomableCanvas canvas() {
        return canvas;
    }

    /** The heat map as it is drawn now, or null. */
    Figure figure() {
        HeatMapData data = data();
        return data == null ? null : new AllocationHeatMap(data, palette.get());
    }
}
