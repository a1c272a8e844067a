package com.lightwire.ui.topology;

import com.lightwire.ui.common.Painter;

/**
 * Draws the shown matrix C[h] as a heat map with a row-sum column checked against K_spine: non-zero cells only,
 * culled to the visible rectangle, grid lines, numbers and pod labels only when large enough on screen. Cells whose
 * demand Uniform wiring leaves unrealized get a red frame. O(visible cells) per frame.
 */
final class MatrixDrawing implements ZoomCanvas.Drawing {

    static final double MARGIN = 40;
    static final double CELL = 24;
    private static final double SUM_GAP = 8;
    private static final double SUM_WIDTH = 40;
    private static final int EMPTY = 0xFFF1F5F9;
    private static final int DIAGONAL = 0xFFA0AEC0;
    private static final int LOW = 0xFFDBEAFE;
    private static final int HIGH = 0xFF1E3A8A;
    private static final int OVER = 0xFFE53E3E;
    private static final int FULL = 0xFF38A169;
    private static final int UNDER = 0xFFCBD5E0;
    private static final int UNREALIZED = 0xFFE53E3E;
    private static final int SELECTED = 0xFFDD6B20;

    private final TopologyViewModel model;
    private boolean dark;

    MatrixDrawing(TopologyViewModel model) {
        this.model = model;
    }

    void setDark(boolean isDark) {
        dark = isDark;
    }

    @Override
    public double width() {
        return MARGIN + model.pods() * CELL + SUM_GAP + SUM_WIDTH + 4;
    }

    @Override
    public double height() {
        return MARGIN + model.pods() * CELL + 4;
    }

    /** The cell {i, j} under a world point, or null. */
    int[] cellAt(double x, double y) {
        int i = (int) Math.floor((y - MARGIN) / CELL);
        int j = (int) Math.floor((x - MARGIN) / CELL);
        return y >= MARGIN && x >= MARGIN && i < model.pods() && j < model.pods() ? new int[] {i, j} : null;
    }

    @Override
    public void draw(Painter p, double x0, double y0, double x1, double y1, double scale) {
        int pods = model.pods();
        if (pods == 0) {
            p.fill(ink());
            p.text("No topology yet: use Generate.", MARGIN, MARGIN, 14);
            return;
        }
        int[] rows = range(y0, y1, pods);
        int[] cols = range(x0, x1, pods);
        p.fill(EMPTY);
        p.fillRect(MARGIN, MARGIN, pods * CELL, pods * CELL);
        cells(p, rows, cols, CELL * scale >= 14);
        if (CELL * scale >= 6) {
            gridLines(p, rows, cols, scale);
        }
        unrealizedMarks(p, scale);
        if (model.hasSelection()) {
            p.stroke(SELECTED, 3 / scale);
            p.strokeRect(MARGIN + model.selectedColumn() * CELL, MARGIN + model.selectedRow() * CELL, CELL, CELL);
        }
        sums(p, rows, CELL * scale >= 12);
        if (CELL * scale >= 10) {
            labels(p, rows, cols);
        }
    }

    private void cells(Painter p, int[] rows, int[] cols, boolean numbers) {
        double max = model.maxCell();
        for (int i = rows[0]; i < rows[1]; i++) {
            for (int j = cols[0]; j < cols[1]; j++) {
                int v = i == j ? 0 : model.cell(i, j);
                if (i == j || v > 0) {
                    p.fill(i == j ? DIAGONAL : mix(LOW, HIGH, v / max));
                    p.fillRect(MARGIN + j * CELL, MARGIN + i * CELL, CELL, CELL);
                }
                if (numbers && v > 0) {
                    p.fill(v / max > 0.5 ? 0xFFFFFFFF : 0xFF1A202C);
                    p.text(Integer.toString(v), MARGIN + j * CELL + CELL / 2 - 4 * digits(v), MARGIN + i * CELL
                            + CELL / 2 + 4, 11);
                }
            }
        }
    }

    private void gridLines(Painter p, int[] rows, int[] cols, double scale) {
        p.stroke(0x40000000, 1 / scale);
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
        Realization r = model.realization();
        if (r == null) {
            return;
        }
        int pods = model.pods();
        p.stroke(UNREALIZED, Math.max(2 / scale, 1.5));
        for (int cell : r.uniform().unrealizedCells(model.group())) {
            double inset = 2;
            p.strokeRect(MARGIN + (cell % pods) * CELL + inset, MARGIN + (cell / pods) * CELL + inset,
                    CELL - 2 * inset, CELL - 2 * inset);
        }
    }

    private void sums(Painter p, int[] rows, boolean numbers) {
        double x = MARGIN + model.pods() * CELL + SUM_GAP;
        if (numbers) {
            p.fill(ink());
            p.text("sum", x + 6, MARGIN - 6, 11);
        }
        for (int i = rows[0]; i < rows[1]; i++) {
            int sum = model.rowSum(i);
            p.fill(model.rowViolated(i) ? OVER : sum == model.kSpine() ? FULL : UNDER);
            p.fillRect(x, MARGIN + i * CELL + 1, SUM_WIDTH, CELL - 2);
            if (numbers) {
                p.fill(0xFF1A202C);
                p.text(Integer.toString(sum), x + SUM_WIDTH / 2 - 4 * digits(sum), MARGIN + i * CELL + CELL / 2 + 4,
                        11);
            }
        }
    }

    private void labels(Painter p, int[] rows, int[] cols) {
        p.fill(ink());
        for (int i = rows[0]; i < rows[1]; i++) {
            p.text(Integer.toString(i), MARGIN - 8 - 6 * digits(i), MARGIN + i * CELL + CELL / 2 + 4, 11);
        }
        for (int j = cols[0]; j < cols[1]; j++) {
            p.text(Integer.toString(j), MARGIN + j * CELL + CELL / 2 - 3 * digits(j), MARGIN - 8, 11);
        }
    }

    private int ink() {
        return dark ? 0xFFE2E8F0 : 0xFF1A202C;
    }

    /** The visible index range [from, to) along one axis. */
    private static int[] range(double lo, double hi, int pods) {
        int from = Math.max(0, Math.min(pods, (int) Math.floor((lo - MARGIN) / CELL)));
        int to = Math.max(from, Math.min(pods, (int) Math.ceil((hi - MARGIN) / CELL)));
        return new int[] {from, to};
    }

    private static int digits(int v) {
        return Integer.toString(v).length();
    }

    /** Linear mix of two opaque colours, t in [0, 1]. */
    static int mix(int a, int b, double t) {
        double u = Math.max(0, Math.min(1, t));
        int r = (int) Math.round(((a >> 16) & 0xff) * (1 - u) + ((b >> 16) & 0xff) * u);
        int g = (int) Math.round(((a >> 8) & 0xff) * (1 - u) + ((b >> 8) & 0xff) * u);
        int bl = (int) Math.round((a & 0xff) * (1 - u) + (b & 0xff) * u);
        return 0xFF000000 | r << 16 | g << 8 | bl;
    }
}
