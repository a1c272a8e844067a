package com.lightwire.io;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A project file whose rack ids or rack references break the id pattern (model.Ids) does not open. */
class RackIdsReadTest {

    private static final String VALID = ProjectFiles.toJson(ProjectFilesTest.smallProject());

    private static LightwireFileException error(String json) {
        return assertThrows(LightwireFileException.class, () -> ProjectFiles.fromJson(json, "shared.json"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"=1+2", "+cmd", "-x", "@SUM(1)", "\\tfoo", "rack 1"})
    void aRackIdThatIsNotSafeIsRefusedNamingTheRack(String id) {
        String json = VALID.replace("{\"id\": \"P000-SP\"", "{\"id\": \"" + id + "\"");
        LightwireFileException e = error(json);
        assertTrue(e.location().startsWith("$.cluster.racks["), e.location());
        assertTrue(e.location().contains("].id"), e.location());
        assertTrue(e.reason().contains("is not a valid id: use 1 to 64 letters, digits"), e.reason());
    }

    @Test
    void aPodsRackReferenceIsCheckedToo() {
        String json = VALID.replace("\"spineRack\": \"P001-SP\"", "\"spineRack\": \"=HYPERLINK(1)\"");
        assertEquals("$.cluster.pods[1].spineRack", error(json).location().replaceAll(" \\(.*", ""));
    }

    @Test
    void anOcsGroupsRackReferenceIsCheckedToo() {
        String json = VALID.replace("\"racks\": [\"G00-R0\"", "\"racks\": [\"@G00\"");
        assertTrue(error(json).location().startsWith("$.cluster.groups[0].racks[0]"));
    }

    @Test
    void theSafeIdsOfTheFileStillOpen() throws LightwireFileException {
        assertEquals(ProjectFilesTest.smallProject().cluster(), ProjectFiles.fromJson(VALID, "ok").cluster());
    }
}
