package com.lightwire.model.deck;

import java.util.Objects;

/**
 * One step of a deck: the view and what it shows, the caption the audience reads and the notes only the presenter
 * sees.
 *
 * @param state   the view and its recorded state
 * @param caption one line for the audience (may be empty)
 * @param notes   speaker notes, several lines allowed (may be empty)
 */
public record DeckStep(ViewState state, String caption, String notes) {

    public DeckStep {
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(caption, "caption");
        Objects.requireNonNull(notes, "notes");
    }

    public DeckStep withCaption(String text) {
        return new DeckStep(state, text, notes);
    }

    public DeckStep withNotes(String text) {
        return new DeckStep(state, caption, text);
    }

    public DeckStep withState(ViewState newState) {
        return new DeckStep(newState, caption, notes);
    }
}
