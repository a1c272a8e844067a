package com.lightwire.model;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The safe pattern for identifiers that end up on labels, cut sheets and exported files (rack ids today): 1 to 64
 * ASCII letters, digits, {@code -}, {@code _} and {@code .}, starting with a letter or a digit. Such an id never
 * starts a spreadsheet formula ({@code = + - @}), needs no quoting in CSV, and prints on any label printer. Project
 * readers refuse other ids (docs/file-format.md, "Identifiers").
 */
public final class Ids {

    /** Longest id accepted. */
    public static final int MAX_LENGTH = 64;

    /** The pattern, for documentation and messages. */
    public static final Pattern SAFE = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0," + (MAX_LENGTH - 1) + "}");

    private Ids() {
    }

    /** True when {@code id} matches {@link #SAFE}. */
    public static boolean isSafe(String id) {
        return id != null && SAFE.matcher(id).matches();
    }

    /** Why {@code id} is not safe, as a sentence for people; empty when it is. */
    public static Optional<String> problem(String id) {
        if (isSafe(id)) {
            return Optional.empty();
        }
        String shown = id.length() > 2 * MAX_LENGTH ? id.substring(0, MAX_LENGTH) + "...\" (" + id.length()
                + " characters)" : id + "\"";
        return Optional.of("\"" + shown + " is not a valid id: use 1 to " + MAX_LENGTH
                + " letters, digits, '-', '_' or '.', starting with a letter or digit");
    }
}
