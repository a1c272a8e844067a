package com.lightwire.figure.hbd;

import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.model.hbd.HbdGroup;
import com.lightwire.model.hbd.IntSeq;

import java.util.List;

/**
 * The links of the rings figure nearer than the dot view: primary links (hop 1) as the ring, backup links (hops
 * 2..K) as chords, each TP group as a thick path through its chain in its group colour (batched into one path per
 * colour and sector of the ring, so each stroked path spans a small area), its bypasses over failed nodes dashed.
 * Only links in view are added; a path with nothing in view is not stroked.
 */
final class RingLinks {

    /** Sectors of the ring the group paths are split into. */
    private static final int SECTORS = 32;

    private final RingLayout layout;
    private final HbdRingState state;
    private final HbdColours colours;
    private final Palette palette;

    RingLinks(RingLayout layout, HbdRingState state, HbdColours colours, Palette palette) {
        this.layout = layout;
        this.state = state;
        this.colours = colours;
        this.palette = palette;
    }

    /** The primary links: one circle while nodes are close, else a path of the links in view. */
    void primaries(Painter p, double px, double spacing) {
        int n = layout.size();
        p.stroke(palette.outline(), 1.5 * px);
        if (spacing <= 2) {
            p.strokeOval(RingLayout.SIDE / 2 - RingLayout.RADIUS, RingLayout.SIDE / 2 - RingLayout.RADIUS,
                    2 * RingLayout.RADIUS, 2 * RingLayout.RADIUS);
            return;
        }
        p.beginPath();
        int links = state.design().isRing() ? n : n - 1;
        int added = 0;
        for (int i = 0; i < links; i++) {
            added += segment(p, i, (i + 1) % n);
        }
        stroke(p, added);
    }

    void backups(Painter p, double px) {
        int n = layout.size();
        p.stroke(palette.grid(), px);
        p.beginPath();
        int added = 0;
        for (int i = 0; i < n; i++) {
            for (int hop = 2; hop <= state.design().bundles(); hop++) {
                if (!state.design().isRing() && i + hop >= n) {
                    break;
                }
                added += segment(p, i, (i + hop) % n);
            }
        }
        stroke(p, added);
    }

    /**
     * The groups in their colours (the selected one thicker, the others dimmed), then every bypass dashed; thin
     * when the GPU rings inside the nodes show ({@code thin}), so the paths do not hide them.
     */
    void groups(Painter p, double px, double spacing, boolean thin) {
        if (state.placement() == null) {
            return;
        }
        List<HbdGroup> groups = state.placement().groups();
        int selected = state.selectedGroup();
        double width = (thin ? 1.5 : Math.max(2.5, Math.min(6, spacing / 3))) * px;
        for (int[] bucket : sectorBuckets(groups)) {
            for (int c = 0; c < HbdColours.GROUP_COLOURS; c++) {
                p.stroke(selected >= 0 ? Palette.mix(colours.group(c), palette.background(), 0.75)
                        : colours.group(c), width);
                p.beginPath();
                int added = 0;
                for (int g : bucket) {
                    if (g % HbdColours.GROUP_COLOURS == c && g != selected) {
                        added += chain(p, groups.get(g).nodes(), spacing, false);
                    }
                }
                stroke(p, added);
            }
        }
        if (selected >= 0 && selected < groups.size()) {
            p.stroke(colours.group(selected), width * 1.8);
            p.beginPath();
            stroke(p, chain(p, groups.get(selected).nodes(), spacing, false));
        }
        p.save();
        p.stroke(palette.warning(), 3 * px);
        p.dashes(6 * px, 4 * px);
        p.beginPath();
        int added = 0;
        for (HbdGroup group : groups) {
            added += chain(p, group.nodes(), spacing, true);
        }
        stroke(p, added);
        p.restore();
    }

    private static void stroke(Painter p, int added) {
        if (added > 0) {
            p.strokePath();
        }
    }

    private int segment(Painter p, int i, int j) {
        if (layout.shows(layout.xAt(i), layout.yAt(i), layout.xAt(j), layout.yAt(j))) {
            p.segment(layout.xAt(i), layout.yAt(i), layout.xAt(j), layout.yAt(j));
            return 1;
        }
        return 0;
    }

    /** The groups by the sector of their first node. */
    private int[][] sectorBuckets(List<HbdGroup> groups) {
        int n = Math.max(1, layout.size());
        int[] count = new int[SECTORS];
        int[] sector = new int[groups.size()];
        for (int g = 0; g < groups.size(); g++) {
            sector[g] = (int) ((long) layout.position(groups.get(g).nodes().get(0)) * SECTORS / n);
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

    /**
     * Adds a chain's links (or only its bypasses) in view to the path, one chord when nodes are under a pixel apart;
     * returns how many.
     */
    private int chain(Painter p, IntSeq chain, double spacing, boolean bypasses) {
        if (spacing < 1 && !bypasses) {
            return segment(p, layout.position(chain.get(0)), layout.position(chain.get(chain.size() - 1)));
        }
        int added = 0;
        for (int i = 0; i + 1 < chain.size(); i++) {
            int a = layout.position(chain.get(i));
            int b = layout.position(chain.get(i + 1));
            if ((Math.floorMod(b - a, Math.max(1, layout.size())) > 1) == bypasses) {
                added += segment(p, a, b);
            }
        }
        return added;
    }
}
