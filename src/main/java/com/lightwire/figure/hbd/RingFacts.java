package com.lightwire.figure.hbd;

import com.lightwire.model.hbd.BundleConflict;
import com.lightwire.model.hbd.HbdGroup;
import com.lightwire.model.hbd.IntSeq;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What the rings figure derives from its state once per frame source, O(N): the faulty mask, each node's group, the
 * nodes of a bundle conflict, and the breakpoints (runs of at least K consecutive failed nodes in HBD order, cyclic
 * on a ring: there the healthy nodes split, digest §2.5).
 */
final class RingFacts {

    /** Indexed by node id (0 unused). */
    final boolean[] faulty;
    /** Group index of each node id, -1 for none. */
    final int[] group;
    /** Indexed by node id: the bundle of a conflict at that node, or null. */
    final String[] conflict;
    /** Breakpoint runs as {first HBD position, length}. */
    final List<int[]> breakpoints;

    RingFacts(HbdRingState state, RingLayout layout) {
        int nodes = state.design().nodes();
        faulty = state.faults().mask(nodes);
        group = new int[nodes + 1];
        Arrays.fill(group, -1);
        conflict = new String[nodes + 1];
        if (state.placement() != null) {
            List<HbdGroup> groups = state.placement().groups();
            for (int g = 0; g < groups.size(); g++) {
                IntSeq chain = groups.get(g).nodes();
                for (int i = 0; i < chain.size(); i++) {
                    group[chain.get(i)] = g;
                }
            }
            for (BundleConflict c : state.placement().conflicts()) {
                conflict[c.node()] = c.bundle();
            }
        }
        breakpoints = breakpoints(layout, state.design().bundles(), state.design().isRing());
    }

    /** Runs of at least {@code reach} failed nodes between healthy ones (on a line, the ends split nothing). */
    private List<int[]> breakpoints(RingLayout layout, int reach, boolean ring) {
        int n = layout.size();
        List<int[]> out = new ArrayList<>();
        int healthy = 0;
        while (healthy < n && faulty[layout.id(healthy)]) {
            healthy++;
        }
        int run = 0;
        int steps = ring ? n : n - 1 - healthy;
        for (int step = 1; step <= steps; step++) {
            int i = (healthy + step) % n;
            if (faulty[layout.id(i)]) {
                run++;
            } else {
                if (run >= reach) {
                    out.add(new int[] {Math.floorMod(i - run, n), run});
                }
                run = 0;
            }
        }
        return out;
    }
}
