package com.lightwire.core.task;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * What every {@link TaskRunner} here shares: the {@link Lanes} (a new request cancels the older one of its key), the
 * revision the records are stamped with, and the closed state. Subclasses decide only where work and callbacks run.
 */
abstract class LanedTaskRunner implements TaskRunner {

    protected final LongSupplier revision;
    protected final Lanes lanes = new Lanes();
    private volatile boolean closed;

    LanedTaskRunner(LongSupplier revision) {
        this.revision = revision;
    }

    /** A record for {@code request} admitted to its lane, the older request of the same key cancelled. */
    protected <T> TaskRecord<T> admit(TaskRequest<T> request, TaskRecord.Owner owner) {
        if (closed) {
            throw new IllegalStateException("the task runner is closed");
        }
        TaskRecord<T> record = new TaskRecord<>(request, revision.getAsLong(), owner);
        TaskRecord<?> older = lanes.admit(record);
        if (older != null) {
            older.cancel();
        }
        return record;
    }

    @Override
    public List<TaskHandle> active() {
        return lanes.active();
    }

    @Override
    public void addListener(Consumer<TaskHandle> listener) {
        lanes.addListener(listener);
    }

    @Override
    public void cancelAll() {
        lanes.cancelAll();
    }

    /** Refuses further requests and cancels every unfinished task; subclasses then release their threads. */
    @Override
    public void close() {
        closed = true;
        cancelAll();
    }
}
