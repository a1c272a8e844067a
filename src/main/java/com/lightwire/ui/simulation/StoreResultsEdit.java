package com.lightwire.ui.simulation;

import com.lightwire.model.Project;
import com.lightwire.model.Study;
import com.lightwire.model.lumos.SimulationResult;
import com.lightwire.model.lumos.SimulationStudy;
import com.lightwire.model.lumos.Trace;
import com.lightwire.ui.session.Edit;

import java.util.ArrayList;
import java.util.List;

/**
 * Stores a finished simulation as the cluster-simulation study {@code study}'s results (ADR 0058), so the project
 * reopens with them; one undoable edit. Refused when the study's trace is no longer the one simulated.
 *
 * @param study   the study's name
 * @param trace   the trace that was simulated
 * @param results the simulation's result
 */
public record StoreResultsEdit(String study, Trace trace, SimulationResult results) implements Edit {

    @Override
    public String description() {
        return "Simulate " + study + " on " + results.architectures().size() + " architectures";
    }

    @Override
    public Project apply(Project project) {
        List<Study> studies = new ArrayList<>(project.studies());
        for (int i = 0; i < studies.size(); i++) {
            Study s = studies.get(i);
            if (s.name().equals(study) && s.data() instanceof SimulationStudy data) {
                if (!data.trace().equals(trace)) {
                    throw new IllegalArgumentException("the trace of " + study + " changed since it was simulated");
                }
                studies.set(i, new Study(s.kind(), s.name(), data.withResults(results)));
                return project.withStudies(studies);
            }
        }
        throw new IllegalArgumentException("the project has no cluster-simulation study named " + study);
    }
}
