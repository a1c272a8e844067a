package com.lightwire.model.dag;

import com.lightwire.model.ElementRef;
import com.lightwire.model.StudyRef;

import java.util.Objects;
import java.util.Optional;

/**
 * One task of a training DAG study, as the window's shared selection holds it (the Training DAG view's canvases and
 * the Inspector).
 *
 * @param study the {@value TrainingDagStudy#KIND} study
 * @param task  the task's id in its DAG
 */
public record DagTaskRef(StudyRef study, String task) implements ElementRef {
    public DagTaskRef {
        Objects.requireNonNull(study, "study");
        Objects.requireNonNull(task, "task");
    }

    /** The task {@code task} of the training DAG study {@code studyName}. */
    public static DagTaskRef of(String studyName, String task) {
        return new DagTaskRef(new StudyRef(TrainingDagStudy.KIND, studyName), task);
    }

    @Override
    public String label() {
        return "task " + task + " of " + study.label();
    }

    @Override
    public Optional<ElementRef> parent() {
        return Optional.of(study);
    }
}
