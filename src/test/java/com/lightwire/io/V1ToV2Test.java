package com.lightwire.io;

import com.lightwire.model.Project;
import com.lightwire.model.ProjectValidator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Version-1 project files open through {@link V1ToV2}; the corpus is every sample as it was committed in v1. */
class V1ToV2Test {

    private static final Path V1_SAMPLES = Path.of("src/test/resources/v1-samples");

    @ParameterizedTest
    @ValueSource(strings = {"testbed-128", "cluster-32k", "cluster-131k"})
    void everyV1SampleOpensLosslesslyAndSavesAsV2ThatReopensEqual(String sample, @TempDir Path dir)
            throws IOException {
        Path v1 = V1_SAMPLES.resolve(sample).resolve("project.json");
        String v1Text = Files.readString(v1);
        assertTrue(v1Text.startsWith("{\n  \"formatVersion\": 1,\n"), "the corpus must stay version 1");
        Project migrated = ProjectFiles.read(v1);
        String expected = v1Text.replaceFirst("\"formatVersion\": 1,", "\"formatVersion\": 2,")
                .replaceFirst("\n}\n$", ",\n  \"studies\": []\n}\n");
        assertEquals(expected, ProjectFiles.toJson(migrated), "every v1 field carries over unchanged");
        Path v2 = dir.resolve("project.json");
        ProjectFiles.write(migrated, v2);
        assertTrue(Files.readString(v2).startsWith("{\n  \"formatVersion\": 2,\n"));
        Project reopened = ProjectFiles.read(v2);
        assertEquals(ProjectFiles.toJson(migrated), ProjectFiles.toJson(reopened));
        assertEquals(ProjectValidator.validate(migrated), ProjectValidator.validate(reopened));
    }

    @Test
    void aV1FileNeedsItsCluster() {
        LightwireFileException e = assertThrows(LightwireFileException.class, () -> ProjectFiles.fromJson(
                "{\"formatVersion\": 1, \"topologies\": [], \"configuration\": null}", "old.json"));
        assertEquals("old.json: $.cluster: missing or null; this field is required", e.getMessage());
    }

    @Test
    void aNewerVersionIsRefusedWhateverShapeItsFieldsHave() {
        LightwireFileException e = assertThrows(LightwireFileException.class, () -> ProjectFiles.fromJson(
                "{\"formatVersion\": 3, \"cluster\": \"elsewhere\", \"topologies\": 7}", "new.json"));
        assertEquals("new.json: $.formatVersion: format version 3 is newer than this Lightwire reads (2); update "
                + "Lightwire to open it", e.getMessage());
    }

    @Test
    void fieldsThatVersion2AddedAreNotTakenFromAV1File() throws IOException {
        String v1 = Files.readString(V1_SAMPLES.resolve("testbed-128/project.json"))
                .replace("\"name\": \"ring, 4 links per hop\",",
                        "\"name\": \"ring, 4 links per hop\", \"file\": \"nowhere.json\", \"sha256\": \"00\",")
                .replace("\"formatVersion\": 1,", "\"formatVersion\": 1, \"studies\": [{\"kind\": \"x\", \"name\": \"y\", "
                        + "\"data\": {}}],");
        Project project = ProjectFiles.fromJson(v1, "old.json");
        assertEquals(2, project.topologies().size());
        assertEquals(List.of(), project.studies());
    }
}
