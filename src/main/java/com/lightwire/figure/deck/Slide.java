package com.lightwire.figure.deck;

import com.lightwire.figure.Figure;
import com.lightwire.model.deck.Camera;

import java.util.Objects;

/**
 * One step as the audience sees it: the view's figure under the step's camera, the caption, the step counter, the
 * line of the animation phase shown (empty when none) and the speaker notes (drawn on handouts only).
 *
 * @param figure  the view's drawing, or null when the view has none to show
 * @param camera  the world rectangle to show, or null for the whole figure
 * @param caption the caption line
 * @param counter the step counter, e.g. "3 / 7"
 * @param phase   what the animation phase shown adds, or empty
 * @param notes   the speaker notes
 */
public record Slide(Figure figure, Camera camera, String caption, String counter, String phase, String notes) {

    public Slide {
        Objects.requireNonNull(caption, "caption");
        Objects.requireNonNull(counter, "counter");
        Objects.requireNonNull(phase, "phase");
        Objects.requireNonNull(notes, "notes");
    }

    /** The same slide showing another figure (an animation phase) and what that phase adds. */
    public Slide withPhase(Figure frame, String what) {
        return new Slide(frame, camera, caption, counter, what, notes);
    }
}
