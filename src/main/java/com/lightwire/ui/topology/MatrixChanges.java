package com.lightwire.ui.topology;

import com.lightwire.figure.Palette;
import com.lightwire.figure.topology.MatrixData;
import com.lightwire.figure.topology.MatrixFigure;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What the content layer of the matrix figure ({@link MatrixFigure}) paints from: the matrix, the cells Uniform leaves
 * unrealized and the palette. Compared with what was painted last, it names the world rectangles a change repaints:
 * each changed cell and, right of the matrix, the band of its row (the row sum). Everything else the layer draws
 * depends on what {@link #changedAreas} checks, so it is unchanged when they are.
 *
 * @param data       the matrix
 * @param unrealized cells i·P + j that Uniform leaves unrealized, ascending
 * @param palette    the theme
 */
record MatrixChanges(MatrixData data, int[] unrealized, Palette palette) {

    /** Changed cells beyond which the whole matrix is repainted. */
    private static final int MAX_CELLS = 32;

    /**
     * The world rectangles ({x, y, width, height}) whose content differs from {@code painted}'s, or null when the
     * whole layer must be repainted: nothing painted yet, another palette, heat scale, size, spine index, K_spine or
     * unrealized set, or more than {@value #MAX_CELLS} cells changed. {@code figureWidth} is the world width of the
     * figure. O(P + changed rows · P).
     */
    List<double[]> changedAreas(MatrixChanges painted, double figureWidth) {
        if (painted == null || painted.palette != palette || painted.data.maxCell() != data.maxCell()
                || !Arrays.equals(painted.unrealized, unrealized)) {
            return null;
        }
        int[] cells = data.changedCells(painted.data);
        if (cells == null || cells.length > MAX_CELLS) {
            return null;
        }
        int pods = data.pods();
        double right = MatrixFigure.MARGIN + pods * MatrixFigure.CELL;
        List<double[]> areas = new ArrayList<>();
        int lastRow = -1;
        for (int cell : cells) {
            int i = cell / pods;
            double top = MatrixFigure.MARGIN + i * MatrixFigure.CELL;
            areas.add(new double[] {MatrixFigure.MARGIN + (cell % pods) * MatrixFigure.CELL, top, MatrixFigure.CELL,
                    MatrixFigure.CELL});
            if (i != lastRow) {
                areas.add(new double[] {right, top, figureWidth - right, MatrixFigure.CELL});
                lastRow = i;
            }
        }
        return areas;
    }
}
