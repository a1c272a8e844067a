package com.lightwire.ui.present;

import com.lightwire.model.Project;
import com.lightwire.model.deck.Deck;
import com.lightwire.ui.session.Edit;

import java.util.Objects;
import java.util.function.UnaryOperator;

/**
 * One undoable change of the project's deck ("Add step 3", "Move step 2 up", "Edit caption of step 1"): applies
 * {@code change} to the deck the project holds, so it is a pure function of the project like every edit. Typing in a
 * caption or the notes of one step merges into one undo step.
 *
 * @param description what the edit does
 * @param change      the new deck from the old one (the empty deck when the project has none)
 * @param mergeKey    consecutive edits with the same non-null key merge
 */
public record DeckEdit(String description, UnaryOperator<Deck> change, String mergeKey) implements Edit {

    public DeckEdit {
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(change, "change");
    }

    public DeckEdit(String description, UnaryOperator<Deck> change) {
        this(description, change, null);
    }

    @Override
    public Project apply(Project project) {
        return Deck.put(project, change.apply(Deck.of(project).orElse(Deck.EMPTY)));
    }
}
