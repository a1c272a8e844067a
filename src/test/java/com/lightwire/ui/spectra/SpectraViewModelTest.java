package com.lightwire.ui.spectra;

import com.lightwire.core.spectra.SpectraCases;
import com.lightwire.core.spectra.SpectraMethod;
import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.model.Project;
import com.lightwire.model.Study;
import com.lightwire.model.spectra.SpectraStudy;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The OCS schedule view-model with a synchronous runner: studies listed, solves, an undoable switch edit. */
class SpectraViewModelTest {

    private static Project casesProject() {
        return Project.ofStudies(SpectraCases.all().stream().map(c -> new Study(SpectraStudy.KIND, c.id(),
                new SpectraStudy(c.demand(), c.switches(), c.delay(), "spectra", "greedy", "case", 0))).toList());
    }

    @Test
    void solvingC7GivesTheDigestsMakespanAndAnEditClearsIt() {
        Session session = new Session(casesProject());
        SpectraViewModel model = new SpectraViewModel(session, new SynchronousTaskRunner(session::revision));
        assertEquals(13, model.studies().size());
        model.studyProperty().set("C7");
        assertNull(model.solve());
        assertEquals(7.5, model.resultProperty().get().schedule().makespan(), 1e-9);
        assertTrue(model.statusProperty().get().contains("makespan 7.5"), model.statusProperty().get());
        model.methodProperty().set(SpectraMethod.EXACT);
        assertNull(model.resultProperty().get());
        assertNull(model.solve());
        assertEquals(22.0 / 3, model.resultProperty().get().schedule().makespan(), 1e-6);
        assertNull(model.setSwitches(2));
        assertNull(model.resultProperty().get());
        assertEquals(2, model.data().switches());
        assertEquals("Set switches of C7 to 2", session.undoDescriptionProperty().get());
        session.undo();
        assertEquals(3, model.data().switches());
    }

    @Test
    void withoutAStudyNothingStartsAndEclipseAtZeroDelayIsRefused() {
        Session empty = new Session(Project.ofStudies(List.of()));
        SpectraViewModel none = new SpectraViewModel(empty, new SynchronousTaskRunner(empty::revision));
        assertEquals("The project has no Spectra study", none.solve());
        Session session = new Session(casesProject());
        SpectraViewModel model = new SpectraViewModel(session, new SynchronousTaskRunner(session::revision));
        model.studyProperty().set("C13");
        model.methodProperty().set(SpectraMethod.SPECTRA_ECLIPSE);
        assertNotNull(model.solve());
        assertNull(model.resultProperty().get());
    }
}
