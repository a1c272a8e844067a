package com.lightwire.ui.common;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class UserPreferencesTest {

    private final UserPreferences prefs = UserPreferences.inMemory();

    @Test
    void numbersAndFlagsReadBackAndFallBackWhenMissingOrMalformed() {
        prefs.putDouble("w", 1234.5);
        prefs.putBoolean("max", true);
        prefs.put("bad", "wide");
        assertEquals(1234.5, prefs.getDouble("w", 0));
        assertTrue(prefs.getBoolean("max", false));
        assertEquals(7, prefs.getDouble("bad", 7));
        assertEquals(7, prefs.getDouble("missing", 7));
        prefs.remove("max");
        assertFalse(prefs.getBoolean("max", false));
    }
}
