package com.lightwire.figure.topology;

import com.lightwire.figure.Axes;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Size;
import com.lightwire.figure.Viewport;
import com.lightwire.model.OcsConfiguration;

/**
 * One method's configuration as a grid of OCS tiles, one row per group and one column per OCS; each tile is the OCS's
 * crossbar (ingress ports down, egress ports across) with a mark per circuit, in the warning colour when the circuit
 * is new against the configuration current at realize time. The shown spine's row is framed; groups and OCS numbers
 * are on {@link Axes} (readable at every zoom, thinned as tiles shrink). Tiles outside the view
 * are skipped; tiles too small for their circuits are drawn as one square shaded by their share of new circuits.
 * Content layer only. O(visible tiles × ports).
 */
public final class OcsGridFigure implements Figure {

    /** World room left of and above the tiles, inside the frame of the shown row; the axes take screen room. */
    private static final double LABEL = 10;
    private static final double HEADER = 10;
    private static final double GAP = 10;

    private final MethodOutcome outcome;
    private final int shownGroup;
    private final Palette colors;
    private final int filled;
    private final int flashing;
    /** What the grid says before a realization: the view prompts for the button, an exported figure only states it. */
    private final String unrealizedHint;

    /**
     * The grid as the view shows it (before a realization it tells the user to press Realize).
     *
     * @param outcome    the method's answer, or null before a realization
     * @param shownGroup the spine index whose row is framed
     * @param palette    the theme
     */
    public OcsGridFigure(MethodOutcome outcome, int shownGroup, Palette palette) {
        this(outcome, shownGroup, palette, Integer.MAX_VALUE, -1, "Not realized yet: press Realize.");
    }

    private OcsGridFigure(MethodOutcome outcome, int shownGroup, Palette palette, int filled, int flashing,
                          String unrealizedHint) {
        this.outcome = outcome;
        this.shownGroup = shownGroup;
        this.colors = palette;
        this.filled = filled;
        this.flashing = flashing;
        this.unrealizedHint = unrealizedHint;
    }

    /** The grid in an exported figure, whose reader has no button to press: before a realization it only says so. */
    public static OcsGridFigure exported(MethodOutcome outcome, int shownGroup, Palette palette) {
        return exported(outcome, shownGroup, palette, Integer.MAX_VALUE, -1);
    }

    /**
     * The exported grid filling up, as a presentation plays a realize: only the first {@code filled} OCSes (group by
     * group, OCS by OCS) show their circuits, and the rewired circuits of OCS number {@code flashing} (in the same
     * order; -1 for none) flash large in the highlight colour.
     */
    public static OcsGridFigure exported(MethodOutcome outcome, int shownGroup, Palette palette, int filled,
                                         int flashing) {
        return new OcsGridFigure(outcome, shownGroup, palette, filled, flashing, "Not realized yet.");
    }

    private OcsConfiguration config() {
        return outcome == null ? null : outcome.configuration();
    }

    /** Side of one OCS tile in world units: at least 4 units per port, at least 40 in all. */
    private static double tile(OcsConfiguration c) {
        return Math.max(40, c.ports() * 4.0);
    }

    @Override
    public Size size() {
        OcsConfiguration c = config();
        return c == null ? new Size(320, 60) : new Size(LABEL + c.ocsPerGroup() * (tile(c) + GAP),
                HEADER + c.groups() * (tile(c) + GAP));
    }

    @Override
    public void paint(Painter p, Viewport v, Layer layer) {
        if (layer != Layer.CONTENT) {
            return;
        }
        Figure.fillBackground(p, v, colors.background());
        p.save();
        v.apply(p);
        paintContent(p, v);
        p.restore();
        OcsConfiguration c = config();
        if (c != null) {
            double step = tile(c) + GAP;
            Axes.paint(p, v, colors, new Axes.Axis("OCS in the group", LABEL, step, tile(c), c.ocsPerGroup(),
                    Integer::toString), new Axes.Axis("OCS group", HEADER, step, tile(c), c.groups(), h -> "G" + h));
        }
    }

    private void paintContent(Painter p, Viewport v) {
        OcsConfiguration c = config();
        if (c == null) {
            p.fill(colors.mutedInk());
            p.text(outcome == null ? unrealizedHint : "No configuration: "
                    + outcome.metricsLine().replace('\n', ' '), 8, 24, 13);
            return;
        }
        double scale = v.scale();
        double[] world = v.visibleWorld();
        double step = tile(c) + GAP;
        int h0 = Math.max(0, (int) Math.floor((world[1] - HEADER) / step));
        int h1 = Math.min(c.groups(), (int) Math.ceil((world[3] - HEADER) / step));
        int k0 = Math.max(0, (int) Math.floor((world[0] - LABEL) / step));
        int k1 = Math.min(c.ocsPerGroup(), (int) Math.ceil((world[2] - LABEL) / step));
        for (int h = h0; h < h1; h++) {
            for (int k = k0; k < k1; k++) {
                drawTile(p, c, h, k, LABEL + k * step, HEADER + h * step, scale);
            }
        }
        if (shownGroup < c.groups()) {
            p.stroke(colors.accent(), 2 / scale);
            p.strokeRect(LABEL - GAP / 2, HEADER + shownGroup * step - GAP / 2, c.ocsPerGroup() * step, step);
        }
    }

    private void drawTile(Painter p, OcsConfiguration c, int h, int k, double x, double y, double scale) {
        double side = tile(c);
        double port = side / c.ports();
        if (port * scale < 1) {
            drawSummary(p, c, h, k, x, y, side);
            return;
        }
        p.fill(colors.surface());
        p.fillRect(x, y, side, side);
        int order = h * c.ocsPerGroup() + k;
        double mark = Math.max(port * 0.8, 1 / scale);
        for (int in = 0; in < c.ports() && order < filled; in++) {
            int out = c.egressOf(h, k, in);
            if (out != OcsConfiguration.NONE) {
                boolean rewired = outcome.isRewired(h, k, in);
                boolean flash = rewired && order == flashing;
                double m = flash ? Math.min(port * 2.2, mark * 2.5) : mark;
                p.fill(flash ? colors.highlight() : rewired ? colors.warning() : colors.neutral());
                p.fillRect(x + out * port + (port - m) / 2, y + in * port + (port - m) / 2, m, m);
            }
        }
        p.stroke(colors.frame(), 1 / scale);
        p.strokeRect(x, y, side, side);
    }

    /** One square for an OCS whose circuits would be smaller than a pixel: neutral to warning by new share. */
    private void drawSummary(Painter p, OcsConfiguration c, int h, int k, double x, double y, double side) {
        int circuits = 0;
        int rewired = 0;
        for (int in = 0; in < c.ports() && h * c.ocsPerGroup() + k < filled; in++) {
            if (c.egressOf(h, k, in) != OcsConfiguration.NONE) {
                circuits++;
                rewired += outcome.isRewired(h, k, in) ? 1 : 0;
            }
        }
        p.fill(circuits == 0 ? colors.surface() : Palette.mix(colors.neutral(), colors.warning(),
                (double) rewired / circuits));
        p.fillRect(x, y, side, side);
    }
}
