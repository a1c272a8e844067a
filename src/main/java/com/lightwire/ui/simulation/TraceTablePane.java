package com.lightwire.ui.simulation;

import com.lightwire.core.trace.JobMix;
import com.lightwire.model.lumos.Job;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.control.cell.TextFieldTableCell;
import javafx.scene.layout.BorderPane;

import java.util.Locale;
import java.util.function.Function;

/**
 * The trace editor: the chosen study's jobs in an editable table (a field is checked when committed; GPUs follow
 * TP·PP·DP), Add and Remove job, and a generator with the options of {@code jobs generate}; every change is one
 * undoable edit.
 */
final class TraceTablePane extends BorderPane {

    private final TraceEditor editor;
    private final TableView<Job> table;

    TraceTablePane(ObservableList<Job> jobs, TraceEditor editor) {
        this.editor = editor;
        this.table = new TableView<>(jobs);
        table.setId("simulation-trace");
        table.setEditable(true);
        table.getColumns().add(editable("Job", "id", Job::id));
        table.getColumns().add(editable("Arrival (s)", "arrival", j -> number(j.arrival())));
        TableColumn<Job, String> gpus = column("GPUs", j -> Integer.toString(j.gpus()));
        gpus.setEditable(false);
        table.getColumns().add(gpus);
        table.getColumns().add(editable("TP", "tp", j -> Integer.toString(j.tp())));
        table.getColumns().add(editable("PP", "pp", j -> Integer.toString(j.pp())));
        table.getColumns().add(editable("DP", "dp", j -> Integer.toString(j.dp())));
        table.getColumns().add(editable("EP", "ep", j -> Integer.toString(j.ep())));
        table.getColumns().add(editable("Model", "model", Job::model));
        table.getColumns().add(editable("Run (s)", "runSeconds", j -> number(j.runSeconds())));
        table.getColumns().add(editable("Comm share", "commShare", j -> String.format(Locale.ROOT, "%.3f",
                j.commShare())));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
        setTop(toolbar());
        setCenter(table);
    }

    private ToolBar toolbar() {
        Button add = new Button("Add job");
        add.setId("trace-add");
        add.setTooltip(new Tooltip("Add a copy of the selected job after it, with a new id"));
        add.setOnAction(e -> editor.addJob(table.getSelectionModel().getSelectedIndex()));
        Button remove = new Button("Remove job");
        remove.setId("trace-remove");
        remove.setOnAction(e -> editor.removeJob(table.getSelectionModel().getSelectedIndex()));
        TextField count = field("trace-generate-jobs", "100", "jobs J");
        TextField load = field("trace-generate-load", "0.655", "workload level (eq. 9)");
        TextField seed = field("trace-generate-seed", "1", "seed");
        ComboBox<JobMix> mix = new ComboBox<>(FXCollections.observableArrayList(JobMix.values()));
        mix.setId("trace-generate-mix");
        mix.setValue(JobMix.HELIOS);
        Button generate = new Button("Generate");
        generate.setId("trace-generate");
        generate.setTooltip(new Tooltip("Replace the trace by a generated one, as jobs generate does"));
        generate.setOnAction(e -> editor.generate(count.getText(), load.getText(), seed.getText(), mix.getValue()));
        return new ToolBar(add, remove, new Separator(), new Label("Generate: jobs"), count, new Label("load"), load,
                new Label("seed"), seed, mix, generate);
    }

    private static TextField field(String id, String text, String tip) {
        TextField f = new TextField(text);
        f.setId(id);
        f.setPrefColumnCount(5);
        f.setTooltip(new Tooltip(tip));
        return f;
    }

    private TableColumn<Job, String> editable(String title, String field, Function<Job, String> value) {
        TableColumn<Job, String> c = column(title, value);
        c.setId("trace-col-" + field);
        c.setCellFactory(TextFieldTableCell.forTableColumn());
        c.setOnEditCommit(e -> {
            if (editor.editJob(e.getTablePosition().getRow(), field, e.getNewValue()) != null) {
                table.refresh();
            }
        });
        return c;
    }

    private static TableColumn<Job, String> column(String title, Function<Job, String> value) {
        TableColumn<Job, String> c = new TableColumn<>(title);
        c.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
        return c;
    }

    private static String number(double v) {
        return v == Math.rint(v) ? String.format(Locale.ROOT, "%.0f", v) : Double.toString(v);
    }

    TableView<Job> table() {
        return table;
    }
}
