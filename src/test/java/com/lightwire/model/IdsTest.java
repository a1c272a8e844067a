package com.lightwire.model;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class IdsTest {

    @ParameterizedTest
    @ValueSource(strings = {"P000-SP", "G00-R0-DF", "row_3.rack-07", "7", "a"})
    void lettersDigitsDashUnderscoreAndDotStartingWithALetterOrDigitAreSafe(String id) {
        assertTrue(Ids.isSafe(id));
        assertTrue(Ids.problem(id).isEmpty());
    }

    @ParameterizedTest
    @ValueSource(strings = {"=1+2", "+cmd", "-x", "@SUM(1)", "\tfoo", "\rfoo", "", "rack 1", "a,b", "\"q\"", ".hidden",
            "_x", "Ré", "a/b"})
    void formulasSpacesPunctuationAndNonAsciiAreNot(String id) {
        assertFalse(Ids.isSafe(id));
        assertTrue(Ids.problem(id).orElseThrow().contains("is not a valid id"));
    }

    @Test
    void idsAreAtMostSixtyFourCharactersAndNullIsNotAnId() {
        assertTrue(Ids.isSafe("r".repeat(Ids.MAX_LENGTH)));
        assertFalse(Ids.isSafe("r".repeat(Ids.MAX_LENGTH + 1)));
        assertFalse(Ids.isSafe(null));
        assertEquals(64, Ids.MAX_LENGTH);
    }

    @Test
    void everyRackOfTheStandardLayoutHasASafeId() {
        Cluster cluster = StandardLayout.build("t", new FabricParams(16, 16, 1, 512), 512, WiringScheme.CROSS);
        cluster.racks().forEach(r -> assertTrue(Ids.isSafe(r.id()), r.id()));
    }
}
