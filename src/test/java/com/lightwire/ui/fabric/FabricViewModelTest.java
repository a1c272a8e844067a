package com.lightwire.ui.fabric;

import com.lightwire.ui.common.SvgPainter;
import com.lightwire.model.PodRef;
import com.lightwire.ui.session.SampleProjects;
import com.lightwire.ui.session.Selection;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FabricViewModelTest {

    private final Session session = new Session(SampleProjects.testbed());
    private final Selection selection = new Selection();
    private final FabricViewModel model = new FabricViewModel(session, selection);

    /** Screen point of the centre of a rack at scale 1 with no offset. */
    private double[] centreOf(String rackId) {
        int r = model.geometry.rackIndex.get(rackId);
        return new double[] {model.geometry.rackX[r] + 13, model.geometry.rackY[r] + 30};
    }

    @Test
    void clickingARackSelectsItsWholePodAndPublishesThePod() {
        double[] p = centreOf("P002-LF");
        model.press(p[0], p[1], false);
        model.release();
        assertEquals(Set.of("P002-SP", "P002-LF"), model.selectedRacks());
        assertEquals(new PodRef(2, "P002"), selection.get());
    }

    @Test
    void draggingSnapsToWholeSlotsAndCommitsOneUndoableMove() {
        double[] p = centreOf("P001-SP");
        model.press(p[0], p[1], false);
        model.drag(p[0] + 2 * FabricGeometry.SLOT_W + 4, p[1] + FabricGeometry.ROW_H * 2 - 10);
        assertEquals(2, model.dragSlots);
        assertEquals(2, model.dragRows);
        model.release();
        var spine = session.project().cluster().rack("P001-SP").orElseThrow();
        assertEquals(4, spine.slot());
        assertEquals(3, spine.row());
        assertEquals("Move pod P001", session.undoDescriptionProperty().get());
    }

    @Test
    void aRubberBandSelectsTheRacksInsideIt() {
        double[] a = centreOf("P000-SP");
        double[] b = centreOf("P001-LF");
        model.press(a[0] - 20, a[1] - 40, false);
        model.drag(b[0] + 20, b[1] + 40);
        model.release();
        assertEquals(Set.of("P000-SP", "P000-LF", "P001-SP", "P001-LF"), model.selectedRacks());
    }

    @Test
    void deletingTheSelectionRemovesItsPodsInOneEdit() {
        model.selectAll();
        model.selectedRacks.removeIf(id -> !id.startsWith("P000") && !id.startsWith("P003"));
        assertTrue(model.deleteSelection());
        assertEquals(2, session.project().cluster().podCount());
        assertEquals("Delete 2 pods", session.undoDescriptionProperty().get());
        session.undo();
        assertEquals(4, session.project().cluster().podCount());
    }

    @Test
    void hoveringAStrandNamesBothEndsAndClickingHighlightsIt() {
        model.setViewSize(1200, 800);
        model.zoom(2, 0, 0);
        var g = model.geometry;
        double sx = model.viewport.toScreenX(0.1 * g.spineX[5] + 0.9 * g.splitX[5]);
        double sy = model.viewport.toScreenY(0.1 * g.spineY[5] + 0.9 * g.splitY[5]);
        String text = model.hover(sx, sy);
        assertNotNull(text);
        assertTrue(text.contains("spine end: pod") && text.contains("Tx strand to OCS") && text.contains("Rx strand"),
                text);
        model.click(sx, sy);
        assertTrue(model.highlightedCable() >= 0);
        assertEquals(model.hoverCable(), model.highlightedCable());
    }

    @Test
    void zoomedOutTheViewDrawsBundlesAndZoomedInStrands() {
        model.setViewSize(1200, 800);
        model.fit();
        model.zoom(0.1, 0, 0);
        assertFalse(model.showsStrands());
        model.zoom(8, 600, 400);
        assertTrue(model.showsStrands());
    }

    @Test
    void cableLengthsAddRoutingDistanceAndSlack() {
        double minimum = session.project().cluster().floor().verticalMeters()
                + session.project().cluster().floor().slackMeters();
        for (float length : model.geometry.lengthMeters) {
            assertTrue(length > minimum);
        }
        assertEquals(128, model.cableCount());
    }

    /** Level of detail keeps every frame of the 131k-cable floor bounded; `bench ui` measures the time it takes. */
    @Test
    void theLargeClusterDrawsABoundedNumberOfPrimitivesAtEveryZoom() {
        Session big = new Session(StandardLayoutProjects.cluster131k());
        FabricViewModel large = new FabricViewModel(big, new Selection());
        assertEquals(131_072, large.cableCount());
        large.setViewSize(1400, 800);
        int racks = large.geometry.racks.size();
        for (double factor : new double[] {1, 2, 4, 8, 16, 32, 64, 128}) {
            large.fit();
            large.zoom(factor, 700, 400);
            CountingPainter painter = new CountingPainter();
            int cableSegments = large.draw(painter, false);
            assertTrue(cableSegments <= CableLayer.STRAND_SEGMENT_BUDGET, "zoom x" + factor + " drew "
                    + cableSegments + " cable segments");
            assertTrue(painter.primitives() <= CableLayer.STRAND_SEGMENT_BUDGET + 6 * racks + 100,
                    "zoom x" + factor + " drew " + painter.primitives() + " primitives");
        }
    }

    @Test
    void zoomedOutTheLargeClusterMergesItsPodRowBundlesDownToTheRowBudget() {
        FabricViewModel large = new FabricViewModel(new Session(StandardLayoutProjects.cluster131k()),
                new Selection());
        large.setViewSize(1400, 800);
        large.fit();
        assertEquals("rows", large.detailName());
        CountingPainter painter = new CountingPainter();
        assertEquals(32 * 16, large.geometry.rowBundleX1.length, "one bundle per pod row and OCS group");
        assertEquals(CableLayer.ROW_BUNDLE_BUDGET, large.draw(painter, false), "all 512 visible: neighbouring rows merged");
    }

    @Test
    void rowBundlesCarryEveryCableOnce() {
        FabricGeometry g = model.geometry;
        assertEquals(g.cableCount(), java.util.Arrays.stream(g.rowBundleCables).sum());
        assertEquals(g.cableCount(), java.util.Arrays.stream(g.bundleCables).sum());
    }

    @Test
    void svgExportDrawsTheWholeFloor() {
        model.zoom(2, 0, 0);
        SvgPainter svg = new SvgPainter(800, 600);
        model.drawWhole(svg, 800, 600, false);
        assertTrue(svg.document().contains("<svg"));
        assertTrue(svg.document().contains("P003-LF"));
    }
}
