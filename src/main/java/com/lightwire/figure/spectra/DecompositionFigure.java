package com.lightwire.figure.spectra;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Size;
import com.lightwire.figure.TextStyle;
import com.lightwire.figure.Viewport;
import com.lightwire.model.spectra.WeightedPermutation;

import java.util.List;
import java.util.Set;

/**
 * The decomposition (spectra.md §5.2 items 1–2): the demand heat map (row i, column j; darker is more) with its
 * critical lines marked, beside the stack of permutations as small matrices whose circuits are coloured by whether
 * they serve demand or are filler, each with α before and after Refine. World units are pixels at scale 1.
 */
public final class DecompositionFigure implements Figure {

    static final double HEAT = 320;
    static final double THUMB = 96;
    static final int COLUMNS = 4;
    static final double GAP = 28;

    private final double[][] demand;
    private final List<WeightedPermutation> perms;
    private final Set<Integer> criticalRows;
    private final Set<Integer> criticalColumns;
    private final Palette palette;
    private final double max;

    public DecompositionFigure(double[][] demand, List<WeightedPermutation> perms, Set<Integer> criticalRows,
                               Set<Integer> criticalColumns, Palette palette) {
        this.demand = demand;
        this.perms = List.copyOf(perms);
        this.criticalRows = Set.copyOf(criticalRows);
        this.criticalColumns = Set.copyOf(criticalColumns);
        this.palette = palette;
        double m = 0;
        for (double[] row : demand) {
            for (double x : row) {
                m = Math.max(m, x);
            }
        }
        this.max = m;
    }

    @Override
    public Size size() {
        int rows = (perms.size() + COLUMNS - 1) / COLUMNS;
        double stackH = rows * (THUMB + GAP);
        return new Size(HEAT + 40 + COLUMNS * (THUMB + 16), Math.max(HEAT + 40, stackH) + 8);
    }

    @Override
    public void paint(Painter p, Viewport v, Layer layer) {
        if (layer != Layer.CONTENT) {
            return;
        }
        p.fill(palette.background());
        p.fillRect(0, 0, v.width(), v.height());
        p.save();
        v.apply(p);
        heat(p);
        double x0 = HEAT + 40;
        for (int k = 0; k < perms.size(); k++) {
            thumb(p, perms.get(k), x0 + (k % COLUMNS) * (THUMB + 16), (k / COLUMNS) * (THUMB + GAP) + 14);
        }
        p.restore();
    }

    private void heat(Painter p) {
        int n = demand.length;
        double cell = HEAT / Math.max(1, n);
        double top = 14;
        p.fill(palette.ink());
        p.text("demand D (row = source, column = destination)", 0, 10, TextStyle.of(10));
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                double t = max > 0 ? demand[i][j] / max : 0;
                p.fill(demand[i][j] > 0 ? Palette.mix(palette.heatLow(), palette.heatHigh(), t) : palette.surface());
                p.fillRect(j * cell, top + i * cell, cell, cell);
            }
        }
        p.stroke(palette.warning(), Math.max(1, cell / 4));
        for (int i : criticalRows) {
            p.line(-4, top + (i + 0.5) * cell, -1, top + (i + 0.5) * cell);
        }
        for (int j : criticalColumns) {
            p.line((j + 0.5) * cell, top + HEAT + 1, (j + 0.5) * cell, top + HEAT + 4);
        }
        p.stroke(palette.outline(), 1);
        p.strokeRect(0, top, HEAT, HEAT);
        p.fill(palette.mutedInk());
        p.text("critical lines marked at the edges", 0, top + HEAT + 16, TextStyle.of(10));
    }

    private void thumb(Painter p, WeightedPermutation perm, double x, double y) {
        int n = perm.n();
        double cell = THUMB / Math.max(1, n);
        p.fill(palette.surface());
        p.fillRect(x, y, THUMB, THUMB);
        for (int i = 0; i < n; i++) {
            int j = perm.target(i);
            p.fill(demand[i][j] > 0 ? SpectraColors.permutation(perm.id(), palette) : palette.mutedInk());
            p.fillRect(x + j * cell, y + i * cell, Math.max(cell, 1.5), Math.max(cell, 1.5));
        }
        p.stroke(palette.outline(), 0.8);
        p.strokeRect(x, y, THUMB, THUMB);
        p.fill(palette.ink());
        p.text("P" + perm.id() + "  " + ScheduleGanttFigure.num(perm.initialAlpha()) + " → "
                + ScheduleGanttFigure.num(perm.alpha()), x, y + THUMB + 12, TextStyle.of(9));
    }
}
