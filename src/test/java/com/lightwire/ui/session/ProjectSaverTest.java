package com.lightwire.ui.session;

import com.lightwire.model.Project;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProjectSaverTest {

    @TempDir
    Path dir;

    /** Writes the cluster name, or fails half-way after writing garbage when asked to. */
    private static final class NameStore implements ProjectStore {
        boolean failNext;

        @Override
        public Project read(Path path) throws IOException {
            String name = Files.readString(path);
            var project = SampleProjects.testbed();
            return project.withCluster(new com.lightwire.model.Cluster(name, project.cluster().params(),
                    project.cluster().scheme(), project.cluster().pods(), project.cluster().groups(),
                    project.cluster().racks(), project.cluster().floor()));
        }

        @Override
        public void write(Project project, Path path) throws IOException {
            Files.writeString(path, failNext ? "garb" : project.cluster().name());
            if (failNext) {
                throw new IOException(path.getFileName() + ": disk full");
            }
        }
    }

    @Test
    void aFailingWriterLeavesTheOldFileAndNoTemporaryFile() throws IOException {
        NameStore store = new NameStore();
        ProjectSaver saver = new ProjectSaver(store);
        Path file = dir.resolve("lab.lwp");
        saver.save(SampleProjects.testbed(), file);
        store.failNext = true;
        assertThrows(IOException.class, () -> saver.save(SampleProjects.testbed(), file));
        assertEquals("testbed-128", Files.readString(file));
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count());
        }
    }

    @Test
    void theRecoveryCopyExistsOnlyWhileThereAreUnsavedChanges() throws IOException {
        RecoveryCopy recovery = new RecoveryCopy(dir.resolve("rec/recovery.lwp"), new ProjectSaver(new NameStore()));
        Session session = new Session(SampleProjects.testbed());
        recovery.update(session);
        assertFalse(recovery.exists());
        session.perform(AddPodEdit.automatic());
        recovery.update(session);
        assertTrue(recovery.exists());
        assertEquals("testbed-128", recovery.leftOver().orElseThrow().cluster().name());
        session.markSaved(dir.resolve("saved.lwp"));
        recovery.update(session);
        assertFalse(recovery.exists());
    }
}
