package com.lightwire.figure.hbd;

import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Viewport;

/**
 * The far view of the rings figure: the ring as touching square dots {@value #PITCH} px apart, each aggregating the
 * nodes under it: error red (and larger) when any of them is faulty, else the colour of the first group among them
 * (dimmed when another group is selected), else the outline colour for nodes in no group. One filled rectangle per
 * dot and nothing per node, so 32,768 nodes cost about as much as 1,000 (a stroked circle or chain path costs the
 * canvas tens of milliseconds; issue 13: redraw within 30 ms). O(N) to aggregate, O(dots in view) to draw.
 */
final class DotRing {

    /** Screen distance between dot centres, px (dots touch). */
    static final double PITCH = 2.5;
    /** Size of a dot holding a faulty node, px. */
    static final double FAULT_PX = 4.5;

    private DotRing() {
    }

    static void paint(Painter p, Viewport view, RingLayout layout, RingFacts facts, HbdRingState state,
                      HbdColours colours, Palette palette) {
        int n = layout.size();
        double px = 1 / view.scale();
        int dots = (int) Math.max(1, Math.min(n, Math.ceil(2 * Math.PI * RingLayout.RADIUS * view.scale() / PITCH)));
        int current = 0;
        int[] faultDots = new int[dots];
        int faults = 0;
        for (int d = 0; d < dots; d++) {
            int from = (int) ((long) d * n / dots);
            int to = (int) ((long) (d + 1) * n / dots);
            int mid = (from + to) / 2;
            if (!layout.showsNode(mid)) {
                continue;
            }
            int colour = palette.outline();
            boolean fault = false;
            int groupColour = 0;
            for (int i = from; i < to; i++) {
                int id = layout.id(i);
                if (facts.faulty[id]) {
                    fault = true;
                    break;
                }
                if (groupColour == 0 && facts.group[id] >= 0) {
                    groupColour = colour(facts.group[id], state, colours, palette);
                }
            }
            if (fault) {
                faultDots[faults++] = mid;
                continue;
            }
            colour = groupColour != 0 ? groupColour : colour;
            if (colour != current) {
                p.fill(colour);
                current = colour;
            }
            p.fillRect(layout.xAt(mid) - PITCH * px / 2, layout.yAt(mid) - PITCH * px / 2, PITCH * px, PITCH * px);
        }
        p.fill(palette.error());
        double size = FAULT_PX * px;
        for (int f = 0; f < faults; f++) {
            p.fillRect(layout.xAt(faultDots[f]) - size / 2, layout.yAt(faultDots[f]) - size / 2, size, size);
        }
    }

    private static int colour(int g, HbdRingState state, HbdColours colours, Palette palette) {
        int selected = state.selectedGroup();
        return selected >= 0 && g != selected ? Palette.mix(colours.group(g), palette.background(), 0.75)
                : colours.group(g);
    }
}
