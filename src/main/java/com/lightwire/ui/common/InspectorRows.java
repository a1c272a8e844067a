package com.lightwire.ui.common;

import com.lightwire.model.Project;
import com.lightwire.ui.session.Edit;

import java.util.Optional;
import java.util.function.Function;

/** Where an {@link ElementInspector} puts its rows; the Inspector turns them into property-sheet rows. */
public interface InspectorRows {

    /**
     * What an editable row does with a typed value: an edit to perform, why the value is refused, or a question whose
     * answer is the edit (empty: the user cancelled, and the row shows the project's value again).
     */
    record Outcome(Edit edit, String refusal, Function<DialogService, Optional<Edit>> question) {

        public static Outcome perform(Edit edit) {
            return new Outcome(edit, null, null);
        }

        public static Outcome refuse(String reason) {
            return new Outcome(null, reason, null);
        }

        /** The edit comes from asking the user, e.g. whether to keep a configuration ({@link WiringSwitch}). */
        public static Outcome ask(Function<DialogService, Optional<Edit>> question) {
            return new Outcome(null, null, question);
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
