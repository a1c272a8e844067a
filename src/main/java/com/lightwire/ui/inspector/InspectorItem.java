package com.lightwire.ui.inspector;

import javafx.beans.value.ObservableValue;
import org.controlsfx.control.PropertySheet;

import java.util.Optional;
import java.util.function.Function;

/**
 * One inspector row. Editable rows hand a typed value to {@code commit}, which returns null when it applied the
 * value or the reason it refused it.
 */
final class InspectorItem implements PropertySheet.Item {

    private final String category;
    private final String name;
    private final Class<?> type;
    private Object value;
    private final Function<Object, String> commit;
    private final Inspector owner;

    InspectorItem(Inspector owner, String category, String name, Object value, Function<Object, String> commit) {
        this.owner = owner;
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

    @Override
    public Object getValue() {
        return value;
    }

    @Override
    public void setValue(Object newValue) {
        if (commit == null || newValue == null || newValue.equals(value)) {
            return;
        }
        value = newValue;
        owner.report(name, commit.apply(newValue));
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
