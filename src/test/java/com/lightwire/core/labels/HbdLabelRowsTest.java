package com.lightwire.core.labels;

import com.lightwire.core.hbd.HbdPlanGenerator;
import com.lightwire.model.hbd.Closure;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdOrder;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The cut sheet's rows of InfiniteHBD racks and the rack units of nodes, pinned where the mutation run found them
 * open: a row count when the racks fill the last row exactly, each label in the row of its A end's rack, the U of a
 * node past the first slot, the HBD leg's marking colour.
 */
class HbdLabelRowsTest {

    private static HbdLabelPlanner planner(int nodes, int racksPerRow) {
        HbdDesign design = new HbdDesign(nodes, 4, 2, 8, Closure.RING, HbdOrder.SEQUENTIAL, 4, 16, racksPerRow);
        return new HbdLabelPlanner(design, HbdPlanGenerator.build(design), LabelFormat.DEFAULT);
    }

    private static int rackIndex(LabelEnd end) {
        return Integer.parseInt(end.rack().substring(RackUnits.HBD_RACK_PREFIX.length())) - 1;
    }

    @Test
    void racksThatFillTheLastRowExactlyMakeNoExtraRow() {
        HbdLabelPlanner planner = planner(64, 4);
        assertEquals(16, planner.rackCount());
        assertEquals(4, planner.rowCount());
        assertEquals(6, planner(64, 3).rowCount());
        assertEquals(1, planner(64, 16).rowCount());
    }

    @Test
    void eachRowHoldsTheLabelsWhoseAEndStandsInOneOfItsRacks() {
        HbdLabelPlanner planner = planner(64, 5);
        for (int row = 0; row < planner.rowCount(); row++) {
            List<CableLabel> labels = planner.labelsOfRow(row, LabelFilter.ALL).toList();
            assertTrue(!labels.isEmpty(), "row " + row + " has labels");
            for (CableLabel l : labels) {
                assertEquals(row, rackIndex(l.near()) / 5, l.id());
            }
        }
    }

    @Test
    void aNodePastTheFirstSlotSitsOneNodeHeightHigher() {
        assertEquals(1, RackUnits.hbdNodeU(0));
        assertEquals(1 + RackUnits.HBD_NODE_HEIGHT_U, RackUnits.hbdNodeU(1));
        assertEquals(1 + 3 * RackUnits.HBD_NODE_HEIGHT_U, RackUnits.hbdNodeU(3));
        assertTrue(planner(64, 4).labels(LabelFilter.ALL).anyMatch(l -> l.near().u() == 1 + RackUnits.HBD_NODE_HEIGHT_U));
    }

    @Test
    void theHbdLegIsMarkedInTheDuplexColour() {
        assertEquals("ffeb3b", LegKind.HBD.color());
        assertEquals(LegKind.DUPLEX.color(), LegKind.HBD.color());
    }
}
