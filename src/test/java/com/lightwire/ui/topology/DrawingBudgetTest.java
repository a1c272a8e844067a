package com.lightwire.ui.topology;

import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.model.FabricParams;
import com.lightwire.model.Project;
import com.lightwire.model.StandardLayout;
import com.lightwire.model.WiringScheme;
import com.lightwire.ui.common.Painter;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * At 131k GPUs (512 pods, 16 groups of 16 OCSes) the matrix and the OCS grids must stay cheap to redraw: the heat
 * map fills only non-zero cells and the zoomed-out grid draws one square per OCS. (`bench ui` measures the time.)
 */
class DrawingBudgetTest {

    private static TopologyViewModel model;

    @BeforeAll
    static void realize131k() {
        Project project = Project.of(StandardLayout.build("cluster-131k", new FabricParams(16, 16, 1, 512), 512,
                WiringScheme.CROSS));
        Session session = new Session(project);
        model = new TopologyViewModel(session, new SynchronousTaskRunner(session::revision));
        assertNull(model.generateRandom(5));
        assertNull(model.realize(failure -> {
            throw new AssertionError(failure);
        }));
    }

    @Test
    void theWholeMatrixFillsAtMostOneRectanglePerNonZeroCellPlusDiagonalAndSums() {
        RectCounter painter = new RectCounter();
        MatrixDrawing drawing = new MatrixDrawing(model);
        drawing.draw(painter, 0, 0, drawing.width(), drawing.height(), 0.08);
        assertTrue(painter.rects <= 1 + 512 * 16 + 512 + 512, "rects: " + painter.rects);
        assertEquals(0, painter.texts, "no numbers at 2 px per cell");
    }

    @Test
    void aZoomedOutGridDrawsOneSquarePerOcs() {
        RectCounter painter = new RectCounter();
        OcsGridDrawing grid = new OcsGridDrawing(() -> model.realization().cross(), model::group);
        grid.draw(painter, 0, 0, grid.width(), grid.height(), 0.02);
        assertEquals(16 * 16, painter.rects);
    }

    /** Draws nothing; counts filled rectangles and texts. */
    private static final class RectCounter implements Painter {
        int rects;
        int texts;

        @Override
        public void stroke(int argb, double width) {
        }

        @Override
        public void fill(int argb) {
        }

        @Override
        public void line(double x1, double y1, double x2, double y2) {
        }

        @Override
        public void fillRect(double x, double y, double w, double h) {
            rects++;
        }

        @Override
        public void strokeRect(double x, double y, double w, double h) {
        }

        @Override
        public void fillOval(double x, double y, double w, double h) {
        }

        @Override
        public void text(String text, double x, double y, double size) {
            texts++;
        }

        @Override
        public void beginPath() {
        }

        @Override
        public void segment(double x1, double y1, double x2, double y2) {
        }

        @Override
        public void strokePath() {
        }
    }
}
