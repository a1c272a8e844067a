package com.lightwire.figure.hbd;

import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;

/**
 * The nodes of the rings figure nearer than the dot view, and the marks that must show at every zoom. A node is a
 * square filled by rack while nodes are under {@value #DISC_SPACING} px apart (a filled rectangle costs the canvas
 * microseconds, an oval a path), a disc with an outline nearer; faulty nodes are red with a cross, nodes outside the
 * rack filter muted, labels ({@code N3}) outside the ring above {@value #LABEL_SPACING} px. Breakpoints (runs of at
 * least K failed nodes) are a bar across the ring in ink, conflicts a red diamond around the node.
 */
final class RingNodes {

    static final double DISC_SPACING = 16;
    static final double LABEL_SPACING = 18;

    private final RingLayout layout;
    private final RingFacts facts;
    private final HbdRingState state;
    private final HbdColours colours;
    private final Palette palette;

    RingNodes(RingLayout layout, RingFacts facts, HbdRingState state, HbdColours colours, Palette palette) {
        this.layout = layout;
        this.facts = facts;
        this.state = state;
        this.colours = colours;
        this.palette = palette;
    }

    /** Node radius in world units at this zoom: a third of the spacing, at most 40 units, at least 1.5 px. */
    double radius(double px, double spacing) {
        return Math.max(1.5 * px, layout.nodeRadiusWorld());
    }

    void paint(Painter p, double px, double spacing, ScreenLabels labels) {
        double r = radius(px, spacing);
        boolean discs = spacing >= DISC_SPACING;
        for (int i = 0; i < layout.size(); i++) {
            int id = layout.id(i);
            boolean faulty = facts.faulty[id];
            if ((spacing <= 1.5 && !faulty) || !layout.showsNode(i)) {
                continue;
            }
            double radius = faulty ? Math.max(r, 4.5 * px) : r;
            int fill = faulty ? palette.error() : colours.rack((id - 1) / state.design().nodesPerTor());
            p.fill(state.muted(id) ? Palette.mix(fill, palette.background(), 0.8) : fill);
            double cx = layout.xAt(i);
            double cy = layout.yAt(i);
            if (!discs) {
                p.fillRect(cx - radius, cy - radius, 2 * radius, 2 * radius);
            } else {
                p.fillOval(cx - radius, cy - radius, 2 * radius, 2 * radius);
                p.stroke(palette.outline(), 0.8 * px);
                p.strokeOval(cx - radius, cy - radius, 2 * radius, 2 * radius);
            }
            if (faulty && spacing > 4) {
                cross(p, cx, cy, radius, px);
            }
            if (spacing > LABEL_SPACING && spacing > labelWidth(id) && !state.muted(id)) {
                labels.add("N" + id, layout.xOut(i, RingLayout.RADIUS + r + 12 * px),
                        layout.yOut(i, RingLayout.RADIUS + r + 12 * px), 11, palette.ink());
            }
        }
    }

    /** The room a label {@code N<id>} needs along the ring at 11 px, so neighbouring labels do not overlap. */
    private static double labelWidth(int id) {
        return 6.5 * (1 + Integer.toString(id).length()) + 6;
    }

    private void cross(Painter p, double cx, double cy, double radius, double px) {
        p.stroke(Palette.inkOn(palette.error()), 1.5 * px);
        double d = radius * 0.6;
        p.line(cx - d, cy - d, cx + d, cy + d);
        p.line(cx - d, cy + d, cx + d, cy - d);
    }

    /** A bar across the ring at the middle of each breakpoint run, labelled when nodes are far enough apart. */
    void breakpoints(Painter p, double px, double spacing, ScreenLabels labels) {
        p.stroke(palette.ink(), 3 * px);
        for (int[] run : facts.breakpoints) {
            double mid = run[0] + (run[1] - 1) / 2.0;
            int at = (int) Math.floor(mid) % Math.max(1, layout.size());
            if (!layout.showsNode(at)) {
                continue;
            }
            double a = 2 * Math.PI * mid / layout.size();
            double in = RingLayout.RADIUS - 18 * px;
            double out = RingLayout.RADIUS + 18 * px;
            double c = RingLayout.SIDE / 2;
            p.line(c + in * Math.sin(a), c - in * Math.cos(a), c + out * Math.sin(a), c - out * Math.cos(a));
            if (spacing > 6) {
                double lr = RingLayout.RADIUS - 30 * px;
                labels.add("breakpoint", c + lr * Math.sin(a), c - lr * Math.cos(a), 10, palette.ink());
            }
        }
    }

    /** A red diamond around each node with a bundle conflict, with the bundle named when labels show. */
    void conflicts(Painter p, double px, double spacing, ScreenLabels labels) {
        double r = radius(px, spacing) + 5 * px;
        for (int i = 0; i < layout.size(); i++) {
            int id = layout.id(i);
            if (facts.conflict[id] == null || !layout.showsNode(i)) {
                continue;
            }
            double cx = layout.xAt(i);
            double cy = layout.yAt(i);
            p.stroke(palette.error(), 2 * px);
            p.strokePolyline(true, cx, cy - r, cx + r, cy, cx, cy + r, cx - r, cy);
            if (spacing > LABEL_SPACING) {
                labels.add("conflict " + facts.conflict[id], layout.xOut(i, RingLayout.RADIUS - r - 14 * px),
                        layout.yOut(i, RingLayout.RADIUS - r - 14 * px), 10, palette.error());
            }
        }
    }
}
