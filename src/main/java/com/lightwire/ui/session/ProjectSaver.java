package com.lightwire.ui.session;

import com.lightwire.model.Project;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Saves atomically: the project is written to a temporary file next to the target and moved over it, so a crash or a
 * failing writer never leaves a half-written project file behind.
 */
public final class ProjectSaver {

    private final ProjectStore store;

    public ProjectSaver(ProjectStore store) {
        this.store = store;
    }

    public void save(Project project, Path target) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path temp = Files.createTempFile(absolute.getParent(), "." + absolute.getFileName(), ".tmp");
        try {
            store.write(project, temp);
            try {
                Files.move(temp, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    public ProjectStore store() {
        return store;
    }
}
