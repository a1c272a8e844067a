package com.lightwire.figure.hbd;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.Size;
import com.lightwire.figure.TextStyle;
import com.lightwire.figure.Viewport;
import com.lightwire.model.hbd.HbdGroup;
import com.lightwire.model.hbd.IntSeq;

import java.util.ArrayList;
import java.util.List;

/**
 * Nodes on a circle in HBD order (node i of N at angle 2πi/N from the top, clockwise), filled by rack; primary links
 * (hop 1) as the ring itself, backup links (hops 2..K) as chords; faulty nodes red with a cross; each TP group as a
 * thick path through its chain in its own colour, its bypasses (hops over failed nodes) dashed in the warning colour;
 * a selected group drawn thicker with the others dimmed, the hovered node's links to its neighbours in the hover
 * colour, nodes outside the rack filter muted.
 * Level of detail by the visible node spacing: labels above 14 px, backup chords above 3 px, node discs above 1.5 px;
 * under 2.5 px the ring is a band of dots coloured by group (filled squares are cheap for the canvas, stroked paths
 * are not), so 32,768 nodes draw as a few thousand marks. Only what is in view is drawn.
 */
public final class HbdRingFigure implements Figure {

    /** World extent: a 1,000 × 1,000 square. */
    public static final double SIDE = 1000;
    private static final double RADIUS = 440;

    private final HbdRingState state;
    private final Palette palette;
    /** Colours the groups cycle through, so far zooms batch one path per colour. */
    static final int GROUP_COLOURS = 12;
    /** Node spacing (px) under which the ring is drawn as dots. */
    static final double DOT_RING_SPACING = 2.5;
    /** Spacing of the dots of the far view, px. */
    static final double DOT_PX = 1.5;
    /** Sectors of the ring the group paths are split into. */
    private static final int SECTORS = 32;

    private final int n;
    private final int[] position;
    /** World position of the node at each HBD-order position. */
    private final double[] xs;
    private final double[] ys;
    /** The painted world area with a margin, set per paint: left, top, right, bottom. */
    private double[] clip = {0, 0, SIDE, SIDE};

    public HbdRingFigure(HbdRingState state, Palette palette) {
        this.state = state;
        this.palette = palette;
        this.n = state.order().size();
        this.position = new int[n + 1];
        this.xs = new double[n];
        this.ys = new double[n];
        for (int i = 0; i < n; i++) {
            position[state.order().get(i)] = i;
            double a = 2 * Math.PI * i / n;
            xs[i] = SIDE / 2 + RADIUS * Math.sin(a);
            ys[i] = SIDE / 2 - RADIUS * Math.cos(a);
        }
    }

    @Override
    public Size size() {
        return new Size(SIDE, SIDE);
    }

    @Override
    public double preferredScale() {
        return 1;
    }

    /** Screen x of node {@code id}. */
    double x(int id) {
        return SIDE / 2 + RADIUS * Math.sin(angle(id));
    }

    double y(int id) {
        return SIDE / 2 - RADIUS * Math.cos(angle(id));
    }

    private double angle(int id) {
        return 2 * Math.PI * position[id] / Math.max(1, n);
    }

    /** The node nearest world point (wx, wy) within half a node spacing of the ring, or 0. */
    public int nodeAt(double wx, double wy) {
        double dx = wx - SIDE / 2;
        double dy = SIDE / 2 - wy;
        double r = Math.hypot(dx, dy);
        double spacing = 2 * Math.PI * RADIUS / Math.max(1, n);
        if (n == 0 || Math.abs(r - RADIUS) > Math.max(8, spacing)) {
            return 0;
        }
        double a = Math.atan2(dx, dy);
        int i = (int) Math.round((a < 0 ? a + 2 * Math.PI : a) / (2 * Math.PI) * n) % n;
        return state.order().get(i);
    }

    @Override
    public void paint(Painter p, Viewport view, Layer layer) {
        if (layer != Layer.CONTENT) {
            return;
        }
        p.fill(palette.background());
        p.fillRect(0, 0, view.width(), view.height());
        p.save();
        view.apply(p);
        double spacing = 2 * Math.PI * RADIUS / Math.max(1, n) * view.scale();
        double px = 1 / view.scale();
        double[] world = view.visibleWorld();
        double margin = 20 * px;
        clip = new double[] {world[0] - margin, world[1] - margin, world[2] + margin, world[3] + margin};
        if (spacing < DOT_RING_SPACING) {
            dotRing(p, view, px);
        } else {
            primaries(p, px, spacing);
            if (spacing > 3) {
                backups(p, px);
            }
            groups(p, px, spacing);
        }
        neighbours(p, px);
        nodes(p, px, spacing);
        p.restore();
    }

    /** True when the segment's bounding box meets the painted area. */
    private boolean shows(double x1, double y1, double x2, double y2) {
        return Math.max(x1, x2) >= clip[0] && Math.min(x1, x2) <= clip[2] && Math.max(y1, y2) >= clip[1]
                && Math.min(y1, y2) <= clip[3];
    }

    /**
     * The far view: the ring as square dots about {@value #DOT_PX} px apart, each in the colour of the group of the
     * node under it (outline colour for a node in no group, error red for a faulty one). Filled rectangles cost the
     * canvas a few pixels each, where a stroked circle or chain path costs it tens of milliseconds (issue 13:
     * 32,768 nodes redraw within 30 ms).
     */
    private void dotRing(Painter p, Viewport view, double px) {
        int[] group = groupOfNode();
        boolean[] faulty = state.faults().mask(state.design().nodes());
        int dots = (int) Math.min(n, Math.ceil(2 * Math.PI * RADIUS * view.scale() / DOT_PX));
        double size = 2.5 * px;
        int current = 0;
        for (int d = 0; d < dots; d++) {
            int i = (int) ((long) d * n / dots);
            if (!shows(xs[i], ys[i], xs[i], ys[i])) {
                continue;
            }
            int id = state.order().get(i);
            int g = group[id];
            int colour = faulty[id] ? palette.error() : g < 0 ? palette.outline() : dotColour(g);
            if (colour != current) {
                p.fill(colour);
                current = colour;
            }
            p.fillRect(xs[i] - size / 2, ys[i] - size / 2, size, size);
        }
        double mark = 4.5 * px;
        p.fill(palette.error());
        for (int f = 0; f < state.faults().count(); f++) {
            int i = position[state.faults().faulty().get(f)];
            if (shows(xs[i], ys[i], xs[i], ys[i])) {
                p.fillRect(xs[i] - mark / 2, ys[i] - mark / 2, mark, mark);
            }
        }
    }

    private int dotColour(int g) {
        int selected = state.selectedGroup();
        return selected >= 0 && g != selected ? Palette.mix(groupColour(g), palette.background(), 0.75)
                : groupColour(g);
    }

    /** The group index of every node id (-1 for none, or without a placement). */
    private int[] groupOfNode() {
        int[] group = new int[state.design().nodes() + 1];
        java.util.Arrays.fill(group, -1);
        if (state.placement() != null) {
            List<HbdGroup> groups = state.placement().groups();
            for (int g = 0; g < groups.size(); g++) {
                IntSeq chain = groups.get(g).nodes();
                for (int i = 0; i < chain.size(); i++) {
                    group[chain.get(i)] = g;
                }
            }
        }
        return group;
    }

    /**
     * The primary links (hop 1): one circle while nodes are close, else a path of the links in view (a huge circle
     * off screen costs far more than the few links that show).
     */
    private void primaries(Painter p, double px, double spacing) {
        p.stroke(palette.outline(), 1.5 * px);
        if (spacing <= 2) {
            p.strokeOval(SIDE / 2 - RADIUS, SIDE / 2 - RADIUS, 2 * RADIUS, 2 * RADIUS);
            return;
        }
        p.beginPath();
        int links = state.design().isRing() ? n : n - 1;
        for (int i = 0; i < links; i++) {
            int j = (i + 1) % n;
            if (shows(xs[i], ys[i], xs[j], ys[j])) {
                p.segment(xs[i], ys[i], xs[j], ys[j]);
            }
        }
        p.strokePath();
    }

    private void backups(Painter p, double px) {
        int k = state.design().bundles();
        p.stroke(palette.grid(), px);
        p.beginPath();
        for (int i = 0; i < n; i++) {
            for (int hop = 2; hop <= k; hop++) {
                if (!state.design().isRing() && i + hop >= n) {
                    break;
                }
                int j = (i + hop) % n;
                if (shows(xs[i], ys[i], xs[j], ys[j])) {
                    p.segment(xs[i], ys[i], xs[j], ys[j]);
                }
            }
        }
        p.strokePath();
    }

    /**
     * The groups, batched into one path per group colour and one dashed path of bypasses; below a pixel per node a
     * group is one chord from its first to its last node.
     */
    private void groups(Painter p, double px, double spacing) {
        if (state.placement() == null) {
            return;
        }
        List<HbdGroup> groups = state.placement().groups();
        int selected = state.selectedGroup();
        double width = Math.max(2.5, Math.min(6, spacing / 3)) * px;
        int[][] buckets = sectorBuckets(groups);
        for (int[] bucket : buckets) {
            for (int c = 0; c < GROUP_COLOURS; c++) {
                p.stroke(selected >= 0 ? Palette.mix(groupColour(c), palette.background(), 0.75) : groupColour(c),
                        width);
                p.beginPath();
                for (int g : bucket) {
                    if (g % GROUP_COLOURS == c && g != selected) {
                        chain(p, groups.get(g).nodes(), spacing, false);
                    }
                }
                p.strokePath();
            }
        }
        if (selected >= 0 && selected < groups.size()) {
            p.stroke(groupColour(selected), width * 1.8);
            p.beginPath();
            chain(p, groups.get(selected).nodes(), spacing, false);
            p.strokePath();
        }
        p.save();
        p.stroke(palette.warning(), 3 * px);
        p.dashes(6 * px, 4 * px);
        p.beginPath();
        for (HbdGroup group : groups) {
            chain(p, group.nodes(), spacing, true);
        }
        p.strokePath();
        p.restore();
    }

    /**
     * The groups by the sector ({@value #SECTORS} around the ring) of their first node, so each stroked path covers a
     * small part of the canvas: a rasterizer's cost follows the area a path spans, not only its length.
     */
    private int[][] sectorBuckets(List<HbdGroup> groups) {
        int[] count = new int[SECTORS];
        int[] sector = new int[groups.size()];
        for (int g = 0; g < groups.size(); g++) {
            sector[g] = (int) ((long) position[groups.get(g).nodes().get(0)] * SECTORS / Math.max(1, n));
            count[sector[g]]++;
        }
        int[][] buckets = new int[SECTORS][];
        for (int b = 0; b < SECTORS; b++) {
            buckets[b] = new int[count[b]];
            count[b] = 0;
        }
        for (int g = 0; g < groups.size(); g++) {
            buckets[sector[g]][count[sector[g]]++] = g;
        }
        return buckets;
    }

    /** Adds a chain's links (or only its bypasses) to the path; one chord when nodes are under a pixel apart. */
    private void chain(Painter p, IntSeq chain, double spacing, boolean bypasses) {
        if (spacing < 1 && !bypasses) {
            int a = position[chain.get(0)];
            int b = position[chain.get(chain.size() - 1)];
            if (shows(xs[a], ys[a], xs[b], ys[b])) {
                p.segment(xs[a], ys[a], xs[b], ys[b]);
            }
            return;
        }
        for (int i = 0; i + 1 < chain.size(); i++) {
            int a = position[chain.get(i)];
            int b = position[chain.get(i + 1)];
            boolean bypass = Math.floorMod(b - a, n) > 1;
            if (bypass == bypasses && shows(xs[a], ys[a], xs[b], ys[b])) {
                p.segment(xs[a], ys[a], xs[b], ys[b]);
            }
        }
    }

    /** The hovered node's links to its 2K neighbours (K on a line end), in the hover colour. */
    private void neighbours(Painter p, double px) {
        int id = state.hover();
        if (id < 1 || id >= position.length) {
            return;
        }
        p.stroke(palette.hover(), 2 * px);
        for (int offset = -state.design().bundles(); offset <= state.design().bundles(); offset++) {
            int at = position[id] + offset;
            if (offset == 0 || (!state.design().isRing() && (at < 0 || at >= n))) {
                continue;
            }
            int other = state.order().get(Math.floorMod(at, n));
            p.line(x(id), y(id), x(other), y(other));
        }
    }

    private void nodes(Painter p, double px, double spacing) {
        boolean[] faulty = state.faults().mask(state.design().nodes());
        double r = Math.max(1.5, Math.min(9, spacing / 2.6)) * px;
        boolean labels = spacing > 14;
        for (int i = 0; i < n; i++) {
            int id = state.order().get(i);
            boolean dotted = spacing < DOT_RING_SPACING && id != state.hover();
            if (dotted || (spacing <= 1.5 && !faulty[id]) || !shows(xs[i], ys[i], xs[i], ys[i])) {
                continue;
            }
            double cx = xs[i];
            double cy = ys[i];
            double radius = faulty[id] ? Math.max(r, 4.5 * px) : r;
            int fill = faulty[id] ? palette.error() : rackColour((id - 1) / state.design().nodesPerTor());
            p.fill(state.muted(id) ? Palette.mix(fill, palette.background(), 0.8) : fill);
            p.fillOval(cx - radius, cy - radius, 2 * radius, 2 * radius);
            if (spacing > 4 || faulty[id] || id == state.hover()) {
                p.stroke(id == state.hover() ? palette.hover() : palette.outline(), (id == state.hover() ? 2.5 : 0.8)
                        * px);
                p.strokeOval(cx - radius, cy - radius, 2 * radius, 2 * radius);
            }
            if (faulty[id]) {
                p.stroke(Palette.inkOn(palette.error()), 1.5 * px);
                p.line(cx - radius * 0.6, cy - radius * 0.6, cx + radius * 0.6, cy + radius * 0.6);
                p.line(cx - radius * 0.6, cy + radius * 0.6, cx + radius * 0.6, cy - radius * 0.6);
            }
            if (labels && !state.muted(id)) {
                double lx = SIDE / 2 + (RADIUS + r + 12 * px) * Math.sin(angle(id));
                double ly = SIDE / 2 - (RADIUS + r + 12 * px) * Math.cos(angle(id));
                p.fill(palette.ink());
                p.text("N" + id, lx, ly, TextStyle.of(11 * px).centred());
            }
        }
    }

    /** A distinct colour per rack (golden-angle hues clear of the faulty red), muted so groups stand out. */
    public int rackColour(int rack) {
        return hsl(clearOfWarnings(0.55 + rack * 0.381966), 0.45, palette.name().equals("dark") ? 0.55 : 0.68);
    }

    /**
     * A colour per TP group (cycling through {@value #GROUP_COLOURS}, so neighbouring groups differ), saturated, its
     * hue clear of the faulty red and the bypass orange.
     */
    public int groupColour(int g) {
        return hsl(clearOfWarnings(0.62 + g % GROUP_COLOURS * 0.618034), 0.85, palette.name().equals("dark") ? 0.65 : 0.40);
    }

    /** The hue (mod 1) moved out of [0.93, 0.15), the reds and oranges that mark faults and bypasses. */
    private static double clearOfWarnings(double hue) {
        double h = hue % 1.0;
        return h >= 0.93 || h < 0.15 ? 0.15 + (h >= 0.93 ? h - 0.93 : h + 0.07) * 5 % 0.78 : h;
    }

    private static int hsl(double h, double s, double l) {
        double c = (1 - Math.abs(2 * l - 1)) * s;
        double hp = h * 6;
        double x = c * (1 - Math.abs(hp % 2 - 1));
        double[] rgb = hp < 1 ? new double[]{c, x, 0} : hp < 2 ? new double[]{x, c, 0} : hp < 3 ? new double[]{0, c, x}
                : hp < 4 ? new double[]{0, x, c} : hp < 5 ? new double[]{x, 0, c} : new double[]{c, 0, x};
        double m = l - c / 2;
        int r = (int) Math.round((rgb[0] + m) * 255);
        int g = (int) Math.round((rgb[1] + m) * 255);
        int b = (int) Math.round((rgb[2] + m) * 255);
        return 0xFF000000 | r << 16 | g << 8 | b;
    }

    /** The legend for an export of this figure. */
    public List<Sheet.Entry> legend() {
        List<Sheet.Entry> out = new ArrayList<>();
        int racks = Math.min(4, (state.design().nodes() + state.design().nodesPerTor() - 1)
                / state.design().nodesPerTor());
        for (int rack = 0; rack < racks; rack++) {
            out.add(new Sheet.Entry(Sheet.Swatch.FILL, rackColour(rack), "rack " + (rack + 1)));
        }
        out.add(new Sheet.Entry(Sheet.Swatch.FILL, palette.error(), "faulty node"));
        out.add(new Sheet.Entry(Sheet.Swatch.LINE, palette.outline(), "primary links (hop 1)"));
        out.add(new Sheet.Entry(Sheet.Swatch.LINE, palette.grid(), "backup links (hops 2.." + state.design().bundles()
                + ")"));
        out.add(new Sheet.Entry(Sheet.Swatch.LINE, groupColour(0), "TP group (one colour each)"));
        out.add(new Sheet.Entry(Sheet.Swatch.LINE, palette.warning(), "bypass of a faulty node"));
        return out;
    }
}
