package com.lightwire.io;

import com.lightwire.core.topology.TopologyGenerators;
import com.lightwire.model.Cluster;
import com.lightwire.model.ConfigurationOcsRef;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.Project;
import com.lightwire.model.ProjectValidator;
import com.lightwire.model.StandardLayout;
import com.lightwire.model.TopologyRef;
import com.lightwire.model.TopologySpineRef;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProjectFilesTest {

    /** Four pods, K_leaf=4, K_spine=4, tau=2 (two groups), Cross Wiring, a ring topology and two circuits. */
    static Project smallProject() {
        Cluster cluster = StandardLayout.build("small \"lab\"", new FabricParams(4, 4, 2, 8), 4, WiringScheme.CROSS);
        LogicalTopology ring = TopologyGenerators.ring(2, 4, 2);
        OcsConfiguration config = OcsConfiguration.builder(2, 4, 4).connect(0, 1, 0, 1).connect(1, 3, 2, 0).build();
        return new Project(cluster, List.of(new NamedTopology("ring", ring)), config, List.of());
    }

    @Test
    void projectSurvivesARoundTripThroughJson() throws LightwireFileException {
        Project original = smallProject();
        Project read = ProjectFiles.fromJson(ProjectFiles.toJson(original), "mem");
        assertEquals(original.cluster(), read.cluster());
        assertEquals(original.currentConfiguration(), read.currentConfiguration());
        assertEquals("ring", read.topologies().get(0).name());
        for (int h = 0; h < 2; h++) {
            assertArrayEquals(original.topologies().get(0).topology().matrix(h),
                    read.topologies().get(0).topology().matrix(h));
        }
    }

    @Test
    void outputStartsWithTheFormatVersionAndEndsWithOneNewline() {
        String json = ProjectFiles.toJson(smallProject());
        assertTrue(json.startsWith("{\n  \"formatVersion\": 2,\n  \"cluster\": {\n    \"name\": \"small \\\"lab\\\"\",\n"),
                json.substring(0, 80));
        assertTrue(json.endsWith("\n  },\n  \"studies\": []\n}\n"));
        assertTrue(!json.contains("\r") && !json.contains("\t"));
        assertTrue(json.contains("\n        {\"h\": 1, \"a\": 0, \"b\": 1, \"count\": 2},\n"));
        assertTrue(json.contains("\n      {\"h\": 1, \"ocs\": 3, \"in\": 2, \"out\": 0}\n"));
    }

    @Test
    void projectWithoutTopologiesOrConfigurationReadsBack() throws LightwireFileException {
        Project bare = Project.of(smallProject().cluster());
        String json = ProjectFiles.toJson(bare);
        assertTrue(json.contains("\"topologies\": [],\n  \"configuration\": null,\n  \"studies\": []\n"));
        Project read = ProjectFiles.fromJson(json, "mem");
        assertEquals(List.of(), read.topologies());
        assertNull(read.currentConfiguration());
    }

    @Test
    void interleavedIsReadAsCrossAndUnknownFieldsAreIgnored() throws LightwireFileException {
        String json = ProjectFiles.toJson(smallProject())
                .replace("\"scheme\": \"cross\",\n    \"pods\"", "\"scheme\": \"interleaved\",\n    \"pods\"")
                .replace("\"formatVersion\": 2,", "\"formatVersion\": 2, \"generator\": {\"tool\": \"x\"},");
        assertEquals(WiringScheme.CROSS, ProjectFiles.fromJson(json, "mem").cluster().scheme());
    }

    @Test
    void designRuleViolationsLoadAndComeBackAsDiagnostics(@TempDir Path dir) throws IOException {
        Cluster odd = StandardLayout.build("odd", new FabricParams(4, 3, 1, 2), 3, WiringScheme.CROSS);
        Path file = dir.resolve("odd.json");
        ProjectFiles.write(Project.of(odd), file);
        LoadedProject loaded = ProjectFiles.load(file);
        assertEquals(3, loaded.project().cluster().params().kSpine());
        assertTrue(loaded.hasErrors());
        List<String> rules = loaded.diagnostics().stream().map(Diagnostic::rule).toList();
        assertTrue(rules.containsAll(List.of("kspine-even", "too-many-pods")), rules.toString());
    }

    @Test
    void topologyOverThePortBoundIsADiagnosticNamedAfterTheTopology() throws LightwireFileException {
        Project p = smallProject();
        Project heavy = p.withTopologies(List.of(new NamedTopology("heavy", TopologyGenerators.ring(2, 4, 3))));
        List<Diagnostic> findings = ProjectValidator.validate(heavy);
        assertTrue(findings.stream().anyMatch(d -> d.rule().equals("port-bound")
                && d.element().equals(new TopologySpineRef(new TopologyRef(0, "heavy"), 0, 0))
                && d.element().label().equals("topology \"heavy\" group 0 pod 0")), findings.toString());
    }

    @Test
    void egressUsedTwiceIsADiagnostic() {
        OcsConfiguration clash = OcsConfiguration.builder(2, 4, 4).connect(0, 0, 0, 2).connect(0, 0, 1, 2).build();
        List<Diagnostic> findings = ProjectValidator.validate(smallProject().withCurrentConfiguration(clash));
        assertEquals(List.of("egress-once"), findings.stream().map(Diagnostic::rule).toList());
        assertEquals(new ConfigurationOcsRef(0, 0), findings.get(0).element());
    }

    @Test
    void writeReplacesTheFileAndLeavesNoTemporaryFiles(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("p.json");
        Files.writeString(file, "old");
        ProjectFiles.write(smallProject(), file);
        assertEquals(ProjectFiles.toJson(smallProject()), Files.readString(file));
        try (var entries = Files.list(dir)) {
            assertEquals(List.of(file), entries.toList());
        }
    }

    @Test
    void failedSerializationLeavesTheOldFileIntact(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("p.json"), "the old project");
        IOException failure = new IOException("disk full");
        IOException thrown = org.junit.jupiter.api.Assertions.assertThrows(IOException.class,
                () -> AtomicFiles.writeText(file, out -> {
                    out.write("{\n  \"formatVersion\": 1,\n");
                    throw failure;
                }));
        assertEquals(failure, thrown);
        assertEquals("the old project", Files.readString(file));
        try (var entries = Files.list(dir)) {
            assertEquals(List.of(file), entries.toList());
        }
    }

    @Test
    void unrepresentableTopologyFailsBeforeTheOldFileIsTouched(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("p.json"), "the old project");
        LogicalTopology asymmetric = LogicalTopology.of(new int[][][]{{{0, 1, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0},
                {0, 0, 0, 0}}, new int[4][4]});
        Project bad = smallProject().withTopologies(List.of(new NamedTopology("bad", asymmetric)));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> ProjectFiles.write(bad, file));
        assertEquals("the old project", Files.readString(file));
    }
}
