package com.lightwire.ui.common;

import com.lightwire.model.Project;
import com.lightwire.ui.session.Edit;

/** Where an {@link ElementInspector} puts its rows; the Inspector turns them into property-sheet rows. */
public interface InspectorRows {

    /** What an editable row does with a typed value: an edit to perform, or why the value is refused. */
    record Outcome(Edit edit, String refusal) {

        public static Outcome perform(Edit edit) {
            return new Outcome(edit, null);
        }

        public static Outcome refuse(String reason) {
            return new Outcome(null, reason);
        }
    }

    /** What a new value of an editable row does to the project as it is when the value is entered. */
    @FunctionalInterface
    interface Commit {
        Outcome apply(Project current, Object value);
    }

    void readOnly(String category, String name, Object value);

    /** A row whose value the user may change; {@code commit} says what a new value does. */
    void editable(String category, String name, Object value, Commit commit);
}
