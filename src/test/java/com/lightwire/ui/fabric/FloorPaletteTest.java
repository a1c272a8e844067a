package com.lightwire.ui.fabric;

import com.lightwire.figure.fabric.FabricGeometry;
import com.lightwire.model.Project;
import com.lightwire.model.Rack;
import com.lightwire.ui.session.SampleProjects;
import com.lightwire.ui.session.Selection;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

/** Palette placement, duplicate and delete of pods and OCS racks on the testbed floor (OCS row 0, pods in row 1). */
class FloorPaletteTest {

    private final Project testbed = SampleProjects.testbed();
    private final Session session = new Session(testbed);
    private final FabricViewModel model = new FabricViewModel(session, new Selection());

    /** A screen point inside slot (row, slot) at the initial scale 1 and no offset, off the rack's centre. */
    private static double[] inside(int row, int slot) {
        return new double[] {slot * FabricGeometry.SLOT_W + 21, row * FabricGeometry.ROW_H + 40};
    }

    private Rack rack(String id) {
        return session.project().cluster().rack(id).orElseThrow();
    }

    @Test
    void placingAPodSnapsItsSpineRackToTheSlotUnderThePointerAsOneNamedEdit() {
        double[] p = inside(3, 10);
        assertNull(model.place(PaletteItem.POD, p[0], p[1]));
        assertEquals("Add pod P004", session.undoDescriptionProperty().get());
        assertEquals(List.of(3, 10), List.of(rack("P004-SP").row(), rack("P004-SP").slot()));
        assertEquals(List.of(3, 11), List.of(rack("P004-LF").row(), rack("P004-LF").slot()));
        session.undo();
        assertSame(testbed, session.project());
        session.redo();
        assertEquals(5, session.project().cluster().podCount());
    }

    @Test
    void placingOnATakenSlotOrOffTheFloorIsRefusedAndChangesNothing() {
        double[] taken = inside(1, 1);
        assertEquals("row 1 slots 1-2 are taken", model.place(PaletteItem.POD, taken[0], taken[1]));
        assertEquals("that place is outside the floor", model.place(PaletteItem.POD, -5, 10));
        assertSame(testbed, session.project());
    }

    @Test
    void anOcsRackNeedsAGroupAndJoinsTheFilteredOne() {
        double[] p = inside(0, 12);
        assertEquals("choose an OCS group in the OCS group list, or select one of its racks, to place an OCS rack",
                model.place(PaletteItem.OCS_RACK, p[0], p[1]));
        model.setGroupFilter(2);
        assertNull(model.place(PaletteItem.OCS_RACK, p[0], p[1]));
        assertEquals("Add OCS rack G02-R2", session.undoDescriptionProperty().get());
        assertEquals(12, rack("G02-R2").slot());
        assertEquals(List.of("G02-R0", "G02-R1", "G02-R2"), session.project().cluster().groups().get(2).racks());
    }

    @Test
    void anOcsRackJoinsTheGroupOfTheSelectedOcsRack() {
        double[] g1 = inside(0, 3);
        model.press(g1[0], g1[1], false);
        model.release();
        assertEquals(Set.of("G01-R1"), model.selectedRacks());
        double[] p = inside(2, 20);
        assertNull(model.place(PaletteItem.OCS_RACK, p[0], p[1]));
        assertEquals(3, session.project().cluster().groups().get(1).racks().size());
    }

    @Test
    void draggingAnOcsRackMovesItByWholeSlots() {
        double[] p = inside(0, 0);
        model.press(p[0], p[1], false);
        model.drag(p[0] + 3 * FabricGeometry.SLOT_W, p[1] + FabricGeometry.ROW_H * 4);
        model.release();
        assertEquals("Move rack G00-R0", session.undoDescriptionProperty().get());
        assertEquals(List.of(4, 3), List.of(rack("G00-R0").row(), rack("G00-R0").slot()));
    }

    @Test
    void duplicatingPodsAndOcsRacksAddsOneOfEachInOneEdit() {
        model.selectedRacks.addAll(Set.of("P001-SP", "P001-LF", "G03-R0", "G03-R1"));
        assertNull(model.duplicateSelection());
        assertEquals("Duplicate 1 pod and 2 OCS racks", session.undoDescriptionProperty().get());
        var cluster = session.project().cluster();
        assertEquals(5, cluster.podCount());
        assertEquals(List.of("G03-R0", "G03-R1", "G03-R2", "G03-R3"), cluster.groups().get(3).racks());
        assertFalse(rack("G03-R2").slot() == rack("G03-R3").slot() && rack("G03-R2").row() == rack("G03-R3").row());
        session.undo();
        assertSame(testbed, session.project());
        model.selectedRacks.clear();
        assertEquals("select a pod or an OCS rack to duplicate", model.duplicateSelection());
    }

    @Test
    void deletingOneRackOfAPodIsRefusedAndTellsToDeleteThePod() {
        double[] p = inside(1, 0);
        model.press(p[0], p[1], false);
        model.release();
        model.press(inside(1, 1)[0], inside(1, 1)[1], true);
        assertEquals(Set.of("P000-SP"), model.selectedRacks());
        assertEquals("rack P000-SP holds the spines of pod P000; delete the pod instead", model.deleteSelected());
        assertSame(testbed, session.project());
    }

    @Test
    void deletingASpareOcsRackWorksButARackTheGroupNeedsIsRefused() {
        model.setGroupFilter(0);
        double[] p = inside(0, 9);
        model.place(PaletteItem.OCS_RACK, p[0], p[1]);
        model.selectedRacks.add("G00-R2");
        assertNull(model.deleteSelected());
        assertEquals("Delete rack G00-R2", session.undoDescriptionProperty().get());
        assertEquals(Set.of(), model.selectedRacks());
        model.selectedRacks.add("G00-R0");
        assertEquals("OCS group G00 needs 2 racks for its 8 OCSes (4 per rack); deleting G00-R0 would leave OCSes 4-7"
                + " without a rack", model.deleteSelected());
        assertEquals(Set.of("G00-R0"), model.selectedRacks());
    }

    @Test
    void deletingAPodAndASpareRackTogetherIsOneEdit() {
        model.setGroupFilter(1);
        double[] p = inside(0, 9);
        model.place(PaletteItem.OCS_RACK, p[0], p[1]);
        model.selectedRacks.addAll(Set.of("P002-SP", "P002-LF", "G01-R2"));
        assertNull(model.deleteSelected());
        assertEquals("Delete 1 pod and 1 rack", session.undoDescriptionProperty().get());
        assertEquals(3, session.project().cluster().podCount());
        session.undo();
        assertEquals(3, session.project().cluster().groups().get(1).racks().size());
    }
}
