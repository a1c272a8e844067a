package com.lightwire.ui.spectra;

import com.lightwire.core.spectra.SpectraCases;
import com.lightwire.core.spectra.SpectraMethod;
import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.figure.spectra.ScheduleState;
import com.lightwire.model.Project;
import com.lightwire.model.Study;
import com.lightwire.model.spectra.PermutationRef;
import com.lightwire.model.spectra.ScheduleCircuitsRef;
import com.lightwire.model.spectra.SpectraStudy;
import com.lightwire.ui.session.Selection;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The OCS schedule view-model with a synchronous runner: studies listed, solves on every change (exact on request),
 * undoable switch and delay edits, the LPT and Equalize steppers, the cursor, the shared selection, the bound rows.
 */
class SpectraViewModelTest {

    static Project casesProject() {
        return Project.ofStudies(SpectraCases.all().stream().map(c -> new Study(SpectraStudy.KIND, c.id(),
                new SpectraStudy(c.demand(), c.switches(), c.delay(), "spectra", "greedy", "case", 0))).toList());
    }

    private static SpectraViewModel model(Session session, Selection selection) {
        return new SpectraViewModel(session, new SynchronousTaskRunner(session::revision), selection);
    }

    @Test
    void solvingC7GivesTheDigestsMakespanAndEditsAreUndoable() {
        Session session = new Session(casesProject());
        SpectraViewModel model = model(session, new Selection());
        assertEquals(13, model.studies().size());
        model.studyProperty().set("C7");
        assertEquals(7.5, model.resultProperty().get().schedule().makespan(), 1e-9, "solved on choosing the study");
        assertTrue(model.statusProperty().get().contains("makespan 7.5"), model.statusProperty().get());
        model.methodProperty().set(SpectraMethod.EXACT);
        assertNull(model.resultProperty().get(), "the exact method waits for Schedule");
        assertNull(model.solve());
        assertEquals(22.0 / 3, model.resultProperty().get().schedule().makespan(), 1e-6);
        assertNull(model.setSwitches(2));
        assertEquals(2, model.data().switches());
        assertEquals("Set switches of C7 to 2", session.undoDescriptionProperty().get());
        assertNull(model.setDelay(0.5));
        assertEquals("Set delay of C7 to 0.5", session.undoDescriptionProperty().get());
        assertNotNull(model.setDelay(-1));
        session.undo();
        session.undo();
        assertEquals(3, model.data().switches());
        assertEquals(1.0, model.data().delay());
    }

    @Test
    void theSteppersReplayLptAndEqualizeOfC7() {
        Session session = new Session(casesProject());
        SpectraViewModel model = model(session, new Selection());
        model.studyProperty().set("C7");
        model.setStepper(ScheduleState.Stepper.LPT);
        assertEquals(3, model.maxStep(), "three permutations placed one by one");
        model.step(1);
        assertEquals("step 1 of 3", model.stepLabel());
        assertEquals(1, model.replayProperty().get().at(ScheduleState.Stepper.LPT, 1).configurations());
        model.setStepper(ScheduleState.Stepper.EQUALIZE);
        model.step(Integer.MAX_VALUE);
        int moves = model.maxStep();
        assertTrue(moves >= 1, "C7's Equalize moves");
        assertEquals(7.5, model.replayProperty().get().at(ScheduleState.Stepper.EQUALIZE, moves).makespan(), 1e-9,
                "the last move gives the result");
        assertEquals(2, moves, "the digest's two moves");
        assertEquals(10.0, model.replayProperty().get().at(ScheduleState.Stepper.EQUALIZE, 0).makespan(), 1e-9,
                "LPT loads [10, 6, 4]");
        double[] afterOne = model.replayProperty().get().at(ScheduleState.Stepper.EQUALIZE, 1).loads();
        assertEquals(List.of(7.5, 6.0, 7.5), List.of(afterOne[0], afterOne[1], afterOne[2]), "move 1");
    }

    @Test
    void theCursorAndTheSharedSelection() {
        Session session = new Session(casesProject());
        Selection selection = new Selection();
        SpectraViewModel model = model(session, selection);
        model.studyProperty().set("C7");
        model.setCursor(0.5);
        assertEquals("t = 0.5000: OCS 0 reconfiguring to P0, OCS 1 reconfiguring to P1, OCS 2 reconfiguring to P2",
                model.cursorText());
        model.setCursor(7.4);
        assertEquals("t = 7.400: OCS 0 idle, OCS 1 idle, OCS 2 P0 carries traffic", model.cursorText());
        model.setCursor(100);
        assertTrue(model.cursorText().endsWith("OCS 2 idle"), model.cursorText());
        selection.select(new PermutationRef("C7", 1));
        assertEquals(1, model.stateProperty().get().selectedPerm(), "a permutation selected in another view");
        model.clickAt(3.0, 2);
        ScheduleCircuitsRef at3 = (ScheduleCircuitsRef) selection.get();
        assertEquals(List.of(0, 1, 2), at3.permIds(), "every switch carries traffic at t = 3");
        assertArrayEquals(new int[] {1, 2, 0}, at3.sigmas().get(1), "P1 = [1, 2, 0], directed");
        assertEquals(2, model.stateProperty().get().selectedPerm(), "the clicked permutation stays selected");
        model.clickAt(0.5, -1);
        assertEquals(java.util.Arrays.asList(-1, -1, -1), ((ScheduleCircuitsRef) selection.get()).permIds(),
                "reconfiguring switches hold no circuits");
        selection.select(new PermutationRef("C8", 0));
        assertEquals(-1, model.stateProperty().get().selectedPerm());
    }

    @Test
    void theBoundRowsMarkTheBindingLine() {
        Session session = new Session(casesProject());
        SpectraViewModel model = model(session, new Selection());
        model.studyProperty().set("C7");
        List<BoundRow> binding = model.bounds().stream().filter(BoundRow::binding).toList();
        assertEquals(1, binding.size());
        assertEquals(7.0, binding.get(0).bound(), 1e-9, "C7's LB");
        assertEquals(model.resultProperty().get().bounds().lowerBound(), model.bounds().stream()
                .mapToDouble(BoundRow::bound).max().orElseThrow(), 1e-12);
    }

    @Test
    void withoutAStudyNothingStartsAndEclipseAtZeroDelayIsRefused() {
        Session empty = new Session(Project.ofStudies(List.of()));
        SpectraViewModel none = model(empty, new Selection());
        assertEquals("The project has no Spectra study", none.solve());
        Session session = new Session(casesProject());
        SpectraViewModel model = model(session, new Selection());
        model.studyProperty().set("C13");
        model.methodProperty().set(SpectraMethod.SPECTRA_ECLIPSE);
        assertNotNull(model.solve());
        assertNull(model.resultProperty().get());
    }
}
