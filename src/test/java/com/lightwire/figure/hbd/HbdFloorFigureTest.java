package com.lightwire.figure.hbd;

import com.lightwire.figure.Layer;
import com.lightwire.figure.Palette;
import com.lightwire.figure.RecordingPainter;
import com.lightwire.figure.Viewport;
import com.lightwire.model.hbd.Closure;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdOrder;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The HBD racks on the Fabric view: layout, rack pairs, hit testing and the three levels of detail. */
class HbdFloorFigureTest {

    private static final HbdDesign WORKED_C = new HbdDesign(16, 4, 2, 8, Closure.RING, HbdOrder.DEPLOYMENT, 4, 16, 20);

    @Test
    void racksStandInRowsAndPairsCountEveryFiberOnce() {
        HbdFloor floor = new HbdFloor(WORKED_C.withNodes(64));
        assertEquals(16, floor.rackCount());
        int fibers = 0;
        for (int i = 0; i < floor.pairCount(); i++) {
            fibers += floor.pairFibers[i];
            assertTrue(floor.pairA[i] <= floor.pairB[i]);
        }
        assertEquals(64 * 2 * 8, fibers);
        HbdFloor rows = new HbdFloor(new HbdDesign(64, 4, 2, 8, Closure.RING, HbdOrder.SEQUENTIAL, 4, 16, 5));
        assertEquals(4, rows.rowCount());
        assertEquals(rows.rackX(0), rows.rackX(5));
        assertEquals(HbdFloor.ROW_H, rows.rackY(5) - rows.rackY(0));
    }

    @Test
    void thePointerFindsTheRackUnderIt() {
        HbdFloor floor = new HbdFloor(WORKED_C);
        assertEquals(2, floor.rackAt(floor.rackX(2) + 3, floor.rackY(2) + 40));
        assertEquals(-1, floor.rackAt(floor.rackX(2) + HbdFloor.RACK_W + 5, floor.rackY(2) + 40), "between racks");
        assertEquals(-1, floor.rackAt(floor.rackX(3) + 3, floor.rackY(3) - 10), "in the aisle");
        assertEquals(-1, floor.rackAt(floor.rackX(3) + HbdFloor.SLOT_W + 3, floor.rackY(3) + 10), "no fifth rack");
    }

    @Test
    void levelOfDetailGoesFromRacksToRackPairsToLinksWithNodeLabels() {
        HbdFloor floor = new HbdFloor(WORKED_C);
        HbdFloorFigure figure = new HbdFloorFigure(floor, Palette.LIGHT, -1);
        RecordingPainter far = paint(figure, 0.05);
        assertEquals(0, far.segments, "no fibers under 3 px racks");
        RecordingPainter middle = paint(figure, 0.5);
        assertEquals(floor.pairCount(), middle.segments, "a curve per rack pair");
        assertTrue(middle.strings.stream().noneMatch(s -> s.startsWith("N")));
        RecordingPainter near = paint(figure, 2);
        assertEquals(floor.plan().linkCount(), near.segments, "a curve per link");
        assertTrue(near.strings.contains("N14") && near.strings.contains("HBD-R004"), near.strings::toString);
    }

    @Test
    void longFibersGetTheWarningColourAndTheSummaryCountsThem() {
        HbdDesign row = new HbdDesign(2448, 4, 2, 8, Closure.RING, HbdOrder.DEPLOYMENT, 4, 48, 20);
        HbdFloorFigure figure = new HbdFloorFigure(new HbdFloor(row), Palette.DARK, -1);
        RecordingPainter p = paint(figure, 0.5);
        assertTrue(p.colours.contains(Palette.DARK.warning()));
        assertTrue(figure.summary().endsWith("39,168 fibers between 1,224 rack pairs, 96 over 50 m"),
                figure.summary());
        assertEquals(4, figure.legend().size());
    }

    private static RecordingPainter paint(HbdFloorFigure figure, double scale) {
        RecordingPainter p = new RecordingPainter();
        figure.paint(p, new Viewport(scale, 0, 0, 4000, 4000), Layer.CONTENT);
        return p;
    }
}
