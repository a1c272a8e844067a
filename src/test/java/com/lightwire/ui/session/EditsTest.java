package com.lightwire.ui.session;

import com.lightwire.model.ClusterValidator;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.Project;
import com.lightwire.model.Rack;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EditsTest {

    private final Project testbed = SampleProjects.testbed();

    /** A configuration with one circuit per pod pair (i -> i+1) on OCS 0 of group 0. */
    private Project withShiftConfiguration(Project project) {
        int pods = project.cluster().podCount();
        var b = OcsConfiguration.builder(4, 8, pods);
        for (int i = 0; i < pods; i++) {
            b.connect(0, 0, i, (i + 1) % pods);
        }
        return project.withCurrentConfiguration(b.build());
    }

    @Test
    void addingAPodGrowsTopologiesAndConfigurationWithoutLinks() {
        Project after = AddPodEdit.automatic().apply(withShiftConfiguration(testbed));
        assertEquals(5, after.cluster().podCount());
        assertEquals(4, after.cluster().pods().get(4).index());
        LogicalTopology ring = after.topologies().get(0).topology();
        assertEquals(5, ring.pods());
        assertEquals(0, ring.degree(0, 4));
        assertEquals(4, ring.count(0, 0, 1));
        assertEquals(5, after.currentConfiguration().ports());
        assertEquals(1, after.currentConfiguration().egressOf(0, 0, 0));
        assertEquals(OcsConfiguration.NONE, after.currentConfiguration().egressOf(0, 0, 4));
        assertTrue(ClusterValidator.validate(after.cluster()).isEmpty(), "new racks land on free slots");
    }

    @Test
    void deletingAPodRenumbersLaterPodsTheirMatrixRowsAndPorts() {
        Project after = new DeletePodEdit(1, "P001").apply(withShiftConfiguration(testbed));
        assertEquals(3, after.cluster().podCount());
        assertEquals("P002", after.cluster().pods().get(1).name());
        assertEquals(1, after.cluster().pods().get(1).index());
        LogicalTopology ring = after.topologies().get(0).topology();
        assertEquals(4, ring.count(0, 1, 2), "old pods 2 and 3 stay linked");
        assertEquals(0, ring.count(0, 0, 1), "old pods 0 and 2 were not linked");
        OcsConfiguration config = after.currentConfiguration();
        assertEquals(OcsConfiguration.NONE, config.egressOf(0, 0, 0), "0 -> old 1 is gone");
        assertEquals(2, config.egressOf(0, 0, 1), "old 2 -> old 3 becomes 1 -> 2");
        assertTrue(after.cluster().rack("P001-SP").isEmpty());
    }

    @Test
    void movingAPodMovesBothItsRacksAndRefusesToLeaveTheFloor() {
        Project after = MoveRacksEdit.movePod(testbed.cluster(), 2, 5, 10).apply(testbed);
        Rack spine = after.cluster().rack("P002-SP").orElseThrow();
        Rack leaf = after.cluster().rack("P002-LF").orElseThrow();
        assertEquals(5, spine.row());
        assertEquals(10, spine.slot());
        assertEquals(11, leaf.slot());
        var edit = MoveRacksEdit.movePod(testbed.cluster(), 0, 0, -1);
        assertThrows(IllegalArgumentException.class, () -> edit.apply(testbed));
    }

    @Test
    void settingACellKeepsTheMatrixSymmetric() {
        Project after = new SetTopologyCellEdit(0, 2, 0, 2, 3).apply(testbed);
        LogicalTopology t = after.topologies().get(0).topology();
        assertEquals(3, t.count(2, 0, 2));
        assertEquals(3, t.count(2, 2, 0));
        assertEquals(0, t.count(1, 0, 2), "other spine indices are untouched");
        assertThrows(IllegalArgumentException.class, () -> new SetTopologyCellEdit(0, 0, 1, 1, 1).apply(testbed));
    }

    @Test
    void changingTheSchemeDropsTheConfigurationButKeepingItDoesNot() {
        Project configured = withShiftConfiguration(testbed);
        assertNull(new ChangeSchemeEdit(WiringScheme.UNIFORM).apply(configured).currentConfiguration());
        assertNotNull(new ChangeSchemeEdit(WiringScheme.CROSS).apply(configured).currentConfiguration());
        assertEquals(WiringScheme.UNIFORM, new ChangeSchemeEdit(WiringScheme.UNIFORM).apply(testbed).cluster().scheme());
    }

    @Test
    void keepingTheConfigurationAcrossASchemeChangeKeepsOnlyTheCircuitsThatStillFormL2Links() {
        OcsConfiguration mixed = OcsConfiguration.builder(4, 8, 4).connect(0, 0, 1, 2).connect(0, 1, 2, 1)
                .connect(0, 2, 0, 3).connect(0, 2, 3, 0).connect(0, 3, 3, 0).connect(0, 3, 0, 3).build();
        Project configured = testbed.withCurrentConfiguration(mixed);
        OcsConfiguration kept = new ChangeSchemeEdit(WiringScheme.UNIFORM, true).apply(configured)
                .currentConfiguration();
        assertEquals(4, kept.circuitCount());
        assertTrue(kept.has(0, 2, 0, 3) && kept.has(0, 3, 3, 0) && !kept.has(0, 0, 1, 2));
        assertNull(new ChangeSchemeEdit(WiringScheme.TWO_LINK, true).apply(configured).currentConfiguration(),
                "two-link OCSes have another shape: nothing applies");
        assertNull(new ChangeSchemeEdit(WiringScheme.UNIFORM, true).apply(testbed).currentConfiguration(),
                "none of the installed ring's circuits is L2 on Uniform wiring: nothing is left installed");
    }

    @Test
    void applyingAConfigurationOfAnotherShapeIsRefused() {
        var wrong = OcsConfiguration.empty(4, 8, 7);
        assertThrows(IllegalArgumentException.class, () -> new ApplyConfigurationEdit(wrong, "x").apply(testbed));
        var right = OcsConfiguration.empty(4, 8, 4);
        assertEquals(right, new ApplyConfigurationEdit(right, "x").apply(testbed).currentConfiguration());
    }
}
