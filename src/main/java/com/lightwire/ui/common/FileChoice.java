package com.lightwire.ui.common;

import java.nio.file.Path;
import java.util.List;

/**
 * What a file chooser asks for.
 *
 * @param title       the chooser's title, e.g. "Export labels PDF"
 * @param description the kind of file, e.g. "PDF"
 * @param patterns    the file name patterns of that kind, e.g. {@code *.pdf}
 * @param directory   where the chooser starts, or null for its default
 */
public record FileChoice(String title, String description, List<String> patterns, Path directory) {

    public FileChoice {
        patterns = List.copyOf(patterns);
    }

    /** A choice of one kind of file, starting in the chooser's default folder. */
    public static FileChoice of(String title, String description, String... patterns) {
        return new FileChoice(title, description, List.of(patterns), null);
    }

    public FileChoice in(Path folder) {
        return new FileChoice(title, description, patterns, folder);
    }
}
