package com.lightwire.ui.common;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * What a file chooser asks for.
 *
 * @param title       the chooser's title, e.g. "Export labels PDF"
 * @param description the kind of file, e.g. "PDF"
 * @param patterns    the file name patterns of that kind, e.g. {@code *.pdf}
 * @param directory   where the chooser starts, or null for its default
 * @param fileName    the name a save dialog proposes, or null to propose one made from the title
 */
public record FileChoice(String title, String description, List<String> patterns, Path directory, String fileName) {

    public FileChoice {
        patterns = List.copyOf(patterns);
    }

    /** A choice of one kind of file, starting in the chooser's default folder. */
    public static FileChoice of(String title, String description, String... patterns) {
        return new FileChoice(title, description, List.of(patterns), null, null);
    }

    public FileChoice in(Path folder) {
        return new FileChoice(title, description, patterns, folder, fileName);
    }

    /** The same choice proposing {@code name} in a save dialog. */
    public FileChoice named(String name) {
        return new FileChoice(title, description, patterns, directory, name);
    }

    /**
     * The name a save dialog proposes: the given one, else the title's subject with the first pattern's extension
     * ("Export HBD groups" and {@code *.csv} propose "hbd-groups.csv"; "Export Fabric as PNG" proposes "fabric.png"),
     * so the user never starts from an empty name field.
     */
    public String proposedName() {
        if (fileName != null) {
            return fileName;
        }
        String subject = title.replaceFirst("^(Export|Save)(\\s+|$)", "").replaceFirst("\\s+as(\\s.*)?$", "");
        String slug = subject.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
        String pattern = patterns.isEmpty() ? "" : patterns.get(0);
        String extension = pattern.startsWith("*.") ? pattern.substring(1) : "";
        return (slug.isEmpty() ? "untitled" : slug) + extension;
    }
}
