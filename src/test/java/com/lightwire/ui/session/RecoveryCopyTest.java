package com.lightwire.ui.session;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RecoveryCopyTest {

    @TempDir
    Path dir;

    @Test
    void theRecoveryCopyExistsOnlyWhileThereAreUnsavedChanges() throws IOException {
        NameStore store = new NameStore();
        RecoveryCopy recovery = new RecoveryCopy(dir.resolve("rec/recovery.json"), store);
        Session session = new Session(SampleProjects.testbed());
        recovery.update(session);
        assertFalse(Files.exists(recovery.file()));
        session.perform(AddPodEdit.automatic());
        recovery.update(session);
        assertEquals("testbed-128", store.read(recovery.file()).cluster().name());
        assertEquals("", Files.readString(dir.resolve("rec/recovery.source")), "never saved");
        session.markSaved(dir.resolve("saved.json"));
        recovery.update(session);
        assertFalse(Files.exists(recovery.file()));
        assertFalse(Files.exists(dir.resolve("rec/recovery.source")));
        session.perform(AddPodEdit.automatic());
        recovery.update(session);
        assertEquals(List.of("null", "saved.json"), store.originals, "the copy refers to the saved file's data");
        assertEquals(dir.resolve("saved.json").toAbsolutePath().toString(),
                Files.readString(dir.resolve("rec/recovery.source")), "the note names the saved file");
    }

    @Test
    void anUnchangedRevisionIsNotWrittenAgain() throws IOException {
        NameStore store = new NameStore();
        RecoveryCopy recovery = new RecoveryCopy(dir.resolve("recovery.json"), store);
        Session session = new Session(SampleProjects.testbed());
        session.perform(AddPodEdit.automatic());
        recovery.update(session);
        recovery.update(session);
        assertEquals(1, store.originals.size());
        assertTrue(Files.exists(recovery.file()));
    }
}
