package com.lightwire.figure.dag;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Size;
import com.lightwire.figure.TextStyle;
import com.lightwire.figure.Viewport;

/**
 * The logical topology {@code x_ab} as a pods-by-pods heat map (DELTA §6.2 "topology matrix"): darker = more
 * circuits relative to {@code min(U_a, U_b)}, each active cell labelled with {@code x} and its bound
 * {@code ≤ Xbar}, pairs without tasks pale, then per row the ports in use against {@code U_p} (red when over) and the
 * freed ports. The selected cell is outlined. World units are pixels at scale 1.
 */
public final class AllocationHeatMap implements Figure {

    private static final double CELL = HeatMapData.CELL;
    private static final double LABEL = HeatMapData.LABEL;

    private final HeatMapData data;
    private final Palette palette;

    public AllocationHeatMap(HeatMapData data, Palette palette) {
        this.data = data;
        this.palette = palette;
    }

    @Override
    public Size size() {
        return new Size(LABEL + data.size() * CELL + HeatMapData.SUMS + 10, LABEL + data.size() * CELL + 10);
    }

    @Override
    public void paint(Painter p, Viewport view, Layer layer) {
        if (layer != Layer.CONTENT) {
            return;
        }
        p.save();
        Figure.fillBackground(p, view, palette.background());
        view.apply(p);
        headers(p);
        for (int a = 0; a < data.size(); a++) {
            for (int b = 0; b < data.size(); b++) {
                cell(p, a, b);
            }
            sums(p, a);
        }
        if (data.selA() >= 0) {
            p.stroke(palette.hover(), 3);
            p.strokeRect(LABEL + data.selB() * CELL + 1.5, LABEL + data.selA() * CELL + 1.5, CELL - 3, CELL - 3);
        }
        p.restore();
    }

    private void headers(Painter p) {
        TextStyle mid = TextStyle.of(11).anchor(TextStyle.Anchor.MIDDLE).baseline(TextStyle.Baseline.MIDDLE);
        p.fill(palette.mutedInk());
        p.text("pod a \u2193  pod b \u2192", 2, 12, TextStyle.of(9));
        p.fill(palette.ink());
        for (int i = 0; i < data.size(); i++) {
            p.text(data.pods().get(i), LABEL + i * CELL + CELL / 2, LABEL - 12, mid);
            p.text(data.pods().get(i), LABEL / 2, LABEL + i * CELL + CELL / 2, mid);
        }
        double sx = LABEL + data.size() * CELL;
        String[] titles = {"used", "U_p", "freed"};
        for (int k = 0; k < titles.length; k++) {
            p.text(titles[k], sx + k * CELL + CELL / 2, LABEL - 12, mid.withBold());
        }
    }

    private void cell(Painter p, int a, int b) {
        double x = LABEL + b * CELL;
        double y = LABEL + a * CELL;
        if (a == b) {
            p.fill(palette.band());
            p.fillRect(x, y, CELL, CELL);
            return;
        }
        int count = data.x()[a][b];
        double cap = Math.max(1, Math.min(data.ports()[a], data.ports()[b]));
        int fill = !data.active()[a][b] && count == 0 ? palette.surface()
                : Palette.mix(palette.heatLow(), palette.heatHigh(), Math.min(1, count / cap));
        p.fill(fill);
        p.fillRect(x, y, CELL, CELL);
        p.stroke(palette.grid(), 0.8);
        p.strokeRect(x, y, CELL, CELL);
        TextStyle mid = TextStyle.of(13).anchor(TextStyle.Anchor.MIDDLE).baseline(TextStyle.Baseline.MIDDLE);
        if (!data.active()[a][b] && count == 0) {
            p.fill(palette.mutedInk());
            p.text("\u00b7", x + CELL / 2, y + CELL / 2, mid);
            return;
        }
        p.fill(Palette.inkOn(fill));
        p.text(Integer.toString(count), x + CELL / 2, y + CELL / 2 - 5, mid.withBold());
        if (data.xbar()[a][b] > 0) {
            p.text("\u2264" + data.xbar()[a][b], x + CELL / 2, y + CELL - 9,
                    TextStyle.of(9).anchor(TextStyle.Anchor.MIDDLE).baseline(TextStyle.Baseline.MIDDLE));
        }
    }

    private void sums(Painter p, int a) {
        double x = LABEL + data.size() * CELL;
        double y = LABEL + a * CELL + CELL / 2;
        TextStyle mid = TextStyle.of(12).anchor(TextStyle.Anchor.MIDDLE).baseline(TextStyle.Baseline.MIDDLE);
        boolean over = data.freed(a) < 0;
        p.fill(over ? palette.error() : palette.ink());
        p.text(Integer.toString(data.used(a)), x + CELL / 2, y, over ? mid.withBold() : mid);
        p.fill(palette.ink());
        p.text(Integer.toString(data.ports()[a]), x + 1.5 * CELL, y, mid);
        p.fill(data.freed(a) > 0 ? palette.ok() : palette.mutedInk());
        p.text(Integer.toString(data.freed(a)), x + 2.5 * CELL, y, mid);
    }
}
