package com.lightwire.io;

import com.lightwire.io.InstalledSamples.Sample;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class InstalledSamplesTest {

    @TempDir
    Path dir;

    private static final Path TESTBED = Path.of("samples", "testbed-128", "project.json");
    private static final Path CLUSTER_32K = Path.of("samples", "cluster-32k", "project.json");

    /** Copies a sample's project file and its data folder (as the installer's {@code cp -r} does). */
    private Path install(Path root, String name, Path project) throws Exception {
        Path folder = Files.createDirectories(root.resolve(name));
        Path data = ProjectFiles.dataDirectory(project);
        if (Files.isDirectory(data)) {
            Path copied = Files.createDirectories(folder.resolve(data.getFileName()));
            try (Stream<Path> siblings = Files.list(data)) {
                for (Path sibling : siblings.toList()) {
                    Files.copy(sibling, copied.resolve(sibling.getFileName()));
                }
            }
        }
        return Files.copy(project, folder.resolve(InstalledSamples.PROJECT));
    }

    @Test
    void listsEveryFolderWithAProjectSmallestFirstAndLoadsIt() throws Exception {
        Path samples = dir.resolve("samples");
        install(samples, "cluster-32k", CLUSTER_32K);
        Path testbed = install(samples, "testbed-128", TESTBED);
        Files.createDirectories(samples.resolve("notes"));
        List<Sample> list = InstalledSamples.in(dir.resolve("absent"), samples).list();
        assertEquals(List.of("testbed-128", "cluster-32k"), list.stream().map(Sample::name).toList());
        assertEquals(Optional.of(testbed), list.get(0).file());
        assertEquals(ProjectFiles.read(TESTBED).cluster(), list.get(0).load().cluster());
        assertEquals(32_768, list.get(1).load().cluster().sizes().gpus());
        assertEquals(2, list.get(1).load().topologies().size(), "the topologies come from the data folder");
    }

    @Test
    void withoutAnInstalledFolderTheBuiltInTestbedIsTheOneSample() throws Exception {
        List<Sample> list = InstalledSamples.in(dir.resolve("absent")).list();
        assertEquals(List.of(new Sample("testbed-128", Optional.empty())), list);
        assertEquals(ProjectFiles.read(TESTBED).cluster(), list.get(0).load().cluster());
    }

    @Test
    void anEmptySamplesFolderFallsBackToTheBuiltInTestbed() throws Exception {
        Files.createDirectories(dir.resolve("samples").resolve("empty"));
        assertEquals(List.of("testbed-128"),
                InstalledSamples.in(dir.resolve("samples")).list().stream().map(Sample::name).toList());
    }

    @Test
    void findLooksBesideTheCodeFirst() {
        InstalledSamples found = InstalledSamples.find();
        assertTrue(found.folder().isPresent());
        assertTrue(found.list().stream().anyMatch(s -> s.name().equals("testbed-128") && s.file().isPresent()),
                found.list().toString());
    }
}
