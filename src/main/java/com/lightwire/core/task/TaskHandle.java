package com.lightwire.core.task;

/** A submitted task as the status bar sees it: a snapshot of its progress, and a way to cancel it. Thread-safe. */
public interface TaskHandle {

    String key();

    String title();

    TaskKind kind();

    TaskState state();

    /** Progress in [0, 1], or -1 while indeterminate. */
    double progress();

    /** The latest progress message, or how the task ended. */
    String message();

    /** Requests cancellation; the work sees it at its next {@code checkCancelled()}. No effect once finished. */
    void cancel();
}
