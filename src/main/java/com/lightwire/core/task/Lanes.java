package com.lightwire.core.task;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The bookkeeping both runners share: the newest unfinished task of each key, the unfinished tasks in submission
 * order, and the listeners. Thread-safe; callers cancel and notify outside its lock.
 */
final class Lanes {

    private final Map<String, TaskRecord<?>> newest = new HashMap<>();
    private final List<TaskRecord<?>> unfinished = new ArrayList<>();
    private final List<Consumer<TaskHandle>> listeners = new CopyOnWriteArrayList<>();

    /** Admits {@code record} and returns the older task of its key, which the caller cancels, or null. */
    synchronized TaskRecord<?> admit(TaskRecord<?> record) {
        unfinished.add(record);
        return newest.put(record.key(), record);
    }

    /** The unfinished tasks, oldest first. */
    synchronized List<TaskHandle> active() {
        List<TaskHandle> out = new ArrayList<>();
        for (TaskRecord<?> record : unfinished) {
            if (!record.state().isFinished()) {
                out.add(record);
            }
        }
        return List.copyOf(out);
    }

    void addListener(Consumer<TaskHandle> listener) {
        listeners.add(listener);
    }

    void tell(TaskHandle handle) {
        listeners.forEach(l -> l.accept(handle));
    }

    /**
     * Concludes {@code record} against the current revision, forgets it, hands over its value or exception and tells
     * the listeners, even when the result handler throws. Runs on the callback executor.
     */
    void settle(TaskRecord<?> record, long currentRevision) {
        record.conclude(currentRevision);
        synchronized (this) {
            unfinished.remove(record);
            newest.remove(record.key(), record);
        }
        try {
            record.deliver();
        } finally {
            tell(record);
        }
    }

    void cancelAll() {
        active().forEach(TaskHandle::cancel);
    }
}
