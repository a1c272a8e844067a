package com.lightwire.ui.spectra;

import com.lightwire.core.spectra.SpectraMethod;
import com.lightwire.figure.spectra.ScheduleState;
import com.lightwire.ui.common.FileChoice;
import com.lightwire.ui.common.Icons;
import com.lightwire.ui.common.ViewContext;
import javafx.collections.FXCollections;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.material2.Material2AL;
import org.kordamp.ikonli.material2.Material2MZ;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * The OCS schedule view's tool bar: study, method, switches and δ (undoable edits), Schedule, the LPT and Equalize
 * stepper with its step buttons, and the schedule export (CSV or JSON).
 */
final class ScheduleControls {

    private final SpectraViewModel model;
    private final ViewContext context;
    private final Consumer<String> report;
    private final Label step = new Label();

    ScheduleControls(SpectraViewModel model, ViewContext context, Consumer<String> report) {
        this.model = model;
        this.context = context;
        this.report = report;
        step.setId("spectra-step");
        step.setMinWidth(90);
        model.stateProperty().addListener(o -> step.setText(model.stepLabel()));
        model.replayProperty().addListener(o -> step.setText(model.stepLabel()));
    }

    VBox toolbars() {
        ComboBox<String> studies = new ComboBox<>(model.studies());
        studies.setId("spectra-study");
        studies.setTooltip(new Tooltip("The Spectra study scheduled"));
        studies.valueProperty().bindBidirectional(model.studyProperty());
        ComboBox<SpectraMethod> methods = new ComboBox<>(FXCollections.observableArrayList(SpectraMethod.values()));
        methods.setId("spectra-method");
        methods.setTooltip(new Tooltip("The scheduling method (extras beyond the paper say so)"));
        methods.setConverter(converter(SpectraMethod::label, SpectraMethod.values()));
        methods.valueProperty().bindBidirectional(model.methodProperty());
        methods.setPrefWidth(180);
        ComboBox<ScheduleState.Stepper> stepper = new ComboBox<>(FXCollections.observableArrayList(
                ScheduleState.Stepper.values()));
        stepper.setId("spectra-stepper");
        stepper.setTooltip(new Tooltip("Step through LPT's assignments or Equalize's moves"));
        stepper.setConverter(converter(s -> switch (s) {
            case RESULT -> "Result";
            case LPT -> "LPT steps";
            case EQUALIZE -> "Equalize moves";
        }, ScheduleState.Stepper.values()));
        stepper.setValue(ScheduleState.Stepper.RESULT);
        stepper.valueProperty().addListener((obs, old, now) -> model.setStepper(now));
        Button solve = new Button("Schedule");
        solve.setId("spectra-solve");
        solve.setOnAction(e -> report.accept(model.solve()));
        Button export = Icons.on(new Button(), Material2MZ.SAVE_ALT);
        export.setId("spectra-export");
        export.setTooltip(new Tooltip("Export the schedule (CSV or JSON)"));
        export.setOnAction(e -> context.dialogs().chooseSave(FileChoice.of("Export schedule",
                "Schedule (*.csv, *.json)", "*.csv", "*.json")).ifPresent(f -> report.accept(model.exportSchedule(f))));
        return new VBox(new ToolBar(studies, methods, new Label("s"), switches(), new Label("\u03b4"), delay(), solve,
                export), new ToolBar(stepper,
                button("spectra-first", Material2AL.FIRST_PAGE, "First step", () -> model.step(-Integer.MAX_VALUE)),
                button("spectra-previous", Material2MZ.NAVIGATE_BEFORE, "Previous step", () -> model.step(-1)), step,
                button("spectra-next", Material2MZ.NAVIGATE_NEXT, "Next step", () -> model.step(1)),
                button("spectra-last", Material2AL.LAST_PAGE, "Last step", () -> model.step(Integer.MAX_VALUE))));
    }

    private Spinner<Integer> switches() {
        Spinner<Integer> spinner = new Spinner<>(1, 1024, 1);
        spinner.setId("spectra-switches");
        spinner.setEditable(true);
        spinner.setPrefWidth(80);
        spinner.setTooltip(new Tooltip("Parallel OCSes s"));
        Runnable sync = () -> {
            if (model.data() != null && spinner.getValue() != model.data().switches()) {
                spinner.getValueFactory().setValue(model.data().switches());
            }
        };
        sync.run();
        context.session().revisionProperty().addListener(o -> sync.run());
        model.studyProperty().addListener(o -> sync.run());
        spinner.valueProperty().addListener((obs, old, now) -> report.accept(model.setSwitches(now)));
        return spinner;
    }

    private TextField delay() {
        TextField field = new TextField();
        field.setId("spectra-delay");
        field.setPrefColumnCount(6);
        field.setTooltip(new Tooltip("Reconfiguration delay (Enter applies)"));
        Runnable sync = () -> field.setText(model.data() == null ? "" : String.format(Locale.ROOT, "%s",
                model.data().delay()));
        sync.run();
        context.session().revisionProperty().addListener(o -> sync.run());
        model.studyProperty().addListener(o -> sync.run());
        field.setOnAction(e -> {
            try {
                report.accept(model.setDelay(Double.parseDouble(field.getText().trim())));
            } catch (NumberFormatException ex) {
                report.accept("Not a number: " + field.getText());
                sync.run();
            }
        });
        return field;
    }

    private static Button button(String id, Ikon icon, String tip, Runnable action) {
        Button b = Icons.on(new Button(), icon);
        b.setId(id);
        b.setTooltip(new Tooltip(tip));
        b.setOnAction(e -> action.run());
        return b;
    }

    private static <T> StringConverter<T> converter(java.util.function.Function<T, String> label, T[] values) {
        List<T> all = Arrays.asList(values);
        return new StringConverter<>() {
            @Override
            public String toString(T value) {
                return value == null ? "" : label.apply(value);
            }

            @Override
            public T fromString(String text) {
                return all.stream().filter(v -> label.apply(v).equals(text)).findFirst().orElse(all.get(0));
            }
        };
    }
}
