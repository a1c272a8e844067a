package com.lightwire.figure.spectra;

import com.lightwire.figure.Axes;
import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.TextStyle;
import com.lightwire.model.spectra.Tolerance;

import java.util.Set;

/**
 * The heat map part of the {@link DecompositionFigure}, drawn from its top-left corner: cells coloured by value
 * (linear or over three decades for demand; green over-service, grey filler and red deficit for slack), critical lines
 * banded, the stepper's marks (uncovered dots, forbidden crosses, the chosen matching, the deficit cell), labelled axes
 * and bars of the row and column sums with each line's nonzero count.
 */
final class DemandHeat {

    /** Side of the heat map at most, world units. */
    static final double SIDE = 448;

    /**
     * The stepper's marks.
     *
     * @param criticalRows    banded rows
     * @param criticalColumns banded columns
     * @param uncovered       B_r (dots), or null
     * @param forbidden       cells a critical line may not use (crosses), or null
     * @param sigma           the chosen matching (rings), or null
     * @param deficitRow      the Refine deficit cell's row, or -1
     * @param deficitColumn   its column
     */
    record Overlays(Set<Integer> criticalRows, Set<Integer> criticalColumns, boolean[][] uncovered,
                    boolean[][] forbidden, int[] sigma, int deficitRow, int deficitColumn) {

        static Overlays critical(Set<Integer> rows, Set<Integer> columns) {
            return new Overlays(rows, columns, null, null, null, -1, -1);
        }

        static Overlays deficit(int row, int column) {
            return new Overlays(Set.of(), Set.of(), null, null, null, row, column);
        }

        static Overlays of(DecomposeReplay.RoundState r) {
            int n = r.uncovered().length;
            boolean[][] forbidden = new boolean[n][n];
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    forbidden[i][j] = r.forbidden(i, j);
                }
            }
            return new Overlays(r.criticalRows(), r.criticalColumns(), r.uncovered(), forbidden, r.sigma(), -1, -1);
        }
    }

    private final double[][] demand;
    private final double[][] values;
    private final Overlays marks;
    private final DecompositionState state;
    private final Palette palette;
    private final int n;
    private final double cell;
    private final double max;
    private final boolean slack;

    DemandHeat(double[][] demand, double[][] values, Overlays marks, DecompositionState state, Palette palette) {
        this.demand = demand;
        this.values = values;
        this.marks = marks;
        this.state = state;
        this.palette = palette;
        this.n = demand.length;
        this.cell = Math.max(2, Math.min(48, SIDE / Math.max(1, n)));
        this.slack = state.stepper() == DecompositionState.Stepper.REFINE
                || state.stepper() == DecompositionState.Stepper.RESULT && state.heat() == DecompositionState.Heat.SLACK;
        double m = 0;
        for (double[] row : slack ? values : demand) {
            for (double v : row) {
                m = Math.max(m, Math.abs(v));
            }
        }
        this.max = m;
    }

    double cell() {
        return cell;
    }

    double width() {
        return n * cell;
    }

    double value(int i, int j) {
        return values[i][j];
    }

    void paint(Painter p) {
        double w = width();
        p.fill(palette.surface());
        p.fillRect(0, 0, w, w);
        double threshold = Tolerance.support(DecomposeReplay.maxEntry(demand));
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                int colour = colour(values[i][j], demand[i][j] > threshold);
                if (colour != palette.surface()) {
                    p.fill(colour);
                    p.fillRect(j * cell, i * cell, cell, cell);
                }
            }
        }
        criticalMarks(p, w);
        stepperMarks(p);
        p.stroke(palette.outline(), 1);
        p.strokeRect(0, 0, w, w);
        axes(p, w);
        sums(p, w);
    }

    private int colour(double v, boolean isDemand) {
        if (!slack) {
            if (!(v > Tolerance.support(max))) {
                return palette.surface();
            }
            double t = state.log() ? (Math.log10(v / max) + 3) / 3 : v / max;
            return Palette.mix(palette.heatLow(), palette.heatHigh(), 0.08 + 0.92 * Math.max(0, t));
        }
        double eps = Tolerance.epsilon(max);
        if (v < -eps) {
            return Palette.mix(palette.surface(), palette.error(), 0.35 + 0.65 * Math.min(1, -v / max));
        }
        if (v <= eps) {
            return palette.surface();
        }
        int towards = isDemand ? palette.ok() : palette.mutedInk();
        return Palette.mix(palette.surface(), towards, 0.25 + 0.6 * Math.min(1, v / max));
    }

    private void criticalMarks(Painter p, double w) {
        p.fill(palette.warning());
        for (int i : marks.criticalRows()) {
            p.fillRect(-7, i * cell, 6, cell);
            p.fillRect(w + 1, i * cell, 4, cell);
        }
        for (int j : marks.criticalColumns()) {
            p.fillRect(j * cell, -7, cell, 6);
            p.fillRect(j * cell, w + 1, cell, 4);
        }
    }

    private void stepperMarks(Painter p) {
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (marks.uncovered() != null && marks.uncovered()[i][j] && cell >= 4) {
                    double r = Math.max(1, cell / 6);
                    p.fill(palette.ink());
                    p.fillOval((j + 0.5) * cell - r, (i + 0.5) * cell - r, 2 * r, 2 * r);
                }
                if (marks.forbidden() != null && marks.forbidden()[i][j]) {
                    forbidden(p, i, j);
                }
            }
        }
        if (marks.sigma() != null) {
            p.stroke(palette.accent(), Math.max(1.2, Math.min(3, cell / 5)));
            for (int i = 0; i < n; i++) {
                p.strokeOval(marks.sigma()[i] * cell + 1, i * cell + 1, cell - 2, cell - 2);
            }
        }
        if (marks.deficitRow() >= 0) {
            p.stroke(palette.error(), Math.max(2, cell / 5));
            p.strokeRect(marks.deficitColumn() * cell - 1, marks.deficitRow() * cell - 1, cell + 2, cell + 2);
        }
    }

    private void forbidden(Painter p, int i, int j) {
        if (cell >= 6) {
            double inset = cell * 0.25;
            p.stroke(palette.error(), Math.max(0.8, cell / 12));
            p.line(j * cell + inset, i * cell + inset, (j + 1) * cell - inset, (i + 1) * cell - inset);
            p.line((j + 1) * cell - inset, i * cell + inset, j * cell + inset, (i + 1) * cell - inset);
        } else {
            p.fill((palette.error() & 0x00FFFFFF) | 0x55000000);
            p.fillRect(j * cell, i * cell, cell, cell);
        }
    }

    private void axes(Painter p, double w) {
        int every = Axes.labelEvery(26 / cell);
        TextStyle cols = TextStyle.of(10).centred();
        TextStyle rows = TextStyle.of(10).anchor(TextStyle.Anchor.END).baseline(TextStyle.Baseline.MIDDLE);
        p.fill(palette.mutedInk());
        for (int k = 0; k < n; k += every) {
            p.text(Integer.toString(k), (k + 0.5) * cell, -10, cols);
            p.text(Integer.toString(k), -10, (k + 0.5) * cell, rows);
        }
        p.fill(palette.ink());
        p.text("destination rack j", w / 2, -26, TextStyle.of(11).withBold().centred());
        p.save();
        p.rotate(-Math.PI / 2);
        p.text("source rack i", -w / 2, -44, TextStyle.of(11).withBold().centred());
        p.restore();
    }

    private void sums(Painter p, double w) {
        double[] rowSums = new double[n];
        double[] colSums = new double[n];
        int[] rowCounts = new int[n];
        int[] colCounts = new int[n];
        double threshold = Tolerance.support(DecomposeReplay.maxEntry(demand));
        double[][] source = slack ? demand : values;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                rowSums[i] += source[i][j];
                colSums[j] += source[i][j];
                boolean counted = marks.uncovered() != null ? marks.uncovered()[i][j] : demand[i][j] > threshold;
                rowCounts[i] += counted ? 1 : 0;
                colCounts[j] += counted ? 1 : 0;
            }
        }
        double top = 1e-300;
        for (int k = 0; k < n; k++) {
            top = Math.max(top, Math.max(rowSums[k], colSums[k]));
        }
        double bar = DecompositionFigure.SUMS - 18;
        p.fill(palette.neutral());
        for (int k = 0; k < n; k++) {
            p.fillRect(w + 6, k * cell + cell * 0.15, bar * rowSums[k] / top, cell * 0.7);
            p.fillRect(k * cell + cell * 0.15, w + 6, cell * 0.7, bar * colSums[k] / top);
        }
        counts(p, w, rowCounts, colCounts);
        p.fill(palette.mutedInk());
        p.text("row sum", w + 6, -4, TextStyle.of(10));
        p.text("column sum (max " + ScheduleGanttFigure.num(top) + ")", 0, w + DecompositionFigure.SUMS + 14,
                TextStyle.of(10));
    }

    private void counts(Painter p, double w, int[] rowCounts, int[] colCounts) {
        if (cell < 10) {
            return;
        }
        TextStyle style = TextStyle.of(Math.min(10, cell * 0.7)).baseline(TextStyle.Baseline.MIDDLE);
        for (int k = 0; k < n; k++) {
            p.fill(marks.criticalRows().contains(k) ? palette.warning() : palette.ink());
            p.text(Integer.toString(rowCounts[k]), w + DecompositionFigure.SUMS - 10, (k + 0.5) * cell, style);
            p.fill(marks.criticalColumns().contains(k) ? palette.warning() : palette.ink());
            p.text(Integer.toString(colCounts[k]), (k + 0.5) * cell, w + DecompositionFigure.SUMS - 2,
                    style.centred());
        }
    }
}
