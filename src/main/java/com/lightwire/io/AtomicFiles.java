package com.lightwire.io;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * Writes a file so that readers see either the old content or the complete new content, never a half-written file:
 * the content goes to a temporary file in the same directory, is forced to disk, then moved over the target in one
 * atomic step. On any failure the temporary file is removed and the old file stays as it was.
 */
final class AtomicFiles {

    /** Writes the content of a file to a UTF-8 writer. */
    @FunctionalInterface
    interface Content {
        void writeTo(Writer out) throws IOException;
    }

    private AtomicFiles() {
    }

    static void write(Path target, Content content) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path dir = absolute.getParent();
        Path temp = Files.createTempFile(dir, "." + absolute.getFileName() + ".", ".tmp");
        try {
            keepPermissions(temp, absolute);
            writeAndSync(temp, content);
            move(temp, absolute);
        } catch (IOException | RuntimeException | Error e) {
            Files.deleteIfExists(temp);
            throw e;
        }
    }

    /** A temporary file is private to its owner; give it the target's permissions, or rw-r--r-- for a new file. */
    private static void keepPermissions(Path temp, Path target) throws IOException {
        if (!Files.getFileStore(temp).supportsFileAttributeView(PosixFileAttributeView.class)) {
            return;
        }
        Set<PosixFilePermission> permissions = Files.exists(target)
                ? Files.getPosixFilePermissions(target)
                : PosixFilePermissions.fromString("rw-r--r--");
        Files.setPosixFilePermissions(temp, permissions);
    }

    private static void writeAndSync(Path temp, Content content) throws IOException {
        try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
             Writer out = new BufferedWriter(new OutputStreamWriter(Channels.newOutputStream(channel),
                     StandardCharsets.UTF_8), 1 << 16)) {
            content.writeTo(out);
            out.flush();
            channel.force(true);
        }
    }

    private static void move(Path temp, Path target) throws IOException {
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
