package com.lightwire.io;

import com.lightwire.model.Cluster;
import com.lightwire.model.FabricParams;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.StandardLayout;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every malformed input gives one LightwireFileException naming the file, the location and the reason. */
class MalformedFilesTest {

    private static final Cluster CLUSTER = StandardLayout.build("t", new FabricParams(4, 4, 2, 8), 4,
            WiringScheme.CROSS);
    private static final String VALID = ProjectFiles.toJson(ProjectFilesTest.smallProject());

    private static LightwireFileException projectError(String json) {
        return assertThrows(LightwireFileException.class, () -> ProjectFiles.fromJson(json, "bad.json"));
    }

    private static void assertNames(LightwireFileException e, String location, String reason) {
        assertEquals("bad.json", e.file());
        assertTrue(e.location().contains(location), "location was: " + e.location());
        assertTrue(e.reason().contains(reason), "reason was: " + e.reason());
        assertEquals("bad.json: " + e.location() + ": " + e.reason(), e.getMessage());
    }

    @Test
    void truncatedJsonNamesTheLineAndColumnWhereItEnds() {
        String truncated = VALID.substring(0, VALID.length() / 2);
        LightwireFileException e = projectError(truncated);
        assertNames(e, "line ", "ends too early");
    }

    @Test
    void syntaxErrorNamesItsLineAndColumn() {
        LightwireFileException e = projectError("{\n  \"formatVersion\": 1,\n  \"cluster\": {,}\n}\n");
        assertNames(e, "line 3, column 15", "invalid JSON");
    }

    @Test
    void wrongTypeNamesThePathAndBothTypes() {
        String json = VALID.replace("\"kLeaf\": 4", "\"kLeaf\": \"four\"");
        assertNames(projectError(json), "$.cluster.params.kLeaf (line 5", "expected an integer, found a string");
    }

    @Test
    void numberWhereAStringBelongsIsRejected() {
        String json = VALID.replace("\"name\": \"P001\"", "\"name\": 1");
        assertNames(projectError(json), "$.cluster.pods[1].name", "expected a string, found an integer");
    }

    @Test
    void decimalWhereAnIntegerBelongsIsRejected() {
        String json = VALID.replace("\"tau\": 2", "\"tau\": 2.5");
        assertNames(projectError(json), "$.cluster.params.tau", "expected an integer, found a decimal number");
    }

    @Test
    void missingFieldIsNamedByItsPath() {
        String json = VALID.replace("\"scheme\": \"cross\",\n    \"pods\"", "\"pods\"");
        assertNames(projectError(json), "$.cluster.scheme", "missing");
    }

    @Test
    void unknownSchemeIsRejectedWithTheKnownOnes() {
        String json = VALID.replace("\"scheme\": \"cross\",\n    \"pods\"", "\"scheme\": \"diagonal\",\n    \"pods\"");
        assertNames(projectError(json), "$.cluster.scheme", "unknown wiring scheme \"diagonal\"");
    }

    @Test
    void newerFormatVersionIsRefused() {
        String json = VALID.replace("\"formatVersion\": 2", "\"formatVersion\": 99");
        assertNames(projectError(json), "$.formatVersion", "newer than this Lightwire reads");
    }

    @Test
    void missingFormatVersionIsRefusedForProjects() {
        String json = VALID.replace("\"formatVersion\": 2,", "");
        assertNames(projectError(json), "$.formatVersion", "missing");
    }

    @Test
    void radixBelowOneIsOutOfRange() {
        String json = VALID.replace("\"kOcs\": 8", "\"kOcs\": 0");
        assertNames(projectError(json), "$.cluster.params.kOcs", "must be between 1 and");
    }

    @Test
    void podNumberedOutOfOrderIsRejected() {
        String json = VALID.replace("{\"index\": 2, \"name\": \"P002\"", "{\"index\": 7, \"name\": \"P002\"");
        assertNames(projectError(json), "$.cluster.pods[2].index", "must be 2");
    }

    @Test
    void topologyOfTheWrongShapeIsRejected() {
        String json = VALID.replace("\"pods\": 4,\n      \"spines\"", "\"pods\": 5,\n      \"spines\"");
        assertNames(projectError(json), "$.topologies[0].pods", "the cluster has 4 pods");
    }

    @Test
    void linkWithAPodIndexOutOfRangeNamesTheLink() {
        String json = VALID.replace("{\"h\": 1, \"a\": 0, \"b\": 1, \"count\": 2}",
                "{\"h\": 1, \"a\": 0, \"b\": 9, \"count\": 2}");
        assertNames(projectError(json), "$.topologies[0].links[", "must be between 0 and 3; it is 9");
    }

    @Test
    void duplicatePairInATopologyFileIsRejected() {
        String json = "{\"pods\": 3, \"spines\": 1, \"links\": [\n{\"h\": 0, \"a\": 0, \"b\": 1, \"count\": 1},\n"
                + "{\"h\": 0, \"a\": 1, \"b\": 0, \"count\": 2}]}";
        LightwireFileException e = assertThrows(LightwireFileException.class,
                () -> TopologyFiles.fromJson(json, "bad.json"));
        assertNames(e, "$.links[1]", "pods 0 and 1 of group 0 are listed twice");
    }

    @Test
    void selfLinkAndZeroCountAreRejected() {
        String self = "{\"pods\": 3, \"spines\": 1, \"links\": [{\"h\": 0, \"a\": 2, \"b\": 2, \"count\": 1}]}";
        String zero = "{\"pods\": 3, \"spines\": 1, \"links\": [{\"h\": 0, \"a\": 0, \"b\": 2, \"count\": 0}]}";
        assertNames(assertThrows(LightwireFileException.class, () -> TopologyFiles.fromJson(self, "bad.json")),
                "$.links[0]", "two different pods");
        assertNames(assertThrows(LightwireFileException.class, () -> TopologyFiles.fromJson(zero, "bad.json")),
                "$.links[0].count", "must be at least 1");
    }

    @Test
    void circuitPortOutOfRangeIsRejected() {
        String json = "{\"circuits\": [{\"h\": 0, \"ocs\": 1, \"in\": 4, \"out\": 0}]}";
        LightwireFileException e = assertThrows(LightwireFileException.class,
                () -> ConfigurationFiles.fromJson(json, "bad.json", CLUSTER));
        assertNames(e, "$.circuits[0].in", "must be between 0 and 3; it is 4");
    }

    @Test
    void ingressUsedTwiceOnOneOcsIsRejected() {
        String json = "{\"circuits\": [{\"h\": 1, \"ocs\": 2, \"in\": 3, \"out\": 0},"
                + "{\"h\": 1, \"ocs\": 2, \"in\": 3, \"out\": 1}]}";
        LightwireFileException e = assertThrows(LightwireFileException.class,
                () -> ConfigurationFiles.fromJson(json, "bad.json", CLUSTER));
        assertNames(e, "$.circuits[1].in", "ingress port 3 of OCS 2 in group 1 already has a circuit");
    }

    @Test
    void configurationWithoutShapeOrClusterAsksForTheShape() {
        String json = "{\"circuits\": []}";
        LightwireFileException e = assertThrows(LightwireFileException.class,
                () -> ConfigurationFiles.fromJson(json, "bad.json", null));
        assertNames(e, "$.groups", "missing");
    }

    @Test
    void configurationForAnotherSchemeIsRejected() {
        String json = "{\"scheme\": \"uniform\", \"circuits\": []}";
        LightwireFileException e = assertThrows(LightwireFileException.class,
                () -> ConfigurationFiles.fromJson(json, "bad.json", CLUSTER));
        assertNames(e, "$.scheme", "uniform wiring but the cluster uses cross");
    }

    @Test
    void emptyFileAndNonObjectRootAreClearErrors() {
        assertEquals("bad.json: the file is empty", projectError("  \n").getMessage());
        assertNames(projectError("[1, 2]"), "$", "expected an object, found an array");
    }

    @Test
    void missingFileIsReportedWithoutAStackTraceMessage(@TempDir Path dir) {
        Path file = dir.resolve("nothing.json");
        LightwireFileException e = assertThrows(LightwireFileException.class, () -> ProjectFiles.read(file));
        assertEquals(file + ": no such file", e.getMessage());
    }

    @Test
    void errorsInAFileOnDiskNameThatFile(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("topology.json"), "{\"pods\": 2, \"spines\": 1, \"links\": 3}");
        LightwireFileException e = assertThrows(LightwireFileException.class, () -> TopologyFiles.read(file));
        assertEquals(file + ": $.links (line 1, column 35): expected an array, found an integer", e.getMessage());
    }

    @Test
    void validConfigurationWithEgressConflictStillLoads() throws LightwireFileException {
        String json = "{\"circuits\": [{\"h\": 0, \"ocs\": 0, \"in\": 0, \"out\": 1},"
                + "{\"h\": 0, \"ocs\": 0, \"in\": 2, \"out\": 1}]}";
        OcsConfiguration config = ConfigurationFiles.fromJson(json, "ok.json", CLUSTER);
        assertEquals(2, config.circuitCount());
    }
}
