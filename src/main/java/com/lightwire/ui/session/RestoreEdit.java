package com.lightwire.ui.session;

import com.lightwire.model.Project;

/**
 * Replaces the whole project with a recovered copy, as an edit so that the result is unsaved (dirty) and the
 * restore can be undone.
 *
 * @param recovered the project from the recovery copy
 */
public record RestoreEdit(Project recovered) implements Edit {

    @Override
    public String description() {
        return "Restore unsaved work";
    }

    @Override
    public Project apply(Project project) {
        return recovered;
    }
}
