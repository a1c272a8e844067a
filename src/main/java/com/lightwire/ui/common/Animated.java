package com.lightwire.ui.common;

import com.lightwire.figure.Figure;

import java.util.Optional;

/**
 * A view whose current drawing is the end of a sequence the presenter can play phase by phase (issue 15): cables
 * appearing group by group, circuits filling OCS by OCS. The presenter plays the phases at the speed the user set,
 * and the step keys move one phase forward or back.
 */
public interface Animated {

    /** The phases leading to what the view shows now, or empty when there is nothing to play. */
    Optional<Animation> animation();

    /** Phases of an animation, drawn lazily; phase {@code phases() - 1} is the view's drawing as it is. */
    interface Animation {

        /** How many phases, at least one. */
        int phases();

        /** The drawing of phase {@code phase} (0 to phases - 1), in the same world coordinates as the view's canvas. */
        Figure frame(int phase);

        /** What phase {@code phase} adds, in a few words ("OCS group G02: 32 cables"). */
        String describe(int phase);
    }
}
