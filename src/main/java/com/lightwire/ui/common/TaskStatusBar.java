package com.lightwire.ui.common;

import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The window's status bar: the status line ({@code #status}) and, on its right, one row per running task
 * ({@code .task-row}: {@code .task-title}, {@code .task-progress}, {@code .task-message}, {@code .task-cancel}).
 */
public final class TaskStatusBar extends HBox {

    private final VBox rows = new VBox(2);

    public TaskStatusBar(TaskStatusModel model) {
        super(8);
        Label status = new Label();
        status.setId("status");
        status.textProperty().bind(model.statusProperty());
        status.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(status, Priority.ALWAYS);
        rows.setId("tasks");
        getChildren().setAll(status, rows);
        getStyleClass().add("status-bar");
        setAlignment(Pos.CENTER_LEFT);
        model.tasks().addListener((ListChangeListener<TaskRow>) c -> show(model));
        show(model);
    }

    private void show(TaskStatusModel model) {
        rows.getChildren().setAll(model.tasks().stream().map(TaskStatusBar::row).toList());
    }

    private static HBox row(TaskRow task) {
        Label title = new Label(task.title());
        title.getStyleClass().add("task-title");
        ProgressBar progress = new ProgressBar();
        progress.getStyleClass().add("task-progress");
        progress.progressProperty().bind(task.progressProperty());
        Label message = new Label();
        message.getStyleClass().add("task-message");
        message.textProperty().bind(task.messageProperty());
        Button cancel = new Button("Cancel");
        cancel.getStyleClass().add("task-cancel");
        cancel.setOnAction(e -> task.cancel());
        HBox row = new HBox(6, title, progress, message, cancel);
        row.getStyleClass().add("task-row");
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }
}
