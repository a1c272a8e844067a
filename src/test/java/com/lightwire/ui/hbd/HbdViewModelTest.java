package com.lightwire.ui.hbd;

import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.model.Project;
import com.lightwire.model.Study;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.PlacementMode;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The HBD rings view-model with a synchronous runner: faults, TP and mode re-place the groups. */
class HbdViewModelTest {

    private static HbdViewModel model(Project project) {
        Session session = new Session(project);
        return new HbdViewModel(session, new SynchronousTaskRunner(session::revision));
    }

    private static Project hbd8() {
        return Project.ofStudies(List.of(new Study("hbd", "hbd-8", HbdDesign.DEFAULT)));
    }

    @Test
    void aClickedFaultReFormsTheGroups() {
        HbdViewModel model = model(hbd8());
        assertEquals(16, model.tp());
        assertEquals(2, model.placement().groups().size());
        long before = model.changedProperty().get();
        model.toggleFault(3);
        assertTrue(model.changedProperty().get() > before);
        assertEquals(List.of(4, 5, 6, 7), model.placement().groups().get(0).nodes().toList());
        assertTrue(model.statusProperty().get().contains("wasted 12 GPUs"), model.statusProperty().get());
        model.toggleFault(3);
        assertEquals(2, model.placement().groups().size());
    }

    @Test
    void tpModeAndRandomFaults() {
        HbdViewModel model = model(hbd8());
        model.setTp(8);
        assertEquals(4, model.placement().groups().size());
        model.setTp(6);
        assertEquals(8, model.tp(), "a TP that is not a multiple of R is ignored");
        model.setMode(PlacementMode.IDEAL);
        assertEquals(PlacementMode.IDEAL, model.placement().mode());
        model.randomFaults(0.5, 3);
        assertEquals(model.faults().count() * 4L + model.placement().usedGpus() + model.placement().wastedGpus(), 32);
        model.clearFaults();
        assertEquals(0, model.faults().count());
    }

    @Test
    void withoutADesignThereIsNothingToDraw() {
        HbdViewModel model = model(Project.ofStudies(List.of()));
        assertNull(model.state());
        assertTrue(model.statusProperty().get().contains("no valid \"hbd\" study"));
    }
}
