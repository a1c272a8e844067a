package com.lightwire.ui.hbd;

import com.lightwire.core.hbd.HbdCosts;
import com.lightwire.core.labels.RackUnits;
import com.lightwire.figure.hbd.HbdRingState;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdFaults;
import com.lightwire.model.hbd.HbdGroup;
import com.lightwire.model.hbd.HbdPlacement;
import com.lightwire.model.hbd.IntSeq;
import com.lightwire.model.hbd.WasteRow;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;

/**
 * The text the HBD rings view shows beside the rings, toolkit-free: the node under the pointer (rack, neighbours,
 * group, bundle states), the selected group (chain, bundle states, GPU ring), the Inspector's node facts, and the
 * rows of the waste and cost tables.
 */
final class HbdTexts {

    /** GPU-ring entries listed before "...". */
    static final int RING_SHOWN = 64;

    private HbdTexts() {
    }

    /** {@code N5 in HBD-R002: -1 N4, +1 N6, -2 N3, +2 N7; group 2: L=EXT1 R=LOOPBACK}. */
    static String node(HbdDesign design, IntSeq order, HbdFaults faults, HbdPlacement placement, int id) {
        if (design == null || id < 1 || id > design.nodes()) {
            return "Point at a node: its neighbours and bundle states show here.";
        }
        String where = "N" + id + " in " + RackUnits.hbdRack((id - 1) / design.nodesPerTor()) + ": "
                + neighbours(design, order, id);
        if (faults.mask(design.nodes())[id]) {
            return where + "; faulty (bypassed)";
        }
        return where + "; " + groupOf(placement, id);
    }

    /** {@code -1 N4, +1 N6, -2 N3, +2 N7}: node {@code id}'s neighbours by hop (K on each side, fewer at line ends). */
    static String neighbours(HbdDesign design, IntSeq order, int id) {
        int at = indexOf(order, id);
        StringJoiner near = new StringJoiner(", ");
        for (int hop = 1; hop <= design.bundles(); hop++) {
            for (int sign : new int[]{-1, 1}) {
                int p = at + sign * hop;
                if (design.isRing() || (p >= 0 && p < order.size())) {
                    near.add((sign < 0 ? "-" : "+") + hop + " N" + order.get(Math.floorMod(p, order.size())));
                }
            }
        }
        return near.toString();
    }

    /**
     * The Inspector's facts of node {@code id}, as "name: value" lines: HBD position, neighbours, and its group and
     * bundle states in the view's placement (or why it has none).
     */
    static List<String> nodeFacts(HbdDesign design, HbdRingState state, int id) {
        List<String> out = new ArrayList<>();
        if (state == null) {
            return out;
        }
        out.add(String.format(Locale.ROOT, "HBD position: %d of %d", indexOf(state.order(), id) + 1,
                state.order().size()));
        out.add("Neighbours: " + neighbours(design, state.order(), id));
        if (state.faults().mask(design.nodes())[id]) {
            out.add("Group: none (faulty, bypassed)");
            return out;
        }
        String group = groupOf(state.placement(), id);
        int colon = group.indexOf(": ");
        out.add("Group: " + (colon < 0 ? group : group.substring("group ".length(), colon) + " of "
                + state.placement().groups().size()));
        if (colon >= 0) {
            out.add("Bundle states: " + group.substring(colon + 2));
        }
        if (state.placement() != null) {
            state.placement().conflicts().stream().filter(c -> c.node() == id).findFirst()
                    .ifPresent(c -> out.add("Conflict: bundle " + c.bundle() + " needed by both hops"));
        }
        return out;
    }

    private static String groupOf(HbdPlacement placement, int id) {
        if (placement == null) {
            return "placing...";
        }
        for (int g = 0; g < placement.groups().size(); g++) {
            IntSeq nodes = placement.groups().get(g).nodes();
            int i = indexOf(nodes, id);
            if (i >= 0) {
                return "group " + (g + 1) + ": " + states(placement, placement.groups().get(g), i);
            }
        }
        return "in no group (wasted)";
    }

    private static String states(HbdPlacement placement, HbdGroup group, int i) {
        int k = placement.bundleNames().size();
        StringJoiner out = new StringJoiner(" ");
        for (int b = 0; b < k; b++) {
            out.add(placement.bundleNames().get(b) + "=" + group.state(i, b, k).name());
        }
        return out.toString();
    }

    /** The selected group: its chain, each node's bundle states, and its GPU ring. */
    static String group(HbdPlacement placement, int g) {
        if (placement == null || g < 0 || g >= placement.groups().size()) {
            return "Step through the groups with < and >, or click a node (a double-click marks it faulty).";
        }
        HbdGroup group = placement.groups().get(g);
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "Group %d of %d (TP-%d):%n", g + 1,
                placement.groups().size(), placement.tp()));
        for (int i = 0; i < group.nodes().size(); i++) {
            out.append("  N").append(group.nodes().get(i)).append("  ").append(states(placement, group, i))
                    .append('\n');
        }
        if (group.gpuRing().isEmpty()) {
            return out.append("GPU ring: none (bundle conflict)").toString();
        }
        StringJoiner ring = new StringJoiner(" > ", "GPU ring: ", "");
        for (int i = 0; i < Math.min(RING_SHOWN, group.gpuRing().size()); i++) {
            ring.add(HbdGroup.gpuLabel(group.gpuRing().get(i), placement.gpusPerNode()));
        }
        String more = group.gpuRing().size() > RING_SHOWN ? " > ..." : " > back to the first";
        return out.append(ring).append(more).toString();
    }

    /** Waste table rows: architecture, wasted GPUs, waste ratio, usable GPUs ("n/a" where it does not apply). */
    static List<List<String>> waste(List<WasteRow> rows) {
        List<List<String>> out = new ArrayList<>();
        for (WasteRow r : rows) {
            out.add(r.applicable() ? List.of(r.architecture(), String.format(Locale.ROOT, "%,d", r.wastedGpus()),
                    String.format(Locale.ROOT, "%.2f %%", r.wasteRatio() * 100),
                    String.format(Locale.ROOT, "%,d", r.usableGpus())) : List.of(r.architecture(), "n/a", "n/a",
                    "n/a"));
        }
        return out;
    }

    private static int indexOf(IntSeq seq, int value) {
        for (int i = 0; i < seq.size(); i++) {
            if (seq.get(i) == value) {
                return i;
            }
        }
        return -1;
    }

    /** Table 6 rows: architecture, $/GPU, W/GPU, $/GPU/GBps, W/GPU/GBps, paper's $/GPU/GBps. */
    static List<List<String>> cost() {
        List<List<String>> out = new ArrayList<>();
        for (HbdCosts.SystemRow row : HbdCosts.referenceSystems()) {
            out.add(List.of(row.architecture(), String.format(Locale.ROOT, "%,.2f", row.usdPerGpu()),
                    String.format(Locale.ROOT, "%.2f", row.wattsPerGpu()),
                    String.format(Locale.ROOT, "%.2f", row.usdPerGpuGbps()),
                    String.format(Locale.ROOT, "%.3f", row.wattsPerGpuGbps()),
                    row.paper() == null ? "-" : String.format(Locale.ROOT, "%.2f", row.paper().usdPerGpuGbps())));
        }
        return out;
    }
}
