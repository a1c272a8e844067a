package com.lightwire.ui.hbd;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Palette;
import com.lightwire.figure.hbd.HbdRingFigure;
import com.lightwire.figure.hbd.HbdRingState;
import com.lightwire.model.hbd.HbdFaults;
import com.lightwire.model.hbd.HbdGroup;
import com.lightwire.model.hbd.HbdPlacement;
import com.lightwire.ui.common.Animated;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The HBD rings re-forming around the faulty nodes, for a deck step (issue 15): the rings with every node healthy,
 * then the faulty nodes marked with no TP group left, then the groups the placement found forming along the ring,
 * a few at a time (at most {@value #MAX_GROUP_PHASES} phases), the groups that bypass a faulty node named, and at
 * last the view's drawing (conflicts included). Built from the placement the view already holds: nothing is placed
 * again while it plays.
 */
final class RingReforming implements Animated.Animation {

    /** Most phases the groups form in; larger placements add several groups a phase. */
    static final int MAX_GROUP_PHASES = 46;

    /** Longest run of ring positions a link between two group members may skip (more is not a bypass). */
    private static final int MAX_SKIP = 16;

    private final HbdRingState shown;
    private final Palette palette;
    private final List<HbdGroup> groups;
    private final int lead;
    private final int per;
    private final int steps;
    private final int[] position;
    private final boolean[] faulty;

    private RingReforming(HbdRingState shown, Palette palette) {
        this.shown = new HbdRingState(shown.design(), shown.order(), shown.faults(), shown.placement(), 0,
                shown.selectedGroup(), shown.rack());
        this.palette = palette;
        this.groups = shown.placement().groups();
        this.lead = shown.faults().count() > 0 ? 2 : 1;
        this.per = Math.max(1, (groups.size() + MAX_GROUP_PHASES - 1) / MAX_GROUP_PHASES);
        this.steps = (groups.size() + per - 1) / per;
        this.position = new int[shown.design().nodes() + 1];
        for (int i = 0; i < shown.order().size(); i++) {
            position[shown.order().get(i)] = i;
        }
        this.faulty = shown.faults().mask(shown.design().nodes());
    }

    /** The re-forming of what {@code shown} draws, or empty while its groups are being placed. */
    static Optional<Animated.Animation> of(HbdRingState shown, Palette palette) {
        if (shown == null || shown.placement() == null || shown.placement().groups().isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new RingReforming(shown, palette));
    }

    @Override
    public int phases() {
        return lead + steps + 1;
    }

    /** Groups formed at phase {@code phase} (all of them from the last group phase on). */
    int groupsAt(int phase) {
        return Math.max(0, Math.min(groups.size(), (phase - lead + 1) * per));
    }

    @Override
    public Figure frame(int phase) {
        if (phase >= phases() - 1) {
            return new HbdRingFigure(shown, palette);
        }
        HbdFaults faults = phase == 0 ? HbdFaults.NONE : shown.faults();
        return new HbdRingFigure(new HbdRingState(shown.design(), shown.order(), faults, phase < lead ? null
                : formed(groupsAt(phase)), 0, -1, shown.rack()), palette);
    }

    private HbdPlacement formed(int count) {
        HbdPlacement p = shown.placement();
        long used = (long) count * p.tp();
        return new HbdPlacement(p.order(), p.components(), groups.subList(0, count), List.of(), p.bundleNames(),
                p.gpusPerNode(), p.tp(), p.mode(), used, p.totalGpus() - used, p.totalGpus());
    }

    @Override
    public String describe(int phase) {
        HbdPlacement p = shown.placement();
        int nodes = shown.design().nodes();
        if (phase == 0) {
            return String.format(Locale.ROOT, "%d nodes in K-hop rings, every node healthy", nodes);
        }
        if (phase < lead) {
            return String.format(Locale.ROOT, "%d faulty node%s %s: the rings break there and TP-%d groups must "
                    + "re-form", shown.faults().count(), shown.faults().count() == 1 ? "" : "s",
                    shown.faults().faulty().toList(), p.tp());
        }
        if (phase >= phases() - 1) {
            return String.format(Locale.ROOT, "Re-formed: %d TP-%d groups (%s), %d conflicts, %.2f %% of GPUs wasted",
                    groups.size(), p.tp(), p.mode().key(), p.conflicts().size(), p.wasteRatio() * 100);
        }
        int to = groupsAt(phase);
        int from = Math.max(0, to - per);
        List<Integer> bypassed = bypassed(from, to);
        return String.format(Locale.ROOT, "TP groups %s of %d formed%s", from + 1 == to ? Integer.toString(to)
                : (from + 1) + "-" + to, groups.size(), bypassed.isEmpty() ? "" : ", bypassing faulty node"
                + (bypassed.size() == 1 ? " " : "s ") + bypassed + " (dashed)");
    }

    /** The faulty nodes the groups {@code from} (inclusive) to {@code to} skip over in ring order. */
    private List<Integer> bypassed(int from, int to) {
        List<Integer> out = new ArrayList<>();
        int size = shown.order().size();
        for (HbdGroup g : groups.subList(from, to)) {
            for (int i = 0; i + 1 < g.nodes().size(); i++) {
                int a = position[g.nodes().get(i)];
                int b = position[g.nodes().get(i + 1)];
                if ((b - a + size) % size > MAX_SKIP) {
                    continue;
                }
                for (int k = (a + 1) % size; k != b && out.size() < 8; k = (k + 1) % size) {
                    int id = shown.order().get(k);
                    if (faulty[id] && !out.contains(id)) {
                        out.add(id);
                    }
                }
            }
        }
        return out;
    }
}
