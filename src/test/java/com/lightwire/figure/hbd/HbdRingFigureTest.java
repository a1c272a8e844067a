package com.lightwire.figure.hbd;

import com.lightwire.core.hbd.DcnFreeOrchestrator;
import com.lightwire.core.hbd.HbdOrders;
import com.lightwire.core.hbd.PlacementRequest;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Palette;
import com.lightwire.figure.RecordingPainter;
import com.lightwire.figure.Viewport;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdFaults;
import com.lightwire.model.hbd.HbdOrder;
import com.lightwire.model.hbd.IntSeq;
import com.lightwire.model.hbd.PlacementMode;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The rings figure: labels, hit testing, and level of detail on 32,768 nodes. */
class HbdRingFigureTest {

    private static HbdRingFigure figure(HbdDesign design, int... faulty) {
        HbdFaults faults = HbdFaults.of(faulty);
        var placement = DcnFreeOrchestrator.place(new PlacementRequest(design, faults, 16, PlacementMode.STRICT, 0),
                SolveMonitor.NONE).value();
        return new HbdRingFigure(new HbdRingState(design, IntSeq.wrap(HbdOrders.resolve(design)), faults, placement,
                0), Palette.DARK);
    }

    @Test
    void smallRingsAreLabelledAndNodesAreHit() {
        HbdRingFigure f = figure(HbdDesign.DEFAULT, 3);
        RecordingPainter p = new RecordingPainter();
        f.paint(p, Viewport.identity(1000, 1000), Layer.CONTENT);
        assertTrue(p.strings.contains("N3"), p.strings::toString);
        assertEquals(8, p.strings.stream().filter(s -> s.startsWith("N")).count());
        assertEquals(1, f.nodeAt(f.x(1), f.y(1)));
        assertEquals(5, f.nodeAt(f.x(5) + 2, f.y(5) - 2));
        assertEquals(0, f.nodeAt(500, 500), "the centre is no node");
        assertEquals(7, f.legend().size(), "2 racks, faulty, primary, backup, group, bypass");
    }

    @Test
    void thirtyTwoThousandNodesDrawWithoutLabelsOrChords() {
        HbdDesign big = new HbdDesign(32768, 4, 3, 8, com.lightwire.model.hbd.Closure.RING, HbdOrder.DEPLOYMENT, 4,
                64, 20);
        HbdRingFigure f = figure(big, 5, 77, 1000);
        RecordingPainter p = new RecordingPainter();
        f.paint(p, Viewport.identity(1000, 1000), Layer.CONTENT);
        assertEquals(0, p.texts, "no labels when nodes are under a pixel apart");
        assertTrue(p.shapes < 40_000, () -> "shapes " + p.shapes);
    }

    @Test
    void farViewsAreADotRingAndNearViewsDrawOnlyWhatShows() {
        HbdDesign big = new HbdDesign(32768, 4, 3, 8, com.lightwire.model.hbd.Closure.RING, HbdOrder.DEPLOYMENT, 4,
                64, 20);
        HbdRingFigure f = figure(big, 5, 77, 1000);
        RecordingPainter far = new RecordingPainter();
        f.paint(far, Viewport.identity(1000, 1000), Layer.CONTENT);
        assertEquals(0, far.segments, "no chain or ring paths in the far view");
        int dots = (int) Math.ceil(2 * Math.PI * 440 / HbdRingFigure.DOT_PX);
        assertEquals(1 + dots + 3, far.rects, "background, one dot per 1.5 px, three fault marks");
        RecordingPainter near = new RecordingPainter();
        Viewport zoomed = Viewport.identity(1000, 1000).zoomAt(64, 500, 60, 0.001, 1000);
        f.paint(near, zoomed, Layer.CONTENT);
        assertTrue(near.segments > 0 && near.segments < 2_000, () -> "segments " + near.segments);
        assertTrue(near.shapes < 2_000, () -> "shapes " + near.shapes);
    }
}
