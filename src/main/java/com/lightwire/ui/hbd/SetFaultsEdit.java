package com.lightwire.ui.hbd;

import com.lightwire.model.Project;
import com.lightwire.model.Study;
import com.lightwire.model.hbd.HbdFaults;
import com.lightwire.ui.session.Edit;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Replaces the project's fault set (its {@value HbdFaults#STUDY_KIND} study; none when the set is empty): one undoable
 * step per click, random draw or clear.
 *
 * @param description what the step did ("Mark node N3 faulty")
 * @param faults      the new fault set
 * @param mergeKey    consecutive edits with this key are one undo step (scrubbing a trace), or null
 */
record SetFaultsEdit(String description, HbdFaults faults, String mergeKey) implements Edit {

    SetFaultsEdit {
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(faults, "faults");
    }

    /** An edit that is its own undo step. */
    SetFaultsEdit(String description, HbdFaults faults) {
        this(description, faults, null);
    }

    @Override
    public Project apply(Project project) {
        List<Study> studies = new ArrayList<>();
        boolean placed = false;
        for (Study study : project.studies()) {
            if (!study.kind().equals(HbdFaults.STUDY_KIND)) {
                studies.add(study);
            } else if (!placed) {
                placed = true;
                if (faults.count() > 0) {
                    studies.add(new Study(study.kind(), study.name(), faults));
                }
            }
        }
        if (!placed && faults.count() > 0) {
            studies.add(new Study(HbdFaults.STUDY_KIND, "faults", faults));
        }
        return project.withStudies(studies);
    }
}
