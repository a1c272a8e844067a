package com.lightwire.ui.session;

import com.lightwire.model.Project;

/**
 * One user edit: a pure function from the project before to the project after, with the description shown in the
 * Edit menu ("Undo Move pod P003"). Undo restores the snapshot taken before the edit, so edits need no inverse.
 */
public interface Edit {

    /** What the edit does, in a few words for people. */
    String description();

    /**
     * The project after the edit.
     *
     * @throws IllegalArgumentException when the edit does not fit the project (the session then keeps the old one)
     */
    Project apply(Project project);

    /**
     * Consecutive edits with the same non-null key merge into one undo step, so typing a name letter by letter is
     * undone at once. Null (the default) never merges.
     */
    default String mergeKey() {
        return null;
    }
}
