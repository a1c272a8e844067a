package com.lightwire.ui.hbd;

import com.lightwire.model.Project;
import com.lightwire.model.Study;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdFaults;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Replaces the project's InfiniteHBD design (its first {@value HbdDesign#STUDY_KIND} study) by {@code design}: one
 * undoable step per Inspector field. Faulty nodes beyond a smaller node count are dropped in the same step, so the
 * project stays valid. Build it with {@link #of}, which refuses a design that breaks a rule.
 *
 * @param description what the step did ("Set HBD K to 3")
 * @param design      the new design
 */
record SetDesignEdit(String description, HbdDesign design) implements com.lightwire.ui.session.Edit {

    SetDesignEdit {
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(design, "design");
    }

    /** Why {@code design} cannot replace the project's (its first broken rule), or null. */
    static String problem(HbdDesign design) {
        return design.problems().isEmpty() ? null : design.problems().get(0).message();
    }

    @Override
    public Project apply(Project project) {
        List<Study> studies = new ArrayList<>();
        boolean placed = false;
        for (Study study : project.studies()) {
            if (study.kind().equals(HbdDesign.STUDY_KIND) && !placed) {
                placed = true;
                studies.add(new Study(study.kind(), study.name(), design));
            } else if (study.kind().equals(HbdFaults.STUDY_KIND) && study.data() instanceof HbdFaults faults) {
                int[] kept = faults.faulty().stream().filter(id -> id <= design.nodes()).toArray();
                if (kept.length > 0) {
                    studies.add(new Study(study.kind(), study.name(), HbdFaults.of(kept)));
                }
            } else {
                studies.add(study);
            }
        }
        if (!placed) {
            throw new IllegalArgumentException("the project holds no \"hbd\" study");
        }
        return project.withStudies(studies);
    }
}
