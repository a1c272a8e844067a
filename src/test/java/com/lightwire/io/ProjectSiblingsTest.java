package com.lightwire.io;

import com.lightwire.core.topology.TopologyGenerators;
import com.lightwire.model.Cluster;
import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.Project;
import com.lightwire.model.StandardLayout;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Large sections in sibling files: naming, reuse, the crash-safe save order, and damaged siblings. */
class ProjectSiblingsTest {

    @TempDir
    Path dir;

    /** 64 pods, K_spine=16: a full-utilization topology is about 330 KB of JSON, over the sibling threshold. */
    static Project largeProject(long seed) {
        Cluster cluster = StandardLayout.build("large", new FabricParams(16, 16, 1, 64), 64, WiringScheme.CROSS);
        LogicalTopology big = TopologyGenerators.randomFullUtilization(16, 64, 16, seed);
        LogicalTopology small = TopologyGenerators.ring(16, 64, 1);
        return Project.of(cluster).withTopologies(List.of(new NamedTopology("big", big),
                new NamedTopology("ring", small)));
    }

    private static List<String> siblings(Path dataDir) throws IOException {
        if (!Files.isDirectory(dataDir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(dataDir)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aLargeSectionGoesToAContentNamedSiblingThatIsAPlainTopologyFile() throws IOException {
        Project project = largeProject(1);
        Path file = dir.resolve("lab.json");
        ProjectFiles.write(project, file);
        String sha = SiblingFiles.sha256(TopologyFiles.toJson(project.topologies().get(0).topology()));
        String name = "topology-" + sha.substring(0, 16) + ".json";
        assertEquals(List.of(name), siblings(dir.resolve("lab.data")), "the small ring stays inline");
        assertTrue(Files.readString(file).contains("\n    {\"name\": \"big\", \"file\": \"lab.data/" + name
                + "\", \"sha256\": \"" + sha + "\"},\n"));
        assertEquals(ProjectFiles.toJson(project), ProjectFiles.toJson(ProjectFiles.read(file)));
        assertEquals(project.topologies().get(0).topology().totalLinks(),
                TopologyFiles.read(dir.resolve("lab.data").resolve(name)).totalLinks());
    }

    @Test
    void anUnchangedSectionIsNotRewrittenAndAReplacedOneIsRemoved() throws IOException {
        Path file = dir.resolve("lab.json");
        ProjectFiles.write(largeProject(1), file);
        Path first = dir.resolve("lab.data").resolve(siblings(dir.resolve("lab.data")).get(0));
        FileTime old = FileTime.fromMillis(1_000_000L);
        Files.setLastModifiedTime(first, old);
        ProjectFiles.write(largeProject(1), file);
        assertEquals(old, Files.getLastModifiedTime(first), "same content, same file, not written again");
        Files.writeString(dir.resolve("lab.data/notes.txt"), "mine");
        ProjectFiles.write(largeProject(2), file);
        List<String> now = siblings(dir.resolve("lab.data"));
        assertEquals(2, now.size(), now.toString());
        assertFalse(now.contains(first.getFileName().toString()), "the replaced sibling is removed");
        assertTrue(now.contains("notes.txt"), "files Lightwire did not name are left alone");
    }

    @Test
    void aCrashAfterTheNewSiblingsAreWrittenLeavesTheOldProjectIntact() throws IOException {
        Path file = dir.resolve("lab.json");
        ProjectFiles.write(largeProject(1), file);
        String before = Files.readString(file);
        ProjectSave.plan(largeProject(2), file, null, StudyCodecs.standard()).writeSiblings();
        // the process dies here: the project file was not replaced
        assertEquals(2, siblings(dir.resolve("lab.data")).size(), "old and new sibling side by side");
        assertEquals(before, Files.readString(file));
        assertEquals(ProjectFiles.toJson(largeProject(1)), ProjectFiles.toJson(ProjectFiles.read(file)));
    }

    @Test
    void aCrashBeforeOldSiblingsAreRemovedLeavesTheNewProjectAndTheNextSaveTidiesUp() throws IOException {
        Path file = dir.resolve("lab.json");
        ProjectFiles.write(largeProject(1), file);
        ProjectSave save = ProjectSave.plan(largeProject(2), file, null, StudyCodecs.standard());
        save.writeSiblings();
        save.writeDocument();
        // the process dies here: the old sibling is still on disk, unreferenced
        assertEquals(ProjectFiles.toJson(largeProject(2)), ProjectFiles.toJson(ProjectFiles.read(file)));
        assertEquals(2, siblings(dir.resolve("lab.data")).size());
        ProjectFiles.write(largeProject(2), file);
        assertEquals(1, siblings(dir.resolve("lab.data")).size());
    }

    @Test
    void aSaveWhoseProjectFileCannotBeWrittenKeepsTheOldProjectAndItsSiblings() throws IOException {
        Path file = dir.resolve("lab.json");
        ProjectFiles.write(largeProject(1), file);
        ProjectSave save = ProjectSave.plan(largeProject(2), file, null, StudyCodecs.standard());
        save.writeSiblings();
        Files.delete(file);
        Files.createDirectory(file);
        assertThrows(IOException.class, save::run, "the project file is a folder now: the atomic move fails");
        Files.delete(file);
        assertEquals(2, siblings(dir.resolve("lab.data")).size(), "nothing was removed after the failure");
    }

    @Test
    void aMissingSiblingIsOneLineNamingTheSibling() throws IOException {
        Path file = dir.resolve("lab.json");
        ProjectFiles.write(largeProject(1), file);
        String name = siblings(dir.resolve("lab.data")).get(0);
        Files.delete(dir.resolve("lab.data").resolve(name));
        LightwireFileException e = assertThrows(LightwireFileException.class, () -> ProjectFiles.read(file));
        assertEquals(dir.resolve("lab.data").resolve(name) + ": no such file; lab.json refers to it at "
                + "$.topologies[0]", e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }

    @Test
    void aTruncatedOrChangedSiblingIsRefusedByItsChecksum() throws IOException {
        Path file = dir.resolve("lab.json");
        ProjectFiles.write(largeProject(1), file);
        Path sibling = dir.resolve("lab.data").resolve(siblings(dir.resolve("lab.data")).get(0));
        String text = Files.readString(sibling);
        Files.writeString(sibling, text.substring(0, text.length() / 2));
        LightwireFileException e = assertThrows(LightwireFileException.class, () -> ProjectFiles.read(file));
        assertEquals(sibling + ": its content does not match the SHA-256 that lab.json records at "
                + "$.topologies[0] (the file was changed or is incomplete)", e.getMessage());
    }

    @Test
    void aDocumentWithoutAFolderCannotFollowAReference() throws IOException {
        Path file = dir.resolve("lab.json");
        ProjectFiles.write(largeProject(1), file);
        LightwireFileException e = assertThrows(LightwireFileException.class,
                () -> ProjectFiles.fromJson(Files.readString(file), "pasted"));
        assertEquals("pasted: $.topologies[0].file: refers to a sibling file, but the project was not read from a "
                + "folder", e.getMessage());
    }

    @Test
    void deletingAProjectRemovesItsSiblingsAndItsDataFolder() throws IOException {
        Path file = dir.resolve("lab.json");
        ProjectFiles.write(largeProject(1), file);
        ProjectFiles.delete(file);
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of(), left.toList());
        }
    }
}
