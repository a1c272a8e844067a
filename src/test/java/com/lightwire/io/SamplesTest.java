package com.lightwire.io;

import com.lightwire.model.Diagnostic;
import com.lightwire.model.Project;
import com.lightwire.model.TopologyValidator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

class SamplesTest {

    private static final Path SAMPLES = Path.of("samples");

    @ParameterizedTest
    @ValueSource(strings = {"testbed-128", "cluster-32k", "cluster-131k"})
    void everySampleProjectRoundTripsByteForByte(String sample) throws IOException {
        Path file = SAMPLES.resolve(sample).resolve("project.json");
        String committed = Files.readString(file);
        assertEquals(committed, ProjectFiles.toJson(ProjectFiles.read(file)));
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
            Path dir = SAMPLES.resolve(sample.directory());
            assertEquals(Files.readString(dir.resolve("project.json")), ProjectFiles.toJson(sample.project()),
                    sample.directory() + "/project.json is stale: rerun SampleProjects.main");
            assertEquals(Files.readString(dir.resolve("topology.json")), TopologyFiles.toJson(sample.topology()),
                    sample.directory() + "/topology.json is stale: rerun SampleProjects.main");
        }
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
