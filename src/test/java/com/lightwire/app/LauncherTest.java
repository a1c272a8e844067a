package com.lightwire.app;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Launcher's decisions, without starting anything. */
class LauncherTest {

    private static Launcher.Start decide(boolean noDisplay, boolean existingFile, String... args) {
        return Launcher.decide(args, noDisplay, existingFile);
    }

    @Test
    void aCommandRunsTheCliWithOrWithoutADisplay() {
        assertEquals(Launcher.Start.CLI, decide(false, false, "info", "x.json"));
        assertEquals(Launcher.Start.CLI, decide(true, false, "--version"));
    }

    @Test
    void withADisplayEverythingElseOpensTheApp() {
        assertEquals(Launcher.Start.APP, decide(false, false));
        assertEquals(Launcher.Start.APP, decide(false, true, "mine.json"));
        assertEquals(Launcher.Start.APP, decide(false, false, "bogus"));
    }

    @Test
    void withoutADisplayNoArgumentRunsTheCliOnTheTestbed() {
        assertEquals(Launcher.Start.HEADLESS_DEFAULT, decide(true, false));
    }

    @Test
    void withoutADisplayAnExistingFileGetsTheHintAndAnythingElseIsAnUnknownCommand() {
        assertEquals(Launcher.Start.NO_DISPLAY_FOR_FILE, decide(true, true, "mine.json"));
        assertEquals(Launcher.Start.UNKNOWN_COMMAND, decide(true, false, "bogus"));
        assertEquals("error: unknown command 'bogus' (see lightwire --help)", Launcher.unknownCommandMessage("bogus"));
    }

    @Test
    void aMissingGtkIsRecognisedThroughWrappingExceptions() {
        var gtk = new UnsupportedOperationException("Unable to load glass GTK library.");
        assertTrue(Launcher.gtkMissing(gtk));
        assertTrue(Launcher.gtkMissing(new RuntimeException("Application launch failed", gtk)));
        assertFalse(Launcher.gtkMissing(new UnsupportedOperationException("Unable to open DISPLAY")));
        assertFalse(Launcher.gtkMissing(new IllegalStateException("boom")));
        assertTrue(Launcher.NO_GTK.contains("install libgtk-3-0"));
    }

    @Test
    void onlyTheUnnamedModuleWarningIsDropped() {
        assertTrue(Launcher.unnamedModuleWarning("Unsupported JavaFX configuration: classes were loaded from 'unnamed "
                + "module @69eee410'"));
        assertFalse(Launcher.unnamedModuleWarning("Could not resolve '-color-fg' while resolving lookups"));
        assertFalse(Launcher.unnamedModuleWarning(null));
    }
}
