package com.lightwire.ui.spectra;

import com.lightwire.core.spectra.SpectraMethod;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.spectra.SweepFigure;
import com.lightwire.ui.common.LegendBar;
import com.lightwire.ui.common.ZoomableCanvas;
import javafx.collections.FXCollections;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

/** The Sweeps tab: the plan's fields, Run and Cancel, and the plot with its legend. */
final class SweepsPane extends BorderPane {

    private final SweepsModel model;
    private final ZoomableCanvas canvas = new ZoomableCanvas();
    private final LegendBar legend = new LegendBar();
    private Palette palette = Palette.LIGHT;

    SweepsPane(SweepsModel model, int switches, Consumer<String> report, Supplier<Optional<Path>> chooseCsv) {
        this.model = model;
        setId("spectra-sweeps");
        canvas.setId("spectra-sweep-canvas");
        SweepsModel.Plan plan = SweepsModel.defaultPlan(switches);
        ComboBox<String> kind = new ComboBox<>(FXCollections.observableArrayList(DemandRecipes.KINDS));
        kind.setId("spectra-sweep-kind");
        kind.setValue(plan.kind());
        TextField n = field("spectra-sweep-n", Integer.toString(plan.n()), 4, "ports n");
        TextField seeds = field("spectra-sweep-seeds", Integer.toString(plan.seeds()), 4, "seeds 1..N");
        TextField s = field("spectra-sweep-switches", join(plan.switches()), 6, "switches s, comma separated");
        TextField delays = field("spectra-sweep-delays", join(plan.delays()), 22, "delays, comma separated");
        TextField methods = field("spectra-sweep-methods", String.join(", ", plan.methods().stream()
                .map(SpectraMethod::key).toList()), 26, "methods by key: " + SpectraMethod.keys());
        Button run = new Button("Run sweep");
        run.setId("spectra-sweep-run");
        run.setOnAction(e -> {
            try {
                report.accept(model.run(new SweepsModel.Plan(kind.getValue(), Integer.parseInt(n.getText().trim()),
                        Integer.parseInt(seeds.getText().trim()), SweepsModel.numbers(s.getText()).stream()
                        .map(Double::intValue).toList(), SweepsModel.numbers(delays.getText()),
                        methods(methods.getText()))));
            } catch (IllegalArgumentException ex) {
                report.accept("Sweep: " + ex.getMessage());
            }
        });
        Button cancel = new Button("Cancel");
        cancel.setId("spectra-sweep-cancel");
        cancel.setOnAction(e -> model.cancel());
        Button export = new Button("Export CSV\u2026");
        export.setId("spectra-sweep-export");
        export.setOnAction(e -> chooseCsv.get().ifPresent(f -> report.accept(model.exportCsv(f))));
        Label status = new Label();
        status.textProperty().bind(model.statusProperty());
        setTop(new VBox(new ToolBar(kind, new Label("n"), n, new Label("seeds"), seeds, new Label("s"), s,
                new Label("\u03b4"), delays), new ToolBar(new Label("methods"), methods, run, cancel, export, status)));
        setCenter(canvas);
        setBottom(legend);
        model.pointsProperty().addListener(o -> redraw(true));
    }

    private static TextField field(String id, String text, int columns, String tip) {
        TextField f = new TextField(text);
        f.setId(id);
        f.setPrefColumnCount(columns);
        f.setTooltip(new Tooltip(tip));
        return f;
    }

    private static String join(List<? extends Number> values) {
        List<String> parts = new ArrayList<>();
        values.forEach(v -> parts.add(v instanceof Double d && d == Math.rint(d) && d >= 1 ? Integer.toString(
                d.intValue()) : v.toString()));
        return String.join(", ", parts);
    }

    private static List<SpectraMethod> methods(String text) {
        List<SpectraMethod> out = new ArrayList<>();
        for (String part : text.split(",")) {
            if (!part.isBlank()) {
                out.add(SpectraMethod.of(part.trim()).orElseThrow(() -> new IllegalArgumentException(
                        "unknown method '" + part.trim() + "' (use " + SpectraMethod.keys() + ")")));
            }
        }
        return out;
    }

    void setPalette(Palette p) {
        palette = p;
        redraw(false);
    }

    private void redraw(boolean fit) {
        var points = model.pointsProperty().get();
        if (points == null) {
            legend.setEntries(List.of());
            canvas.show(figure());
        } else {
            SweepFigure plot = new SweepFigure(points, palette);
            legend.setEntries(plot.legend());
            canvas.show(plot);
        }
        if (fit) {
            canvas.fit();
        }
    }

    /** The plot's sheet, or an empty sheet before a sweep. */
    Figure figure() {
        if (model.pointsProperty().get() == null) {
            return new Sheet("Sweeps", "Set the plan and press Run sweep", List.of(), List.of(), palette);
        }
        return SweepFigure.sheet("Sweep", model.pointsProperty().get(), model.ran().describe(), palette);
    }

    ZoomableCanvas canvas() {
        return canvas;
    }
}
