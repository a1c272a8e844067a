package com.lightwire.figure.topology;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.Size;
import com.lightwire.figure.TextStyle;
import com.lightwire.figure.Viewport;
import com.lightwire.model.spectra.ScheduleCircuitsRef;

import java.util.List;

/**
 * A Spectra schedule's circuits at one time as a grid of OCS tiles like the OCS grid's (ingress port down, egress
 * across): one tile per switch, a mark per directed circuit i → σ(i), coloured when it serves demand, grey when it is
 * filler and in the warning colour on the diagonal (filler a symmetric L2 realization would never hold). Idle and
 * reconfiguring switches are empty tiles. Content layer only. O(s·n).
 */
public final class ScheduleCircuitsFigure implements Figure {

    private static final double GAP = 16;
    private static final double HEAD = 22;

    private final ScheduleCircuitsRef circuits;
    private final double[][] demand;
    private final Palette palette;
    private final double tile;
    private final int columns;

    /**
     * @param circuits the circuits of every switch at the cursor
     * @param demand   the study's demand (to tell serving from filler), or null when it is no longer in the project
     * @param palette  the theme
     */
    public ScheduleCircuitsFigure(ScheduleCircuitsRef circuits, double[][] demand, Palette palette) {
        this.circuits = circuits;
        this.demand = demand;
        this.palette = palette;
        int n = circuits.sigmas().stream().filter(s -> s != null).mapToInt(s -> s.length).findFirst().orElse(1);
        this.tile = Math.max(72, n * 4.0);
        this.columns = Math.max(1, (int) Math.ceil(Math.sqrt(circuits.switches())));
    }

    @Override
    public Size size() {
        int rows = (circuits.switches() + columns - 1) / columns;
        return new Size(GAP + columns * (tile + GAP), rows * (HEAD + tile) + GAP);
    }

    @Override
    public void paint(Painter p, Viewport v, Layer layer) {
        if (layer != Layer.CONTENT) {
            return;
        }
        Figure.fillBackground(p, v, palette.background());
        p.save();
        v.apply(p);
        for (int k = 0; k < circuits.switches(); k++) {
            tile(p, k, GAP + (k % columns) * (tile + GAP), HEAD + (k / columns) * (HEAD + tile));
        }
        p.restore();
    }

    private void tile(Painter p, int k, double x, double y) {
        int[] sigma = circuits.sigmas().get(k);
        int perm = circuits.permIds().get(k);
        p.fill(palette.ink());
        p.text("OCS " + k + (perm < 0 ? ": no circuits" : ": P" + perm), x, y - 6, TextStyle.of(11).withBold());
        p.fill(palette.surface());
        p.fillRect(x, y, tile, tile);
        if (sigma != null) {
            double port = tile / sigma.length;
            double mark = Math.max(port * 0.8, 1);
            for (int i = 0; i < sigma.length; i++) {
                int j = sigma[i];
                boolean serves = demand != null && i < demand.length && j < demand.length && demand[i][j] > 0;
                p.fill(i == j && !serves ? palette.warning() : serves ? palette.accent() : palette.frame());
                p.fillRect(x + j * port + (port - mark) / 2, y + i * port + (port - mark) / 2, mark, mark);
            }
        }
        p.stroke(palette.outline(), 1);
        p.strokeRect(x, y, tile, tile);
    }

    /** What the marks mean. */
    public static List<Sheet.Entry> legend(Palette palette) {
        return List.of(new Sheet.Entry(Sheet.Swatch.FILL, palette.accent(), "directed circuit serving demand"),
                new Sheet.Entry(Sheet.Swatch.FILL, palette.frame(), "filler circuit"),
                new Sheet.Entry(Sheet.Swatch.FILL, palette.warning(), "diagonal filler (i to i)"));
    }
}
