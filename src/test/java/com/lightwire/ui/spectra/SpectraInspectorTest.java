package com.lightwire.ui.spectra;

import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.model.ElementRef;
import com.lightwire.model.spectra.DemandCellRef;
import com.lightwire.model.spectra.LineRef;
import com.lightwire.model.spectra.PermutationRef;
import com.lightwire.model.spectra.ScheduleCircuitsRef;
import com.lightwire.ui.common.InspectorRows;
import com.lightwire.ui.session.Selection;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Inspector rows of the Spectra selections, on C4's schedule (spectra.md §6 C4: makespan 0.65 = LB2). */
class SpectraInspectorTest {

    private final Session session = new Session(SpectraViewModelTest.casesProject());
    private final Selection selection = new Selection();
    private final SpectraViewModel model = new SpectraViewModel(session, new SynchronousTaskRunner(session::revision),
            selection);
    private final SpectraInspector inspector = new SpectraInspector(model::inspected);

    private Map<String, Object> rows(ElementRef ref) {
        assertTrue(inspector.inspects(session.project(), ref), () -> "inspects " + ref.label());
        Map<String, Object> out = new LinkedHashMap<>();
        inspector.rows(session.project(), ref, new InspectorRows() {
            @Override
            public void readOnly(String category, String name, Object value) {
                out.put(category + " / " + name, value);
            }

            @Override
            public void editable(String category, String name, Object value, Commit commit) {
                out.put(category + " / " + name, value);
            }
        });
        return out;
    }

    @Test
    void aPermutationShowsItsCircuitsWeightsAndSlots() {
        model.studyProperty().set("C4");
        Map<String, Object> rows = rows(new PermutationRef("C4", "spectra", 0));
        assertEquals("0->0 1->1", rows.get("Permutation P0 / sigma (input -> output)"));
        assertEquals("0.70000", rows.get("Permutation P0 / alpha (held)"));
        assertEquals("2 of 2", rows.get("Permutation P0 / Serving circuits"));
        assertEquals("OCS 0 slot 0: 0.10000-0.65000; OCS 1 slot 1: 0.50000-0.65000",
                rows.get("Schedule / Slots (traffic)"));
        assertFalse(inspector.inspects(session.project(), new PermutationRef("C4", "eclipse", 0)),
                "Eclipse's P0 is not the shown schedule's");
    }

    @Test
    void aCellShowsItsLinesItsPermutationsAndWhenItCompletes() {
        model.studyProperty().set("C4");
        Map<String, Object> rows = rows(new DemandCellRef("C4", 0, 1));
        assertEquals("0.30000", rows.get("Demand D[0][1] / Value"));
        assertEquals("1.0000, 2", rows.get("Demand D[0][1] / Row 0 sum, nonzeros"));
        assertEquals("P1", rows.get("Cover (spectra) / Permutations through it"));
        assertEquals("0.40000", rows.get("Schedule / Completes at"), "the swap runs [0.1, 0.4) on OCS 1");
    }

    @Test
    void aLineShowsBothBoundsAndTheMinimisingR() {
        model.studyProperty().set("C4");
        Map<String, Object> rows = rows(new LineRef("C4", false, 0));
        assertEquals(2, rows.get("Row 0 / Nonzeros k"));
        assertEquals("0.60000", rows.get("Lower bound / LB1 (Theorem 1)"));
        assertEquals("0.65000", rows.get("Lower bound / LB2 (Theorem 2, k = s)"));
        assertEquals("0.70000 0.55000 0.60000", rows.get("Lower bound / f(0..s)"));
        assertEquals(1, rows.get("Lower bound / Minimising r"));
    }

    @Test
    void theCursorShowsWhatEverySwitchDoes() {
        model.studyProperty().set("C4");
        model.clickAt(0.45, -1);
        Map<String, Object> rows = rows((ScheduleCircuitsRef) selection.get());
        assertEquals("P0 (slot 0, 0.10000-0.65000)", rows.get("Time cursor / OCS 0"));
        assertEquals("reconfiguring to P0 until 0.50000", rows.get("Time cursor / OCS 1"));
        model.selectLine(model.bounds().get(0));
        assertTrue(selection.get() instanceof LineRef, "a bounds-table row selects its line");
    }
}
