package com.lightwire.figure.spectra;

import com.lightwire.core.spectra.Decomposition;
import com.lightwire.core.spectra.DemandStats;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Size;
import com.lightwire.figure.TextStyle;
import com.lightwire.figure.Viewport;
import com.lightwire.model.spectra.WeightedPermutation;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The decomposition (spectra.md §5.2 items 1–3): the heat map of D (or of the residual D_r while stepping Decompose,
 * or of the slack Σ α P − D) with labelled axes, row and column sums, each line's nonzero count and the critical lines;
 * beside it the stack of permutations as small matrices whose circuits are coloured serving (demand) or filler, each
 * with α before and after Refine. The selection layer outlines the selected permutation's cells and the selected cell's
 * permutations; the hover layer shows the value under the pointer. World units are pixels at scale 1.
 */
public final class DecompositionFigure implements Figure {

    static final double LEFT = 64;
    static final double TOP = 48;
    static final double SUMS = 56;
    static final double THUMB = 64;
    static final double ENTRY_W = 224;
    static final double ENTRY_H = THUMB + 16;

    private final double[][] demand;
    private final DecomposeReplay replay;
    private final DecompositionState state;
    private final Palette palette;
    private final DemandHeat heat;
    private final List<WeightedPermutation> shown;
    private final double[] alphas;
    private final double stackX;
    private final int perColumn;

    public DecompositionFigure(double[][] demand, DecomposeReplay replay, DecompositionState state, Palette palette) {
        this.demand = demand;
        this.replay = replay;
        this.state = state;
        this.palette = palette;
        this.alphas = state.stepper() == DecompositionState.Stepper.REFINE ? replay.alphasAfter(state.step())
                : replay.alphasAfter(Integer.MAX_VALUE);
        this.heat = new DemandHeat(demand, heatValues(), overlays(), state, palette);
        this.shown = visible();
        this.stackX = LEFT + heat.width() + SUMS + 40;
        int columns = Math.max(1, (int) Math.round(Math.sqrt(shown.size() / 4.0)));
        this.perColumn = Math.max(4, (shown.size() + columns - 1) / columns);
    }

    private double[][] heatValues() {
        return switch (state.stepper()) {
            case DECOMPOSE -> replay.round(state.step()).residual();
            case REFINE -> replay.slack(alphas);
            case RESULT -> state.heat() == DecompositionState.Heat.SLACK ? replay.slack(alphas) : demand;
        };
    }

    private DemandHeat.Overlays overlays() {
        if (state.stepper() == DecompositionState.Stepper.DECOMPOSE) {
            return DemandHeat.Overlays.of(replay.round(state.step()));
        }
        if (state.stepper() == DecompositionState.Stepper.REFINE && state.step() < replay.refineSteps()) {
            Decomposition.RefineStep s = replay.decomposition().refineSteps().get(state.step());
            return DemandHeat.Overlays.deficit(s.row(), s.column());
        }
        DemandStats stats = DemandStats.of(demand);
        return DemandHeat.Overlays.critical(new TreeSet<>(stats.criticalRows()), new TreeSet<>(stats.criticalColumns()));
    }

    private List<WeightedPermutation> visible() {
        List<WeightedPermutation> out = new ArrayList<>();
        for (WeightedPermutation p : replay.decomposition().permutations()) {
            boolean through = state.selectedRow() >= 0 && p.target(state.selectedRow()) == state.selectedColumn();
            if (state.filter() != DecompositionState.Filter.THROUGH_CELL || state.selectedRow() < 0 || through) {
                out.add(p);
            }
        }
        return out;
    }

    /** The heat map's values as shown (for hover read-outs). */
    public double valueAt(int i, int j) {
        return heat.value(i, j);
    }

    /** The permutation weights shown (after the shown Refine raise). */
    public double[] alphas() {
        return alphas.clone();
    }

    @Override
    public Size size() {
        int columns = Math.max(1, (shown.size() + perColumn - 1) / perColumn);
        double h = Math.max(TOP + heat.width() + SUMS + 40, TOP + Math.min(shown.size(), perColumn) * ENTRY_H + 8);
        return new Size(stackX + Math.max(columns * ENTRY_W, 330), h);
    }

    @Override
    public void paint(Painter p, Viewport v, Layer layer) {
        if (layer == Layer.GUIDES) {
            return;
        }
        if (layer == Layer.CONTENT) {
            Figure.fillBackground(p, v, palette.background());
        }
        p.save();
        v.apply(p);
        switch (layer) {
            case CONTENT -> content(p);
            case SELECTION -> selection(p);
            default -> {
            }
        }
        p.restore();
        if (layer == Layer.HOVER) {
            hover(p, v);
        }
    }

    private void content(Painter p) {
        p.save();
        p.translate(LEFT, TOP);
        heat.paint(p);
        p.restore();
        p.fill(palette.ink());
        p.text(stackTitle(), stackX, TOP - 26, TextStyle.of(12).withBold());
        p.fill(palette.mutedInk());
        p.text("coloured = serving demand, grey = filler", stackX, TOP - 10, TextStyle.of(11));
        for (int k = 0; k < shown.size(); k++) {
            double[] at = entryAt(k);
            PermutationThumb.paint(p, shown.get(k), demand, entryState(shown.get(k).id()), alphas[shown.get(k).id()],
                    at[0], at[1], palette, state.filter() == DecompositionState.Filter.SERVING_ONLY);
        }
    }

    private String stackTitle() {
        int d = replay.decomposition().permutations().size();
        return switch (state.stepper()) {
            case DECOMPOSE -> replay.decomposition().method() + ": round " + Math.min(state.step() + 1, d) + " of " + d;
            case REFINE -> "permutations: Refine raise " + Math.min(state.step() + 1, replay.refineSteps()) + " of "
                    + replay.refineSteps();
            case RESULT -> d + (d == 1 ? " permutation" : " permutations") + switch (replay.decomposition().method()) {
                case "eclipse" -> ", \u03b1 = a of each Eclipse step";
                case "solstice" -> ", \u03b1 slice \u2192 raised";
                default -> ", \u03b1 loop \u2192 refined";
            };
        };
    }

    private PermutationThumb.Mark entryState(int id) {
        if (state.stepper() == DecompositionState.Stepper.DECOMPOSE) {
            return id < state.step() ? PermutationThumb.Mark.NORMAL : id == state.step() ? PermutationThumb.Mark.CURRENT
                    : PermutationThumb.Mark.FUTURE;
        }
        if (state.stepper() == DecompositionState.Stepper.REFINE && state.step() < replay.refineSteps()
                && replay.decomposition().refineSteps().get(state.step()).permId() == id) {
            return PermutationThumb.Mark.CURRENT;
        }
        return PermutationThumb.Mark.NORMAL;
    }

    /** The top-left corner of the k-th shown stack entry. */
    double[] entryAt(int k) {
        return new double[] {stackX + (k / perColumn) * ENTRY_W, TOP + (k % perColumn) * ENTRY_H};
    }

    private void selection(Painter p) {
        int n = demand.length;
        double c = heat.cell();
        if (state.selectedPerm() >= 0 && state.selectedPerm() < replay.decomposition().permutations().size()) {
            WeightedPermutation perm = replay.decomposition().permutations().get(state.selectedPerm());
            p.stroke(palette.hover(), Math.max(1.5, Math.min(3, c / 3)));
            for (int i = 0; i < n; i++) {
                p.strokeRect(LEFT + perm.target(i) * c, TOP + i * c, c, c);
            }
            frameEntry(p, perm.id());
        }
        if (state.selectedRow() >= 0) {
            p.stroke(palette.hover(), 2.5);
            p.strokeRect(LEFT + state.selectedColumn() * c - 1, TOP + state.selectedRow() * c - 1, c + 2, c + 2);
            for (WeightedPermutation perm : shown) {
                if (perm.target(state.selectedRow()) == state.selectedColumn()) {
                    frameEntry(p, perm.id());
                }
            }
        }
    }

    private void frameEntry(Painter p, int id) {
        for (int k = 0; k < shown.size(); k++) {
            if (shown.get(k).id() == id) {
                double[] at = entryAt(k);
                p.stroke(palette.hover(), 3);
                p.strokeRect(at[0] - 3, at[1] - 3, THUMB + 6, THUMB + 6);
            }
        }
    }

    private void hover(Painter p, Viewport v) {
        String text = hoverText();
        if (text == null) {
            return;
        }
        double x;
        double y;
        if (state.hoverRow() >= 0) {
            double c = heat.cell();
            p.save();
            v.apply(p);
            p.stroke(palette.ink(), 1.5);
            p.strokeRect(LEFT + state.hoverColumn() * c, TOP + state.hoverRow() * c, c, c);
            p.restore();
            x = v.toScreenX(LEFT + (state.hoverColumn() + 1) * c) + 8;
            y = v.toScreenY(TOP + state.hoverRow() * c);
        } else {
            int k = indexOf(state.hoverPerm());
            double[] at = entryAt(Math.max(0, k));
            x = v.toScreenX(at[0] + THUMB) + 8;
            y = v.toScreenY(at[1]);
        }
        Tooltip.paint(p, text, x, y, v, palette);
    }

    private int indexOf(int id) {
        for (int k = 0; k < shown.size(); k++) {
            if (shown.get(k).id() == id) {
                return k;
            }
        }
        return -1;
    }

    /** The read-out of what is under the pointer, or null. */
    public String hoverText() {
        if (state.hoverRow() >= 0 && state.hoverRow() < demand.length) {
            int i = state.hoverRow();
            int j = state.hoverColumn();
            String shownValue = state.stepper() == DecompositionState.Stepper.DECOMPOSE ? ", residual D_r "
                    + ScheduleGanttFigure.num(heat.value(i, j)) : state.stepper() == DecompositionState.Stepper.REFINE
                    || state.heat() == DecompositionState.Heat.SLACK ? ", slack " + ScheduleGanttFigure.num(
                    heat.value(i, j)) : "";
            return "D[" + i + "][" + j + "] = " + ScheduleGanttFigure.num(demand[i][j]) + shownValue;
        }
        int k = indexOf(state.hoverPerm());
        if (k < 0) {
            return null;
        }
        WeightedPermutation perm = shown.get(k);
        int serving = PermutationThumb.serving(perm, demand);
        return "P" + perm.id() + ": alpha " + ScheduleGanttFigure.num(perm.initialAlpha()) + " -> "
                + ScheduleGanttFigure.num(perm.alpha()) + ", " + serving + " serving, " + (perm.n() - serving)
                + " filler";
    }

    /**
     * What is at world point (x, y): a cell {row, column, -1}, a permutation {-1, -1, id}, or {-1, -1, -1}.
     */
    public int[] pick(double x, double y) {
        double c = heat.cell();
        int n = demand.length;
        int col = (int) Math.floor((x - LEFT) / c);
        int row = (int) Math.floor((y - TOP) / c);
        if (x >= LEFT && y >= TOP && row < n && col < n) {
            return new int[] {row, col, -1};
        }
        for (int k = 0; k < shown.size(); k++) {
            double[] at = entryAt(k);
            if (x >= at[0] && x < at[0] + ENTRY_W - 8 && y >= at[1] && y < at[1] + THUMB) {
                return new int[] {-1, -1, shown.get(k).id()};
            }
        }
        return new int[] {-1, -1, -1};
    }

    /** The ids of the permutations the stack shows, in order. */
    public Set<Integer> shownIds() {
        Set<Integer> ids = new TreeSet<>();
        shown.forEach(p -> ids.add(p.id()));
        return ids;
    }
}
