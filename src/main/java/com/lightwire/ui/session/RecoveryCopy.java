package com.lightwire.ui.session;

import com.lightwire.io.AtomicFiles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;

/**
 * One instance's crash-recovery copy: written (crash-safe) while there are unsaved changes, deleted when the work is
 * saved, discarded or the instance exits normally, so that a copy whose owner is gone means that run crashed. The copy
 * refers to the large sections already saved with the session's file instead of repeating them, so it stays small; a
 * one-line note next to it ({@link #sourceOf}) names that file, empty while the work was never saved.
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
            Path saved = session.file();
            String note = saved == null ? "" : saved.toAbsolutePath().toString();
            AtomicFiles.writeText(sourceOf(file), out -> out.write(note));
            store.writeCopy(session.project(), file, saved);
            writtenRevision = session.revision();
        }
    }

    /** Deletes the copy and its note; nothing happens when there is none. */
    public void discard() throws IOException {
        store.delete(file);
        Files.deleteIfExists(sourceOf(file));
        writtenRevision = -1;
    }

    public Path file() {
        return file;
    }

    /** The note next to {@code copy} that names the saved file the copy was made from. */
    public static Path sourceOf(Path copy) {
        String name = Objects.requireNonNull(copy.getFileName(), "copy").toString();
        int dot = name.lastIndexOf('.');
        return copy.resolveSibling((dot > 0 ? name.substring(0, dot) : name) + ".source");
    }
}
