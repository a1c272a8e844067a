package com.lightwire.core.labels;

import com.lightwire.core.hbd.HbdPlanGenerator;
import com.lightwire.model.hbd.Closure;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdOrder;
import com.lightwire.model.hbd.HbdPlan;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** InfiniteHBD fibers as cluster-style labels: ends, ids, filters, tokens. */
class HbdLabelPlannerTest {

    private static final HbdDesign WORKED_C = new HbdDesign(16, 4, 2, 8, Closure.RING, HbdOrder.DEPLOYMENT, 4, 16, 20);

    private static HbdLabelPlanner planner(HbdDesign design, LabelFormat format) {
        return new HbdLabelPlanner(design, HbdPlanGenerator.build(design), format);
    }

    @Test
    void labelsEveryFiberOnceWithUniqueIds() {
        HbdLabelPlanner planner = planner(WORKED_C, LabelFormat.DEFAULT);
        List<CableLabel> labels = planner.labels(LabelFilter.ALL).toList();
        assertEquals(16 * 2 * 8, labels.size());
        assertEquals(labels.size(), planner.labelCount());
        assertTrue(LabelChecks.uniqueIds(labels.iterator()).isEmpty());
        assertTrue(labels.stream().allMatch(l -> l.kind() == LegKind.HBD && l.pod() == -1 && l.group() == -1));
    }

    @Test
    void firstFiberRunsFromN1sRightBundleToN5sLeftBundleOneRackOn() {
        // worked example C: HBD order 1, 5, 9, 13, ...; N1 in rack 1 slot 1, N5 in rack 2 slot 1
        CableLabel first = planner(WORKED_C, LabelFormat.DEFAULT).label(0);
        assertEquals(new LabelEnd("HBD-R001", 1, "N1", "R.M1.P1", "TX+RX"), first.near());
        assertEquals(new LabelEnd("HBD-R002", 1, "N5", "L.M1.P1", "TX+RX"), first.far());
        assertEquals("HBD-R001.U01.R.M1.P1/HBD-R002.U01.L.M1.P1", first.id());
        assertEquals(List.of(first.id(), "A HBD-R001 U01 N1 R.M1.P1 TX+RX", "B HBD-R002 U01 N5 L.M1.P1 TX+RX",
                "HBD HOP1 N1 R.M1.P1", "<-> N5 L.M1.P1"), first.lines());
        assertEquals("HBD-R001", first.ocsRack());
        assertEquals(6.6, first.lengthMeters(), 1e-9); // neighbouring racks: 0.6 m along the row + 6 m
    }

    @Test
    void secondLinkOfN1IsTheHop2BackupToN9() {
        HbdPlan plan = HbdPlanGenerator.build(WORKED_C);
        CableLabel hop2 = planner(WORKED_C, LabelFormat.DEFAULT).label(plan.modulesPerBundle());
        assertEquals("N9", hop2.far().device());
        assertTrue(hop2.lines().get(3).startsWith("HBD HOP2 N1 "), hop2.lines().get(3));
    }

    @Test
    void rackFilterKeepsFibersWithAnEndInTheRackAndPodOrGroupFiltersKeepNone() {
        HbdLabelPlanner planner = planner(WORKED_C, LabelFormat.DEFAULT);
        List<CableLabel> rack3 = planner.labels(LabelFilter.rack("HBD-R003")).toList();
        assertTrue(rack3.stream().allMatch(l -> l.near().rack().equals("HBD-R003")
                || l.far().rack().equals("HBD-R003")));
        long expected = planner.labels(LabelFilter.ALL).filter(l -> l.near().rack().equals("HBD-R003")
                || l.far().rack().equals("HBD-R003")).count();
        assertEquals(expected, rack3.size());
        assertTrue(rack3.size() > 0);
        assertEquals(0, planner.labels(new LabelFilter(null, 0, null)).count());
        assertEquals(0, planner.labels(new LabelFilter(null, null, 0)).count());
        assertEquals(0, planner.labels(LabelFilter.rack("P000-SP")).count());
    }

    @Test
    void tokensWithoutAnHbdMeaningRenderEmpty() {
        LabelFormat format = LabelFormat.of("S9", "{site}-{device}-{port}-{leg}{pod}{ocs}", "{rack} {u}");
        CableLabel first = planner(WORKED_C, format).label(0);
        assertEquals("S9-N1-R.M1.P1-HB/S9-N5-L.M1.P1-HB", first.id());
        assertEquals("A HBD-R001 01", first.lines().get(1));
    }

    @Test
    void rowsSplitTheFibersByTheirAEndsRow() {
        HbdDesign design = WORKED_C.withNodes(64).withOrder(HbdOrder.SEQUENTIAL);
        HbdDesign rows = new HbdDesign(64, 4, 2, 8, Closure.RING, HbdOrder.SEQUENTIAL, 4, 16, 5);
        HbdLabelPlanner planner = planner(rows, LabelFormat.DEFAULT);
        assertEquals(16, planner.rackCount());
        assertEquals(4, planner.rowCount());
        long sum = 0;
        for (int row = 0; row < 4; row++) {
            sum += planner.labelsOfRow(row, LabelFilter.ALL).count();
        }
        assertEquals(planner.labelCount(), sum);
        assertEquals(design.fiberCount(), sum);
    }
}
