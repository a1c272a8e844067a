package com.lightwire.ui.topology;

import javafx.scene.control.Label;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.util.function.IntSupplier;
import java.util.function.Supplier;

/**
 * One side of the side-by-side comparison: the method and wiring, eta, rho, rewired circuits, status and the
 * verifier's verdict, the first diagnostic, and the OCS grid on a canvas.
 */
final class ResultPanel extends VBox {

    private final Supplier<MethodOutcome> outcome;
    private final Label title = new Label();
    private final Label metrics = new Label();
    private final Label note = new Label();
    private final OcsGridDrawing drawing;
    private final ZoomCanvas grid;

    ResultPanel(String idPrefix, Supplier<MethodOutcome> outcome, IntSupplier shownGroup) {
        this.outcome = outcome;
        this.drawing = new OcsGridDrawing(outcome, shownGroup);
        this.grid = new ZoomCanvas(drawing);
        setId(idPrefix + "-panel");
        title.setId(idPrefix + "-title");
        metrics.setId(idPrefix + "-metrics");
        note.setId(idPrefix + "-note");
        grid.canvas().setId(idPrefix + "-grid");
        title.getStyleClass().add("result-title");
        metrics.getStyleClass().add("result-metrics");
        note.setWrapText(true);
        note.setMaxHeight(40);
        VBox.setVgrow(grid, Priority.ALWAYS);
        getChildren().addAll(title, metrics, note, grid);
        getStyleClass().add("result-panel");
    }

    ZoomCanvas grid() {
        return grid;
    }

    OcsGridDrawing drawing() {
        return drawing;
    }

    /** Re-reads the outcome; the grid refits when a new outcome arrives. */
    void refresh(boolean newOutcome, String placeholder) {
        MethodOutcome o = outcome.get();
        title.setText(o == null ? placeholder : o.title());
        metrics.setText(o == null ? "not realized" : o.metricsLine());
        note.setText(o == null ? "" : noteFor(o));
        if (newOutcome) {
            grid.fit();
        } else {
            grid.redraw();
        }
    }

    private static String noteFor(MethodOutcome o) {
        var m = o.result().metrics();
        String fresh = o.againstCurrent() ? "" : "No configuration of this wiring is installed: every circuit is new. ";
        if (m != null && m.unrealizedLinks() > 0) {
            return m.unrealizedLinks() + " demanded links cannot be realized (red frames in the matrix). " + fresh;
        }
        return fresh + o.firstDiagnostic();
    }
}
