package com.lightwire.cli.render;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.deck.Slide;
import com.lightwire.figure.spectra.DecompositionFigure;
import com.lightwire.figure.spectra.ScheduleGanttFigure;
import com.lightwire.io.ProjectFiles;
import com.lightwire.model.Project;
import com.lightwire.model.deck.Camera;
import com.lightwire.model.deck.Deck;
import com.lightwire.model.deck.DeckStep;
import com.lightwire.model.deck.ViewState;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;

/** Headless slides keep a Spectra step's camera on the figure of the app canvas it was recorded on. */
class DeckSlidesTest {

    private static TreeMap<String, String> state(String... pairs) {
        TreeMap<String, String> out = new TreeMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            out.put(pairs[i], pairs[i + 1]);
        }
        return out;
    }

    @Test
    void decompositionAndGanttStepsWithACameraAreFramedLikeTheirCanvas() throws Exception {
        Project project = ProjectFiles.read(Path.of("samples/spectra-cases/project.json"));
        Camera camera = new Camera(0, 0, 200, 120);
        Deck deck = new Deck(List.of(
                new DeckStep(new ViewState("decomposition", camera, state("study", "C7", "stepper", "decompose",
                        "step", "1")), "round 2 up close", ""),
                new DeckStep(new ViewState("schedule", camera, state("study", "C7")), "the first slots", ""),
                new DeckStep(new ViewState("schedule", null, state("study", "C7")), "the whole chart", "")));
        List<Slide> slides = new DeckSlides(RenderableViews.standard()).slides(deck, project, Palette.LIGHT,
                SolveMonitor.NONE);
        DecompositionFigure decomposition = assertInstanceOf(DecompositionFigure.class, slides.get(0).figure());
        assertEquals(camera, slides.get(0).camera());
        assertEquals(3, decomposition.shownIds().size(), "C7's three permutations in the stack");
        assertInstanceOf(ScheduleGanttFigure.class, slides.get(1).figure());
        assertEquals(camera, slides.get(1).camera());
        assertInstanceOf(Sheet.class, slides.get(2).figure(), "without a camera the export sheet is drawn whole");
        assertNull(slides.get(2).camera());
    }
}
