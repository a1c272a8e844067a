package com.lightwire.ui.spectra;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.spectra.MethodsFigure;
import com.lightwire.figure.spectra.ScheduleSheets;
import com.lightwire.ui.common.ZoomableCanvas;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Orientation;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.BorderPane;

import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Function;

/** The Methods tab: Compare runs every method in the background; a table of figures and the Gantts stacked. */
final class MethodsPane extends BorderPane {

    private final MethodsModel model;
    private final ZoomableCanvas canvas = new ZoomableCanvas();
    private Palette palette = Palette.LIGHT;

    MethodsPane(MethodsModel model, Consumer<String> report) {
        this.model = model;
        setId("spectra-methods");
        canvas.setId("spectra-methods-canvas");
        Button compare = new Button("Compare all methods");
        compare.setId("spectra-compare");
        compare.setOnAction(e -> report.accept(model.compare()));
        Label status = new Label();
        status.textProperty().bind(model.statusProperty());
        setTop(new ToolBar(compare, status));
        TableView<MethodsModel.Row> table = new TableView<>(model.rows());
        table.setId("spectra-methods-table");
        table.setPlaceholder(new Label("Compare runs every method that applies on this study"));
        table.getColumns().add(column("method", r -> r.method().label(), 260));
        table.getColumns().add(column("status", MethodsModel.Row::status, 110));
        table.getColumns().add(column("makespan", r -> r.result() == null ? "" : num(r.result().schedule()
                .makespan()), 90));
        table.getColumns().add(column("ratio to LB", r -> Double.isNaN(r.ratio()) ? "" : String.format(Locale.ROOT,
                "%.4f", r.ratio()), 90));
        table.getColumns().add(column("permutations", r -> r.result() == null ? "" : Integer.toString(r.result()
                .schedule().permutations().size()), 90));
        table.getColumns().add(column("configurations", r -> r.result() == null ? "" : Integer.toString(r.result()
                .schedule().configurations()), 100));
        table.getColumns().add(column("sum alpha", r -> r.result() == null ? "" : num(r.result().schedule()
                .sumAlpha()), 90));
        table.getColumns().add(column("ms", r -> Long.toString(r.millis()), 60));
        SplitPane split = new SplitPane(table, canvas);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.35);
        setCenter(split);
        model.rows().addListener((javafx.collections.ListChangeListener<MethodsModel.Row>) c -> redraw(true));
    }

    private static TableColumn<MethodsModel.Row, String> column(String title, Function<MethodsModel.Row, String> v,
                                                                double width) {
        TableColumn<MethodsModel.Row, String> c = new TableColumn<>(title);
        c.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(v.apply(cell.getValue())));
        c.setPrefWidth(width);
        return c;
    }

    private static String num(double v) {
        return String.format(Locale.ROOT, "%.5g", v);
    }

    void setPalette(Palette p) {
        palette = p;
        redraw(false);
    }

    private void redraw(boolean fit) {
        canvas.show(model.rows().isEmpty() ? figure() : body());
        if (fit) {
            canvas.fit();
        }
    }

    /** The stacked Gantts as a sheet with the table's figures and a legend, or an empty sheet before a comparison. */
    Figure figure() {
        if (model.rows().isEmpty()) {
            return new Sheet("Methods side by side", "Press Compare", List.of(), List.of(), palette);
        }
        List<String> lines = model.rows().stream().map(r -> r.method().label() + ": " + r.status() + (r.result()
                == null ? "" : ", makespan " + num(r.result().schedule().makespan()) + (Double.isNaN(r.ratio()) ? ""
                : String.format(Locale.ROOT, ", ratio %.4f", r.ratio())) + ", " + r.millis() + " ms")).toList();
        return new Sheet("Methods side by side", "Spectra: every method on one time axis", List.of(
                new Sheet.Panel("Methods", lines, body(), 1)), ScheduleSheets.methodsLegend(palette), palette);
    }

    private MethodsFigure body() {
        List<MethodsModel.Row> rows = model.rows();
        double lb = rows.stream().filter(r -> r.result() != null).mapToDouble(r -> r.result().bounds().lowerBound())
                .findFirst().orElse(0);
        return new MethodsFigure(rows.stream().map(r -> new MethodsFigure.Entry(r.method().label(), r.result() == null
                ? null : r.result().schedule(), r.status())).toList(), lb, palette);
    }

    ZoomableCanvas canvas() {
        return canvas;
    }
}
