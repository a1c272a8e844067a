package com.lightwire.figure.simulation;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.Size;
import com.lightwire.figure.TextStyle;
import com.lightwire.figure.Viewport;
import com.lightwire.model.OcsConfiguration;

import java.util.List;
import java.util.Locale;

/**
 * The reconfiguration of one event per OCS: a row per OCS group h, a tile per OCS k, each tile split into its kept,
 * set-up and torn-down circuits (bars scaled to the pods) with the counts written under; a group the stage plan
 * changes is marked with its stage. The tile under the pointer is read out. O(groups · OCSes · pods).
 */
public final class OcsDiffFigure implements Figure {

    static final double TILE_W = 46;
    static final double TILE_H = 34;
    static final double GAP = 4;
    static final double LEFT = 64;
    static final double TOP = 22;

    private final int[][][] counts;
    private final int ports;
    private final int[] stageOfGroup;
    private final Palette palette;
    private final int[] hover;

    /**
     * @param before       the configuration installed before (null: none)
     * @param after        the configuration after
     * @param stageOfGroup each group's stage (from 1), 0 when unchanged; may be shorter than the groups
     */
    public OcsDiffFigure(OcsConfiguration before, OcsConfiguration after, int[] stageOfGroup, Palette palette) {
        this(diff(before, after), after.ports(), stageOfGroup.clone(), palette, new int[] {-1, -1});
    }

    private OcsDiffFigure(int[][][] counts, int ports, int[] stageOfGroup, Palette palette, int[] hover) {
        this.counts = counts;
        this.ports = ports;
        this.stageOfGroup = stageOfGroup;
        this.palette = palette;
        this.hover = hover;
    }

    /** Per group and OCS: {kept, set up, torn down}. */
    static int[][][] diff(OcsConfiguration before, OcsConfiguration after) {
        int[][][] out = new int[after.groups()][after.ocsPerGroup()][3];
        for (int h = 0; h < after.groups(); h++) {
            for (int k = 0; k < after.ocsPerGroup(); k++) {
                int[] now = after.ocsMap(h, k);
                int[] old = before == null ? null : before.ocsMap(h, k);
                for (int i = 0; i < now.length; i++) {
                    int was = old == null ? OcsConfiguration.NONE : old[i];
                    if (was != OcsConfiguration.NONE && was == now[i]) {
                        out[h][k][0]++;
                    } else {
                        out[h][k][1] += now[i] != OcsConfiguration.NONE ? 1 : 0;
                        out[h][k][2] += was != OcsConfiguration.NONE ? 1 : 0;
                    }
                }
            }
        }
        return out;
    }

    public OcsDiffFigure withHover(int group, int ocs) {
        return new OcsDiffFigure(counts, ports, stageOfGroup, palette, new int[] {group, ocs});
    }

    /** Totals {kept, set up, torn down} over all OCSes. */
    public long[] totals() {
        long[] t = new long[3];
        for (int[][] group : counts) {
            for (int[] ocs : group) {
                for (int c = 0; c < 3; c++) {
                    t[c] += ocs[c];
                }
            }
        }
        return t;
    }

    @Override
    public Size size() {
        int ocs = counts.length == 0 ? 0 : counts[0].length;
        return new Size(LEFT + ocs * (TILE_W + GAP) + 8, TOP + counts.length * (TILE_H + GAP) + 8);
    }

    public int[] pick(double wx, double wy) {
        int k = (int) Math.floor((wx - LEFT) / (TILE_W + GAP));
        int h = (int) Math.floor((wy - TOP) / (TILE_H + GAP));
        return h >= 0 && h < counts.length && k >= 0 && k < counts[h].length ? new int[] {h, k} : new int[] {-1, -1};
    }

    public String readout(int h, int k) {
        int[] c = counts[h][k];
        return String.format(Locale.ROOT, "group %d, OCS %d: kept %d, set up %d, torn down %d of %d ports", h, k,
                c[0], c[1], c[2], ports);
    }

    @Override
    public void paint(Painter p, Viewport v, Layer layer) {
        if (layer == Layer.HOVER) {
            if (hover[0] >= 0) {
                double x = v.toScreenX(LEFT + hover[1] * (TILE_W + GAP));
                double y = v.toScreenY(TOP + hover[0] * (TILE_H + GAP));
                p.stroke(palette.hover(), 2);
                p.strokeRect(x, y, TILE_W * v.scale(), TILE_H * v.scale());
                ReadoutBox.paint(p, readout(hover[0], hover[1]), x, y, v, palette);
            }
            return;
        }
        if (layer != Layer.CONTENT) {
            return;
        }
        Figure.fillBackground(p, v, palette.background());
        p.save();
        v.apply(p);
        p.fill(palette.mutedInk());
        p.text("OCS k \u2192", LEFT, TOP - 8, TextStyle.of(10));
        double unit = (TILE_W - 4) / barSpan();
        for (int h = 0; h < counts.length; h++) {
            double y = TOP + h * (TILE_H + GAP);
            int stage = h < stageOfGroup.length ? stageOfGroup[h] : 0;
            p.fill(palette.ink());
            p.text("h " + h, 6, y + 13, TextStyle.of(11).withBold());
            p.fill(stage > 0 ? palette.warning() : palette.mutedInk());
            p.text(stage > 0 ? "stage " + stage : "kept", 6, y + 27, TextStyle.of(9));
            for (int k = 0; k < counts[h].length; k++) {
                tile(p, LEFT + k * (TILE_W + GAP), y, counts[h][k], unit);
            }
        }
        p.restore();
    }

    /**
     * The circuits a full bar stands for: the ports, or more where an OCS both tears down and sets up many (kept + set
     * up + torn down can reach twice the ports), so no bar leaves its tile and all tiles share one scale.
     */
    private double barSpan() {
        int span = Math.max(1, ports);
        for (int[][] group : counts) {
            for (int[] c : group) {
                span = Math.max(span, c[0] + c[1] + c[2]);
            }
        }
        return span;
    }

    private void tile(Painter p, double x, double y, int[] c, double unit) {
        p.fill(palette.surface());
        p.fillRect(x, y, TILE_W, TILE_H);
        int[] colours = {palette.neutral(), palette.ok(), palette.error()};
        double at = x + 2;
        for (int part = 0; part < 3; part++) {
            p.fill(colours[part]);
            p.fillRect(at, y + 3, c[part] * unit, 10);
            at += c[part] * unit;
        }
        p.fill(palette.ink());
        p.text(c[0] + " +" + c[1] + " \u2212" + c[2], x + TILE_W / 2, y + 26, TextStyle.of(9).anchor(
                TextStyle.Anchor.MIDDLE));
        p.stroke(palette.grid(), 1);
        p.strokeRect(x, y, TILE_W, TILE_H);
    }

    public List<Sheet.Entry> legend() {
        return List.of(new Sheet.Entry(Sheet.Swatch.FILL, palette.neutral(), "kept"),
                new Sheet.Entry(Sheet.Swatch.FILL, palette.ok(), "set up (+)"),
                new Sheet.Entry(Sheet.Swatch.FILL, palette.error(), "torn down (\u2212)"));
    }
}
