package com.lightwire.ui.inspector;

import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableValue;
import org.controlsfx.control.PropertySheet;

import java.util.Optional;
import java.util.function.Function;

/**
 * One inspector row. An editable row hands each typed value to {@code commit}, which returns null when it applied
 * the value, "" when the user cancelled (the row then shows the project's value again, see {@link #revertsProperty()}),
 * or the reason it refused the value. The row's problem is what its editor shows at the field: set by every refused
 * value, cleared by every applied one and by the project's own value typed back.
 */
final class InspectorItem implements PropertySheet.Item {

    private final String category;
    private final String name;
    private final Class<?> type;
    private final Function<Object, String> commit;
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper(this, "problem", "");
    private final ReadOnlyLongWrapper reverts = new ReadOnlyLongWrapper(this, "reverts");
    private Object value;

    InspectorItem(String category, String name, Object value, Function<Object, String> commit) {
        this.category = category;
        this.name = name;
        this.type = value.getClass();
        this.value = value;
        this.commit = commit;
    }

    @Override
    public Class<?> getType() {
        return type;
    }

    @Override
    public String getCategory() {
        return category;
    }

    @Override
    public String getName() {
        return name;
    }

    @Override
    public String getDescription() {
        return name;
    }

    /** The value the project holds now, as far as this row knows (its last applied value). */
    @Override
    public Object getValue() {
        return value;
    }

    @Override
    public void setValue(Object newValue) {
        if (commit == null || newValue == null) {
            return;
        }
        if (newValue.equals(value)) {
            problem.set("");
            return;
        }
        String outcome = commit.apply(newValue);
        if (outcome == null) {
            value = newValue;
            problem.set("");
        } else if (outcome.isEmpty()) {
            problem.set("");
            reverts.set(reverts.get() + 1);
        } else {
            problem.set(outcome);
        }
    }

    /** Text typed that is no value of this row's type at all, e.g. "abc" for a number. */
    void refuse(String reason) {
        problem.set(reason);
    }

    /** Why the value in the editor is not applied, or "" when it is. */
    ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    /** Counts the times the editor must show {@link #getValue()} again (a question was cancelled). */
    ReadOnlyLongProperty revertsProperty() {
        return reverts.getReadOnlyProperty();
    }

    @Override
    public boolean isEditable() {
        return commit != null;
    }

    @Override
    public Optional<ObservableValue<? extends Object>> getObservableValue() {
        return Optional.empty();
    }
}
