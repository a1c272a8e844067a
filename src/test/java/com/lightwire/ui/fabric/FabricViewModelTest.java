package com.lightwire.ui.fabric;

import com.lightwire.figure.Layer;
import com.lightwire.figure.fabric.FabricGeometry;
import com.lightwire.model.PodRef;
import com.lightwire.model.RackRef;
import com.lightwire.ui.session.SampleProjects;
import com.lightwire.ui.session.Selection;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
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
        int r = model.geometry().rackIndex(rackId);
        return new double[] {model.geometry().rackX(r) + 13, model.geometry().rackY(r) + 30};
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
        double[] pts = model.geometry().cablePoints(5);
        double sx = model.viewport().toScreenX(0.1 * pts[0] + 0.9 * pts[2]);
        double sy = model.viewport().toScreenY(0.1 * pts[1] + 0.9 * pts[3]);
        String text = model.hover(sx, sy);
        assertNotNull(text);
        assertTrue(text.contains("spine end: pod") && text.contains("Tx strand to OCS") && text.contains("Rx strand"),
                text);
        model.click(sx, sy);
        assertTrue(model.highlightedCable() >= 0);
        assertEquals(model.hoverCable(), model.highlightedCable());
    }

    /** Issue 9: a rack under the pointer says what it is (it had no tooltip); empty floor says nothing. */
    @Test
    void hoveringARackNamesItsRoleSizeAndPlace() {
        double[] p = centreOf("P002-LF");
        assertEquals("P002-LF: P002 leaves\nleaf rack, 42U\nrow 1, slot 5\nclick to select, drag to move",
                model.hover(p[0], p[1]));
        assertEquals(-1, model.hoverCable(), "the pod rack hides the fibers behind it");
        assertEquals(null, model.hover(-500, -500));
    }

    /** Issue 9: the status line read "about 1.3 km of cable, strands". */
    @Test
    void theSummaryIsASentenceWithTheCablesTheirLengthAndHowTheyAreShown() {
        model.setViewSize(1200, 800);
        model.fit();
        model.zoom(4, 600, 400);
        assertEquals("Cross Wiring: 128 cables, about 1.3 km of cable in all; shown as single strands",
                model.summary());
        model.zoom(0.02, 0, 0);
        assertEquals("Cross Wiring: 128 cables, about 1.3 km of cable in all; shown bundled per pod and OCS group "
                + "(zoom in for single strands)", model.summary());
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
        for (int c = 0; c < model.cableCount(); c++) {
            assertTrue(model.geometry().lengthMeters(c) > minimum);
        }
        assertEquals(128, model.cableCount());
    }

    @Test
    void hoveringRepaintsOnlyTheHoverLayerAndSelectingOnlyTheSelectionLayer() {
        model.takeRepaints();
        model.setViewSize(1200, 800);
        model.zoom(2, 0, 0);
        double[] pts = model.geometry().cablePoints(5);
        model.hover(model.viewport().toScreenX(0.1 * pts[0] + 0.9 * pts[2]), model.viewport().toScreenY(0.1 * pts[1]
                + 0.9 * pts[3]));
        assertArrayEquals(new Layer[] {Layer.HOVER}, model.takeRepaints());
        assertTrue(model.state().hoverCable() >= 0);
        model.selectAll();
        assertArrayEquals(new Layer[] {Layer.SELECTION}, model.takeRepaints());
        assertEquals(model.geometry().rackCount(), model.state().selectedRacks().size());
    }

    @Test
    void theRubberBandIsAGuideInWorldCoordinates() {
        model.takeRepaints();
        model.setViewSize(1200, 800);
        model.zoom(2, 0, 0);
        model.press(1190, 790, false);
        model.drag(1150, 760);
        double[] band = model.state().rubberBand();
        assertEquals(1150 / 2.0, Math.min(band[0], band[2]), 1e-9);
        assertEquals(790 / 2.0, Math.max(band[1], band[3]), 1e-9);
        assertTrue(java.util.List.of(model.takeRepaints()).contains(Layer.GUIDES));
    }

    @Test
    void findingAPodByNameSelectsItAndCentresTheViewOnItsSpineRack() {
        model.setViewSize(800, 600);
        model.fit();
        assertEquals("pod P003", model.find(" p003 "));
        assertEquals(new PodRef(3, "P003"), selection.get());
        assertEquals(Set.of("P003-SP", "P003-LF"), model.selectedRacks());
        int r = model.geometry().rackIndex("P003-SP");
        assertTrue(model.scale() >= 1, "at least natural size: " + model.scale());
        assertEquals(400, model.viewport().toScreenX(model.geometry().rackX(r) + FabricGeometry.RACK_W / 2), 1e-6);
        assertEquals(300, model.viewport().toScreenY(model.geometry().rackY(r) + FabricGeometry.RACK_H / 2), 1e-6);
    }

    @Test
    void findingARackByIdSelectsTheRackAndAnUnknownNameFindsNothing() {
        String ocsRack = session.project().cluster().groups().get(1).racks().get(0);
        assertEquals("rack " + ocsRack, model.find(ocsRack.toLowerCase(java.util.Locale.ROOT)));
        assertEquals(new RackRef(ocsRack), selection.get());
        assertEquals(Set.of(ocsRack), model.selectedRacks());
        assertEquals(null, model.find("P999"));
        assertEquals(new RackRef(ocsRack), selection.get(), "a failed find leaves the selection");
    }
}
