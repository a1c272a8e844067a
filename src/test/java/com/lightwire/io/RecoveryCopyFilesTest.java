package com.lightwire.io;

import com.lightwire.model.Cluster;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.Project;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@link ProjectFiles#writeCopy}: the recovery copy refers to the siblings saved with the project it copies. */
class RecoveryCopyFilesTest {

    @TempDir
    Path dir;

    private static Project renamed(Project project, String name) {
        Cluster c = project.cluster();
        return project.withCluster(new Cluster(name, c.params(), c.scheme(), c.pods(), c.groups(), c.racks(),
                c.floor()));
    }

    private static long count(Path folder) throws IOException {
        try (var files = Files.list(folder)) {
            return files.count();
        }
    }

    @Test
    void aCopyOfASavedProjectRefersToItsSiblingsAndReadsBackEqual() throws IOException {
        Path saved = dir.resolve("lab.json");
        ProjectFiles.write(ProjectSiblingsTest.largeProject(1), saved);
        Project edited = renamed(ProjectSiblingsTest.largeProject(1), "edited");
        Path copy = Files.createDirectories(dir.resolve("recovery")).resolve("recovery.json");
        ProjectFiles.writeCopy(edited, copy, saved);
        assertFalse(Files.exists(dir.resolve("recovery/recovery.data")), "nothing large was written again");
        assertTrue(Files.readString(copy).contains("\"file\": \"" + dir.resolve("lab.data").toAbsolutePath()));
        assertEquals(ProjectFiles.toJson(edited), ProjectFiles.toJson(ProjectFiles.read(copy)));
    }

    @Test
    void aCopyOfAChangedOrNeverSavedSectionKeepsItInItsOwnDataFolder() throws IOException {
        Path saved = dir.resolve("lab.json");
        ProjectFiles.write(ProjectSiblingsTest.largeProject(1), saved);
        Path copy = dir.resolve("recovery.json");
        ProjectFiles.writeCopy(ProjectSiblingsTest.largeProject(2), copy, saved);
        assertEquals(1, count(dir.resolve("recovery.data")));
        Path untitled = dir.resolve("untitled.json");
        ProjectFiles.writeCopy(ProjectSiblingsTest.largeProject(3), untitled, null);
        assertEquals(1, count(dir.resolve("untitled.data")));
        assertEquals(ProjectFiles.toJson(ProjectSiblingsTest.largeProject(3)),
                ProjectFiles.toJson(ProjectFiles.read(untitled)));
        ProjectFiles.delete(untitled);
        assertFalse(Files.exists(dir.resolve("untitled.data")));
    }

    @Test
    void onTheLargestSampleTheRecoveryCopyHoldsOnlyTheCluster() throws IOException {
        Path sample = Path.of("samples/cluster-131k");
        Project project = ProjectFiles.read(sample.resolve("project.json")).withTopologies(List.of(
                new NamedTopology("random", TopologyFiles.read(sample.resolve("topology.json")))));
        Path saved = dir.resolve("project.json");
        ProjectFiles.write(project, saved);
        Project edited = renamed(project, "cluster-131k, edited");
        long embedded = ProjectFiles.toJson(edited).getBytes(StandardCharsets.UTF_8).length;
        Path copy = dir.resolve("recovery.json");
        ProjectFiles.writeCopy(edited, copy, saved);
        long referring = Files.size(copy);
        System.out.printf("recovery copy of cluster-131k with its 65,536-link topology: %,d bytes embedded, "
                + "%,d bytes referring to the saved sibling%n", embedded, referring);
        assertFalse(Files.exists(dir.resolve("recovery.data")));
        assertTrue(referring * 10 < embedded, referring + " vs " + embedded);
    }
}
