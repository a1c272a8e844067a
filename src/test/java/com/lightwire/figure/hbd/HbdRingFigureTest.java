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
        assertEquals(8, p.strings.stream().filter(s -> s.matches("N\\d+")).count());
        assertEquals(1, f.nodeAt(f.x(1), f.y(1)));
        assertEquals(5, f.nodeAt(f.x(5) + 2, f.y(5) - 2));
        assertEquals(0, f.nodeAt(500, 500), "the centre is no node");
        assertEquals(9, f.legend().size(), "2 racks, faulty, primary, backup, group, bypass, breakpoint, conflict");
    }

    @Test
    void thirtyTwoThousandNodesDrawWithoutLabelsOrChords() {
        HbdDesign big = new HbdDesign(32768, 4, 3, 8, com.lightwire.model.hbd.Closure.RING, HbdOrder.DEPLOYMENT, 4,
                64, 20);
        HbdRingFigure f = figure(big, 5, 77, 1000);
        RecordingPainter p = new RecordingPainter();
        f.paint(p, Viewport.identity(1000, 1000), Layer.CONTENT);
        assertEquals(0, p.strings.stream().filter(t -> t.matches("N\\d+")).count() - RingOverview.TICKS,
                "no node labels when nodes are under a pixel apart, only the overview's ticks");
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
        int dots = (int) Math.ceil(2 * Math.PI * 440 / DotRing.PITCH);
        assertEquals(1 + dots, far.rects, "background and one dot per 2.5 px, whatever the node count");
        assertTrue(far.colours.contains(Palette.DARK.error()), "dots holding a fault are red");
        RecordingPainter near = new RecordingPainter();
        Viewport zoomed = Viewport.identity(1000, 1000).zoomAt(64, 500, 60, 0.001, 1000);
        f.paint(near, zoomed, Layer.CONTENT);
        assertTrue(near.segments > 0 && near.segments < 2_000, () -> "segments " + near.segments);
        assertTrue(near.shapes < 2_000, () -> "shapes " + near.shapes);
    }

    /** Walk-through: hbd-9792 at fit was a bare circle of dots; the far view now says what it shows. */
    @Test
    void aLargeRingAtFitHasArcsTicksAndASummary() {
        HbdDesign hbd9792 = new HbdDesign(2448, 4, 2, 8, com.lightwire.model.hbd.Closure.RING, HbdOrder.DEPLOYMENT, 4,
                48, 20);
        HbdRingFigure f = figure(hbd9792, 100, 1500);
        RecordingPainter p = new RecordingPainter();
        Viewport fit = Viewport.identity(1000, 1000).zoomAt(0.6, 500, 500, 0.001, 1000);
        f.paint(p, fit, Layer.CONTENT);
        assertTrue(p.strings.contains("N1"), "a tick names the node at the top: " + p.strings);
        assertTrue(p.strings.contains("2,448 nodes of 4 GPUs, 612 racks, K = 2 ring"), p.strings::toString);
        assertTrue(p.strings.stream().anyMatch(t -> t.matches("\\d+ TP-16 groups, 2 faulty, \\d+ GPUs unused")),
                p.strings::toString);
        int arcs = RingOverview.arcCount(2448, 0.6);
        assertEquals(69, arcs, "one arc per 24 px of a ring 264 px in radius");
        assertTrue(p.colours.contains(Palette.DARK.ok()) && p.colours.contains(Palette.DARK.error()),
                "arcs in groups green, arcs with a fault red");
    }

    @Test
    void arcsAggregateTheirNodes() {
        HbdDesign small = new HbdDesign(64, 4, 2, 8, com.lightwire.model.hbd.Closure.RING, HbdOrder.SEQUENTIAL, 4, 8,
                20);
        HbdFaults faults = HbdFaults.of(3);
        var placement = DcnFreeOrchestrator.place(new PlacementRequest(small, faults, 16, PlacementMode.STRICT, 0),
                SolveMonitor.NONE).value();
        HbdRingState state = new HbdRingState(small, IntSeq.wrap(HbdOrders.resolve(small)), faults, placement, 0);
        RingLayout layout = new RingLayout(state.order(), 64);
        var arcs = new RingOverview(layout, new RingFacts(state, layout), state, Palette.LIGHT).arcs(8);
        assertEquals(RingOverview.Arc.FAULTY, arcs.get(0), "N3 is in the first eighth");
        assertTrue(arcs.contains(RingOverview.Arc.UNUSED), "the healthy nodes beside the fault are in no group");
        assertEquals(RingOverview.Arc.GROUPED, arcs.get(4));
    }

    @Test
    void breakpointsAndConflictsAreMarkedAndTheHoverLayerHoldsOnlyThePointer() {
        HbdDesign k3 = new HbdDesign(8, 4, 3, 8, com.lightwire.model.hbd.Closure.LINE, HbdOrder.SEQUENTIAL, 4, 8, 20);
        HbdFaults faults = HbdFaults.of(2, 3, 5, 6);
        var ideal = DcnFreeOrchestrator.place(new PlacementRequest(k3, faults, 16, PlacementMode.IDEAL, 0),
                SolveMonitor.NONE).value();
        HbdRingFigure v6 = new HbdRingFigure(new HbdRingState(k3, IntSeq.wrap(HbdOrders.resolve(k3)), faults, ideal,
                4), Palette.LIGHT);
        RecordingPainter p = new RecordingPainter();
        v6.paint(p, Viewport.identity(1000, 1000), Layer.CONTENT);
        assertTrue(p.strings.contains("conflict X"), p.strings::toString);
        assertTrue(v6.breakpoints().isEmpty(), "runs of 2 failed nodes do not break a K = 3 line");
        HbdDesign k2 = HbdDesign.DEFAULT.withNodes(12);
        HbdFaults run = HbdFaults.of(3, 7, 8);
        HbdRingFigure broken = new HbdRingFigure(new HbdRingState(k2, IntSeq.wrap(HbdOrders.resolve(k2)), run, null,
                0), Palette.LIGHT);
        assertEquals(1, broken.breakpoints().size(), "V2 rotation case: only the run {7, 8} is a breakpoint");
        assertEquals(6, broken.breakpoints().get(0)[0]);
        RecordingPainter marks = new RecordingPainter();
        broken.paint(marks, Viewport.identity(1000, 1000), Layer.CONTENT);
        assertTrue(marks.strings.contains("breakpoint"), marks.strings::toString);
        RecordingPainter hover = new RecordingPainter();
        v6.paint(hover, Viewport.identity(1000, 1000), Layer.HOVER);
        assertEquals(0, hover.texts + hover.rects, "the hover layer has no background and no labels");
        assertEquals(6 + 1, hover.shapes, "the hovered N4's links to N1-N3 and N5-N7 (K = 3 on a line) and its ring");
    }

    @Test
    void theSelectedGroupsGpuRingShowsInsideLargeNodes() {
        HbdFaults faults = HbdFaults.of(3);
        var placement = DcnFreeOrchestrator.place(new PlacementRequest(HbdDesign.DEFAULT, faults, 16,
                PlacementMode.STRICT, 0), SolveMonitor.NONE).value();
        HbdRingFigure f = new HbdRingFigure(new HbdRingState(HbdDesign.DEFAULT, IntSeq.wrap(HbdOrders.resolve(
                HbdDesign.DEFAULT)), faults, placement, 0, 0, -1), Palette.LIGHT);
        RecordingPainter p = new RecordingPainter();
        f.paint(p, Viewport.identity(1000, 1000), Layer.CONTENT);
        assertEquals(8 * 4, p.strings.stream().filter(s -> s.matches("G\\d")).count(), "G1..G4 in each node");
        RecordingPainter near = new RecordingPainter();
        f.paint(near, Viewport.identity(1000, 1000).zoomAt(2, f.x(4), f.y(4), 0.001, 1000), Layer.CONTENT);
        assertTrue(near.strings.contains("N4.G2"), () -> "full GPU names nearer: " + near.strings);
        RecordingPainter far = new RecordingPainter();
        f.paint(far, Viewport.identity(1000, 1000).zoomAt(0.2, 500, 500, 0.001, 1000), Layer.CONTENT);
        assertTrue(far.strings.stream().noneMatch(s -> s.contains(".G")), "no GPUs when nodes are small");
    }
}
