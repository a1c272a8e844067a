package com.lightwire.ui.dag;

import com.lightwire.core.dag.DagReport;
import com.lightwire.figure.Palette;
import com.lightwire.model.dag.TaskDag;
import com.lightwire.ui.common.ZoomableCanvas;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;

import java.util.List;
import java.util.function.DoubleSupplier;
import java.util.function.Supplier;

/**
 * The "Rates" tab: rate versus capacity on one directed pod pair over time ({@link RateModel}), the pair picked in
 * a list of the pairs that carry tasks.
 */
final class RatesPane extends BorderPane {

    private final TrainingDagViewModel model;
    private final Supplier<Palette> palette;
    private final DoubleSupplier cursor;
    private final ZoomableCanvas canvas = new ZoomableCanvas();
    private final ComboBox<String> pair = new ComboBox<>();
    private List<int[]> pairs = List.of();
    private boolean updating;

    RatesPane(TrainingDagViewModel model, Supplier<Palette> palette, DoubleSupplier cursor) {
        this.model = model;
        this.palette = palette;
        this.cursor = cursor;
        canvas.setId("dag-rates");
        pair.setId("dag-rates-pair");
        pair.valueProperty().addListener((obs, old, now) -> {
            int at = pair.getItems().indexOf(now);
            if (!updating && at >= 0) {
                model.rates().choose(pairs.get(at)[0], pairs.get(at)[1]);
            }
        });
        HBox bar = new HBox(8, new Label("Pod pair"), pair, new Label(
                "Run DELTA-Joint to compare its rates with fair sharing."));
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(4, 8, 4, 8));
        setTop(bar);
        setCenter(canvas);
        model.rates().changes().addListener((obs, old, now) -> redraw(false));
    }

    void redraw(boolean fit) {
        DagReport r = model.reportProperty().get();
        TaskDag dag = model.dagProperty().get();
        if (r == null || dag == null) {
            return;
        }
        updating = true;
        try {
            pairs = RateModel.pairs(dag);
            List<String> names = pairs.stream().map(p -> dag.pods().get(p[0]).name() + " \u2192 "
                    + dag.pods().get(p[1]).name()).toList();
            if (!pair.getItems().equals(names)) {
                pair.getItems().setAll(names);
            }
            int[] chosen = model.rates().pair(dag, r);
            for (int i = 0; i < pairs.size(); i++) {
                if (pairs.get(i)[0] == chosen[0] && pairs.get(i)[1] == chosen[1]) {
                    pair.getSelectionModel().select(i);
                }
            }
        } finally {
            updating = false;
        }
        canvas.show(model.rates().figure(dag, r, palette.get(), cursor.getAsDouble()));
        if (fit) {
            canvas.fit();
        }
    }

    ZoomableCanvas canvas() {
        return canvas;
    }
}
