/**
 * Presentation decks (issue 15): an ordered list of steps, each a view, the state it shows (camera and view-specific
 * properties) and a caption with speaker notes; kept in a project as the study of kind {@code deck} (ADR 0051).
 */
package com.lightwire.model.deck;
