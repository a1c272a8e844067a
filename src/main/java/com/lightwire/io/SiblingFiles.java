package com.lightwire.io;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The sibling files of a project: large sections stored next to the project file in its data folder
 * ({@code project.json} → {@code project.data/}), each named by its section and content hash
 * ({@code topology-<16 hex>.json}) and checked against the SHA-256 the project file records, so that a missing,
 * changed or incomplete sibling is reported by name instead of read.
 */
final class SiblingFiles {

    /** The names this class gives siblings; only such files are ever removed from a data folder. */
    private static final Pattern NAME = Pattern.compile("[a-z0-9-]+-[0-9a-f]{16}\\.json");

    private SiblingFiles() {
    }

    /** The data folder of a project file: its name without {@code .json}, plus {@code .data}. */
    static Path dataDirectory(Path projectFile) {
        String name = projectFile.getFileName().toString();
        String stem = name.endsWith(".json") ? name.substring(0, name.length() - ".json".length()) : name;
        return projectFile.resolveSibling(stem + ".data");
    }

    /** The file name of a section's sibling: {@code <section>-<first 16 hex digits of its SHA-256>.json}. */
    static String fileName(String section, String sha256) {
        return section + "-" + sha256.substring(0, 16) + ".json";
    }

    static String sha256(String text) {
        return sha256(text.getBytes(StandardCharsets.UTF_8));
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    /**
     * Reads the sibling {@code reference} of {@code projectFile} (relative to its folder, or absolute) and checks
     * its content against {@code sha256}; {@code at} is the JSON path of the reference, for messages.
     */
    static Sibling read(Path projectFile, String reference, String sha256, String at) throws LightwireFileException {
        String owner = projectFile.getFileName().toString();
        Path file;
        try {
            file = projectFile.resolveSibling(reference);
        } catch (InvalidPathException e) {
            throw new LightwireFileException(projectFile.toString(), at + ".file", "not a usable file name ("
                    + e.getReason() + ")", e);
        }
        if (!Files.exists(file)) {
            throw new LightwireFileException(file.toString(), "", "no such file; " + owner + " refers to it at " + at);
        }
        byte[] bytes = FileText.read(file);
        if (!sha256(bytes).equals(sha256)) {
            throw new LightwireFileException(file.toString(), "", "its content does not match the SHA-256 that "
                    + owner + " records at " + at + " (the file was changed or is incomplete)");
        }
        return new Sibling(file, FileText.decode(bytes, file.toString()));
    }

    /** True when {@code dir} already holds a complete sibling of that name and content. */
    static boolean holds(Path dir, String name, String text) throws IOException {
        Path file = dir.resolve(name);
        return Files.isRegularFile(file) && Files.size(file) == text.getBytes(StandardCharsets.UTF_8).length;
    }

    /** Deletes the siblings in {@code dir} not named in {@code keep}, then the folder if it is left empty. */
    static void removeAllBut(Path dir, Set<String> keep) throws IOException {
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir)) {
            for (Path file : files) {
                String name = file.getFileName().toString();
                if (NAME.matcher(name).matches() && !keep.contains(name)) {
                    Files.deleteIfExists(file);
                }
            }
        }
        try (DirectoryStream<Path> left = Files.newDirectoryStream(dir)) {
            if (!left.iterator().hasNext()) {
                Files.delete(dir);
            }
        }
    }

    /**
     * A sibling read and checked.
     *
     * @param file where it was read from, for messages
     * @param text its content
     */
    record Sibling(Path file, String text) {
    }
}
