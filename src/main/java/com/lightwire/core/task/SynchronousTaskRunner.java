package com.lightwire.core.task;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.LongSupplier;

/**
 * A {@link TaskRunner} that runs every task on the calling thread, for tests and headless callers: at once on
 * {@code submit}, or, when {@linkplain #holding holding}, only on {@link #runPending()}, which lets a test start
 * several tasks, change the project and then let them finish. Lanes, revision dropping and outcome messages follow
 * the same rules as {@link LaneTaskRunner}; callbacks and listeners run on the calling thread. Not thread-safe.
 */
public final class SynchronousTaskRunner extends LanedTaskRunner {

    private final boolean holding;
    private final Deque<TaskRecord<?>> held = new ArrayDeque<>();
    private final TaskRecord.Owner owner = new TaskRecord.Owner() {
        @Override
        public void progressed(TaskRecord<?> record) {
            lanes.tell(record);
        }

        @Override
        public void cancelledBeforeStart(TaskRecord<?> record) {
            lanes.settle(record, revision.getAsLong());
        }
    };

    /** A runner that runs each task as it is submitted. */
    public SynchronousTaskRunner(LongSupplier revision) {
        this(revision, false);
    }

    private SynchronousTaskRunner(LongSupplier revision, boolean holding) {
        super(revision);
        this.holding = holding;
    }

    /** A runner that keeps submitted tasks queued until {@link #runPending()}. */
    public static SynchronousTaskRunner holding(LongSupplier revision) {
        return new SynchronousTaskRunner(revision, true);
    }

    @Override
    public <T> TaskHandle submit(TaskRequest<T> request) {
        TaskRecord<T> record = admit(request, owner);
        lanes.tell(record);
        if (holding) {
            held.add(record);
        } else {
            run(record);
        }
        return record;
    }

    /** Runs the held tasks in submission order (those cancelled meanwhile are skipped); returns how many ran. */
    public int runPending() {
        int ran = 0;
        while (!held.isEmpty()) {
            ran += run(held.poll()) ? 1 : 0;
        }
        return ran;
    }

    private boolean run(TaskRecord<?> record) {
        if (!record.start()) {
            return false;
        }
        lanes.tell(record);
        record.runWork();
        lanes.settle(record, revision.getAsLong());
        return true;
    }

    @Override
    public void close() {
        super.close();
        held.clear();
    }
}
