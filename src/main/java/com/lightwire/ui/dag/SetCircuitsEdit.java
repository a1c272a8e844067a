package com.lightwire.ui.dag;

import com.lightwire.core.dag.FixedAllocation;
import com.lightwire.model.Project;
import com.lightwire.model.dag.Allocation;
import com.lightwire.model.dag.TrainingDagStudy;
import com.lightwire.ui.session.Edit;

/**
 * A heat-map cell edit: {@code x_ab = x_ba = count} in {@code base} (the allocation shown when the user edited),
 * stored as the study's {@value TrainingDagStudy#EDITED} allocation. Refused (the session keeps the project) when
 * the count leaves the cell's range ({@link FixedAllocation#cellRange}).
 *
 * @param study the training DAG study's name
 * @param base  the allocation edited
 * @param a     row pod
 * @param b     column pod
 * @param count circuits
 * @param pair  the pair's name for the Edit menu, e.g. "P0–P1"
 */
public record SetCircuitsEdit(String study, Allocation base, int a, int b, int count, String pair) implements Edit {

    @Override
    public String description() {
        return "Set circuits " + pair + " to " + count;
    }

    /** Consecutive changes of one cell (spinner steps) undo together. */
    @Override
    public String mergeKey() {
        return "dag-cell:" + study + ":" + a + ":" + b;
    }

    @Override
    public Project apply(Project project) {
        TrainingDagStudy s = PutTrainingDagEdit.find(project, study);
        if (s == null) {
            throw new IllegalArgumentException("the project has no training DAG " + study);
        }
        int[] range = FixedAllocation.cellRange(s.dag(), base, a, b);
        if (count < range[0] || count > range[1]) {
            throw new IllegalArgumentException("circuits between pods " + a + " and " + b + " must be between "
                    + range[0] + " and " + range[1] + "; " + count + " asked");
        }
        TrainingDagStudy changed = s.withAllocation(TrainingDagStudy.EDITED, FixedAllocation.withCell(base, a, b,
                count));
        return new PutTrainingDagEdit(study, changed, description()).apply(project);
    }
}
