package com.lightwire.ui.dag;

import com.lightwire.core.dag.DagFixtures;
import com.lightwire.core.dag.DagMethod;
import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.figure.Palette;
import com.lightwire.figure.dag.RateData;
import com.lightwire.model.Project;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/** Rate vs capacity (Fig. 7) on V6: fair sharing halves m1 and m2 on [1, 3]; DELTA-Joint gives m2 the whole circuit. */
class RateModelTest {

    private final TrainingDagViewModel model = new TrainingDagViewModel(new SynchronousTaskRunner(() -> 0),
            new Session(Project.ofStudies(List.of())));

    private static double rateAt(RateData d, String task, double t) {
        int k = d.tasks().indexOf(task);
        for (int i = 0; i + 1 < d.cuts().length; i++) {
            if (d.cuts()[i] <= t && t < d.cuts()[i + 1]) {
                return d.rates()[k][i];
            }
        }
        return 0;
    }

    @Test
    void withoutAJointAnswerTheShownScheduleIsTheOnlyPanel() {
        model.load(DagFixtures.v6(true), "v6");
        assertArrayEquals(new int[] {1, 0}, model.rates().pair(model.dagProperty().get(),
                model.reportProperty().get()), "by default the pair of the last critical task, m3");
        model.rates().choose(0, 1);
        var panels = model.rates().panels(model.dagProperty().get(), model.reportProperty().get());
        assertEquals(1, panels.size());
        RateData des = panels.get(0);
        assertEquals("P0 \u2192 P1", des.pair());
        assertEquals(1.0, des.capacity(), 1e-9);
        assertEquals(0.5, rateAt(des, "m1", 2), 1e-9);
        assertEquals(0.5, rateAt(des, "m2", 2), 1e-9);
        assertEquals(1.0, des.peak(), 1e-9);
    }

    @Test
    void aJointAnswerIsShownBesideFairSharingOnItsTopology() {
        model.load(DagFixtures.v6(true), "v6");
        model.methodProperty().set(DagMethod.JOINT);
        model.optimize();
        assertEquals(7, model.reportProperty().get().solution().schedule().makespan(), 1e-6);
        model.rates().choose(0, 1);
        var panels = model.rates().panels(model.dagProperty().get(), model.reportProperty().get());
        assertEquals(2, panels.size());
        assertEquals(0.5, rateAt(panels.get(0), "m2", 2), 1e-9);
        assertEquals(1.0, rateAt(panels.get(1), "m2", 2), 1e-6);
        assertEquals(0.0, rateAt(panels.get(1), "m1", 2), 1e-6);
        assertNotNull(model.ratesSheet(Palette.DARK));
    }
}
