package com.lightwire.core.task;

/** What a background task does to the world, which decides where it runs and whether its result may be dropped. */
public enum TaskKind {
    /**
     * Pure computation (a solve, a layout): runs on the shared compute pool; its result is dropped when the project
     * changed after submission, since it describes a state that no longer exists.
     */
    COMPUTE,
    /**
     * Work with a side effect (an export, a save): runs on its own thread so it never waits behind a long solve, and
     * its outcome is always reported, since the file was written whatever happened to the project meanwhile.
     */
    SIDE_EFFECT
}
