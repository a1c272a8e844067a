package com.lightwire.io;

import com.lightwire.io.Dtos.ProjectDto;
import com.lightwire.io.Dtos.ProjectV1Dto;
import com.lightwire.model.Project;
import com.lightwire.model.ProjectValidator;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

/**
 * Reads and writes Lightwire project files ({@code *.json}, docs/file-format.md). This build writes version 2:
 * {@code "formatVersion"} first, then the cluster (or null), the named topologies, the current OCS configuration and
 * the studies; sections of 64 KiB or more are stored in sibling files in the project's data folder
 * ({@code project.json} → {@code project.data/}), named by content hash. Version-1 files are read through
 * {@link V1ToV2}; newer versions are refused. Output is byte-stable (fixed field order, two-space indent, "\n",
 * trailing newline); saving is crash-safe (see {@link ProjectSave}). Structural problems throw
 * {@link LightwireFileException}; design-rule violations load and come back as diagnostics. Reading and writing are
 * linear in the size of the project.
 */
public final class ProjectFiles {

    private ProjectFiles() {
    }

    /** Reads a project with the study kinds of this build; design-rule findings are not computed. */
    public static Project read(Path file) throws LightwireFileException {
        return read(file, StudyCodecs.standard());
    }

    public static Project read(Path file, StudyCodecs codecs) throws LightwireFileException {
        return parse(JsonReading.readText(file), file.toString(), file, codecs);
    }

    /** Reads a project and runs {@link ProjectValidator} on it. */
    public static LoadedProject load(Path file) throws LightwireFileException {
        Project project = read(file);
        return new LoadedProject(project, ProjectValidator.validate(project));
    }

    /**
     * Parses a self-contained project document; {@code sourceName} names the origin in error messages. A section
     * stored by reference is an error here, since there is no folder to find the sibling in.
     */
    public static Project fromJson(String json, String sourceName) throws LightwireFileException {
        return parse(json, sourceName, null, StudyCodecs.standard());
    }

    private static Project parse(String json, String source, Path file, StudyCodecs codecs)
            throws LightwireFileException {
        FieldChecks checks = new FieldChecks(source);
        Integer version = JsonReading.peekInt(json, "formatVersion");
        if (version != null) {
            checks.formatVersion(version, FormatVersion.PROJECT, true);
        }
        ProjectDto dto = version != null && version == 1
                ? V1ToV2.migrate(JsonReading.parse(json, ProjectV1Dto.class, source), checks)
                : JsonReading.parse(json, ProjectDto.class, source);
        checks.formatVersion(dto.formatVersion(), FormatVersion.PROJECT, true);
        return new ProjectReader(checks, file, codecs).read(dto);
    }

    /** The project as one self-contained document, every section inline. */
    public static String toJson(Project project) {
        StringWriter out = new StringWriter();
        try {
            write(project, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    /** Streams the self-contained document to {@code out}. */
    public static void write(Project project, Writer out) throws IOException {
        new ProjectWriter(StudyCodecs.standard(), SectionPlacement.inline()).write(project, out);
    }

    /** Saves {@code project} to {@code file} with its siblings, crash-safe (see {@link ProjectSave}). */
    public static void write(Project project, Path file) throws IOException {
        write(project, file, StudyCodecs.standard());
    }

    public static void write(Project project, Path file, StudyCodecs codecs) throws IOException {
        ProjectSave.plan(project, file, null, codecs).run();
    }

    /**
     * Writes a copy of a project (the recovery copy) that refers to the siblings already saved with
     * {@code original} wherever they hold the same content, and stores only the other large sections in its own
     * data folder. {@code original} may be null (a project never saved).
     */
    public static void writeCopy(Project project, Path copy, Path original) throws IOException {
        ProjectSave.plan(project, copy, original, StudyCodecs.standard()).run();
    }

    /** Deletes a project file and the siblings in its own data folder. */
    public static void delete(Path file) throws IOException {
        Files.deleteIfExists(file);
        SiblingFiles.removeAllBut(SiblingFiles.dataDirectory(file), Set.of());
    }

    /** The folder holding the siblings of {@code file}: {@code project.json} → {@code project.data}. */
    public static Path dataDirectory(Path file) {
        return SiblingFiles.dataDirectory(file);
    }
}
