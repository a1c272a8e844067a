package com.lightwire.ui.topology;

import com.lightwire.figure.Layer;
import com.lightwire.figure.Palette;
import com.lightwire.figure.topology.MethodOutcome;
import com.lightwire.figure.topology.OcsGridFigure;
import com.lightwire.ui.common.ZoomableCanvas;
import com.lightwire.figure.Size;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.util.List;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

/**
 * One side of the side-by-side comparison: the method and wiring, eta, rho, rewired circuits, status and the
 * verifier's verdict, the first diagnostic, and the OCS grid ({@link OcsGridFigure}) on a zoomable canvas.
 */
final class ResultPanel extends VBox {

    private final Supplier<MethodOutcome> outcome;
    private final IntSupplier shownGroup;
    private final Label title = new Label();
    private final Label metrics = new Label();
    private final Label note = new Label();
    private final ZoomableCanvas grid = new ZoomableCanvas();
    private Palette palette = Palette.LIGHT;
    /** The outcome and spine index the grid shows, so a refresh that changes neither leaves the grid alone. */
    private MethodOutcome paintedOutcome;
    private int paintedGroup = -1;

    ResultPanel(String idPrefix, Supplier<MethodOutcome> outcome, IntSupplier shownGroup) {
        this.outcome = outcome;
        this.shownGroup = shownGroup;
        setId(idPrefix + "-panel");
        title.setId(idPrefix + "-title");
        metrics.setId(idPrefix + "-metrics");
        note.setId(idPrefix + "-note");
        grid.setId(idPrefix + "-grid-area");
        grid.layer(Layer.CONTENT).setId(idPrefix + "-grid");
        grid.setScaleLimits(0.005, 40, 1.5);
        grid.setFitMargin(ResultsPane.GRID_MARGIN);
        grid.setPanButtons(MouseButton.PRIMARY, MouseButton.MIDDLE, MouseButton.SECONDARY);
        title.getStyleClass().add("result-title");
        metrics.getStyleClass().add("result-metrics");
        note.setWrapText(true);
        metrics.setWrapText(true); // side by side the panels are narrow: wrap rather than cut the figures
        for (Label label : List.of(title, metrics, note)) {
            label.setMinHeight(Region.USE_PREF_SIZE);
        }
        VBox.setVgrow(grid, Priority.ALWAYS);
        getChildren().addAll(title, metrics, note, grid);
        getStyleClass().add("result-panel");
    }

    ZoomableCanvas grid() {
        return grid;
    }

    /** The grid's world size (the arrangement of the two panels follows its shape). */
    Size gridSize() {
        return figure().size();
    }

    /** Height of the text above the grid when the panel is {@code width} wide. */
    double headerHeight(double width) {
        double inner = Math.max(1, width - snappedLeftInset() - snappedRightInset());
        return title.prefHeight(inner) + metrics.prefHeight(inner) + note.prefHeight(inner) + snappedTopInset()
                + snappedBottomInset();
    }

    void setPalette(Palette colors) {
        palette = colors;
        grid.show(figure());
    }

    private OcsGridFigure figure() {
        return new OcsGridFigure(outcome.get(), shownGroup.getAsInt(), palette);
    }

    /** Re-reads the outcome; the grid repaints when the outcome or the spine index changed and refits on a new outcome. */
    void refresh(boolean newOutcome, String placeholder) {
        MethodOutcome o = outcome.get();
        title.setText(o == null ? placeholder : o.title());
        metrics.setText(o == null ? "not realized" : o.metricsLine());
        note.setText(o == null ? "" : noteFor(o));
        note.setTooltip(note.getText().isEmpty() ? null : new Tooltip(note.getText()));
        if (o != paintedOutcome || shownGroup.getAsInt() != paintedGroup) {
            paintedOutcome = o;
            paintedGroup = shownGroup.getAsInt();
            grid.show(figure());
        }
        if (newOutcome) {
            grid.fit();
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
