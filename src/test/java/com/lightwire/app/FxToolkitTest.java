package com.lightwire.app;

import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** When bench ui can start the toolkit, and what it says when it cannot. */
class FxToolkitTest {

    @Test
    void monocleIsFoundOnTheTestClassPath() {
        assertTrue(FxToolkit.monoclePresent());
    }

    @Test
    void aDisplayOrMonocleIsEnough() {
        assertEquals(Optional.empty(), FxToolkit.problem(false, false));
        assertEquals(Optional.empty(), FxToolkit.problem(false, true));
        assertEquals(Optional.empty(), FxToolkit.problem(true, true));
    }

    @Test
    void withNeitherTheMessageNamesBothWaysOut() {
        String message = FxToolkit.problem(true, false).orElseThrow();
        assertTrue(message.contains("xvfb-run -a ./lightwire bench ui"), message);
        assertTrue(message.contains("openjfx-monocle"), message);
    }
}
