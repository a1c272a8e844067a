package com.lightwire.ui.hbd;

import com.lightwire.figure.Layer;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.hbd.CurveSeries;
import com.lightwire.figure.hbd.WasteCurveFigure;
import com.lightwire.ui.common.DialogService;
import com.lightwire.ui.common.FileChoice;
import com.lightwire.ui.common.LegendBar;
import com.lightwire.ui.common.ZoomableCanvas;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * One chart tab of the HBD rings view: Run and Cancel, exports (CSV of the points, PNG or SVG of the chart), the
 * {@link WasteCurveFigure} on a canvas with its legend, the point under the pointer read out on the hover layer; while
 * there are no curves yet the hint alone stands in the chart's place (walk-through: empty axes beside the hint).
 */
final class HbdChartPane extends BorderPane {

    private final HbdCurvesModel curves;
    private final HbdCurvesModel.Chart chart;
    private final DialogService dialogs;
    private final String title;
    private final String xTitle;
    private final ZoomableCanvas canvas = new ZoomableCanvas();
    private final LegendBar legend = new LegendBar();
    private final Label note = new Label();
    /** Stands in for the chart and its legend until there are curves: the hint alone, no empty axes. */
    private final Label placeholder = new Label();
    private final VBox legendBox = new VBox();
    private List<CurveSeries> series = List.of();
    private Palette palette = Palette.LIGHT;
    private int tp;
    private int[] hovered;

    /**
     * @param id     the id prefix of the pane's controls ("hbd-sweep")
     * @param run    what Run does
     * @param hint   what the placeholder says before the first run
     */
    HbdChartPane(String id, HbdCurvesModel curves, HbdCurvesModel.Chart chart, DialogService dialogs, String title,
                 String xTitle, Runnable run, String hint) {
        this.curves = curves;
        this.chart = chart;
        this.dialogs = dialogs;
        this.title = title;
        this.xTitle = xTitle;
        setId(id);
        canvas.setId(id + "-canvas");
        legend.setId(id + "-legend");
        note.setId(id + "-note");
        note.setText(hint);
        HBox bar = new HBox(6, button(id + "-run", "Run", run), button(id + "-cancel", "Cancel", curves::cancel),
                button(id + "-csv", "CSV...", this::exportCsv), button(id + "-png", "PNG...", () -> exportImage("png")),
                button(id + "-svg", "SVG...", () -> exportImage("svg")), note);
        bar.setAlignment(Pos.CENTER_LEFT);
        setTop(bar);
        placeholder.setId(id + "-placeholder");
        placeholder.setWrapText(true);
        placeholder.textProperty().bind(note.textProperty());
        legendBox.getChildren().add(legend);
        showChart(false);
        canvas.addEventHandler(MouseEvent.MOUSE_MOVED, this::hover);
    }

    private static Button button(String id, String text, Runnable action) {
        Button b = new Button(text);
        b.setId(id);
        b.setOnAction(e -> action.run());
        return b;
    }

    /** Shows the curves of TP {@code shownTp} in {@code theme}. */
    void show(List<CurveSeries> shown, int shownTp, Palette theme) {
        boolean fresh = !sameCurves(shown) || shownTp != tp;
        series = shown;
        tp = shownTp;
        palette = theme;
        if (fresh) {
            hovered = null;
        }
        if (!series.isEmpty()) {
            note.setText(String.format(Locale.ROOT, "TP-%d: %d curves; point at one for its value", tp,
                    series.size()));
        }
        WasteCurveFigure figure = figure();
        canvas.show(figure);
        legend.setEntries(series.isEmpty() ? List.of() : figure.legend());
        showChart(!series.isEmpty());
    }

    /** The canvas and legend while there are curves; the placeholder hint in their place before. */
    private void showChart(boolean curvesShown) {
        if (curvesShown && getCenter() != canvas) {
            setCenter(canvas);
            setBottom(legendBox);
        } else if (!curvesShown && getCenter() != placeholder) {
            setCenter(placeholder);
            setBottom(null);
        }
        note.setVisible(curvesShown);
        note.setManaged(curvesShown);
    }

    private boolean sameCurves(List<CurveSeries> shown) {
        return shown.size() == series.size() && java.util.stream.IntStream.range(0, shown.size()).allMatch(k ->
                shown.get(k).label().equals(series.get(k).label()) && Arrays.equals(shown.get(k).ys(),
                        series.get(k).ys()));
    }

    WasteCurveFigure figure() {
        return new WasteCurveFigure(series, xTitle, chart == HbdCurvesModel.Chart.SWEEP, hovered, palette);
    }

    /** The chart as an export sheet: title, TP, legend. */
    Sheet sheet() {
        WasteCurveFigure figure = figure();
        return new Sheet(title, "TP-" + tp, List.of(new Sheet.Panel(title, List.of(), figure, 1)), figure.legend(),
                palette);
    }

    String title() {
        return title;
    }

    boolean hasCurves() {
        return !series.isEmpty();
    }

    private void hover(MouseEvent e) {
        if (series.isEmpty()) {
            return;
        }
        int[] at = figure().pointAt(canvas.viewport().toWorldX(e.getX()), canvas.viewport().toWorldY(e.getY()),
                canvas.viewport().scale());
        if (!Arrays.equals(at, hovered)) {
            hovered = at;
            canvas.show(figure(), Layer.HOVER);
        }
    }

    /** The read-out of the point under the pointer, or "" (for tests). */
    String hoveredText() {
        return hovered == null ? "" : figure().readout(hovered[0], hovered[1]);
    }

    private void exportCsv() {
        String kind = chart.name().toLowerCase(Locale.ROOT);
        dialogs.chooseSave(FileChoice.of("Export HBD " + kind + " points", "CSV files", "*.csv")).ifPresent(file -> {
            if (!curves.exportCsv(chart, file)) {
                note.setText("Nothing to export yet: press Run");
            }
        });
    }

    private void exportImage(String format) {
        if (series.isEmpty()) {
            note.setText("Nothing to export yet: press Run");
            return;
        }
        dialogs.chooseSave(FileChoice.of("Export HBD " + chart.name().toLowerCase(Locale.ROOT) + " chart",
                format.toUpperCase(Locale.ROOT) + " files", "*." + format)).ifPresent(file ->
                curves.exportFigure(sheet(), file));
    }
}
