package com.lightwire.figure.fabric;

import com.lightwire.figure.Layer;
import com.lightwire.figure.Palette;
import com.lightwire.figure.RecordingPainter;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.Viewport;
import com.lightwire.io.SampleProjects;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FabricFigureTest {

    private static FabricGeometry large;
    private final FabricGeometry testbed = new FabricGeometry(SampleProjects.testbed128().project().cluster());

    @BeforeAll
    static void layOutTheLargeCluster() {
        large = new FabricGeometry(StandardLayoutProjects.cluster131k().cluster());
    }

    private static Viewport fitted(FabricGeometry g) {
        return Viewport.fit(g.size(), 1400, 800, 20, 0.05, 40);
    }

    /** Level of detail keeps every frame of the 131k-cable floor bounded; `bench ui` measures the time it takes. */
    @Test
    void theLargeClusterDrawsABoundedNumberOfPrimitivesAtEveryZoom() {
        assertEquals(131_072, large.cableCount());
        FabricFigure figure = new FabricFigure(FabricState.of(large), Palette.LIGHT);
        for (double factor : new double[] {1, 2, 4, 8, 16, 32, 64, 128}) {
            Viewport view = fitted(large).zoomAt(factor, 700, 400, 0.05, 40);
            RecordingPainter painter = new RecordingPainter();
            int cableSegments = figure.paintContent(painter, view);
            assertTrue(cableSegments <= CableLayer.STRAND_SEGMENT_BUDGET, "zoom x" + factor + " drew "
                    + cableSegments + " cable segments");
            assertTrue(painter.primitives() <= CableLayer.STRAND_SEGMENT_BUDGET + 6 * large.rackCount() + 100,
                    "zoom x" + factor + " drew " + painter.primitives() + " primitives");
        }
    }

    /**
     * Issue 9: zoomed in part way on the large floor, racks had no labels (ids showed only from 120 %). Now each
     * visible rack's id is written inside it, upright, once it can be at least 7 px, and above it from 120 %.
     */
    @Test
    void zoomedInRacksAreLabelledAndTooSmallOnesAreNot() {
        FabricFigure figure = new FabricFigure(FabricState.of(large), Palette.LIGHT);
        for (double scale : new double[] {0.6, 0.8, 1.0, 1.5, 3}) {
            RecordingPainter p = new RecordingPainter();
            Viewport view = new Viewport(scale, -200, -200, 1200, 800);
            figure.paint(p, view, Layer.CONTENT);
            long inView = java.util.stream.IntStream.range(0, large.rackCount()).filter(r -> view.toScreenX(
                    large.rackX[r] + FabricGeometry.RACK_W) >= 0 && view.toScreenX(large.rackX[r]) <= 1200
                    && view.toScreenY(large.rackY[r] + FabricGeometry.RACK_H) >= 0
                    && view.toScreenY(large.rackY[r]) <= 800).count();
            var ids = p.placed.stream().filter(t -> t.text().matches("(P\\d+-(SP|LF))|(G\\d+-R\\d+)")).toList();
            assertTrue(ids.size() > 10, "rack ids at " + scale + ": " + ids.size());
            assertTrue(ids.stream().allMatch(t -> t.style().size() >= FabricFigure.MIN_INSIDE_TEXT_PX
                    && t.style().size() <= 12), "readable type at " + scale);
            assertEquals(inView, ids.size(), "each rack in view once, no others, at " + scale);
        }
        RecordingPainter far = new RecordingPainter();
        figure.paint(far, new Viewport(0.3, 0, 0, 1200, 800), Layer.CONTENT);
        assertEquals(0, far.texts, "no unreadable labels when racks are a few pixels wide");
    }

    @Test
    void zoomedOutTheLargeClusterMergesItsPodRowBundlesDownToTheRowBudget() {
        Viewport view = fitted(large);
        FabricFigure figure = new FabricFigure(FabricState.of(large), Palette.LIGHT);
        assertEquals(Detail.ROW_BUNDLES, figure.detail(view));
        assertEquals(32 * 16, large.rowBundleX1.length, "one bundle per pod row and OCS group");
        assertEquals(CableLayer.ROW_BUNDLE_BUDGET, figure.paintContent(new RecordingPainter(), view),
                "all 512 visible: neighbouring rows merged");
    }

    @Test
    void rowBundlesCarryEveryCableOnce() {
        assertEquals(testbed.cableCount(), Arrays.stream(testbed.rowBundleCables).sum());
        assertEquals(testbed.cableCount(), Arrays.stream(testbed.bundleCables).sum());
    }

    @Test
    void zoomedInTheTestbedShowsStrandsAndLabelsItsRacks() {
        Viewport view = fitted(testbed).zoomAt(2, 700, 400, 0.05, 40);
        FabricFigure figure = new FabricFigure(FabricState.of(testbed), Palette.LIGHT);
        RecordingPainter painter = new RecordingPainter();
        figure.paint(painter, view, Layer.CONTENT);
        assertEquals(Detail.STRANDS, figure.detail(view));
        assertTrue(painter.strings.contains("P001-SP"), painter.strings.toString());
        assertFalse(painter.strings.contains("P003-LF"), "racks outside the view are culled");
        assertEquals(0, painter.depth, "the painter is left as found");
    }

    @Test
    void theHoverLayerDrawsOnlyTheHoveredFiberAndTheOthersStayEmpty() {
        Viewport view = fitted(testbed);
        FabricState hovering = new FabricState(testbed, -1, Set.of(), 0, 0, 5, -1, null);
        RecordingPainter hover = new RecordingPainter();
        new FabricFigure(hovering, Palette.LIGHT).paint(hover, view, Layer.HOVER);
        assertEquals(3 + 4, hover.shapes, "trunk, two legs and four end dots");
        assertTrue(hover.colours.contains(Palette.LIGHT.hover()));
        for (Layer layer : new Layer[] {Layer.SELECTION, Layer.GUIDES}) {
            RecordingPainter other = new RecordingPainter();
            new FabricFigure(hovering, Palette.LIGHT).paint(other, view, layer);
            assertEquals(0, other.primitives(), layer + " has nothing to show");
        }
    }

    @Test
    void theDarkPaletteReachesTheBackgroundAndTheRacks() {
        RecordingPainter painter = new RecordingPainter();
        new FabricFigure(FabricState.of(testbed), Palette.DARK).paint(painter, fitted(testbed), Layer.CONTENT);
        assertTrue(painter.colours.containsAll(Set.of(Palette.DARK.background(), Palette.DARK.podRack(),
                Palette.DARK.ocsRack())));
        assertFalse(painter.colours.contains(Palette.LIGHT.background()));
    }

    @Test
    void theExportSheetNamesTheClusterAndExplainsItsColours() {
        Sheet sheet = new FabricFigure(FabricState.of(testbed), Palette.LIGHT).sheet();
        RecordingPainter painter = new RecordingPainter();
        sheet.paint(painter, new Viewport(1, 0, 0, sheet.size().width(), sheet.size().height()), Layer.CONTENT);
        assertTrue(painter.strings.contains("Fabric: testbed-128"), painter.strings.toString());
        assertTrue(painter.strings.containsAll(java.util.List.of("pod rack (spine, leaf)", "OCS rack", "Tx leg",
                "Rx leg")));
        assertTrue(painter.strings.contains("P003-LF"), "the floor is drawn at the export scale with its labels");
        assertEquals(0, painter.depth);
    }
}
