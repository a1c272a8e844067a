package com.lightwire.ui.session;

import com.lightwire.model.Project;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SessionTest {

    private final Project testbed = SampleProjects.testbed();
    private final Session session = new Session(testbed);

    @Test
    void aFreshSessionIsCleanWithNothingToUndo() {
        assertFalse(session.isDirty());
        assertFalse(session.canUndo());
        assertEquals("", session.undoDescriptionProperty().get());
        assertEquals("testbed-128 (unsaved) - Lightwire", session.titleProperty().get());
    }

    @Test
    void anEditMakesTheSessionDirtyAndNamesItselfForUndo() {
        long before = session.revision();
        session.perform(AddPodEdit.automatic());
        assertTrue(session.isDirty());
        assertEquals(5, session.project().cluster().podCount());
        assertEquals("Add pod", session.undoDescriptionProperty().get());
        assertEquals(before + 1, session.revision());
        assertTrue(session.titleProperty().get().startsWith("*testbed-128"));
    }

    @Test
    void undoRestoresTheSnapshotAndCleanStateAndRedoRepeatsTheEdit() {
        session.perform(AddPodEdit.automatic());
        Project afterAdd = session.project();
        session.undo();
        assertSame(testbed, session.project());
        assertFalse(session.isDirty());
        assertEquals("Add pod", session.redoDescriptionProperty().get());
        session.redo();
        assertSame(afterAdd, session.project());
        assertTrue(session.isDirty());
    }

    @Test
    void aNewEditClearsTheRedoHistory() {
        session.perform(AddPodEdit.automatic());
        session.undo();
        session.perform(new DeletePodEdit(0, "P000"));
        assertFalse(session.canRedo());
        assertEquals("Delete pod P000", session.undoDescriptionProperty().get());
    }

    @Test
    void aFailingEditLeavesTheProjectAndHistoryUntouched() {
        assertThrows(IllegalArgumentException.class, () -> session.perform(new DeletePodEdit(9, "P009")));
        assertSame(testbed, session.project());
        assertFalse(session.canUndo());
        assertFalse(session.isDirty());
    }

    @Test
    void savingMarksTheSessionCleanAndNamesTheFileInTheTitle() {
        session.perform(AddPodEdit.automatic());
        session.markSaved(Path.of("/tmp/lab.lwp"));
        assertFalse(session.isDirty());
        assertEquals("testbed-128 (lab.lwp) - Lightwire", session.titleProperty().get());
        session.undo();
        assertTrue(session.isDirty(), "undoing past the save differs from the file");
    }

    @Test
    void openingAProjectForgetsTheHistory() {
        session.perform(AddPodEdit.automatic());
        session.open(testbed, Path.of("x.lwp"));
        assertFalse(session.canUndo());
        assertFalse(session.isDirty());
        assertEquals(Path.of("x.lwp"), session.file());
    }
}
