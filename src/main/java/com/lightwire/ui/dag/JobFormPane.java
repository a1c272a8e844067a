package com.lightwire.ui.dag;

import com.lightwire.model.dag.TrainingJob;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

import java.util.Arrays;
import java.util.Locale;

/**
 * The job form beside the canvases: every field of the job file, the derived sigma and pi read-out and the problems
 * as they are typed, "Build DAG" (disabled while the job has problems), a progress bar and Cancel while building,
 * and "New job", which stay in sight below the scrolled fields. Field ids are {@code dag-job-<field>} (e.g. {@code dag-job-micro-batches}).
 */
final class JobFormPane extends javafx.scene.layout.BorderPane {

    private final TrainingDagViewModel model;
    private final JobForm form;
    private final Label summary = new Label();
    private final Label problems = new Label();
    private final Button build = new Button("Build DAG");
    private final ComboBox<String> modelChoice = new ComboBox<>();

    JobFormPane(TrainingDagViewModel model) {
        this.model = model;
        this.form = model.jobForm();
        setId("dag-job-form");
        GridPane grid = new GridPane();
        grid.setHgap(6);
        grid.setVgap(4);
        int row = 0;
        for (JobField f : JobField.values()) {
            grid.addRow(row++, new Label(f.label()), control(f));
        }
        CheckBox sp = new CheckBox("Sequence parallel (each TP rank sends 1/tp)");
        sp.setId("dag-job-sequence-parallel");
        sp.selectedProperty().bindBidirectional(form.sequenceParallelProperty());
        CheckBox blocking = new CheckBox("Blocking P2P sends");
        blocking.setId("dag-job-blocking-p2p");
        blocking.selectedProperty().bindBidirectional(form.blockingP2PProperty());
        grid.add(sp, 0, row++, 2, 1);
        grid.add(blocking, 0, row, 2, 1);
        summary.setId("dag-job-summary");
        summary.setWrapText(true);
        problems.setId("dag-job-problems");
        problems.setWrapText(true);
        problems.getStyleClass().add("error-text");
        build.setId("dag-job-build");
        build.setDefaultButton(false);
        build.setOnAction(e -> model.buildFromForm());
        Button fresh = new Button("New job");
        fresh.setId("dag-job-new");
        fresh.setOnAction(e -> {
            form.reset();
            modelChoice.getItems().setAll(form.modelChoices());
        });
        ProgressBar bar = new ProgressBar();
        bar.setId("dag-job-progress");
        bar.progressProperty().bind(model.builder().progressProperty());
        bar.visibleProperty().bind(model.builder().runningProperty());
        bar.managedProperty().bind(bar.visibleProperty());
        Button cancel = new Button("Cancel");
        cancel.setId("dag-job-cancel");
        cancel.setOnAction(e -> model.cancelBuild());
        cancel.disableProperty().bind(model.builder().runningProperty().not());
        VBox fields = new VBox(8, new Label("Training job"), grid);
        fields.setPadding(new Insets(8));
        ScrollPane scroll = new ScrollPane(fields);
        scroll.setFitToWidth(true);
        setCenter(scroll);
        VBox actions = new VBox(6, summary, problems, new HBox(6, build, fresh), new HBox(6, bar, cancel));
        actions.setPadding(new Insets(8));
        setBottom(actions);
        setPrefWidth(360);
        summary.setMaxWidth(340);
        problems.setMaxWidth(340);
        for (JobField f : JobField.values()) {
            form.text(f).addListener((obs, old, now) -> check());
        }
        form.sequenceParallelProperty().addListener(o -> check());
        form.blockingP2PProperty().addListener(o -> check());
        model.dagProperty().addListener(o -> modelChoice.getItems().setAll(form.modelChoices()));
        check();
    }

    private Node control(JobField f) {
        String id = "dag-job-" + f.name().toLowerCase(Locale.ROOT).replace('_', '-');
        if (f == JobField.MODEL) {
            modelChoice.getItems().setAll(form.modelChoices());
            modelChoice.setId(id);
            modelChoice.valueProperty().bindBidirectional(form.text(f));
            return modelChoice;
        }
        if (f == JobField.MAPPING) {
            ComboBox<String> mapping = new ComboBox<>(FXCollections.observableArrayList(Arrays.stream(
                    TrainingJob.Mapping.values()).map(m -> m.name().toLowerCase(Locale.ROOT)).toList()));
            mapping.setId(id);
            mapping.valueProperty().bindBidirectional(form.text(f));
            return mapping;
        }
        TextField field = new TextField();
        field.setId(id);
        field.setPrefColumnCount(10);
        field.textProperty().bindBidirectional(form.text(f));
        return field;
    }

    /** Re-reads the form: the summary, the problems (one per line), Build enabled only without problems. */
    private void check() {
        JobForm.Parsed p = form.parse();
        summary.setText(p.ok() ? JobForm.summary(p) : "");
        problems.setText(String.join("\n", p.errors()));
        build.setDisable(!p.ok());
    }
}
