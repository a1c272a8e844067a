package com.lightwire.ui.session;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * An exclusive lock on a lock file, held by this process until released; the operating system releases it when the
 * process dies. File locks belong to the whole JVM, and on some systems closing any channel on a file drops every
 * lock the JVM holds on it, so the locks this JVM holds are also kept in a set that is consulted before a file is
 * opened at all: a file held here is "held" without a second channel ever touching it.
 */
final class InstanceLock {

    private static final Set<Path> HELD_BY_THIS_JVM = ConcurrentHashMap.newKeySet();

    private final Path file;
    private final FileChannel channel;

    private InstanceLock(Path file, FileChannel channel) {
        this.file = file;
        this.channel = channel;
    }

    /** Takes the lock on {@code file} (creating it), or empty when a live instance, here or elsewhere, holds it. */
    static Optional<InstanceLock> tryTake(Path file) throws IOException {
        Path key = file.toAbsolutePath().normalize();
        if (!HELD_BY_THIS_JVM.add(key)) {
            return Optional.empty();
        }
        try {
            FileChannel channel = FileChannel.open(key, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            if (lock(channel) == null) {
                channel.close();
                HELD_BY_THIS_JVM.remove(key);
                return Optional.empty();
            }
            return Optional.of(new InstanceLock(key, channel));
        } catch (IOException | RuntimeException e) {
            HELD_BY_THIS_JVM.remove(key);
            throw e;
        }
    }

    private static FileLock lock(FileChannel channel) throws IOException {
        try {
            return channel.tryLock();
        } catch (OverlappingFileLockException e) {
            return null;
        }
    }

    /** Lets the lock go and leaves the lock file, as a process that dies does. */
    void release() throws IOException {
        try {
            channel.close();
        } finally {
            HELD_BY_THIS_JVM.remove(file);
        }
    }

    /** Deletes the lock file while still holding it, then lets the lock go. */
    void releaseAndDelete() throws IOException {
        try {
            Files.deleteIfExists(file);
        } finally {
            release();
        }
    }
}
