package com.lightwire.ui.session;

import com.lightwire.model.Project;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The crash-recovery copy: written (crash-safe) while there are unsaved changes, deleted when the work is saved,
 * discarded or the app exits normally, so that a copy found at start-up means the last run crashed. The copy refers
 * to the large sections already saved with the session's file instead of repeating them, so it stays small.
 */
public final class RecoveryCopy {

    /** How often the app writes the copy while the session is dirty. */
    public static final int INTERVAL_SECONDS = 60;

    private final Path file;
    private final ProjectStore store;
    private long writtenRevision = -1;

    public RecoveryCopy(Path file, ProjectStore store) {
        this.file = file;
        this.store = store;
    }

    /** Writes the session's project when it is dirty and changed since the last copy; deletes the copy when clean. */
    public void update(Session session) throws IOException {
        if (!session.isDirty()) {
            discard();
        } else if (session.revision() != writtenRevision) {
            Files.createDirectories(file.toAbsolutePath().getParent());
            store.writeCopy(session.project(), file, session.file());
            writtenRevision = session.revision();
        }
    }

    /** The copy a crashed run left behind, if any. */
    public Optional<Project> leftOver() throws IOException {
        return Files.exists(file) ? Optional.of(store.read(file)) : Optional.empty();
    }

    public boolean exists() {
        return Files.exists(file);
    }

    public void discard() throws IOException {
        store.delete(file);
        writtenRevision = -1;
    }

    public Path file() {
        return file;
    }
}
