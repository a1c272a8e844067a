package com.lightwire.io;

import com.lightwire.model.Diagnostic;
import com.lightwire.model.Project;

import java.util.List;

/**
 * A project read from a file together with the design-rule findings on it (odd K_spine, too many pods, missing
 * racks, topologies over the port bound, egress conflicts): such a project still opens so that the user can fix it.
 *
 * @param project     the project as stored
 * @param diagnostics the findings of {@link com.lightwire.model.ProjectValidator#validate(Project)}, errors and warnings
 */
public record LoadedProject(Project project, List<Diagnostic> diagnostics) {
    public LoadedProject {
        diagnostics = List.copyOf(diagnostics);
    }

    public boolean hasErrors() {
        return diagnostics.stream().anyMatch(Diagnostic::isError);
    }
}
