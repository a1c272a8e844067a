package com.lightwire.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Locale;

/**
 * The one way Lightwire reads a file it is given: only a regular file (never a device, pipe or folder, which could
 * block or never end), at most {@link #MAX_BYTES}, read in a bounded stream and decoded as strict UTF-8 with a
 * leading byte-order mark dropped. Every failure is one {@link LightwireFileException} naming the file.
 */
final class FileText {

    /** The largest file read: 512 MiB, far above the largest design (a 131,072-GPU topology is 3 MB). */
    static final long MAX_BYTES = 512L * 1024 * 1024;

    private static final char BYTE_ORDER_MARK = '\uFEFF';

    private FileText() {
    }

    /** The bytes of {@code file}, checked to be a regular file of at most {@link #MAX_BYTES}. */
    static byte[] read(Path file) throws LightwireFileException {
        BasicFileAttributes attributes = attributes(file);
        if (attributes.isDirectory()) {
            throw new LightwireFileException(file.toString(), "", "is a folder, not a file");
        }
        if (!attributes.isRegularFile()) {
            throw new LightwireFileException(file.toString(), "", "is not a regular file (a device, pipe or "
                    + "socket); Lightwire reads only regular files");
        }
        if (attributes.size() > MAX_BYTES) {
            throw tooLarge(file, attributes.size());
        }
        try (InputStream in = Files.newInputStream(file)) {
            byte[] bytes = in.readNBytes((int) MAX_BYTES + 1);
            if (bytes.length > MAX_BYTES) {
                throw tooLarge(file, bytes.length);
            }
            return bytes;
        } catch (IOException e) {
            throw failure(file, e);
        }
    }

    /** Strict UTF-8 text of {@code bytes} without a leading byte-order mark; {@code source} names them in errors. */
    static String decode(byte[] bytes, String source) throws LightwireFileException {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult result = decoder.decode(in, out, true);
        if (!result.isError()) {
            result = decoder.flush(out);
        }
        if (result.isError()) {
            int at = in.position();
            throw new LightwireFileException(source, "line " + lineOf(bytes, at) + ", byte " + (at + 1),
                    "not UTF-8 text (save the file as UTF-8)");
        }
        return withoutByteOrderMark(out.flip().toString());
    }

    /** {@code text} without a leading byte-order mark, which some editors write and JSON does not allow. */
    static String withoutByteOrderMark(String text) {
        return !text.isEmpty() && text.charAt(0) == BYTE_ORDER_MARK ? text.substring(1) : text;
    }

    private static BasicFileAttributes attributes(Path file) throws LightwireFileException {
        try {
            return Files.readAttributes(file, BasicFileAttributes.class);
        } catch (IOException e) {
            throw failure(file, e);
        }
    }

    private static LightwireFileException tooLarge(Path file, long size) {
        return new LightwireFileException(file.toString(), "", String.format(Locale.ROOT,
                "is too large (%,d bytes); Lightwire reads files of at most %d MiB", size, MAX_BYTES >> 20));
    }

    private static LightwireFileException failure(Path file, IOException e) {
        String reason;
        if (e instanceof NoSuchFileException) {
            reason = "no such file";
        } else if (e instanceof AccessDeniedException) {
            reason = "cannot be read (permission denied)";
        } else if (e instanceof FileSystemException f && f.getReason() != null) {
            reason = "cannot be read (" + f.getReason() + ")";
        } else {
            reason = "cannot be read (" + (e.getMessage() == null ? "input/output error" : e.getMessage()) + ")";
        }
        return new LightwireFileException(file.toString(), "", reason, e);
    }

    private static int lineOf(byte[] bytes, int offset) {
        int line = 1;
        for (int i = 0; i < offset && i < bytes.length; i++) {
            line += bytes[i] == '\n' ? 1 : 0;
        }
        return line;
    }
}
