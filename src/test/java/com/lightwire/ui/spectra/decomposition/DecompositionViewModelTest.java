package com.lightwire.ui.spectra.decomposition;

import com.lightwire.core.spectra.DecompositionMethod;
import com.lightwire.core.spectra.DemandStats;
import com.lightwire.core.spectra.SpectraCases;
import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.figure.Palette;
import com.lightwire.figure.spectra.DecompositionFigure;
import com.lightwire.figure.spectra.DecompositionState;
import com.lightwire.model.Project;
import com.lightwire.model.Study;
import com.lightwire.model.spectra.DemandCellRef;
import com.lightwire.model.spectra.PermutationRef;
import com.lightwire.model.spectra.SpectraStudy;
import com.lightwire.ui.session.Selection;
import com.lightwire.ui.session.Session;
import com.lightwire.ui.spectra.DemandRecipes;
import com.lightwire.ui.spectra.SpectraStudies;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Decomposition view-model with a synchronous runner: steppers, selection shared by views, named edits. */
class DecompositionViewModelTest {

    private static Session casesSession() {
        return new Session(Project.ofStudies(SpectraCases.all().stream().map(c -> new Study(SpectraStudy.KIND, c.id(),
                new SpectraStudy(c.demand(), c.switches(), c.delay(), "spectra", "greedy", "case", 0))).toList()));
    }

    private static DecompositionViewModel model(Session session, Selection selection) {
        return new DecompositionViewModel(session, new SynchronousTaskRunner(session::revision), selection);
    }

    @Test
    void theDecomposeStepperWalksExactlyDRoundsOfC7() {
        Session session = casesSession();
        Selection selection = new Selection();
        DecompositionViewModel model = model(session, selection);
        model.studyProperty().set("C7");
        assertEquals(3, model.replayProperty().get().rounds(), "C7 has degree 3");
        model.setStepper(DecompositionState.Stepper.DECOMPOSE);
        assertEquals("round 1 of 3", model.stepLabel());
        model.step(1);
        assertEquals("round 2 of 3", model.stepLabel());
        assertTrue(model.stepText().contains("round 2 of 3: deg(B_r) = 2"), model.stepText());
        model.step(10);
        assertEquals("done (3)", model.stepLabel());
        model.step(-10);
        assertEquals(0, model.stateProperty().get().step());
        int[] cell = model.figure(Palette.LIGHT).pick(70, 55);
        assertArrayEquals(new int[] {0, 0, -1}, cell, "the heat map's corner is cell (0, 0)");
        model.click(cell);
        assertEquals(new DemandCellRef("C7", 0, 0), selection.get());
    }

    @Test
    void selectingAPermutationIsSharedThroughTheWindowsSelection() {
        Session session = casesSession();
        Selection selection = new Selection();
        DecompositionViewModel model = model(session, selection);
        model.studyProperty().set("C7");
        model.click(new int[] {-1, -1, 1});
        assertEquals(new PermutationRef("C7", 1), selection.get());
        assertEquals(1, model.stateProperty().get().selectedPerm());
        selection.select(new DemandCellRef("C7", 2, 0));
        assertEquals(-1, model.stateProperty().get().selectedPerm());
        assertEquals(2, model.stateProperty().get().selectedRow());
        model.setFilter(DecompositionState.Filter.THROUGH_CELL);
        DecompositionFigure figure = model.figure(Palette.LIGHT);
        assertTrue(figure.shownIds().size() < 3, "only permutations through D[2][0] are listed: " + figure.shownIds());
        selection.select(new PermutationRef("C6", 0));
        assertEquals(-1, model.stateProperty().get().selectedPerm(), "another study's permutation is not ours");
    }

    @Test
    void cellGeneratorAndPreprocessingEditsAreNamedAndUndoable() {
        Session session = casesSession();
        DecompositionViewModel model = model(session, new Selection());
        model.studyProperty().set("C7");
        assertNull(model.edits().setCell(0, 1, 2.5));
        assertEquals("Set D[0][1] of C7 to 2.50000", session.undoDescriptionProperty().get());
        assertEquals(2.5, SpectraStudies.find(session.project(), "C7").demand().at(0, 1));
        assertNotNull(model.edits().setCell(0, 1, -1));
        assertNull(model.edits().preprocess(DemandRecipes.Step.ZERO_DIAGONAL));
        assertEquals("Zero the diagonal of C7", session.undoDescriptionProperty().get());
        assertEquals(0, SpectraStudies.find(session.project(), "C7").demand().at(1, 1));
        assertNull(model.edits().generate("benchmark", 16, 3));
        assertEquals("Generate benchmark demand (n = 16, seed 3) in C7", session.undoDescriptionProperty().get());
        assertEquals(16, model.demand().n(), "the decomposition follows the edit");
        assertEquals(DemandStats.of(model.demand().matrix()).degree(), model.replayProperty().get().rounds(),
                "exactly d rounds");
        session.undo();
        session.undo();
        session.undo();
        assertEquals(3, model.demand().n());
        assertEquals(SpectraCases.byId("C7").orElseThrow().demand(), SpectraStudies.find(session.project(), "C7")
                .demand());
    }

    @Test
    void generatingWithoutAStudyAddsOne() {
        Session session = new Session(Project.ofStudies(List.of()));
        DecompositionViewModel model = model(session, new Selection());
        assertNull(model.replayProperty().get());
        assertNull(model.edits().generate("C9", 2, 0));
        assertEquals(List.of("C9"), model.studies());
        assertEquals("New Spectra study C9 from case C9", session.undoDescriptionProperty().get());
        assertNotNull(model.figure(Palette.DARK));
    }

    @Test
    void eclipseAndSolsticeShowTheirOwnStacksStepsAndSelections() {
        Session session = casesSession();
        Selection selection = new Selection();
        DecompositionViewModel model = model(session, selection);
        model.studyProperty().set("C6");
        model.click(new int[] {-1, -1, 0});
        assertEquals(new PermutationRef("C6", "spectra", 0), selection.get());
        model.methodProperty().set(DecompositionMethod.ECLIPSE);
        assertEquals(3, model.replayProperty().get().rounds(), "C6 under Eclipse: swap 3, id 1, id 1");
        assertEquals(-1, model.stateProperty().get().selectedPerm(), "Spectra's P0 is not Eclipse's P0");
        model.setStepper(DecompositionState.Stepper.DECOMPOSE);
        assertTrue(model.stepText().contains("step 1 of 3: a = 3"), model.stepText());
        model.click(new int[] {-1, -1, 2});
        assertEquals(new PermutationRef("C6", "eclipse", 2), selection.get());
        assertEquals(2, model.stateProperty().get().selectedPerm());
        model.methodProperty().set(DecompositionMethod.SOLSTICE);
        assertTrue(model.stepText().contains("slice 1 of"), model.stepText());
        assertEquals(-1, model.stateProperty().get().selectedPerm());
        assertTrue(model.statusProperty().get().startsWith("Decomposed C6 (solstice)"), model.statusProperty().get());
    }

    @Test
    void eclipseAtDelayZeroIsRefusedWithTheReason() {
        Session session = casesSession();
        DecompositionViewModel model = model(session, new Selection());
        model.studyProperty().set("C13");
        model.methodProperty().set(DecompositionMethod.ECLIPSE);
        assertNull(model.replayProperty().get());
        assertTrue(model.statusProperty().get().startsWith("Eclipse needs a reconfiguration delay above 0"),
                model.statusProperty().get());
        model.methodProperty().set(DecompositionMethod.SPECTRA);
        assertEquals(2, model.replayProperty().get().rounds());
    }
}
