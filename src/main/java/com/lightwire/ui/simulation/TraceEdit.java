package com.lightwire.ui.simulation;

import com.lightwire.model.Project;
import com.lightwire.model.Study;
import com.lightwire.model.lumos.SimulationStudy;
import com.lightwire.model.lumos.Trace;
import com.lightwire.ui.session.Edit;

import java.util.ArrayList;
import java.util.List;

/**
 * Replaces the trace of the cluster-simulation study {@code study}, keeping its settings and dropping its results
 * (they belong to the old trace): one undoable edit for a field change, an added or removed job, or a generated trace.
 *
 * @param study       the study's name
 * @param trace       the new trace
 * @param description what changed, e.g. "Edit j3 tp" or "Generate 100 jobs"
 */
public record TraceEdit(String study, Trace trace, String description) implements Edit {

    @Override
    public Project apply(Project project) {
        List<Study> studies = new ArrayList<>(project.studies());
        for (int i = 0; i < studies.size(); i++) {
            Study s = studies.get(i);
            if (s.name().equals(study) && s.data() instanceof SimulationStudy data) {
                studies.set(i, new Study(s.kind(), s.name(), data.withTrace(trace)));
                return project.withStudies(studies);
            }
        }
        throw new IllegalArgumentException("the project has no cluster-simulation study named " + study);
    }
}
