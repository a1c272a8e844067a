package com.lightwire.ui.spectra.decomposition;

import com.lightwire.core.spectra.DecompositionMethod;
import com.lightwire.core.spectra.SpectraCases;
import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.figure.Palette;
import com.lightwire.figure.spectra.DecompositionFigure;
import com.lightwire.figure.spectra.DecompositionState;
import com.lightwire.model.Project;
import com.lightwire.model.Study;
import com.lightwire.model.spectra.SpectraStudy;
import com.lightwire.ui.common.Animated;
import com.lightwire.ui.session.Selection;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;

import java.util.SortedMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A deck step of the Decomposition view: its state round trip and the permutations peeling off phase by phase. */
class DecompositionPresentationTest {

    private static DecompositionViewModel model() {
        Session session = new Session(Project.ofStudies(SpectraCases.all().stream().map(c -> new Study(
                SpectraStudy.KIND, c.id(), new SpectraStudy(c.demand(), c.switches(), c.delay(), "spectra", "greedy",
                "case", 0))).toList()));
        return new DecompositionViewModel(session, new SynchronousTaskRunner(session::revision), new Selection());
    }

    @Test
    void aStepRecordsStudyMethodAndStepperAndRestoresThem() {
        DecompositionViewModel recorded = model();
        recorded.studyProperty().set("C7");
        recorded.methodProperty().set(DecompositionMethod.SOLSTICE);
        recorded.setStepper(DecompositionState.Stepper.DECOMPOSE);
        recorded.step(2);
        SortedMap<String, String> state = new DecompositionPresentation(recorded).capture();
        assertEquals("C7", state.get("study"));
        assertEquals("solstice", state.get("method"));
        assertEquals("decompose", state.get("stepper"));
        assertEquals("2", state.get("step"));

        DecompositionViewModel restored = model();
        assertNull(new DecompositionPresentation(restored).restore(state));
        assertEquals("C7", restored.studyProperty().get());
        assertEquals(DecompositionMethod.SOLSTICE, restored.methodProperty().get());
        assertEquals(recorded.stateProperty().get().step(), restored.stateProperty().get().step());
        assertEquals(DecompositionState.Stepper.DECOMPOSE, restored.stateProperty().get().stepper());
        state.put("study", "gone");
        assertTrue(new DecompositionPresentation(restored).restore(state).contains("\"gone\""));
    }

    @Test
    void thePermutationsPeelOffRoundByRoundEndingAtTheViewsDrawing() {
        DecompositionViewModel model = model();
        model.studyProperty().set("C7");
        Animated.Animation peeling = new DecompositionPresentation(model).peeling(Palette.LIGHT).orElseThrow();
        assertEquals(4, peeling.phases(), "the demand, then C7's 3 rounds");
        assertTrue(peeling.describe(0).startsWith("The demand, "), peeling.describe(0));
        assertTrue(peeling.describe(1).startsWith("1 of 3 permutations peeled off (spectra): "), peeling.describe(1));
        assertTrue(peeling.describe(3).endsWith("every demand cell covered"), peeling.describe(3));
        DecompositionFigure first = assertInstanceOf(DecompositionFigure.class, peeling.frame(0));
        DecompositionFigure second = assertInstanceOf(DecompositionFigure.class, peeling.frame(1));
        double before = sum(first);
        double after = sum(second);
        assertTrue(after < before, "the residual shrinks as a permutation peels off: " + before + " -> " + after);
        assertNotEquals(0, before);
    }

    private static double sum(DecompositionFigure figure) {
        double total = 0;
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                total += figure.valueAt(i, j);
            }
        }
        return total;
    }
}
