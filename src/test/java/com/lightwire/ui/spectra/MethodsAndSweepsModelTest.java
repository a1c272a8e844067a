package com.lightwire.ui.spectra;

import com.lightwire.core.spectra.SpectraMethod;
import com.lightwire.core.spectra.SpectraSweep;
import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.ui.session.Selection;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Methods side by side and sweeps, run through the task runner synchronously (and held, to cancel). */
class MethodsAndSweepsModelTest {

    @Test
    void comparingC7RunsEveryMethodAndTheMipBeatsSpectra() {
        Session session = new Session(SpectraViewModelTest.casesProject());
        SpectraViewModel model = new SpectraViewModel(session, new SynchronousTaskRunner(session::revision),
                new Selection());
        model.studyProperty().set("C7");
        assertNull(model.methods().compare());
        List<MethodsModel.Row> rows = model.methods().rows();
        assertEquals(SpectraMethod.values().length, rows.size());
        MethodsModel.Row exact = rows.stream().filter(r -> r.method() == SpectraMethod.EXACT).findFirst()
                .orElseThrow();
        assertEquals(22.0 / 3, exact.result().schedule().makespan(), 1e-6);
        assertEquals(10.0, rows.get(1).result().schedule().makespan(), 1e-9, "Spectra without Equalize: LPT only");
        assertTrue(model.methods().statusProperty().get().startsWith("7 of 7"), model.methods().statusProperty()
                .get());
        model.studyProperty().set("C8");
        assertTrue(model.methods().rows().isEmpty(), "another study clears the comparison");
    }

    @Test
    void aSmallSweepAveragesEverySeedAndABigOneIsRefused() {
        SweepsModel sweeps = new SweepsModel(new SynchronousTaskRunner(() -> 0));
        SweepsModel.Plan plan = new SweepsModel.Plan("benchmark", 12, 3, List.of(2), List.of(0.01, 0.1),
                List.of(SpectraMethod.SPECTRA, SpectraMethod.BASELINE));
        assertNull(sweeps.run(plan));
        List<SpectraSweep.Point> points = sweeps.pointsProperty().get();
        assertEquals(4, points.size());
        points.forEach(p -> assertEquals(3, p.runs()));
        String csv = SweepsModel.csv(points);
        assertTrue(csv.startsWith("method,switches,delay,runs,mean,ci95,meanLowerBound,meanRatio\nspectra,2,0.01,3,"),
                csv);
        assertEquals(5, csv.lines().count(), "a header and four grid points");
        assertEquals(csv, SweepsModel.csv(points), "byte-stable");
        assertTrue(points.stream().allMatch(p -> p.mean() >= p.meanLowerBound() - 1e-9), "never below the bound");
        SweepsModel.Plan huge = new SweepsModel.Plan("benchmark", 12, 100_001, List.of(2), List.of(0.01),
                List.of(SpectraMethod.SPECTRA));
        assertNotNull(sweeps.run(huge));
        assertTrue(sweeps.statusProperty().get().contains("at most 100000"), sweeps.statusProperty().get());
    }

    @Test
    void aCancelledSweepDeliversNothing() {
        SynchronousTaskRunner held = SynchronousTaskRunner.holding(() -> 0);
        SweepsModel sweeps = new SweepsModel(held);
        assertNull(sweeps.run(SweepsModel.defaultPlan(4)));
        sweeps.cancel();
        held.runPending();
        assertNull(sweeps.pointsProperty().get());
        assertEquals("Sweep cancelled", sweeps.statusProperty().get());
    }
}
