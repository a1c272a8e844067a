package com.lightwire.io;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Decides, section by section, whether a project's large data (a topology, the configuration, a study payload) stays
 * inline in the project file or moves to a sibling file, and collects the siblings a save must write. Sections of
 * {@value #SIBLING_THRESHOLD} characters or more move, so small projects stay one file. A copy of a saved project
 * (the recovery copy) refers to the saved project's siblings where they already hold the same content.
 */
final class SectionPlacement {

    /** Sections at least this long (in characters of JSON) go to a sibling file. */
    static final int SIBLING_THRESHOLD = 64 * 1024;

    private final Path dataDir;
    private final Path reuseDir;
    private final List<Pending> pending = new ArrayList<>();
    private final Set<String> ownNames = new TreeSet<>();

    private SectionPlacement(Path dataDir, Path reuseDir) {
        this.dataDir = dataDir;
        this.reuseDir = reuseDir;
    }

    /** Everything inline: one self-contained document. */
    static SectionPlacement inline() {
        return new SectionPlacement(null, null);
    }

    /** Large sections to siblings of {@code file}, or to those of {@code original} (may be null) that already exist. */
    static SectionPlacement siblingsOf(Path file, Path original) {
        return new SectionPlacement(SiblingFiles.dataDirectory(file),
                original == null ? null : SiblingFiles.dataDirectory(original.toAbsolutePath()));
    }

    /** False when every section stays inline, so callers need not render sections to measure them. */
    boolean mayMove() {
        return dataDir != null;
    }

    /** Where {@code text}, the JSON of one {@code section}, goes: a reference to a sibling, or null for inline. */
    Reference place(String section, String text) throws IOException {
        if (dataDir == null || text.length() < SIBLING_THRESHOLD) {
            return null;
        }
        String sha256 = SiblingFiles.sha256(text);
        String name = SiblingFiles.fileName(section, sha256);
        if (reuseDir != null && SiblingFiles.holds(reuseDir, name, text)) {
            return new Reference(reuseDir.resolve(name).toString(), sha256);
        }
        if (ownNames.add(name) && !SiblingFiles.holds(dataDir, name, text)) {
            pending.add(new Pending(dataDir.resolve(name), text));
        }
        return new Reference(dataDir.getFileName() + "/" + name, sha256);
    }

    /** The siblings not on disk yet. */
    List<Pending> pending() {
        return List.copyOf(pending);
    }

    /** The names of every sibling in the data folder the document refers to. */
    Set<String> ownNames() {
        return Set.copyOf(ownNames);
    }

    Path dataDir() {
        return dataDir;
    }

    /**
     * How the project file refers to a sibling.
     *
     * @param file   the sibling's path relative to the project file's folder ("/"-separated), or absolute
     * @param sha256 the SHA-256 of its content, 64 hex digits
     */
    record Reference(String file, String sha256) {
    }

    /**
     * A sibling to write.
     *
     * @param file where
     * @param text its content
     */
    record Pending(Path file, String text) {
    }
}
