package com.lightwire.core.task;

import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;

/**
 * The {@link TaskRunner} of the app. Compute tasks share a fixed pool of daemon threads "lightwire-compute-N";
 * side-effecting tasks run one after another on their own daemon thread "lightwire-io", so an export or a save
 * never waits behind a solve. A task's start, progress and end reach the listeners through the callback executor;
 * progress is coalesced (at most one pending post per task), so a solver reporting a million steps costs the
 * callback thread one post at a time. Cancellation is cooperative: the work polls its {@code SolveMonitor}; threads
 * are never interrupted (an interrupt would break a file channel half-way through an export).
 *
 * <p>The revision supplier is read on the submitting thread and on the callback executor (both the FX thread in the
 * app), never on a worker.
 */
public final class LaneTaskRunner extends LanedTaskRunner {

    private final Executor callbacks;
    private final ExecutorService compute;
    private final ExecutorService io;
    private final TaskRecord.Owner owner = new TaskRecord.Owner() {
        @Override
        public void progressed(TaskRecord<?> record) {
            if (record.claimProgressPost()) {
                callbacks.execute(() -> {
                    record.releaseProgressPost();
                    if (!record.state().isFinished()) {
                        lanes.tell(record);
                    }
                });
            }
        }

        @Override
        public void cancelledBeforeStart(TaskRecord<?> record) {
            callbacks.execute(() -> lanes.settle(record, revision.getAsLong()));
        }
    };

    /**
     * @param revision       the project revision; a compute value is delivered only if it has not changed since submission
     * @param callbacks      where results, errors and listener calls run ({@code Platform::runLater} in the app)
     * @param computeWorkers threads of the compute pool, at least 1
     */
    public LaneTaskRunner(LongSupplier revision, Executor callbacks, int computeWorkers) {
        super(revision);
        if (computeWorkers < 1) {
            throw new IllegalArgumentException("at least one compute worker is needed, not " + computeWorkers);
        }
        this.callbacks = callbacks;
        this.compute = Executors.newFixedThreadPool(computeWorkers, daemons("lightwire-compute-", true));
        this.io = Executors.newSingleThreadExecutor(daemons("lightwire-io", false));
    }

    /** A runner with {@link #computeWorkers(int)} compute threads for this machine's processors. */
    public static LaneTaskRunner forThisMachine(LongSupplier revision, Executor callbacks) {
        return new LaneTaskRunner(revision, callbacks, computeWorkers(Runtime.getRuntime().availableProcessors()));
    }

    /** One compute worker per core minus one, at least one, so the FX thread keeps a core to itself. */
    public static int computeWorkers(int processors) {
        return Math.max(1, processors - 1);
    }

    @Override
    public <T> TaskHandle submit(TaskRequest<T> request) {
        TaskRecord<T> record = admit(request, owner);
        callbacks.execute(() -> lanes.tell(record));
        (request.kind() == TaskKind.COMPUTE ? compute : io).execute(() -> run(record));
        return record;
    }

    private void run(TaskRecord<?> record) {
        if (!record.start()) {
            return;
        }
        callbacks.execute(() -> lanes.tell(record));
        record.runWork();
        callbacks.execute(() -> lanes.settle(record, revision.getAsLong()));
    }

    /** Cancels every task and lets the threads end once their work has noticed; the threads are daemons. */
    @Override
    public void close() {
        super.close();
        compute.shutdown();
        io.shutdown();
    }

    private static ThreadFactory daemons(String name, boolean numbered) {
        AtomicInteger count = new AtomicInteger();
        return work -> {
            Thread thread = new Thread(work, numbered ? name + count.incrementAndGet() : name);
            thread.setDaemon(true);
            return thread;
        };
    }
}
