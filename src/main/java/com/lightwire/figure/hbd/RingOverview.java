package com.lightwire.figure.hbd;

import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.TextStyle;
import com.lightwire.figure.Viewport;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdPlacement;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What the far view of the rings figure adds to its band of dots so that a large ring reads at fit (walk-through:
 * hbd-9792 at fit was a bare circle): a band of arcs outside the ring, each aggregating about {@value #ARC_PX} px of
 * it in one colour (all its nodes in groups, some healthy nodes in none, or a fault among them); ticks naming the node
 * at eight evenly spaced HBD positions; and, inside the ring, what it is and what the arcs mean (design, groups,
 * faults, waste, how to see more). At most {@value #MAX_ARCS} filled polygons, {@value #TICKS} ticks and 14 texts,
 * whatever the node count.
 */
final class RingOverview {

    /** Screen length of an arc, px. */
    static final double ARC_PX = 24;
    /** Most arcs, however large the ring shows. */
    static final int MAX_ARCS = 96;
    /** Positions named by a tick. */
    static final int TICKS = 8;
    /** Smallest on-screen ring radius with room for the summary inside, px. */
    static final double SUMMARY_RADIUS_PX = 150;

    /** Arc states, in the order of the summary's key. */
    enum Arc { GROUPED, UNUSED, FAULTY }

    private final RingLayout layout;
    private final RingFacts facts;
    private final HbdRingState state;
    private final Palette palette;

    RingOverview(RingLayout layout, RingFacts facts, HbdRingState state, Palette palette) {
        this.layout = layout;
        this.facts = facts;
        this.state = state;
        this.palette = palette;
    }

    /** How many arcs the band has at this zoom: one per {@value #ARC_PX} px of ring, at least 8, at most N. */
    static int arcCount(int nodes, double scale) {
        int byLength = (int) Math.floor(2 * Math.PI * RingLayout.RADIUS * scale / ARC_PX);
        return Math.max(1, Math.min(nodes, Math.min(MAX_ARCS, Math.max(8, byLength))));
    }

    /** The state of each of {@code arcs} arcs, in HBD order from the top, clockwise. */
    List<Arc> arcs(int arcs) {
        int n = layout.size();
        List<Arc> out = new ArrayList<>(arcs);
        for (int a = 0; a < arcs; a++) {
            int from = (int) ((long) a * n / arcs);
            int to = (int) ((long) (a + 1) * n / arcs);
            Arc arc = Arc.GROUPED;
            for (int i = from; i < to && arc != Arc.FAULTY; i++) {
                int id = layout.id(i);
                if (facts.faulty[id]) {
                    arc = Arc.FAULTY;
                } else if (state.placement() != null && facts.group[id] < 0) {
                    arc = Arc.UNUSED;
                }
            }
            out.add(arc);
        }
        return out;
    }

    /** Paints the band and the ticks in world space; the tick labels and summary go to {@code labels}. */
    void paint(Painter p, Viewport view, ScreenLabels labels) {
        double px = 1 / view.scale();
        int arcs = arcCount(layout.size(), view.scale());
        List<Arc> states = arcs(arcs);
        double inner = RingLayout.RADIUS + 7 * px;
        double outer = RingLayout.RADIUS + 17 * px;
        double gap = Math.min(0.2, 1.5 * px / (2 * Math.PI * RingLayout.RADIUS / arcs));
        for (int a = 0; a < arcs; a++) {
            p.fill(colour(states.get(a)));
            p.fillPolygon(sector((a + gap / 2) / arcs, (a + 1 - gap / 2) / arcs, inner, outer));
        }
        p.stroke(palette.ink(), 1.2 * px);
        for (int t = 0; t < TICKS; t++) {
            int i = (int) ((long) t * layout.size() / TICKS);
            double a = 2 * Math.PI * i / layout.size();
            p.line(x(a, outer + 2 * px), y(a, outer + 2 * px), x(a, outer + 9 * px), y(a, outer + 9 * px));
            labels.add("N" + layout.id(i), x(a, outer + 22 * px), y(a, outer + 22 * px), 11, palette.ink());
        }
        if (RingLayout.RADIUS * view.scale() >= SUMMARY_RADIUS_PX) {
            List<String> lines = summary(arcs);
            double lineHeight = 17 * px;
            double top = RingLayout.SIDE / 2 - (lines.size() - 1) * lineHeight / 2;
            for (int l = 0; l < lines.size(); l++) {
                labels.add(lines.get(l), RingLayout.SIDE / 2, top + l * lineHeight, l == 0 ? 13 : 12,
                        l == 0 ? palette.ink() : palette.mutedInk());
            }
        }
    }

    /** The lines inside the ring: what it holds, the placement, what the arcs mean, how to see the nodes. */
    List<String> summary(int arcs) {
        HbdDesign d = state.design();
        int racks = (d.nodes() + d.nodesPerTor() - 1) / d.nodesPerTor();
        List<String> lines = new ArrayList<>();
        lines.add(String.format(Locale.ROOT, "%,d nodes of %d GPUs, %,d racks, K = %d %s", d.nodes(),
                d.gpusPerNode(), racks, d.bundles(), d.isRing() ? "ring" : "line"));
        lines.add("HBD order " + d.order().label() + ", clockwise from the top");
        HbdPlacement placement = state.placement();
        long faulty = state.faults().count();
        lines.add(placement == null ? String.format(Locale.ROOT, "%,d faulty; placing groups...", faulty)
                : String.format(Locale.ROOT, "%,d TP-%d groups, %,d faulty, %,d GPUs unused", placement.groups()
                        .size(), placement.tp(), faulty, placement.wastedGpus()));
        lines.add(String.format(Locale.ROOT, "Outer band: %d arcs of about %,d nodes;", arcs,
                Math.round((double) d.nodes() / arcs)));
        lines.add("an arc is green: all in groups, amber: some unused, red: a fault");
        lines.add("Zoom in (wheel or Ctrl+=) for nodes, links and GPU rings");
        return lines;
    }

    private int colour(Arc arc) {
        return switch (arc) {
            case GROUPED -> palette.ok();
            case UNUSED -> palette.warning();
            case FAULTY -> palette.error();
        };
    }

    private static double[] sector(double from, double to, double inner, double outer) {
        int steps = 4;
        double[] xy = new double[4 * (steps + 1)];
        for (int s = 0; s <= steps; s++) {
            double a = 2 * Math.PI * (from + (to - from) * s / steps);
            xy[2 * s] = x(a, outer);
            xy[2 * s + 1] = y(a, outer);
            double b = 2 * Math.PI * (to - (to - from) * s / steps);
            xy[2 * (steps + 1) + 2 * s] = x(b, inner);
            xy[2 * (steps + 1) + 2 * s + 1] = y(b, inner);
        }
        return xy;
    }

    private static double x(double angle, double radius) {
        return RingLayout.SIDE / 2 + radius * Math.sin(angle);
    }

    private static double y(double angle, double radius) {
        return RingLayout.SIDE / 2 - radius * Math.cos(angle);
    }
}
