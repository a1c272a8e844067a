package com.lightwire.ui.session;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.UUID;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Stream;

/**
 * The recovery folder shared by every running instance: each instance writes its own copy {@code <id>.lwp} (with the
 * note {@code <id>.source}) and holds {@code <id>.lock} locked for its whole life. A copy whose lock can be taken
 * belongs to an instance that died without exiting normally; only those are offered, and a copy of a live instance is
 * never read or touched. See ADR 0013.
 */
public final class RecoveryFolder {

    private static final Logger LOG = Logger.getLogger(RecoveryFolder.class.getName());
    private static final String COPY = ".lwp";
    private static final List<String> SUFFIXES = List.of(COPY, ".lock", ".source");

    private final Path folder;
    private final ProjectStore store;
    private final String id;
    private final RecoveryCopy own;
    private InstanceLock lock;

    /** This instance's place in {@code folder}, under a new id; nothing is written before {@link #claim()}. */
    public RecoveryFolder(Path folder, ProjectStore store) {
        this.folder = folder;
        this.store = store;
        this.id = ProcessHandle.current().pid() + "-" + UUID.randomUUID().toString().substring(0, 8);
        this.own = new RecoveryCopy(folder.resolve(id + COPY), store);
    }

    /** Creates the folder and takes this instance's lock, held until {@link #close()} or the process's end. */
    public void claim() throws IOException {
        if (lock == null) {
            Files.createDirectories(folder);
            lock = InstanceLock.tryTake(lockOf(id)).orElseThrow(() -> new IOException(lockOf(id) + " is held"));
        }
    }

    /** This instance's own copy. */
    public RecoveryCopy own() {
        return own;
    }

    /**
     * The copies of dead instances, newest first, each held for this instance until it is removed or released. Locks
     * and notes that dead instances left without a copy are deleted; a copy that cannot be read is logged and left.
     */
    public List<LeftCopy> leftByDeadInstances() throws IOException {
        List<LeftCopy> left = new ArrayList<>();
        for (String other : ids()) {
            if (!other.equals(id)) {
                var taken = InstanceLock.tryTake(lockOf(other));
                if (taken.isPresent()) {
                    adopt(other, taken.get(), left);
                }
            }
        }
        left.sort(Comparator.comparing(LeftCopy::written).reversed());
        return left;
    }

    /** Deletes this instance's lock file and lets the lock go; a copy still there is then offered to the next start. */
    public void close() throws IOException {
        if (lock != null) {
            lock.releaseAndDelete();
            lock = null;
        }
    }

    private void adopt(String other, InstanceLock taken, List<LeftCopy> into) throws IOException {
        Path copy = folder.resolve(other + COPY);
        if (!Files.exists(copy)) {
            Files.deleteIfExists(RecoveryCopy.sourceOf(copy));
            taken.releaseAndDelete();
            return;
        }
        try {
            into.add(new LeftCopy(copy, store.read(copy), source(copy), Files.getLastModifiedTime(copy).toInstant(),
                    store, taken));
        } catch (IOException e) {
            LOG.log(Level.WARNING, "unreadable recovery copy " + copy, e);
            taken.release();
        }
    }

    private static Path source(Path copy) throws IOException {
        Path note = RecoveryCopy.sourceOf(copy);
        String text = Files.exists(note) ? Files.readString(note).strip() : "";
        return text.isEmpty() ? null : Path.of(text);
    }

    /** The instance ids that have any file in the folder, in name order. */
    private SortedSet<String> ids() throws IOException {
        SortedSet<String> ids = new TreeSet<>();
        if (!Files.isDirectory(folder)) {
            return ids;
        }
        try (Stream<Path> files = Files.list(folder)) {
            files.map(f -> f.getFileName().toString()).forEach(name -> SUFFIXES.stream().filter(name::endsWith)
                    .findFirst().ifPresent(s -> ids.add(name.substring(0, name.length() - s.length()))));
        }
        return ids;
    }

    private Path lockOf(String instance) {
        return folder.resolve(instance + ".lock");
    }
}
