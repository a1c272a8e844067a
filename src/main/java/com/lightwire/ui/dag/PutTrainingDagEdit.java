package com.lightwire.ui.dag;

import com.lightwire.model.Project;
import com.lightwire.model.Study;
import com.lightwire.model.dag.TrainingDagStudy;
import com.lightwire.ui.session.Edit;

import java.util.ArrayList;
import java.util.List;

/**
 * Stores a training DAG study under its name: replaces the {@value TrainingDagStudy#KIND} study of that name, or
 * appends it.
 *
 * @param name        the study's name
 * @param study       the job, DAG and allocations
 * @param description e.g. "Open task DAG dag.json"
 */
public record PutTrainingDagEdit(String name, TrainingDagStudy study, String description) implements Edit {

    @Override
    public Project apply(Project project) {
        List<Study> studies = new ArrayList<>(project.studies());
        Study entry = new Study(TrainingDagStudy.KIND, name, study);
        int at = indexOf(studies, name);
        if (at >= 0) {
            studies.set(at, entry);
        } else {
            studies.add(entry);
        }
        return project.withStudies(studies);
    }

    /** The position of the training DAG study {@code name} in {@code studies}, or -1. */
    static int indexOf(List<Study> studies, String name) {
        for (int i = 0; i < studies.size(); i++) {
            Study s = studies.get(i);
            if (s.kind().equals(TrainingDagStudy.KIND) && s.name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** The training DAG study {@code name} of {@code project}, or null. */
    static TrainingDagStudy find(Project project, String name) {
        int at = indexOf(project.studies(), name);
        return at < 0 ? null : (TrainingDagStudy) project.studies().get(at).data();
    }
}
