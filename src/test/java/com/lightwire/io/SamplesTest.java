package com.lightwire.io;

import com.lightwire.model.Diagnostic;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.Project;
import com.lightwire.model.TopologyValidator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SamplesTest {

    private static final Path SAMPLES = Path.of("samples");

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"testbed-128", "cluster-32k", "cluster-131k"})
    void everySampleProjectRoundTripsByteForByteWithItsSiblings(String sample) throws IOException {
        Path file = SAMPLES.resolve(sample).resolve("project.json");
        Path copy = dir.resolve("project.json");
        ProjectFiles.write(ProjectFiles.read(file), copy);
        assertEquals(savedFiles(file.getParent()), savedFiles(dir));
    }

    @ParameterizedTest
    @ValueSource(strings = {"testbed-128", "cluster-32k", "cluster-131k"})
    void everySampleTopologyRoundTripsByteForByte(String sample) throws IOException {
        Path file = SAMPLES.resolve(sample).resolve("topology.json");
        String committed = Files.readString(file);
        assertEquals(committed, TopologyFiles.toJson(TopologyFiles.read(file)));
    }

    @Test
    void committedSamplesEqualTheGeneratorsOutput() throws IOException {
        for (SampleProjects.Sample sample : SampleProjects.all()) {
            Path committed = SAMPLES.resolve(sample.directory());
            Path generated = Files.createDirectories(dir.resolve(sample.directory()));
            ProjectFiles.write(sample.project(), generated.resolve("project.json"));
            assertEquals(savedFiles(committed), savedFiles(generated),
                    sample.directory() + "/project.json or its data folder is stale: rerun SampleProjects.main");
            assertEquals(Files.readString(committed.resolve("topology.json")), TopologyFiles.toJson(sample.topology()),
                    sample.directory() + "/topology.json is stale: rerun SampleProjects.main");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"testbed-128", "cluster-32k", "cluster-131k"})
    void everySampleOpensWithItsTopologyFileAndAnInstalledConfiguration(String sample) throws IOException {
        Path folder = SAMPLES.resolve(sample);
        Project project = ProjectFiles.read(folder.resolve("project.json"));
        LogicalTopology topologyFile = TopologyFiles.read(folder.resolve("topology.json"));
        assertEquals(2, project.topologies().size());
        assertTrue(project.topologies().stream().anyMatch(t -> t.topology().equals(topologyFile)),
                "the project holds the topology of topology.json");
        assertNotNull(project.currentConfiguration());
        assertEquals(project.cluster().sizes().duplexCables(), project.currentConfiguration().circuitCount(),
                "the installed ring uses every spine port");
    }

    /** The project file and the files of its data folder, by name, as text. */
    private static Map<String, String> savedFiles(Path folder) throws IOException {
        Map<String, String> files = new TreeMap<>();
        files.put("project.json", Files.readString(folder.resolve("project.json")));
        Path data = folder.resolve("project.data");
        if (Files.isDirectory(data)) {
            try (Stream<Path> siblings = Files.list(data)) {
                for (Path sibling : siblings.toList()) {
                    files.put("project.data/" + sibling.getFileName(), Files.readString(sibling));
                }
            }
        }
        return files;
    }

    @ParameterizedTest
    @ValueSource(strings = {"testbed-128", "cluster-32k", "cluster-131k"})
    void everySampleLoadsWithoutDesignErrorsAndItsTopologyFitsTheCluster(String sample) throws IOException {
        Path dir = SAMPLES.resolve(sample);
        LoadedProject loaded = ProjectFiles.load(dir.resolve("project.json"));
        assertEquals(List.of(), loaded.diagnostics());
        Project project = loaded.project();
        List<Diagnostic> fit = TopologyValidator.validate(TopologyFiles.read(dir.resolve("topology.json")),
                project.cluster().params(), project.cluster().podCount());
        assertEquals(List.of(), fit);
    }

    @Test
    void testbedSampleIsThePapersTestbedWithAnInstalledConfiguration() throws IOException {
        Project project = ProjectFiles.read(SAMPLES.resolve("testbed-128/project.json"));
        assertEquals(128, project.cluster().sizes().gpus());
        assertEquals(2, project.topologies().size());
        assertNotNull(project.currentConfiguration());
        assertEquals(4L * 8 * 4, project.currentConfiguration().circuitCount());
    }

    @Test
    void largestSampleReadsBackWithAllItsGpusAndLinks() throws IOException {
        Path dir = SAMPLES.resolve("cluster-131k");
        Project project = ProjectFiles.read(dir.resolve("project.json"));
        long links = TopologyFiles.read(dir.resolve("topology.json")).totalLinks();
        assertEquals(131_072, project.cluster().sizes().gpus());
        assertEquals(16L * 512 * 16 / 2, links);
    }
}
