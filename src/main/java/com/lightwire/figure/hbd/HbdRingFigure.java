package com.lightwire.figure.hbd;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.Size;
import com.lightwire.figure.Viewport;

import java.util.ArrayList;
import java.util.List;

/**
 * Nodes on a circle in HBD order ({@link RingLayout}), filled by rack; primary links (hop 1) as the ring itself,
 * backup links (hops 2..K) as chords; faulty nodes red with a cross; each TP group as a thick path through its chain
 * in its own colour, its bypasses (hops over failed nodes) dashed in the warning colour; breakpoints as bars across the
 * ring, bundle conflicts as red diamonds; a selected group drawn thicker with the others dimmed and, once nodes are
 * large, its GPU ring through the GPUs inside the nodes ({@link GpuRingInset}); nodes outside the rack filter muted.
 * The hovered node's links to its neighbours are on the {@link Layer#HOVER} layer, so pointing repaints only them.
 * <p>
 * Level of detail by the on-screen node spacing: under {@value DotRing#PITCH} px the ring is a band of dots
 * aggregating the nodes under each ({@link DotRing}) with a band of arcs, position ticks and a summary inside the ring
 * ({@link RingOverview}); nearer, only links and nodes in view are drawn, nodes as squares
 * up to {@value RingNodes#DISC_SPACING} px and as discs beyond, with labels from {@value RingNodes#LABEL_SPACING} px.
 */
public final class HbdRingFigure implements Figure {

    /** World extent: a 1,000 × 1,000 square. */
    public static final double SIDE = RingLayout.SIDE;

    private final HbdRingState state;
    private final Palette palette;
    private final HbdColours colours;
    private final RingLayout layout;
    private final RingFacts facts;
    private final RingLinks links;
    private final RingNodes nodes;
    private final GpuRingInset gpus;
    private final RingOverview overview;

    public HbdRingFigure(HbdRingState state, Palette palette) {
        this.state = state;
        this.palette = palette;
        this.colours = new HbdColours(palette);
        this.layout = new RingLayout(state.order(), state.design().nodes());
        this.facts = new RingFacts(state, layout);
        this.links = new RingLinks(layout, state, colours, palette);
        this.nodes = new RingNodes(layout, facts, state, colours, palette);
        this.gpus = new GpuRingInset(layout, state, colours, palette);
        this.overview = new RingOverview(layout, facts, state, palette);
    }

    @Override
    public Size size() {
        return new Size(SIDE, SIDE);
    }

    @Override
    public double preferredScale() {
        return 1;
    }

    /** World x of node {@code id}. */
    public double x(int id) {
        return layout.xAt(layout.position(id));
    }

    public double y(int id) {
        return layout.yAt(layout.position(id));
    }

    /** The node at world point (wx, wy), or 0. */
    public int nodeAt(double wx, double wy) {
        return layout.nodeAt(wx, wy);
    }

    /** The breakpoint runs as {first HBD position, length} (for tests and the view's text). */
    public List<int[]> breakpoints() {
        return facts.breakpoints;
    }

    @Override
    public void paint(Painter p, Viewport view, Layer layer) {
        if (layer == Layer.CONTENT) {
            Figure.fillBackground(p, view, palette.background());
        } else if (layer != Layer.HOVER) {
            return;
        }
        p.save();
        view.apply(p);
        layout.clipTo(view, 20);
        double px = 1 / view.scale();
        double spacing = layout.spacing(view);
        ScreenLabels labels = new ScreenLabels();
        if (layer == Layer.HOVER) {
            hover(p, px, spacing);
        } else {
            content(p, view, px, spacing, labels);
        }
        p.restore();
        labels.paint(p, view);
    }

    private void content(Painter p, Viewport view, double px, double spacing, ScreenLabels labels) {
        if (spacing < DotRing.PITCH) {
            DotRing.paint(p, view, layout, facts, state, colours, palette);
            overview.paint(p, view, labels);
        } else {
            links.primaries(p, px, spacing);
            if (spacing > 3) {
                links.backups(p, px);
            }
            double radius = nodes.radius(px, spacing);
            boolean insets = GpuRingInset.readable(radius, px);
            links.groups(p, px, spacing, insets);
            nodes.paint(p, px, spacing, labels);
            if (insets) {
                gpus.paint(p, px, radius, labels);
            }
        }
        nodes.conflicts(p, px, spacing, labels);
        nodes.breakpoints(p, px, spacing, labels);
    }

    /** The hovered node's links to its 2K neighbours (K on a line end) and its outline, in the hover colour. */
    private void hover(Painter p, double px, double spacing) {
        int id = state.hover();
        if (id < 1 || id > state.design().nodes()) {
            return;
        }
        int at = layout.position(id);
        int n = layout.size();
        p.stroke(palette.hover(), 2 * px);
        for (int offset = -state.design().bundles(); offset <= state.design().bundles(); offset++) {
            int other = at + offset;
            if (offset != 0 && (state.design().isRing() || (other >= 0 && other < n))) {
                int j = Math.floorMod(other, n);
                p.line(layout.xAt(at), layout.yAt(at), layout.xAt(j), layout.yAt(j));
            }
        }
        double r = Math.max(nodes.radius(px, spacing), 4.5 * px) + 2 * px;
        p.stroke(palette.hover(), 2.5 * px);
        p.strokeOval(layout.xAt(at) - r, layout.yAt(at) - r, 2 * r, 2 * r);
    }

    /** A distinct colour per rack. */
    public int rackColour(int rack) {
        return colours.rack(rack);
    }

    /** The colour of TP group g. */
    public int groupColour(int g) {
        return colours.group(g);
    }

    /** The legend for an export of this figure and the view's legend bar. */
    public List<Sheet.Entry> legend() {
        List<Sheet.Entry> out = new ArrayList<>();
        int allRacks = (state.design().nodes() + state.design().nodesPerTor() - 1) / state.design().nodesPerTor();
        int racks = Math.min(4, allRacks);
        for (int rack = 0; rack < racks; rack++) {
            boolean more = rack == racks - 1 && allRacks > racks;
            out.add(new Sheet.Entry(Sheet.Swatch.FILL, colours.rack(rack), more
                    ? "rack " + (rack + 1) + " ... " + allRacks + " (a hue each)" : "rack " + (rack + 1)));
        }
        out.add(new Sheet.Entry(Sheet.Swatch.FILL, palette.error(), "faulty node"));
        out.add(new Sheet.Entry(Sheet.Swatch.LINE, palette.outline(), "primary links (hop 1)"));
        int k = state.design().bundles();
        if (k >= 2) {
            out.add(new Sheet.Entry(Sheet.Swatch.LINE, palette.grid(), k == 2 ? "backup links (hop 2)"
                    : "backup links (hops 2.." + k + ")"));
        }
        out.add(new Sheet.Entry(Sheet.Swatch.LINE, colours.group(0), "TP group (one colour each; GPU ring inside)"));
        out.add(new Sheet.Entry(Sheet.Swatch.LINE, palette.warning(), "bypass of a faulty node"));
        out.add(new Sheet.Entry(Sheet.Swatch.LINE, palette.ink(), "breakpoint (>= K failed in a row)"));
        out.add(new Sheet.Entry(Sheet.Swatch.FRAME, palette.error(), "bundle conflict (odd K)"));
        return out;
    }
}
