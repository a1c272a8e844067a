package com.lightwire.figure.topology;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.topology.TopologyGenerators;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Palette;
import com.lightwire.figure.RecordingPainter;
import com.lightwire.figure.TextStyle;
import com.lightwire.figure.Viewport;
import com.lightwire.model.FabricParams;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.Project;
import com.lightwire.model.StandardLayout;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * At 131k GPUs (512 pods, 16 groups of 16 OCSes) the matrix and the OCS grids must stay cheap to redraw: the heat
 * map fills only non-zero cells and the zoomed-out grid draws one square per OCS. (`bench ui` measures the time.)
 */
class DrawingBudgetTest {

    private static MatrixData matrix;
    private static Realization realization;

    @BeforeAll
    static void realize131k() {
        FabricParams params = new FabricParams(16, 16, 1, 512);
        Project project = Project.of(StandardLayout.build("cluster-131k", params, 512, WiringScheme.CROSS));
        NamedTopology random = new NamedTopology("random", TopologyGenerators.randomFullUtilization(
                params.spinesPerPod(), 512, params.kSpine(), 5));
        matrix = MatrixData.of(random, 0, params.kSpine());
        realization = Realization.run(project, random, SolveMonitor.NONE);
    }

    private static Viewport whole(double scale, double width, double height) {
        return new Viewport(scale, 0, 0, width * scale, height * scale);
    }

    @Test
    void theWholeMatrixFillsAtMostOneRectanglePerNonZeroCellPlusDiagonalAndSums() {
        RecordingPainter painter = new RecordingPainter();
        MatrixFigure figure = new MatrixFigure(matrix, new int[0], MatrixFigure.Marks.NONE, Palette.LIGHT);
        figure.paint(painter, whole(0.08, figure.size().width(), figure.size().height()), Layer.CONTENT);
        assertTrue(painter.rects <= 2 + 512 * 16 + 512 + 512, "rects: " + painter.rects);
        assertTrue(painter.placed.stream().noneMatch(t -> !t.style().bold()
                && t.style().baseline() == TextStyle.Baseline.MIDDLE && t.style().anchor() == TextStyle.Anchor.MIDDLE),
                "no numbers in the cells at 2 px per cell");
        assertTrue(painter.texts <= 2 * (512 / 10 + 1) + 3, "only the thinned axis labels: " + painter.texts);
    }

    @Test
    void aZoomedOutGridDrawsOneSquarePerOcs() {
        RecordingPainter painter = new RecordingPainter();
        OcsGridFigure grid = new OcsGridFigure(realization.cross(), 0, Palette.LIGHT);
        grid.paint(painter, whole(0.02, grid.size().width(), grid.size().height()), Layer.CONTENT);
        assertEquals(1 + 16 * 16 + 2, painter.rects, "the background, one square per OCS and the two axis bands");
    }
}
