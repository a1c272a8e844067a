package com.lightwire.ui.session;

import com.lightwire.model.Project;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads and writes project files; the composition root binds it to the io layer. Failures are {@link IOException}s
 * whose message is shown to the user as it is ("file: location: reason").
 */
public interface ProjectStore {

    Project read(Path path) throws IOException;

    /** Saves so that a failure or a crash leaves the file at {@code path} holding the old project, complete. */
    void write(Project project, Path path) throws IOException;

    /**
     * Writes a copy of a project (the recovery copy) that may refer to the data already saved with {@code original}
     * (null when the project was never saved) instead of repeating it. By default a plain {@link #write}.
     */
    default void writeCopy(Project project, Path copy, Path original) throws IOException {
        write(project, copy);
    }

    /** Deletes a project file and whatever data it alone refers to. By default just the file. */
    default void delete(Path path) throws IOException {
        Files.deleteIfExists(path);
    }
}
