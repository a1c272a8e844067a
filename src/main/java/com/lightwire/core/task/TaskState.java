package com.lightwire.core.task;

/** Life cycle of a submitted task. */
public enum TaskState {
    QUEUED, RUNNING, SUCCEEDED, FAILED, CANCELLED,
    /** Finished, but its result described an old project revision and was not delivered. */
    DROPPED;

    public boolean isFinished() {
        return this != QUEUED && this != RUNNING;
    }
}
