package com.lightwire.figure.simulation;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.Size;
import com.lightwire.figure.TextStyle;
import com.lightwire.figure.Viewport;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Square count matrices side by side, wrapping into rows (Fig. 10-style heat maps): the leaf demand L of one state,
 * or C_h per spine index h with its demand links on the heat scale and the idle-port backup links in their own colour.
 * Each panel has its title, row/column tick labels every few indices and block lines every {@code block} indices (pod
 * boundaries); counts are written in cells large enough. The cell under the pointer is read out. O(panels · n²).
 */
public final class MatrixPanels implements Figure {

    private static final double GAP = 36;
    private static final double TITLE = 22;
    private static final double AXIS = 26;
    private static final double TARGET = 240;

    /**
     * One matrix.
     *
     * @param title  its heading, e.g. "C_0 (spine 0)"
     * @param demand the counts on the heat scale, n×n
     * @param backup counts drawn in the backup colour where demand is 0 (may be null)
     */
    public record Panel(String title, int[][] demand, int[][] backup) {
    }

    private final List<Panel> panels;
    private final String rows;
    private final String columns;
    private final int block;
    private final Palette palette;
    private final int[] hover;
    private final int perRow;
    private final double cell;
    private final int max;

    /**
     * @param rows    what a row is, e.g. "leaf a" or "from pod i"
     * @param columns what a column is
     * @param block   draw a line every {@code block} indices (leaves per pod), 0 for none
     */
    public MatrixPanels(List<Panel> panels, String rows, String columns, int block, Palette palette) {
        this(panels, rows, columns, block, palette, new int[] {-1, -1, -1});
    }

    private MatrixPanels(List<Panel> panels, String rows, String columns, int block, Palette palette, int[] hover) {
        this.panels = List.copyOf(panels);
        this.rows = rows;
        this.columns = columns;
        this.block = block;
        this.palette = palette;
        this.hover = hover.clone();
        int n = this.panels.isEmpty() ? 1 : Math.max(1, this.panels.get(0).demand().length);
        this.cell = Math.max(3, Math.min(26, Math.floor(TARGET / n)));
        this.perRow = Math.max(1, Math.min(this.panels.size(), 4));
        int m = 1;
        for (Panel p : this.panels) {
            for (int[] row : p.demand()) {
                for (int v : row) {
                    m = Math.max(m, v);
                }
            }
        }
        this.max = m;
    }

    public MatrixPanels withHover(int panel, int row, int column) {
        return new MatrixPanels(panels, rows, columns, block, palette, new int[] {panel, row, column});
    }

    private int n() {
        return panels.isEmpty() ? 0 : panels.get(0).demand().length;
    }

    private double side() {
        return n() * cell;
    }

    private double panelX(int k) {
        return AXIS + 8 + (k % perRow) * (side() + AXIS + GAP);
    }

    private double panelY(int k) {
        return TITLE + AXIS + (k / perRow) * (side() + TITLE + AXIS + GAP);
    }

    @Override
    public Size size() {
        int lines = Math.max(1, (panels.size() + perRow - 1) / perRow);
        return new Size(8 + perRow * (side() + AXIS + GAP), lines * (side() + TITLE + AXIS + GAP));
    }

    /** The {panel, row, column} at world (wx, wy), or {-1, -1, -1}. */
    public int[] pick(double wx, double wy) {
        for (int k = 0; k < panels.size(); k++) {
            double x = wx - panelX(k);
            double y = wy - panelY(k);
            if (x >= 0 && y >= 0 && x < side() && y < side()) {
                return new int[] {k, (int) (y / cell), (int) (x / cell)};
            }
        }
        return new int[] {-1, -1, -1};
    }

    public String readout(int panel, int row, int column) {
        Panel p = panels.get(panel);
        String backup = p.backup() == null ? "" : ", backup " + p.backup()[row][column];
        return String.format(Locale.ROOT, "%s: %s %d, %s %d: %d%s", p.title(), rows, row, columns, column,
                p.demand()[row][column], backup);
    }

    @Override
    public void paint(Painter p, Viewport v, Layer layer) {
        if (layer == Layer.HOVER) {
            if (hover[0] >= 0 && hover[0] < panels.size()) {
                double x = v.toScreenX(panelX(hover[0]) + hover[2] * cell);
                double y = v.toScreenY(panelY(hover[0]) + hover[1] * cell);
                p.stroke(palette.hover(), 2);
                p.strokeRect(x, y, cell * v.scale(), cell * v.scale());
                ReadoutBox.paint(p, readout(hover[0], hover[1], hover[2]), x, y, v, palette);
            }
            return;
        }
        if (layer != Layer.CONTENT) {
            return;
        }
        Figure.fillBackground(p, v, palette.background());
        p.save();
        v.apply(p);
        for (int k = 0; k < panels.size(); k++) {
            panel(p, k);
        }
        p.restore();
    }

    private void panel(Painter p, int k) {
        Panel panel = panels.get(k);
        double x0 = panelX(k);
        double y0 = panelY(k);
        p.fill(palette.ink());
        p.text(panel.title(), x0, y0 - AXIS + 2 - 6, TextStyle.of(12).withBold());
        p.fill(palette.surface());
        p.fillRect(x0, y0, side(), side());
        TextStyle inCell = TextStyle.of(Math.min(11, cell * 0.55)).centred();
        for (int i = 0; i < n(); i++) {
            for (int j = 0; j < n(); j++) {
                int d = panel.demand()[i][j];
                int b = panel.backup() == null ? 0 : panel.backup()[i][j];
                if (d == 0 && b == 0) {
                    continue;
                }
                int colour = d > 0 ? Palette.mix(palette.heatLow(), palette.heatHigh(), max == 1 ? 1
                        : (d - 1.0) / (max - 1.0)) : palette.warning();
                p.fill(colour);
                p.fillRect(x0 + j * cell, y0 + i * cell, cell, cell);
                if (cell >= 16) {
                    p.fill(Palette.inkOn(colour));
                    p.text(Integer.toString(d > 0 ? d : b), x0 + (j + 0.5) * cell, y0 + (i + 0.5) * cell, inCell);
                }
            }
        }
        grid(p, x0, y0);
    }

    private void grid(Painter p, double x0, double y0) {
        p.stroke(palette.outline(), 1);
        p.strokeRect(x0, y0, side(), side());
        if (block > 1) {
            p.stroke(palette.mutedInk(), 1);
            for (int b = block; b < n(); b += block) {
                p.line(x0 + b * cell, y0, x0 + b * cell, y0 + side());
                p.line(x0, y0 + b * cell, x0 + side(), y0 + b * cell);
            }
        }
        int every = com.lightwire.figure.Axes.labelEvery(14 / cell);
        p.fill(palette.mutedInk());
        TextStyle top = TextStyle.of(9).anchor(TextStyle.Anchor.MIDDLE);
        TextStyle left = TextStyle.of(9).anchor(TextStyle.Anchor.END).baseline(TextStyle.Baseline.MIDDLE);
        for (int i = 0; i < n(); i += every) {
            p.text(Integer.toString(i), x0 + (i + 0.5) * cell, y0 - 3, top);
            p.text(Integer.toString(i), x0 - 3, y0 + (i + 0.5) * cell, left);
        }
        p.text(columns + " \u2192", x0 + side(), y0 - 13, TextStyle.of(9).anchor(TextStyle.Anchor.END));
        p.save();
        p.rotate(-Math.PI / 2);
        p.text(rows + " \u2192", -(y0 + side()), x0 - AXIS + 4, TextStyle.of(9));
        p.restore();
    }

    /** The legend: the heat scale's ends and, with backup layers, the backup colour. */
    public List<Sheet.Entry> legend() {
        List<Sheet.Entry> out = new ArrayList<>();
        out.add(new Sheet.Entry(Sheet.Swatch.FILL, palette.heatLow(), "1"));
        out.add(new Sheet.Entry(Sheet.Swatch.FILL, palette.heatHigh(), max + " (most)"));
        if (panels.stream().anyMatch(pp -> pp.backup() != null)) {
            out.add(new Sheet.Entry(Sheet.Swatch.FILL, palette.warning(), "backup links only (idle ports)"));
        }
        return out;
    }
}
