package com.lightwire.ui.session;

import com.lightwire.model.Project;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RecoveryCopyTest {

    @TempDir
    Path dir;

    /** Stores the cluster name and records which saved file each copy was told to refer to. */
    private static final class NameStore implements ProjectStore {
        final List<String> originals = new ArrayList<>();

        @Override
        public Project read(Path path) throws IOException {
            String name = Files.readString(path);
            var project = SampleProjects.testbed();
            var c = project.cluster();
            return project.withCluster(new com.lightwire.model.Cluster(name, c.params(), c.scheme(), c.pods(),
                    c.groups(), c.racks(), c.floor()));
        }

        @Override
        public void write(Project project, Path path) throws IOException {
            Files.writeString(path, project.cluster().name());
        }

        @Override
        public void writeCopy(Project project, Path copy, Path original) throws IOException {
            originals.add(String.valueOf(original == null ? null : original.getFileName()));
            write(project, copy);
        }
    }

    @Test
    void theRecoveryCopyExistsOnlyWhileThereAreUnsavedChanges() throws IOException {
        NameStore store = new NameStore();
        RecoveryCopy recovery = new RecoveryCopy(dir.resolve("rec/recovery.json"), store);
        Session session = new Session(SampleProjects.testbed());
        recovery.update(session);
        assertFalse(recovery.exists());
        session.perform(AddPodEdit.automatic());
        recovery.update(session);
        assertTrue(recovery.exists());
        assertEquals("testbed-128", recovery.leftOver().orElseThrow().cluster().name());
        session.markSaved(dir.resolve("saved.json"));
        recovery.update(session);
        assertFalse(recovery.exists());
        session.perform(AddPodEdit.automatic());
        recovery.update(session);
        assertEquals(List.of("null", "saved.json"), store.originals, "the copy refers to the saved file's data");
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
    }
}
