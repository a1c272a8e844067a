package com.lightwire.ui.session;

import com.lightwire.model.LogicalTopology;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.Project;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The undo history's count and memory limits, no-op edits, merging, and what edits share. */
class HistoryLimitsTest {

    private final Project testbed = SampleProjects.testbed();
    private final Session session = new Session(testbed);

    /** Sets C[0][0][1] of topology 0 to {@code links}: each call differs from the last. */
    private static Edit cell(int links) {
        return new SetTopologyCellEdit(0, 0, 0, 1, links);
    }

    /** Performs cell edits 1..n and returns the project after each (index k = after edit k, 0 = before all). */
    private List<Project> performCells(int n) {
        List<Project> after = new ArrayList<>(List.of(session.project()));
        for (int k = 1; k <= n; k++) {
            session.perform(cell(10 + k));
            after.add(session.project());
        }
        return after;
    }

    @Test
    void theDefaultsAre200StepsAnd256Megabytes() {
        assertEquals(200, Session.DEFAULT_HISTORY_STEPS);
        assertEquals(256L << 20, Session.DEFAULT_HISTORY_BYTES);
        performCells(205);
        assertEquals(200, session.undoSteps());
    }

    @Test
    void theCountCapDropsTheOldestSteps() {
        session.setHistoryLimits(3, Session.DEFAULT_HISTORY_BYTES);
        List<Project> after = performCells(5);
        assertEquals(3, session.undoSteps());
        session.undo();
        session.undo();
        session.undo();
        assertSame(after.get(2), session.project(), "edits 1 and 2 can no longer be undone");
        assertFalse(session.canUndo());
    }

    @Test
    void theMemoryCapDropsTheOldestStepsButKeepsTheNewest() {
        session.perform(cell(1));
        long oneStep = session.historyBytes();
        assertTrue(oneStep > 0);
        session.setHistoryLimits(100, 2 * oneStep);
        List<Project> after = performCells(5);
        assertEquals(2, session.undoSteps());
        assertEquals(2 * oneStep, session.historyBytes(), "cell edits of one topology cost the same");
        session.setHistoryLimits(100, 0);
        assertEquals(1, session.undoSteps(), "the last edit stays undoable whatever the budget");
        session.undo();
        assertSame(after.get(4), session.project());
    }

    @Test
    void undoAndRedoAfterTrimmingWalkTheKeptSnapshots() {
        session.setHistoryLimits(2, Session.DEFAULT_HISTORY_BYTES);
        List<Project> after = performCells(4);
        session.undo();
        session.undo();
        assertSame(after.get(2), session.project());
        assertEquals("Set C[0][0][1] = 13", session.redoDescriptionProperty().get());
        session.redo();
        session.redo();
        assertSame(after.get(4), session.project());
        assertFalse(session.canRedo());
        long bytes = session.historyBytes();
        session.undo();
        assertEquals(bytes, session.historyBytes(), "undo moves a step, it does not drop it");
        session.perform(cell(99));
        assertEquals(2, session.undoSteps(), "a new edit clears redo, then trims");
        assertFalse(session.canRedo());
    }

    @Test
    void anEditThatChangesNothingIsNotRecorded() {
        session.perform(cell(7));
        long revision = session.revision();
        session.markSaved(null);
        session.perform(cell(7));
        NamedTopology same = session.project().topologies().get(0);
        session.perform(new PutTopologyEdit(new NamedTopology(same.name(), copyOf(same.topology())), "Put a copy"));
        assertEquals(revision, session.revision());
        assertFalse(session.isDirty());
        assertEquals(1, session.undoSteps());
        assertEquals("Set C[0][0][1] = 7", session.undoDescriptionProperty().get());
    }

    @Test
    void renamesOfOnePodStillMergeIntoOneStep() {
        session.setHistoryLimits(1, Session.DEFAULT_HISTORY_BYTES);
        session.perform(new RenamePodEdit(0, "A"));
        session.perform(new RenamePodEdit(0, "AB"));
        session.perform(new RenamePodEdit(0, "ABC"));
        assertEquals(1, session.undoSteps());
        session.undo();
        assertSame(testbed, session.project());
    }

    @Test
    void aCellEditSharesTheClusterAndEveryOtherTopology() {
        Project two = new PutTopologyEdit(new NamedTopology("mesh", LogicalTopology.empty(4, 4)), "x").apply(testbed);
        Project after = cell(5).apply(two);
        assertSame(two.cluster(), after.cluster());
        assertSame(two.topologies().get(1), after.topologies().get(1));
        assertNotSame(two.topologies().get(0), after.topologies().get(0));
        LogicalTopology old = two.topologies().get(0).topology();
        long rows = old.bytesNotSharedWith(after.topologies().get(0).topology());
        assertTrue(rows < old.bytesNotSharedWith(null) / 2, "two rows of one group differ, not the matrix");
    }

    @Test
    void aStepIsEstimatedAtWhatItsEditChanged() {
        Project after = cell(5).apply(testbed);
        LogicalTopology before = testbed.topologies().get(0).topology();
        LogicalTopology now = after.topologies().get(0).topology();
        long list = 16 + 4 * testbed.topologies().size();
        long oneWay = (16 + 4 * 4) + list + (16 + 2 * 4) + now.bytesNotSharedWith(before);
        assertEquals(2 * oneWay, SnapshotDifference.bytes(testbed, after));
        assertEquals(0, SnapshotDifference.bytes(testbed, testbed));
    }

    @Test
    void openingAProjectEmptiesTheHistoryAndItsEstimate() {
        performCells(3);
        session.open(testbed, null);
        assertEquals(0, session.historyBytes());
        assertEquals(0, session.undoSteps());
        assertThrows(IllegalArgumentException.class, () -> session.setHistoryLimits(0, 1));
    }

    /** An equal topology that shares no array with {@code t}. */
    private static LogicalTopology copyOf(LogicalTopology t) {
        int[][][] counts = new int[t.groups()][][];
        for (int h = 0; h < counts.length; h++) {
            counts[h] = t.matrix(h);
        }
        return LogicalTopology.of(counts);
    }
}
