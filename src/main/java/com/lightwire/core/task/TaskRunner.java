package com.lightwire.core.task;

import java.util.List;
import java.util.function.Consumer;

/**
 * Runs {@link TaskRequest}s in keyed lanes without any UI toolkit: compute tasks share a pool of at most one worker
 * per core minus one (at least one), side-effecting tasks run on their own thread; a new request cancels only the
 * older unfinished request of the same key; compute results from an old project revision are dropped, side-effect
 * results are always delivered. Callbacks ({@code onResult}, {@code onError}, listeners) run on the callback
 * executor given at construction (the FX thread in the app, the calling thread in tests).
 */
public interface TaskRunner extends AutoCloseable {

    <T> TaskHandle submit(TaskRequest<T> request);

    /** The unfinished tasks, oldest first. */
    List<TaskHandle> active();

    /** Called on the callback executor whenever a task starts, reports progress or finishes. */
    void addListener(Consumer<TaskHandle> listener);

    /** Cancels every unfinished task. */
    void cancelAll();

    /** Cancels everything and stops the threads. */
    @Override
    void close();
}
