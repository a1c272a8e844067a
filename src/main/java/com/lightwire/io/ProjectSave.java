package com.lightwire.io;

import com.lightwire.model.Project;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * One save of a project file with its siblings, in the order that keeps every crash harmless: (1) the new siblings,
 * under new names (a name is the content hash, so no existing sibling is overwritten), each written atomically;
 * (2) the project file, atomically; (3) the siblings it no longer refers to are deleted. A crash after (1) leaves the
 * old project file pointing at its old, untouched siblings; a crash after (2) only leaves unreferenced siblings,
 * which the next save removes.
 */
final class ProjectSave {

    private final Path file;
    private final SectionPlacement placement;
    private final String document;

    private ProjectSave(Path file, SectionPlacement placement, String document) {
        this.file = file;
        this.placement = placement;
        this.document = document;
    }

    /** Plans the save of {@code project} to {@code file}, reusing siblings of {@code original} (null for none). */
    static ProjectSave plan(Project project, Path file, Path original, StudyCodecs codecs) throws IOException {
        SectionPlacement placement = SectionPlacement.siblingsOf(file, original);
        StringWriter out = new StringWriter();
        new ProjectWriter(codecs, placement).write(project, out);
        return new ProjectSave(file, placement, out.toString());
    }

    void run() throws IOException {
        writeSiblings();
        writeDocument();
        removeStaleSiblings();
    }

    /** Step 1: the siblings not yet on disk. */
    void writeSiblings() throws IOException {
        if (placement.pending().isEmpty()) {
            return;
        }
        Files.createDirectories(placement.dataDir().toAbsolutePath());
        for (SectionPlacement.Pending sibling : placement.pending()) {
            AtomicFiles.writeText(sibling.file(), out -> out.write(sibling.text()));
        }
    }

    /** Step 2: the project file. */
    void writeDocument() throws IOException {
        AtomicFiles.writeText(file, out -> out.write(document));
    }

    /** Step 3: siblings in the project's data folder that the new document does not refer to. */
    void removeStaleSiblings() throws IOException {
        SiblingFiles.removeAllBut(placement.dataDir(), placement.ownNames());
    }
}
