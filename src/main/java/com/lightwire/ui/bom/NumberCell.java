package com.lightwire.ui.bom;

import javafx.css.PseudoClass;
import javafx.scene.control.TableCell;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;

import java.util.function.BiFunction;
import java.util.function.Consumer;

/**
 * An editable catalog number cell checked as you type: while the text is not a non-negative number the field is
 * marked (pseudo-class {@code invalid}) and {@code message} receives the reason; Enter commits only valid text.
 *
 * @param <S> the row type
 */
final class NumberCell<S> extends TableCell<S, String> {

    private static final PseudoClass INVALID = PseudoClass.getPseudoClass("invalid");

    private final String what;
    private final BiFunction<S, String, String> commit;
    private final Consumer<String> message;
    private TextField field;

    /**
     * @param what    the field's name in messages, e.g. "Unit cost"
     * @param commit  applies valid text to a row; returns "" or a refusal
     * @param message shows the reason ("" clears it)
     */
    NumberCell(String what, BiFunction<S, String, String> commit, Consumer<String> message) {
        this.what = what;
        this.commit = commit;
        this.message = message;
    }

    /** The editor while editing, else null. */
    TextField field() {
        return field;
    }

    @Override
    public void startEdit() {
        super.startEdit();
        if (!isEditing()) {
            return;
        }
        field = new TextField(getItem());
        field.getStyleClass().add("number-editor");
        field.textProperty().addListener((o, was, now) -> check(now));
        field.setOnAction(e -> {
            if (check(field.getText())) {
                commitEdit(field.getText());
            }
        });
        field.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                cancelEdit();
            }
        });
        setText(null);
        setGraphic(field);
        field.selectAll();
        field.requestFocus();
    }

    @Override
    public void commitEdit(String text) {
        S row = getTableRow().getItem();
        super.commitEdit(text);
        message.accept(commit.apply(row, text));
    }

    @Override
    public void cancelEdit() {
        super.cancelEdit();
        message.accept("");
        showValue(getItem());
    }

    @Override
    protected void updateItem(String item, boolean empty) {
        super.updateItem(item, empty);
        showValue(empty ? null : item);
    }

    private boolean check(String text) {
        NumberInput input = NumberInput.nonNegative(text, what);
        field.pseudoClassStateChanged(INVALID, !input.accepted());
        message.accept(input.problem());
        return input.accepted();
    }

    private void showValue(String item) {
        field = null;
        setGraphic(null);
        setText(item);
    }
}
