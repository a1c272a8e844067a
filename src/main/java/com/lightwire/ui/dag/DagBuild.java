package com.lightwire.ui.dag;

import com.lightwire.core.dag.TrainingDagGenerator;
import com.lightwire.core.task.TaskHandle;
import com.lightwire.core.task.TaskKind;
import com.lightwire.core.task.TaskRequest;
import com.lightwire.core.task.TaskRunner;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.dag.TaskDag;
import com.lightwire.model.dag.TrainingJob;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * Builds a job's DAG on the task runner (lane {@value #LANE}, compute): whether a build runs, its progress (-1 while
 * indeterminate) for the job form's bar, and Cancel. A newer build replaces an older one; a cancelled build shows
 * nothing.
 */
final class DagBuild {

    static final String LANE = "dag.build";

    private final TaskRunner runner;
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper();
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper();
    private TaskHandle handle;

    DagBuild(TaskRunner runner) {
        this.runner = runner;
        runner.addListener(h -> {
            if (h == handle) {
                progress.set(h.progress());
                running.set(!h.state().isFinished());
            }
        });
    }

    /** Builds {@code job}'s reduced DAG; {@code built} gets it, {@code failed} the reason. */
    void start(TrainingJob job, String title, BiConsumer<TrainingJob, TaskDag> built, Consumer<String> failed) {
        running.set(true);
        progress.set(-1);
        TaskHandle h = runner.submit(new TaskRequest<>(LANE, "Build DAG of " + title, TaskKind.COMPUTE, monitor -> {
            List<Diagnostic> problems = new ArrayList<>();
            return TrainingDagGenerator.generate(job, true, problems, monitor).map(g -> (Object) g.dag())
                    .orElseGet(() -> problems.get(0).message());
        }, value -> {
            if (value instanceof TaskDag dag) {
                built.accept(job, dag);
            } else {
                failed.accept(title + ": " + value);
            }
        }, e -> failed.accept("Building failed: " + e.getMessage())));
        handle = h;
        if (h.state().isFinished()) {
            running.set(false);
        }
    }

    /** Cancels the running build, if any. */
    void cancel() {
        if (handle != null) {
            handle.cancel();
        }
    }

    ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }
}
