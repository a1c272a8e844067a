package com.lightwire.figure.hbd;

import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.model.hbd.HbdGroup;

/**
 * The GPUs inside the nodes, once a node disc is at least {@value #MIN_RADIUS_PX} px across: R dots on a small circle
 * (G1 at the top, clockwise), labelled {@code G2} from {@value #LABEL_RADIUS_PX} px and {@code N3.G2} from
 * {@value #FULL_LABEL_RADIUS_PX} px; the selected group's GPU ring (digest §2.4) drawn through them in the group's
 * colour: in-node hops (loopback or DAC) inside a node, fiber hops between nodes. O(visible nodes · R).
 */
final class GpuRingInset {

    static final double MIN_RADIUS_PX = 22;
    static final double LABEL_RADIUS_PX = 30;
    static final double FULL_LABEL_RADIUS_PX = 48;

    private final RingLayout layout;
    private final HbdRingState state;
    private final HbdColours colours;
    private final Palette palette;

    GpuRingInset(RingLayout layout, HbdRingState state, HbdColours colours, Palette palette) {
        this.layout = layout;
        this.state = state;
        this.colours = colours;
        this.palette = palette;
    }

    /** True when nodes of radius {@code radius} (world) are big enough at {@code px} world units per pixel. */
    static boolean readable(double radius, double px) {
        return radius / px >= MIN_RADIUS_PX;
    }

    private double gpuX(int position, int gpu, double radius) {
        int r = state.design().gpusPerNode();
        return layout.xAt(position) + 0.58 * radius * Math.sin(2 * Math.PI * gpu / r);
    }

    private double gpuY(int position, int gpu, double radius) {
        int r = state.design().gpusPerNode();
        return layout.yAt(position) - 0.58 * radius * Math.cos(2 * Math.PI * gpu / r);
    }

    void paint(Painter p, double px, double radius, ScreenLabels labels) {
        selectedRing(p, px, radius);
        int r = state.design().gpusPerNode();
        double radiusPx = radius / px;
        double dot = Math.max(3 * px, radius * 0.2);
        boolean full = radiusPx >= FULL_LABEL_RADIUS_PX;
        for (int i = 0; i < layout.size(); i++) {
            if (!layout.showsNode(i)) {
                continue;
            }
            int id = layout.id(i);
            for (int g = 0; g < r; g++) {
                double x = gpuX(i, g, radius);
                double y = gpuY(i, g, radius);
                p.fill(palette.surface());
                p.fillOval(x - dot, y - dot, 2 * dot, 2 * dot);
                p.stroke(palette.outline(), px);
                p.strokeOval(x - dot, y - dot, 2 * dot, 2 * dot);
                if (radiusPx >= LABEL_RADIUS_PX) {
                    labels.add(full ? "N" + id + ".G" + (g + 1) : "G" + (g + 1), x, full ? y + dot + 8 * px : y,
                            full ? 10 : 8, palette.ink());
                }
            }
        }
    }

    /** The selected group's GPU ring as lines between consecutive GPUs, back to the first. */
    private void selectedRing(Painter p, double px, double radius) {
        int selected = state.selectedGroup();
        if (state.placement() == null || selected < 0 || selected >= state.placement().groups().size()) {
            return;
        }
        HbdGroup group = state.placement().groups().get(selected);
        int size = group.gpuRing().size();
        int r = state.design().gpusPerNode();
        p.stroke(colours.group(selected), 2.5 * px);
        p.beginPath();
        for (int k = 0; k < size; k++) {
            int a = group.gpuRing().get(k);
            int b = group.gpuRing().get((k + 1) % size);
            int pa = layout.position(a / r + 1);
            int pb = layout.position(b / r + 1);
            p.segment(gpuX(pa, a % r, radius), gpuY(pa, a % r, radius), gpuX(pb, b % r, radius),
                    gpuY(pb, b % r, radius));
        }
        if (size > 0) {
            p.strokePath();
        }
    }
}
