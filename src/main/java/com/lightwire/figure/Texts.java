package com.lightwire.figure;

/**
 * Text from a project (names, ids) as figures show it: cut to a length, so that a name of any length (a file may
 * hold 200,000 characters in one) neither stretches a sheet nor runs over its neighbours.
 */
public final class Texts {

    /** Longest title, heading or line of a sheet, in characters. */
    public static final int MAX_LINE = 160;

    /** Longest label drawn on an element (a rack id on the floor), in characters. */
    public static final int MAX_LABEL = 40;

    private Texts() {
    }

    /** {@code text}, or its first {@code max - 1} characters and an ellipsis when it is longer than {@code max}. */
    public static String cut(String text, int max) {
        return text.length() <= max ? text : text.substring(0, Math.max(0, max - 1)) + "\u2026";
    }
}
