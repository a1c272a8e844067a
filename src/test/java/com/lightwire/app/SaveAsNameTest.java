package com.lightwire.app;

import com.lightwire.io.ProjectFiles;
import com.lightwire.model.Cluster;
import com.lightwire.model.Project;
import com.lightwire.ui.common.RecordingDialogs;
import com.lightwire.ui.common.UserPreferences;
import com.lightwire.ui.session.ProjectStore;
import com.lightwire.ui.session.SampleProjects;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** File > Save As proposes the file's own name, or the project's for a project never saved (walk-through defect). */
class SaveAsNameTest {

    private final RecordingDialogs dialogs = new RecordingDialogs();

    @Test
    void aSavedProjectProposesItsOwnFileName() {
        Session session = new Session(SampleProjects.testbed());
        session.markSaved(Path.of("/tmp/walk/testbed-128/project.json"));
        assertFalse(actions(session).saveAs(), "cancelled");
        assertEquals("project.json", dialogs.shown("save").get(0).details());
    }

    @Test
    void aProjectNeverSavedProposesItsNameWithoutPathCharacters() {
        Project testbed = SampleProjects.testbed();
        Cluster c = testbed.cluster();
        Session session = new Session(testbed.withCluster(new Cluster("lab/rack:2", c.params(), c.scheme(), c.pods(),
                c.groups(), c.racks(), c.floor())));
        assertFalse(actions(session).saveAs(), "cancelled");
        assertEquals("lab-rack-2.json", dialogs.shown("save").get(0).details());
    }

    private FileActions actions(Session session) {
        ProjectStore store = new ProjectStore() {
            @Override
            public Project read(Path path) throws java.io.IOException {
                return ProjectFiles.read(path);
            }

            @Override
            public void write(Project project, Path path) {
                throw new AssertionError("nothing is written when the dialog is cancelled");
            }
        };
        return new FileActions(dialogs, session, store, new RecentFiles(UserPreferences.inMemory()), () -> { }, s -> { });
    }
}
