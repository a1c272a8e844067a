package com.lightwire.io;

import com.lightwire.model.Project;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The sample projects a user can open (File &gt; Open Sample): every sub-folder holding a {@code project.json} in the
 * first {@code samples} folder found next to the application's jar, or one level above it. The .deb and the app image
 * install them in {@code lib/app/samples} beside {@code lightwire.jar}; a build run as {@code target/lightwire.jar}
 * finds the repository's {@code samples}. Without such a folder the list is the testbed-128 sample built into the jar.
 * Toolkit-free; listing reads folder names only, a sample's project is read when it is loaded.
 */
public final class InstalledSamples {

    /** The folder name looked for. */
    public static final String FOLDER = "samples";
    /** The project file of a sample folder. */
    public static final String PROJECT = "project.json";

    private static final String BUILT_IN_NAME = "testbed-128";
    private static final String BUILT_IN = "/" + FOLDER + "/" + BUILT_IN_NAME + "/" + PROJECT;

    /**
     * One sample.
     *
     * @param name the folder name, e.g. "cluster-32k"
     * @param file the installed project file; empty for the copy built into the jar
     */
    public record Sample(String name, Optional<Path> file) {

        /** Reads the sample's project; a sample is opened as a new, unsaved project. */
        public Project load() throws LightwireFileException {
            if (file.isPresent()) {
                return ProjectFiles.read(file.get());
            }
            try (InputStream in = InstalledSamples.class.getResourceAsStream(BUILT_IN)) {
                if (in == null) {
                    throw new IllegalStateException("the built-in sample " + BUILT_IN + " is missing from the build");
                }
                return ProjectFiles.fromJson(new String(in.readAllBytes(), StandardCharsets.UTF_8),
                        name + " (built in)");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private final List<Path> candidates;

    private InstalledSamples(List<Path> candidates) {
        this.candidates = List.copyOf(candidates);
    }

    /** The samples of this installation: {@code samples} beside the jar (or classes folder), then one level up. */
    public static InstalledSamples find() {
        Path code = codeLocation();
        Path dir = Files.isRegularFile(code) ? code.getParent() : code;
        Path parent = dir.getParent();
        return parent == null ? new InstalledSamples(List.of(dir.resolve(FOLDER)))
                : new InstalledSamples(List.of(dir.resolve(FOLDER), parent.resolve(FOLDER)));
    }

    /** The samples in the first of {@code folders} that exists. */
    public static InstalledSamples in(Path... folders) {
        return new InstalledSamples(List.of(folders));
    }

    /** The folder the samples come from; empty when only the built-in sample is there. */
    public Optional<Path> folder() {
        return candidates.stream().filter(Files::isDirectory).findFirst();
    }

    /**
     * The samples, smallest project file first (testbed-128, cluster-32k, cluster-131k), then by name; the built-in
     * testbed-128 alone when no samples folder with a project is installed.
     */
    public List<Sample> list() {
        List<Sample> installed = folder().map(InstalledSamples::listFolder).orElse(List.of());
        return installed.isEmpty() ? List.of(new Sample(BUILT_IN_NAME, Optional.empty())) : installed;
    }

    private static List<Sample> listFolder(Path folder) {
        try (Stream<Path> children = Files.list(folder)) {
            return children.map(d -> d.resolve(PROJECT)).filter(Files::isRegularFile)
                    .sorted(Comparator.comparingLong(InstalledSamples::size)
                            .thenComparing(f -> f.getParent().getFileName().toString()))
                    .map(f -> new Sample(f.getParent().getFileName().toString(), Optional.of(f)))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path codeLocation() {
        try {
            return Path.of(InstalledSamples.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException("the application's own location is not a file path", e);
        }
    }
}
