package com.lightwire.ui.session;

import com.lightwire.model.ClusterValidator;
import com.lightwire.model.FabricParams;
import com.lightwire.model.OcsGroup;
import com.lightwire.model.Project;
import com.lightwire.model.Rack;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** OCS rack, rack delete and radix edits on the testbed (4 groups of 8 OCSes in two racks each). */
class FloorEditsTest {

    private final Project testbed = SampleProjects.testbed();
    private final Session session = new Session(testbed);

    @Test
    void addingAnOcsRackGivesItsGroupOneMoreRackAtTheFirstFreeSlotAndUndoRemovesIt() {
        AddOcsRackEdit edit = AddOcsRackEdit.next(testbed.cluster(), 1, -1, -1);
        assertEquals(new AddOcsRackEdit(1, "G01-R2", 0, 8), edit);
        session.perform(edit);
        OcsGroup group = session.project().cluster().groups().get(1);
        assertEquals(List.of("G01-R0", "G01-R1", "G01-R2"), group.racks());
        assertEquals(8, session.project().cluster().rack("G01-R2").orElseThrow().slot());
        assertEquals("Add OCS rack G01-R2", session.undoDescriptionProperty().get());
        assertTrue(ClusterValidator.validate(session.project().cluster()).isEmpty());
        session.undo();
        assertSame(testbed, session.project());
        session.redo();
        assertEquals(3, session.project().cluster().groups().get(1).racks().size());
    }

    @Test
    void anOcsRackCannotLandOnATakenSlotOrReuseAnId() {
        assertThrows(IllegalArgumentException.class, () -> new AddOcsRackEdit(0, "G00-R9", 0, 0).apply(testbed));
        assertThrows(IllegalArgumentException.class, () -> new AddOcsRackEdit(0, "P000-SP", 5, 5).apply(testbed));
        assertThrows(IllegalArgumentException.class, () -> AddOcsRackEdit.next(testbed.cluster(), 9, -1, -1));
    }

    @Test
    void deletingAnExtraOcsRackIsAllowedButOneTheGroupNeedsIsRefusedWithTheReason() {
        session.perform(AddOcsRackEdit.next(testbed.cluster(), 0, 3, 3));
        session.perform(new DeleteRackEdit("G00-R2"));
        assertEquals("Delete rack G00-R2", session.undoDescriptionProperty().get());
        assertEquals(List.of("G00-R0", "G00-R1"), session.project().cluster().groups().get(0).racks());
        assertTrue(session.project().cluster().rack("G00-R2").isEmpty());
        var refused = assertThrows(IllegalArgumentException.class,
                () -> session.perform(new DeleteRackEdit("G00-R1")));
        assertEquals("OCS group G00 needs 2 racks for its 8 OCSes (4 per rack); deleting G00-R1 would leave OCSes 4-7"
                + " without a rack", refused.getMessage());
        session.undo();
        assertEquals(3, session.project().cluster().groups().get(0).racks().size());
    }

    @Test
    void deletingARackAPodNeedsIsRefusedWithAdviceToDeleteThePod() {
        assertEquals("rack P001-SP holds the spines of pod P001; delete the pod instead",
                DeleteRackEdit.problem(testbed.cluster(), "P001-SP"));
        assertEquals("rack P001-LF holds the leaves of pod P001; delete the pod instead",
                DeleteRackEdit.problem(testbed.cluster(), "P001-LF"));
        assertEquals("there is no rack X", DeleteRackEdit.problem(testbed.cluster(), "X"));
    }

    @Test
    void raisingKLeafAddsOcsGroupsWithStandardRacksAndDropsTopologiesOfTheOldShape() {
        assertFalse(testbed.topologies().isEmpty());
        ChangeRadixesEdit edit = ChangeRadixesEdit.of(testbed, new FabricParams(12, 8, 2, 16));
        assertTrue(edit.description().startsWith("Change radixes to K_leaf=12, K_spine=8, tau=2, K_ocs=16; drops "),
                edit.description());
        assertTrue(edit.description().contains(testbed.topologies().get(0).name()), edit.description());
        session.perform(edit);
        var cluster = session.project().cluster();
        assertEquals(6, cluster.groups().size());
        assertEquals(new OcsGroup(5, "G05", List.of("G05-R0", "G05-R1"), 4), cluster.groups().get(5));
        assertEquals(testbed.cluster().rack("G03-R1"), cluster.rack("G03-R1"), "existing racks stay put");
        assertTrue(session.project().topologies().isEmpty());
        assertNull(session.project().currentConfiguration());
        assertTrue(ClusterValidator.validate(cluster).isEmpty(), ClusterValidator.validate(cluster).toString());
        assertEquals(edit.description(), session.undoDescriptionProperty().get());
        session.undo();
        assertSame(testbed, session.project());
        session.redo();
        assertEquals(6, session.project().cluster().groups().size());
    }

    @Test
    void loweringKLeafDeletesTheLastGroupsWithTheirRacks() {
        session.perform(ChangeRadixesEdit.of(testbed, new FabricParams(4, 8, 2, 16)));
        var cluster = session.project().cluster();
        assertEquals(2, cluster.groups().size());
        assertTrue(cluster.rack("G02-R0").isEmpty());
        assertTrue(cluster.rack("G01-R1").isPresent());
        assertTrue(ClusterValidator.validate(cluster).isEmpty(), ClusterValidator.validate(cluster).toString());
    }

    @Test
    void raisingKSpineGivesKeptGroupsMoreRacksAndLoweringKOcsKeepsFittingTopologies() {
        session.perform(ChangeRadixesEdit.of(testbed, new FabricParams(8, 12, 2, 16)));
        var cluster = session.project().cluster();
        assertEquals(List.of("G00-R0", "G00-R1", "G00-R2"), cluster.groups().get(0).racks());
        assertTrue(ClusterValidator.validate(cluster).isEmpty(), ClusterValidator.validate(cluster).toString());
        ChangeRadixesEdit ocsOnly = ChangeRadixesEdit.of(testbed, new FabricParams(8, 8, 2, 8));
        assertEquals("Change radixes to K_leaf=8, K_spine=8, tau=2, K_ocs=8", ocsOnly.description());
        Project after = ocsOnly.apply(testbed);
        assertEquals(testbed.topologies(), after.topologies());
        assertSame(testbed.currentConfiguration(), after.currentConfiguration());
    }

    @Test
    void radixesThatBreakTheRulesOrLeaveTooFewOcsPortsAreRefused() {
        assertEquals("K_spine must be even (Cross Wiring pairs ports); it is 7",
                ChangeRadixesEdit.problem(testbed, new FabricParams(8, 7, 1, 16)));
        assertEquals("K_ocs=2 has ports for at most 2 pods but the cluster has 4; delete pods first",
                ChangeRadixesEdit.problem(testbed, new FabricParams(8, 8, 2, 2)));
        assertNotNull(ChangeRadixesEdit.problem(testbed, new FabricParams(8, 8, 3, 16)));
        assertThrows(IllegalArgumentException.class,
                () -> session.perform(ChangeRadixesEdit.of(testbed, new FabricParams(8, 8, 2, 2))));
        assertSame(testbed, session.project());
    }

    @Test
    void aNewRackIsTakenFromTheFloorSoTwoPlacementsInOneEditDoNotCollide() {
        FloorSlots floor = new FloorSlots(testbed.cluster().racks());
        int[] first = floor.firstFree(0);
        floor.take(new Rack("X", "x", first[0], first[1], com.lightwire.model.RackRole.OCS, 42));
        int[] second = floor.firstFree(0);
        assertEquals(first[1] + 1, second[1]);
        assertEquals("G00-R2", floor.unusedOcsRackId("G00", 0));
    }
}
