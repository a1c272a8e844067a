package com.lightwire.ui.inspector;

import javafx.collections.FXCollections;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.util.Callback;
import org.controlsfx.control.PropertySheet;
import org.controlsfx.property.editor.DefaultPropertyEditorFactory;
import org.controlsfx.property.editor.PropertyEditor;

import java.util.List;

/**
 * The Inspector's editors. An editable row gets a text field (whole numbers, text) or a choice (enums) with its
 * problem right under it, checked as the user types: every keystroke is applied or refused, the message and the
 * field's danger outline follow at once and clear when the value is corrected. Read-only rows use ControlsFX's own.
 */
final class InspectorEditors implements Callback<PropertySheet.Item, PropertyEditor<?>> {

    private static final PseudoClass DANGER = PseudoClass.getPseudoClass("danger");

    private final DefaultPropertyEditorFactory defaults = new DefaultPropertyEditorFactory();

    @Override
    public PropertyEditor<?> call(PropertySheet.Item item) {
        if (!(item instanceof InspectorItem row) || !row.isEditable()) {
            return defaults.call(item);
        }
        if (row.getType().isEnum()) {
            return choice(row);
        }
        return text(row, row.getType() == Integer.class);
    }

    /** The id of the problem label under a row's field: "problem-" and the row's name, e.g. "problem-K_leaf". */
    static String problemId(String rowName) {
        return "problem-" + rowName.replaceAll("[^A-Za-z0-9_-]", "-");
    }

    private static PropertyEditor<?> text(InspectorItem row, boolean whole) {
        TextField field = new TextField(String.valueOf(row.getValue()));
        field.textProperty().addListener((obs, old, now) -> {
            if (!whole) {
                row.setValue(now);
                return;
            }
            try {
                row.setValue(Integer.parseInt(now.strip()));
            } catch (NumberFormatException e) {
                row.refuse(now.isBlank() ? "enter a whole number" : "\"" + now.strip() + "\" is not a whole number");
            }
        });
        row.revertsProperty().addListener(o -> field.setText(String.valueOf(row.getValue())));
        return new Editor(withProblem(row, field), row, () -> field.setText(String.valueOf(row.getValue())));
    }

    private static PropertyEditor<?> choice(InspectorItem row) {
        ComboBox<Object> box = new ComboBox<>(FXCollections.observableArrayList(List.of(
                row.getType().getEnumConstants())));
        box.setValue(row.getValue());
        box.setOnAction(e -> row.setValue(box.getValue()));
        row.revertsProperty().addListener(o -> box.setValue(row.getValue()));
        return new Editor(withProblem(row, box), row, () -> box.setValue(row.getValue()));
    }

    /** The control with the row's problem under it, shown only while there is one. */
    private static Node withProblem(InspectorItem row, Control control) {
        Label problem = new Label();
        problem.setId(problemId(row.getName()));
        problem.getStyleClass().add("inspector-problem");
        problem.setWrapText(true);
        problem.textProperty().bind(row.problemProperty());
        problem.visibleProperty().bind(row.problemProperty().isNotEmpty());
        problem.managedProperty().bind(problem.visibleProperty());
        row.problemProperty().addListener((obs, old, now) -> control.pseudoClassStateChanged(DANGER, !now.isEmpty()));
        control.setMaxWidth(Double.MAX_VALUE);
        return new VBox(2, control, problem);
    }

    /** A property editor over a node built here; the sheet calls {@link #setValue} only to show the row's value. */
    private record Editor(Node node, InspectorItem row, Runnable showValue) implements PropertyEditor<Object> {
        @Override
        public Node getEditor() {
            return node;
        }

        @Override
        public Object getValue() {
            return row.getValue();
        }

        @Override
        public void setValue(Object value) {
            showValue.run();
        }
    }
}
