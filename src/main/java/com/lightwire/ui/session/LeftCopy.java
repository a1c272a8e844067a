package com.lightwire.ui.session;

import com.lightwire.model.Project;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A recovery copy whose instance is gone (it crashed), found by {@link RecoveryFolder#leftByDeadInstances()}. The
 * finder holds the dead instance's lock until the copy is {@link #remove() removed} or {@link #release() released},
 * so no other instance offers the same copy meanwhile.
 */
public final class LeftCopy {

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");

    private final Path file;
    private final Project project;
    private final Path source;
    private final Instant written;
    private final ProjectStore store;
    private final InstanceLock lock;

    LeftCopy(Path file, Project project, Path source, Instant written, ProjectStore store, InstanceLock lock) {
        this.file = file;
        this.project = project;
        this.source = source;
        this.written = written;
        this.store = store;
        this.lock = lock;
    }

    public Path file() {
        return file;
    }

    /** The unsaved work. */
    public Project project() {
        return project;
    }

    /** The saved file the work was made from; empty when it was never saved. */
    public Optional<Path> source() {
        return Optional.ofNullable(source);
    }

    /** When the copy was last written. */
    public Instant written() {
        return written;
    }

    /** One line for the prompt: the project's name, the file it came from, and when it was last written. */
    public String describe(ZoneId zone) {
        String name = project.hasCluster() ? project.cluster().name() : "an untitled project";
        return name + ", " + (source == null ? "never saved" : "from " + source) + ", last written "
                + TIME.format(written.atZone(zone));
    }

    /** Deletes the copy, its note and the dead instance's lock file. */
    public void remove() throws IOException {
        store.delete(file);
        Files.deleteIfExists(RecoveryCopy.sourceOf(file));
        lock.releaseAndDelete();
    }

    /** Leaves the copy for a later start and lets the dead instance's lock go. */
    public void release() throws IOException {
        lock.release();
    }

    /**
     * The one question asked at start-up about {@code copies} (newest first, not empty): it lists them all and asks
     * whether to restore the newest.
     */
    public static String offer(List<LeftCopy> copies, ZoneId zone) {
        String list = copies.stream().map(c -> "• " + c.describe(zone)).collect(Collectors.joining("\n"));
        String question = copies.size() == 1 ? "Restore it? No deletes it."
                : "Restore the newest in this window? The others are offered again at the next start; No deletes"
                + " them all.";
        return "Lightwire did not close normally and left unsaved work:\n" + list + "\n" + question;
    }

    /**
     * Settles the copies a prompt offered: when the newest was restored only it is removed and the others are kept
     * for the next start; when declined, all are removed.
     */
    public static void settle(List<LeftCopy> offered, boolean newestRestored) throws IOException {
        for (int k = 0; k < offered.size(); k++) {
            if (k == 0 || !newestRestored) {
                offered.get(k).remove();
            } else {
                offered.get(k).release();
            }
        }
    }
}
