package com.lightwire.ui.hbd;

import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.model.Project;
import com.lightwire.model.Study;
import com.lightwire.model.hbd.Closure;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdDesignRef;
import com.lightwire.model.hbd.HbdFaults;
import com.lightwire.model.hbd.HbdNodeRef;
import com.lightwire.ui.common.InspectorRows;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Inspector rows of an HBD node and of the design, and their edits (toolkit-free). */
class HbdInspectorTest {

    /** Rows by name: the value, and the commit of editable ones. */
    private static final class Rows implements InspectorRows {
        final Map<String, Object> values = new LinkedHashMap<>();
        final Map<String, Commit> commits = new LinkedHashMap<>();

        @Override
        public void readOnly(String category, String name, Object value) {
            values.put(name, value);
        }

        @Override
        public void editable(String category, String name, Object value, Commit commit) {
            values.put(name, value);
            commits.put(name, commit);
        }
    }

    private final Session session = new Session(Project.ofStudies(List.of(new Study("hbd", "hbd-8",
            HbdDesign.DEFAULT))));
    private final HbdViewModel model = new HbdViewModel(session, new SynchronousTaskRunner(session::revision));
    private final HbdInspector inspector = new HbdInspector(model);

    private Rows rows(Object element) {
        Rows rows = new Rows();
        inspector.rows(session.project(), (com.lightwire.model.ElementRef) element, rows);
        return rows;
    }

    private void commit(Rows rows, String name, Object value) {
        InspectorRows.Outcome outcome = rows.commits.get(name).apply(session.project(), value);
        assertNull(outcome.refusal(), () -> name + " refused: " + outcome.refusal());
        session.perform(outcome.edit());
    }

    @Test
    void aNodeShowsItsRackNeighboursGroupAndBundleStatesAndItsStateIsAnUndoableEdit() {
        assertTrue(inspector.inspects(session.project(), new HbdNodeRef(5)));
        Rows rows = rows(new HbdNodeRef(5));
        assertEquals("HBD-R002", rows.values.get("Rack"));
        assertEquals("5 of 8", rows.values.get("HBD position"));
        assertEquals("-1 N4, +1 N6, -2 N3, +2 N7", rows.values.get("Neighbours"));
        assertEquals("2 of 2", rows.values.get("Group"));
        assertEquals("L=LOOPBACK R=EXT1", rows.values.get("Bundle states"));
        assertEquals(HbdInspector.Health.HEALTHY, rows.values.get("State"));
        commit(rows, "State", HbdInspector.Health.FAULTY);
        assertEquals("Mark node N5 faulty", session.undoDescriptionProperty().get());
        assertEquals(List.of(5), HbdFaults.in(session.project()).faulty().toList());
        assertEquals("none (faulty, bypassed)", rows(new HbdNodeRef(5)).values.get("Group"));
        session.undo();
        assertEquals(0, HbdFaults.in(session.project()).count());
    }

    @Test
    void designFieldsAreUndoableEditsAndBrokenRulesAreRefusedWithTheirMessage() {
        Rows rows = rows(new HbdDesignRef("design"));
        assertEquals(2, rows.values.get("Bundles per node (K)"));
        commit(rows, "Bundles per node (K)", 3);
        assertEquals(3, HbdDesign.in(session.project()).orElseThrow().bundles());
        assertEquals("Set HBD bundles to 3", session.undoDescriptionProperty().get());
        assertEquals(3, model.placement().bundleNames().size(), "the view re-placed on the new design");
        InspectorRows.Outcome tooMany = rows.commits.get("Bundles per node (K)").apply(session.project(), 5);
        assertEquals("K must be between 1 and gpusPerNode (4); it is 5", tooMany.refusal());
        InspectorRows.Outcome smallRing = rows.commits.get("Nodes (N)").apply(session.project(), 6);
        assertTrue(smallRing.refusal().contains("needs at least 2K+1 = 7 nodes"), smallRing.refusal());
        commit(rows, "Closure", Closure.LINE);
        commit(rows, "Order", HbdInspector.OrderChoice.DEPLOYMENT);
        assertEquals("deployment", HbdDesign.in(session.project()).orElseThrow().order().label());
        session.undo();
        session.undo();
        session.undo();
        assertEquals(HbdDesign.DEFAULT, HbdDesign.in(session.project()).orElseThrow());
    }

    @Test
    void shrinkingTheDesignDropsFaultsBeyondItInTheSameStep() {
        model.toggleFault(8);
        model.toggleFault(2);
        commit(rows(new HbdDesignRef("design")), "Nodes (N)", 7);
        assertEquals(List.of(2), HbdFaults.in(session.project()).faulty().toList());
        session.undo();
        assertEquals(List.of(2, 8), HbdFaults.in(session.project()).faulty().toList());
        assertFalse(inspector.inspects(Project.ofStudies(List.of()), new HbdNodeRef(1)), "no design, no rows");
    }
}
