package com.lightwire.figure.topology;

import com.lightwire.figure.Axes;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Size;
import com.lightwire.figure.TextStyle;
import com.lightwire.figure.Viewport;

import java.util.List;

/**
 * The matrix C[h] as a heat map with a row-sum column checked against K_spine: non-zero cells only, culled to the
 * visible rectangle, grid lines and numbers only when large enough on screen, pod numbers and axis titles on
 * {@link Axes} at every zoom. Cells whose demand Uniform
 * wiring leaves unrealized get a red frame. The selected cell is framed on the selection layer, the hovered cell and
 * its row and column on the hover layer. O(visible cells) per frame.
 */
public final class MatrixFigure implements Figure {

    /** World offset of cell (0, 0): room for the pod labels. */
    public static final double MARGIN = 40;
    /** World side of one cell. */
    public static final double CELL = 24;
    private static final double SUM_GAP = 8;
    private static final double SUM_WIDTH = 40;
    private static final double TEXT = 11;

    /**
     * The pointer's marks on the matrix: the selected and the hovered cell, -1 where none.
     *
     * @param selectedRow    row of the selected cell
     * @param selectedColumn column of the selected cell
     * @param hoverRow       row of the hovered cell
     * @param hoverColumn    column of the hovered cell
     */
    public record Marks(int selectedRow, int selectedColumn, int hoverRow, int hoverColumn) {
        public static final Marks NONE = new Marks(-1, -1, -1, -1);
    }

    private final MatrixData data;
    private final int[] unrealized;
    private final Marks marks;
    private final Palette colors;

    /**
     * @param data       the matrix
     * @param unrealized cells i·P + j that Uniform wiring leaves unrealized, ascending
     * @param marks      selected and hovered cells
     * @param palette    the theme
     */
    public MatrixFigure(MatrixData data, int[] unrealized, Marks marks, Palette palette) {
        this.data = data;
        this.unrealized = unrealized.clone();
        this.marks = marks;
        this.colors = palette;
    }

    @Override
    public Size size() {
        return new Size(MARGIN + data.pods() * CELL + SUM_GAP + SUM_WIDTH + 4, MARGIN + data.pods() * CELL + 4);
    }

    /** The cell {i, j} under a world point, or null. */
    public int[] cellAt(double x, double y) {
        int i = (int) Math.floor((y - MARGIN) / CELL);
        int j = (int) Math.floor((x - MARGIN) / CELL);
        return y >= MARGIN && x >= MARGIN && i < data.pods() && j < data.pods() ? new int[] {i, j} : null;
    }

    @Override
    public void paint(Painter p, Viewport v, Layer layer) {
        if (layer == Layer.CONTENT) {
            Figure.fillBackground(p, v, colors.background());
            if (data.pods() == 0) {
                emptyState(p, v);
                return;
            }
        }
        p.save();
        v.apply(p);
        switch (layer) {
            case CONTENT -> paintContent(p, v);
            case SELECTION -> frameCell(p, marks.selectedRow(), marks.selectedColumn(), colors.highlight(),
                    3 / v.scale());
            case HOVER -> paintHover(p, v.scale());
            case GUIDES -> { }
        }
        p.restore();
        if (layer == Layer.CONTENT) {
            axes(p, v);
        }
    }

    /**
     * Pod numbers along both axes ({@link Axes}: readable at every zoom, thinned as cells shrink, kept in view when
     * panned), the axes' titles, and "sum" over the row-sum column when it is wide enough.
     */
    private void axes(Painter p, Viewport v) {
        int pods = data.pods();
        Axes.paint(p, v, colors, new Axes.Axis("to pod j", MARGIN, CELL, CELL, pods, Integer::toString),
                new Axes.Axis("from pod i", MARGIN, CELL, CELL, pods, Integer::toString));
        double x = v.toScreenX(MARGIN + pods * CELL + SUM_GAP + SUM_WIDTH / 2);
        if (SUM_WIDTH * v.scale() >= 24 && x >= Axes.LEFT_ROOM && x <= v.width()) {
            p.fill(colors.ink());
            p.text("sum", x, Math.max(Axes.TOP_ROOM, v.toScreenY(MARGIN)) - 6, TextStyle.of(Axes.TEXT)
                    .anchor(TextStyle.Anchor.MIDDLE));
        }
    }

    /**
     * The hint without a topology, in screen space, centred: on one line when it fits at a readable size, else on two
     * (the second starting at "use"), shrunk only as far as the pane needs, so it is never clipped.
     */
    private void emptyState(Painter p, Viewport v) {
        String hint = "No topology yet: use Generate or File > Import.";
        double room = Math.max(1, v.width() - 2 * Math.min(MARGIN, v.width() / 10));
        TextStyle full = TextStyle.of(14).centred();
        List<String> lines = p.textWidth(hint, full) * 12 / 14 <= room ? List.of(hint)
                : List.of(hint.substring(0, hint.indexOf(" use")), hint.substring(hint.indexOf("use")));
        double widest = lines.stream().mapToDouble(line -> p.textWidth(line, full)).max().orElse(1);
        TextStyle style = widest > room ? TextStyle.of(Math.max(6, 14 * room / widest)).centred() : full;
        double lineHeight = style.size() * 1.4;
        double top = v.height() / 2 - lineHeight * (lines.size() - 1) / 2;
        p.fill(colors.mutedInk());
        for (int k = 0; k < lines.size(); k++) {
            p.text(lines.get(k), v.width() / 2, top + k * lineHeight, style);
        }
    }

    private void paintContent(Painter p, Viewport v) {
        int pods = data.pods();
        if (pods == 0) {
            return;
        }
        double[] world = v.visibleWorld();
        int[] rows = range(world[1], world[3], pods);
        int[] cols = range(world[0], world[2], pods);
        double scale = v.scale();
        p.fill(colors.surface());
        p.fillRect(MARGIN, MARGIN, pods * CELL, pods * CELL);
        cells(p, rows, cols, CELL * scale >= 14);
        if (CELL * scale >= 6) {
            gridLines(p, rows, cols, scale);
        }
        unrealizedMarks(p, scale);
        sums(p, rows, CELL * scale >= 12);
    }

    private int cellColour(int i, int j, int v) {
        return i == j ? colors.frame() : Palette.mix(colors.heatLow(), colors.heatHigh(), (double) v / data.maxCell());
    }

    private void cells(Painter p, int[] rows, int[] cols, boolean numbers) {
        TextStyle style = TextStyle.of(TEXT).centred();
        for (int i = rows[0]; i < rows[1]; i++) {
            for (int j = cols[0]; j < cols[1]; j++) {
                int v = i == j ? 0 : data.cell(i, j);
                if (i == j || v > 0) {
                    int colour = cellColour(i, j, v);
                    p.fill(colour);
                    p.fillRect(MARGIN + j * CELL, MARGIN + i * CELL, CELL, CELL);
                    if (numbers && v > 0) {
                        p.fill(Palette.inkOn(colour));
                        p.text(Integer.toString(v), MARGIN + j * CELL + CELL / 2, MARGIN + i * CELL + CELL / 2, style);
                    }
                }
            }
        }
    }

    private void gridLines(Painter p, int[] rows, int[] cols, double scale) {
        p.stroke(colors.grid(), 1 / scale);
        p.beginPath();
        for (int i = rows[0]; i <= rows[1]; i++) {
            p.segment(MARGIN + cols[0] * CELL, MARGIN + i * CELL, MARGIN + cols[1] * CELL, MARGIN + i * CELL);
        }
        for (int j = cols[0]; j <= cols[1]; j++) {
            p.segment(MARGIN + j * CELL, MARGIN + rows[0] * CELL, MARGIN + j * CELL, MARGIN + rows[1] * CELL);
        }
        p.strokePath();
    }

    private void unrealizedMarks(Painter p, double scale) {
        int pods = data.pods();
        p.stroke(colors.error(), Math.max(2 / scale, 1.5));
        double inset = 2;
        for (int cell : unrealized) {
            p.strokeRect(MARGIN + (cell % pods) * CELL + inset, MARGIN + (cell / pods) * CELL + inset,
                    CELL - 2 * inset, CELL - 2 * inset);
        }
    }

    private void sums(Painter p, int[] rows, boolean numbers) {
        double x = MARGIN + data.pods() * CELL + SUM_GAP;
        TextStyle style = TextStyle.of(TEXT).centred();
        for (int i = rows[0]; i < rows[1]; i++) {
            long sum = data.rowSum(i);
            int colour = data.rowViolated(i) ? colors.error() : sum == data.kSpine() ? colors.ok() : colors.band();
            p.fill(colour);
            p.fillRect(x, MARGIN + i * CELL + 1, SUM_WIDTH, CELL - 2);
            if (numbers) {
                p.fill(Palette.inkOn(colour));
                p.text(Long.toString(sum), x + SUM_WIDTH / 2, MARGIN + i * CELL + CELL / 2, style);
            }
        }
    }

    private void frameCell(Painter p, int i, int j, int colour, double width) {
        if (i >= 0 && j >= 0 && i < data.pods() && j < data.pods()) {
            p.stroke(colour, width);
            p.strokeRect(MARGIN + j * CELL, MARGIN + i * CELL, CELL, CELL);
        }
    }

    /** The hovered cell framed, its row and column tinted up to the sum column and the labels. */
    private void paintHover(Painter p, double scale) {
        int i = marks.hoverRow();
        int j = marks.hoverColumn();
        if (i < 0 || j < 0 || i >= data.pods() || j >= data.pods()) {
            return;
        }
        int tint = (colors.hover() & 0x00FFFFFF) | 0x22000000;
        p.fill(tint);
        p.fillRect(0, MARGIN + i * CELL, MARGIN + data.pods() * CELL + SUM_GAP + SUM_WIDTH, CELL);
        p.fillRect(MARGIN + j * CELL, 0, CELL, MARGIN + data.pods() * CELL);
        frameCell(p, i, j, colors.hover(), 2 / scale);
    }

    /** The visible index range [from, to) along one axis. */
    private static int[] range(double lo, double hi, int pods) {
        int from = Math.max(0, Math.min(pods, (int) Math.floor((lo - MARGIN) / CELL)));
        int to = Math.max(from, Math.min(pods, (int) Math.ceil((hi - MARGIN) / CELL)));
        return new int[] {from, to};
    }
}
