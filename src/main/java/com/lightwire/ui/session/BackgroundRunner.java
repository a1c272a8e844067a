package com.lightwire.ui.session;

import com.lightwire.core.solve.SolveMonitor;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.concurrent.Task;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Runs core solves off the FX thread as {@link javafx.concurrent.Task}s, adapting the task to a {@link SolveMonitor}
 * (progress, message, Cancel). The newest request wins: submitting cancels the task still running, and a result
 * arrives only when its task is still the newest and the session revision has not changed since submission.
 * Call from the FX thread; callbacks run on it.
 */
public final class BackgroundRunner {

    private final Session session;
    private final ExecutorService executor = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "lightwire-solve");
        t.setDaemon(true);
        return t;
    });
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "Ready");
    private Task<?> current;

    public BackgroundRunner(Session session) {
        this.session = session;
    }

    /**
     * Starts {@code work}; {@code onResult} receives its value, {@code onError} an exception it threw. Neither is
     * called when the task was cancelled, superseded, or the project changed meanwhile.
     */
    public <T> Task<T> submit(String title, Function<SolveMonitor, T> work, Consumer<T> onResult,
                              Consumer<Throwable> onError) {
        cancel();
        long revision = session.revision();
        MonitoredTask<T> task = new MonitoredTask<>(title, work);
        current = task;
        running.set(true);
        progress.bind(task.progressProperty());
        status.bind(task.messageProperty());
        task.setOnSucceeded(e -> finish(task, revision, () -> onResult.accept(task.getValue()), title + ": done"));
        task.setOnFailed(e -> finish(task, revision, () -> onError.accept(task.getException()), title + ": failed"));
        task.setOnCancelled(e -> finish(task, revision, () -> { }, title + ": cancelled"));
        executor.execute(task);
        return task;
    }

    /** Cancels the running task, if any; its result will be dropped. */
    public void cancel() {
        if (current != null) {
            current.cancel();
        }
    }

    /** True while a submitted task has not finished. */
    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** Progress of the running task in [0, 1], or -1 when indeterminate. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** What the runner is doing, or how the last task ended. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** Shows a message in the status line when no task is running (a running task owns the line). */
    public void report(String message) {
        if (!running.get()) {
            status.set(message);
        }
    }

    /** Stops the worker thread; pending tasks are cancelled. */
    public void shutdown() {
        cancel();
        executor.shutdownNow();
    }

    private void finish(Task<?> task, long revision, Runnable deliver, String outcome) {
        if (task != current) {
            return;
        }
        current = null;
        running.set(false);
        progress.unbind();
        progress.set(0);
        status.unbind();
        boolean fresh = session.revision() == revision;
        status.set(fresh ? outcome : outcome + " (project changed meanwhile; result dropped)");
        if (fresh) {
            deliver.run();
        }
    }

    /** A task that hands the solver a monitor backed by its own progress, message and cancelled state. */
    private static final class MonitoredTask<T> extends Task<T> {
        private final String title;
        private final Function<SolveMonitor, T> work;

        MonitoredTask(String title, Function<SolveMonitor, T> work) {
            this.title = title;
            this.work = work;
            updateTitle(title);
            updateMessage(title + "...");
            updateProgress(-1, 1);
        }

        @Override
        protected T call() {
            return work.apply(new SolveMonitor() {
                @Override
                public boolean isCancelled() {
                    return MonitoredTask.this.isCancelled();
                }

                @Override
                public void progress(double fraction, String message) {
                    updateProgress(fraction, 1);
                    updateMessage(title + ": " + message);
                }
            });
        }
    }
}
