package com.lightwire.ui.common;

import com.lightwire.core.task.TaskHandle;
import com.lightwire.core.task.TaskRunner;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * What the status bar shows, free of toolkit code: one {@link TaskRow} per unfinished task of a {@link TaskRunner},
 * kept current by the runner's listener, and the status line, which holds how the last task ended ("Exported
 * labels.pdf: 1,234 labels written to /path/labels.pdf", "Realize ring: cancelled") or the last message posted.
 * Confined to the runner's callback thread (the FX thread in the app).
 */
public final class TaskStatusModel {

    private final ObservableList<TaskRow> rows = FXCollections.observableArrayList();
    private final ObservableList<TaskRow> readOnlyRows = FXCollections.unmodifiableObservableList(rows);
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "Ready");

    public TaskStatusModel(TaskRunner runner) {
        runner.addListener(this::update);
    }

    /** The unfinished tasks, oldest first. */
    public ObservableList<TaskRow> tasks() {
        return readOnlyRows;
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** Shows {@code message} on the status line, e.g. "Exported fabric.svg" after a synchronous export. */
    public void post(String message) {
        status.set(message);
    }

    private void update(TaskHandle handle) {
        TaskRow row = rows.stream().filter(r -> r.handle() == handle).findFirst().orElse(null);
        if (handle.state().isFinished()) {
            rows.remove(row);
            status.set(handle.message());
        } else if (row == null) {
            rows.add(new TaskRow(handle));
        } else {
            row.refresh();
        }
    }
}
