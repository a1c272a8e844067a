package com.lightwire.io;

import java.io.BufferedOutputStream;
import java.io.BufferedWriter;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
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
 * The one way Lightwire writes a file, so that readers see either the old content or the complete new content, never
 * a half-written file: the content goes to a temporary file in the target's directory, is forced to disk
 * ({@link FileChannel#force}), then moved over the target in one atomic step (a plain replacing move where the file
 * system cannot move atomically). On any failure the temporary file is removed and the old file stays as it was.
 * Every project save and every exporter goes through here.
 */
public final class AtomicFiles {

    private static final int BUFFER = 1 << 16;

    /** Writes a file's bytes; closing {@code out} is allowed and harmless. */
    @FunctionalInterface
    public interface StreamContent {
        void writeTo(OutputStream out) throws IOException;
    }

    /** Writes a text file's content as UTF-8; closing {@code out} is allowed and harmless. */
    @FunctionalInterface
    public interface TextContent {
        void writeTo(Writer out) throws IOException;
    }

    private AtomicFiles() {
    }

    /** Replaces {@code target} with the bytes {@code content} writes. */
    public static void write(Path target, StreamContent content) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path temp = Files.createTempFile(absolute.getParent(), "." + absolute.getFileName() + ".", ".tmp");
        try {
            keepPermissions(temp, absolute);
            writeAndSync(temp, content);
            move(temp, absolute);
        } catch (IOException | RuntimeException | Error e) {
            try {
                Files.deleteIfExists(temp);
            } catch (IOException cleanup) {
                e.addSuppressed(cleanup);
            }
            throw e;
        }
    }

    /** Replaces {@code target} with the UTF-8 text {@code content} writes. */
    public static void writeText(Path target, TextContent content) throws IOException {
        write(target, out -> {
            Writer text = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), BUFFER);
            content.writeTo(text);
            text.flush();
        });
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

    private static void writeAndSync(Path temp, StreamContent content) throws IOException {
        try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            OutputStream out = new BufferedOutputStream(Channels.newOutputStream(channel), BUFFER);
            content.writeTo(new KeepOpen(out));
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

    /** Hands the stream to content writers that close what they are given (PDF and XLSX libraries may). */
    private static final class KeepOpen extends FilterOutputStream {
        KeepOpen(OutputStream out) {
            super(out);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
        }

        @Override
        public void close() throws IOException {
            out.flush();
        }
    }
}
