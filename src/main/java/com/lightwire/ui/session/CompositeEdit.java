package com.lightwire.ui.session;

import com.lightwire.model.Project;

import java.util.List;

/**
 * Several edits applied in order as one undo step, e.g. deleting every selected pod.
 *
 * @param description what the whole step does
 * @param edits       the parts, applied first to last
 */
public record CompositeEdit(String description, List<Edit> edits) implements Edit {

    public CompositeEdit {
        edits = List.copyOf(edits);
    }

    @Override
    public Project apply(Project project) {
        Project current = project;
        for (Edit edit : edits) {
            current = edit.apply(current);
        }
        return current;
    }
}
