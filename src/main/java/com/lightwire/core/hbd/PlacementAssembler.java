package com.lightwire.core.hbd;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.hbd.BundleConflict;
import com.lightwire.model.hbd.HbdGroup;
import com.lightwire.model.hbd.HbdPlacement;
import com.lightwire.model.hbd.IntSeq;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Turns chains picked on one or more lines into an {@link HbdPlacement}: bundle states and GPU rings per group, the
 * conflicts by node and bundle name, and the GPU accounting. O(N·R).
 */
final class PlacementAssembler {

    private final PlacementRequest request;
    private final KHopWiring wiring;
    private final GpuRings rings;
    private final List<HbdGroup> groups = new ArrayList<>();
    private final List<BundleConflict> conflicts = new ArrayList<>();
    private final List<IntSeq> components = new ArrayList<>();
    private int[] order = new int[0];

    PlacementAssembler(PlacementRequest request) {
        this.request = request;
        this.wiring = new KHopWiring(request.design().gpusPerNode(), request.design().bundles());
        this.rings = new GpuRings(wiring);
    }

    KHopWiring wiring() {
        return wiring;
    }

    /** Adds the line's order and components (once per line placed). */
    void addLine(HbdLine line) {
        int size = order.length;
        order = Arrays.copyOf(order, size + line.ids.length);
        System.arraycopy(line.ids, 0, order, size, line.ids.length);
        for (int c = 0; c < line.components(); c++) {
            components.add(IntSeq.wrap(Arrays.copyOfRange(line.ids, line.start[c], line.start[c + 1])));
        }
    }

    /** Adds the chains of {@code packing} on {@code line}, checking cancellation per 256 groups. */
    void addChains(HbdLine line, ChainPacker.Packing packing, SolveMonitor monitor) {
        for (int[] chain : packing.chains()) {
            if ((groups.size() & 255) == 0) {
                monitor.checkCancelled();
            }
            groups.add(group(line, chain[0], chain[1]));
        }
        for (int[] conflict : packing.conflicts()) {
            conflicts.add(new BundleConflict(line.ids[conflict[0]], wiring.name(conflict[1])));
        }
    }

    private HbdGroup group(HbdLine line, int from, int to) {
        int[] nodes = Arrays.copyOfRange(line.ids, from, to);
        int[] gaps = new int[nodes.length - 1];
        for (int j = from; j < to - 1; j++) {
            gaps[j - from] = line.at[j + 1] - line.at[j];
        }
        return new HbdGroup(IntSeq.wrap(nodes), IntSeq.wrap(rings.states(gaps)), IntSeq.wrap(rings.ring(nodes, gaps)));
    }

    /** The placement, given how many nodes are healthy. */
    HbdPlacement build(int healthyNodes) {
        int r = request.design().gpusPerNode();
        long inGroups = (long) groups.size() * request.nodesPerGroup();
        return new HbdPlacement(IntSeq.wrap(order), components, groups, conflicts, wiring.names(), r,
                request.tp(), request.mode(), inGroups * r, (healthyNodes - inGroups) * r, request.design().gpus());
    }

    int groupCount() {
        return groups.size();
    }
}
