package com.lightwire.app;

import com.lightwire.model.Project;
import com.lightwire.ui.dag.TrainingDagView;
import com.lightwire.ui.session.Session;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * File &gt; Open of a training job or a task DAG (the samples delta-worked, gpt7b-fig1 and megatron-462b hold only
 * such files): opens it as a new, untitled project of that one study, shown in the Training DAG view, as Open does
 * with a project file (ADR 0059). It used to add the study to the project that was open; the Training DAG view's own
 * "Open job..." and "Open DAG..." still add one to the open project.
 */
final class TrainingFileOpener {

    private final Session session;
    private final ViewTabs tabs;

    TrainingFileOpener(Session session, ViewTabs tabs) {
        this.session = session;
        this.tabs = tabs;
    }

    /**
     * Opens {@code file} when it is a training job or a task DAG and says what it did; empty when it is neither. The
     * caller has already asked whether to save the open project (Open asks before the file is chosen).
     */
    Optional<String> open(Path file) {
        Optional<Boolean> job = TrainingFiles.kind(file);
        Optional<TrainingDagView> view = tabs.views().stream().filter(TrainingDagView.class::isInstance)
                .map(TrainingDagView.class::cast).findFirst();
        if (job.isEmpty() || view.isEmpty()) {
            return Optional.empty();
        }
        session.open(Project.ofStudies(List.of()), null);
        tabs.select("dag");
        view.get().read(file, job.get());
        return Optional.of("Opened " + file.getFileName() + " as a new project (a "
                + (job.get() ? "training job" : "task DAG") + ", in the Training DAG view); to add it to a project, use "
                + "Open " + (job.get() ? "job" : "DAG") + "... in that view");
    }
}
