package com.lightwire.core.task;

import com.lightwire.core.solve.SolveCancelledException;
import com.lightwire.core.solve.SolveMonitor;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * One submitted task, shared by both runners so that they end tasks by the same rules: its request, the project
 * revision at submission, its live state and progress, and what its work produced. The work runs on one thread and
 * the runner then concludes the task on the callback executor; the executor hand-off orders the two.
 */
final class TaskRecord<T> implements TaskHandle {

    /** The runner's side: what happens when the task reports progress or is cancelled before it started. */
    interface Owner {
        void progressed(TaskRecord<?> record);

        void cancelledBeforeStart(TaskRecord<?> record);
    }

    private final TaskRequest<T> request;
    private final long revision;
    private final Owner owner;
    private final AtomicReference<TaskState> state = new AtomicReference<>(TaskState.QUEUED);
    private final AtomicBoolean progressPosted = new AtomicBoolean();
    private volatile boolean cancelRequested;
    private volatile double progress = -1;
    private volatile String message = "waiting";
    private T value;
    private String summary;
    private Throwable error;
    private boolean cancelledInWork;

    TaskRecord(TaskRequest<T> request, long revision, Owner owner) {
        this.request = request;
        this.revision = revision;
        this.owner = owner;
    }

    @Override
    public String key() {
        return request.key();
    }

    @Override
    public String title() {
        return request.title();
    }

    @Override
    public TaskKind kind() {
        return request.kind();
    }

    @Override
    public TaskState state() {
        return state.get();
    }

    @Override
    public double progress() {
        return progress;
    }

    @Override
    public String message() {
        return message;
    }

    @Override
    public void cancel() {
        cancelRequested = true;
        if (state.compareAndSet(TaskState.QUEUED, TaskState.CANCELLED)) {
            message = title() + ": cancelled";
            owner.cancelledBeforeStart(this);
        }
    }

    /** Claims the task for a worker; false when it was cancelled while it waited. */
    boolean start() {
        if (!state.compareAndSet(TaskState.QUEUED, TaskState.RUNNING)) {
            return false;
        }
        message = "started";
        return true;
    }

    /** Runs the work on the calling thread and keeps its value and summary, its exception, or its cancellation. */
    void runWork() {
        SolveMonitor monitor = new SolveMonitor() {
            @Override
            public boolean isCancelled() {
                return cancelRequested;
            }

            @Override
            public void progress(double fraction, String text) {
                progress = fraction;
                message = text;
                owner.progressed(TaskRecord.this);
            }
        };
        try {
            value = request.work().apply(monitor);
            summary = request.outcome().apply(value);
        } catch (SolveCancelledException e) {
            cancelledInWork = true;
        } catch (Throwable e) { // as FutureTask does: whatever the work threw goes to onError, the worker lives on
            error = e;
        }
    }

    /**
     * Decides how the task ended, on the callback executor. A task cancelled before or during its work is CANCELLED;
     * so is a compute task whose cancellation (a newer request of its key, Cancel) came after its work, since nobody
     * wants its value any more. An exception is FAILED whatever the revision: it reports a bug or an I/O failure.
     * A compute value from an older revision is DROPPED; a side effect is SUCCEEDED even then (its file is written).
     */
    void conclude(long currentRevision) {
        boolean compute = kind() == TaskKind.COMPUTE;
        TaskState end;
        if (state.get() == TaskState.CANCELLED || cancelledInWork || compute && cancelRequested) {
            end = TaskState.CANCELLED;
            message = title() + ": cancelled";
        } else if (error != null) {
            end = TaskState.FAILED;
            message = title() + " failed: " + (error.getMessage() == null ? error.toString() : error.getMessage());
        } else if (compute && currentRevision != revision) {
            end = TaskState.DROPPED;
            message = title() + ": the project changed meanwhile; result dropped";
        } else {
            end = TaskState.SUCCEEDED;
            message = summary;
        }
        progress = end == TaskState.SUCCEEDED ? 1 : 0;
        state.set(end);
    }

    /** Hands the value or the exception to the request's handler, after {@link #conclude}. */
    void deliver() {
        if (state.get() == TaskState.SUCCEEDED) {
            request.onResult().accept(value);
        } else if (state.get() == TaskState.FAILED) {
            request.onError().accept(error);
        }
    }

    /** True when no progress post of this task is pending: the caller posts one and releases it when it runs. */
    boolean claimProgressPost() {
        return progressPosted.compareAndSet(false, true);
    }

    void releaseProgressPost() {
        progressPosted.set(false);
    }

    @Override
    public String toString() {
        return key() + " " + state() + ": " + message;
    }
}
