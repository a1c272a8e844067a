package com.lightwire.ui.common;

import com.lightwire.core.task.TaskHandle;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/** One unfinished task as the status bar lists it: its title, observable progress and message, and Cancel. */
public final class TaskRow {

    private final TaskHandle handle;
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message");

    TaskRow(TaskHandle handle) {
        this.handle = handle;
        refresh();
    }

    public TaskHandle handle() {
        return handle;
    }

    public String title() {
        return handle.title();
    }

    /** Progress in [0, 1], or -1 while indeterminate. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** Asks the task to stop; it ends at its next cancellation check, and the row goes away then. */
    public void cancel() {
        handle.cancel();
        message.set("cancelling");
    }

    /** Copies the handle's latest progress and message into the properties. */
    void refresh() {
        progress.set(handle.progress());
        message.set(handle.message());
    }
}
