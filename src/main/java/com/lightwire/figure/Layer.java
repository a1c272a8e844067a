package com.lightwire.figure;

/**
 * The stacked layers of a figure, back to front. An interactive canvas keeps one surface per layer, so a hover change
 * repaints only {@link #HOVER}; exports paint {@link #CONTENT} only (the project state, not the pointer's).
 */
public enum Layer {
    /** The project state: everything that does not follow the pointer or the selection. */
    CONTENT,
    /** Selected elements' outlines and highlights. */
    SELECTION,
    /** What is under the pointer. */
    HOVER,
    /** Gestures in progress: rubber bands, snapping guides. */
    GUIDES
}
