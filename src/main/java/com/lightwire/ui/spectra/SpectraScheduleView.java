package com.lightwire.ui.spectra;

import com.lightwire.core.spectra.SpectraMethod;
import com.lightwire.core.spectra.SpectraResult;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.spectra.SpectraSheets;
import com.lightwire.ui.common.ImageExportable;
import com.lightwire.ui.common.View;
import com.lightwire.ui.common.ViewContext;
import com.lightwire.ui.common.Zoomable;
import com.lightwire.ui.common.ZoomableCanvas;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.BorderPane;
import javafx.util.StringConverter;

import java.util.List;

/**
 * The OCS schedule view: pick a Spectra study and a method, Schedule runs in the background (progress and Cancel in
 * the status bar), and the Gantt chart per OCS is drawn on a zoomable canvas with the same figure as
 * {@code render --view schedule}; the switch spinner edits the study (undoable).
 */
public final class SpectraScheduleView implements View, Zoomable, ImageExportable {

    private final ViewContext context;
    private final SpectraViewModel model;
    private final BorderPane root = new BorderPane();
    private final ZoomableCanvas canvas = new ZoomableCanvas();
    private final Label status = new Label();
    private Palette palette = Palette.LIGHT;

    public SpectraScheduleView(ViewContext context) {
        this.context = context;
        this.model = new SpectraViewModel(context.session(), context.runner());
        root.setTop(toolbar());
        root.setCenter(canvas);
        root.setBottom(status);
        status.textProperty().bind(model.statusProperty());
        model.resultProperty().addListener(o -> redraw());
        model.studyProperty().addListener(o -> redraw());
        context.observeTheme(theme -> {
            palette = Palette.of(theme.isDark());
            redraw();
        });
    }

    private ToolBar toolbar() {
        ComboBox<String> studies = new ComboBox<>(model.studies());
        studies.setId("spectra-study");
        studies.valueProperty().bindBidirectional(model.studyProperty());
        ComboBox<SpectraMethod> methods = new ComboBox<>();
        methods.getItems().setAll(List.of(SpectraMethod.values()));
        methods.setId("spectra-method");
        methods.setConverter(new StringConverter<>() {
            @Override
            public String toString(SpectraMethod m) {
                return m == null ? "" : m.label();
            }

            @Override
            public SpectraMethod fromString(String label) {
                return java.util.Arrays.stream(SpectraMethod.values()).filter(m -> m.label().equals(label))
                        .findFirst().orElse(SpectraMethod.SPECTRA);
            }
        });
        methods.valueProperty().bindBidirectional(model.methodProperty());
        Spinner<Integer> switches = new Spinner<>(1, 1024, 1);
        switches.setId("spectra-switches");
        switches.setEditable(true);
        syncSpinner(switches);
        context.session().revisionProperty().addListener(o -> syncSpinner(switches));
        model.studyProperty().addListener(o -> syncSpinner(switches));
        switches.valueProperty().addListener((obs, old, now) -> report(model.setSwitches(now)));
        Button solve = new Button("Schedule");
        solve.setId("spectra-solve");
        solve.setOnAction(e -> report(model.solve()));
        return new ToolBar(new Label("Study"), studies, new Label("Method"), methods, new Label("Switches"), switches,
                solve);
    }

    private void syncSpinner(Spinner<Integer> spinner) {
        if (model.data() != null && spinner.getValue() != model.data().switches()) {
            spinner.getValueFactory().setValue(model.data().switches());
        }
    }

    private void report(String problem) {
        if (problem != null) {
            context.tasks().post(problem);
        }
    }

    private void redraw() {
        canvas.show(figure());
        canvas.fit();
    }

    @Override
    public Figure figure() {
        SpectraResult r = model.resultProperty().get();
        if (r == null) {
            boolean none = model.studyProperty().get() == null;
            return new Sheet(none ? "No Spectra study" : model.studyProperty().get(), none
                    ? "This project holds no demand to schedule: open one that does (File > Open Sample > "
                    + "spectra-benchmark-64)" : "Choose a method and press Schedule", List.of(), List.of(), palette);
        }
        return SpectraSheets.schedule(model.studyProperty().get(), r.chosen().label(), r, palette);
    }

    @Override
    public Node node() {
        return root;
    }

    @Override
    public void zoom(double factor) {
        canvas.zoom(factor);
    }

    @Override
    public void fit() {
        canvas.fit();
    }
}
