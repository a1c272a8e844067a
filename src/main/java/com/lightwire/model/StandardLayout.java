package com.lightwire.model;

import java.util.ArrayList;
import java.util.List;

/**
 * Builds a cluster with a conventional floor plan: one row of OCS racks in the middle of the hall and pods in rows
 * on either side, each pod with a spine rack next to its leaf rack.
 */
public final class StandardLayout {

    /** Slots per row before a new row starts. */
    public static final int SLOTS_PER_ROW = 32;
    /** OCSes mounted in one rack (two pairs). */
    public static final int OCS_PER_RACK = 4;

    private StandardLayout() {
    }

    public static Cluster build(String name, FabricParams params, int pods, WiringScheme scheme) {
        List<Rack> racks = new ArrayList<>();
        List<OcsGroup> groups = ocsGroups(params, scheme, racks);
        int ocsRows = rowsNeeded(racks.size());
        List<Pod> podList = new ArrayList<>();
        for (int i = 0; i < pods; i++) {
            podList.add(newPod(i, racks, ocsRows));
        }
        return new Cluster(name, params, scheme, podList, groups, racks, FloorPlan.DEFAULT);
    }

    /** A new pod with index {@code index} and its two racks, placed after the OCS rows. */
    public static Pod newPod(int index, List<Rack> racks, int firstRow) {
        int slotPair = index * 2;
        int row = firstRow + slotPair / SLOTS_PER_ROW;
        int slot = slotPair % SLOTS_PER_ROW;
        String label = String.format("P%03d", index);
        Rack spine = new Rack(label + "-SP", label + " spines", row, slot, RackRole.SPINE, 42);
        Rack leaf = new Rack(label + "-LF", label + " leaves", row, slot + 1, RackRole.LEAF, 42);
        racks.add(spine);
        racks.add(leaf);
        return new Pod(index, label, spine.id(), leaf.id());
    }

    private static List<OcsGroup> ocsGroups(FabricParams params, WiringScheme scheme, List<Rack> racks) {
        int h = params.spinesPerPod();
        int perGroup = scheme.ocsPerGroup(params.kSpine());
        int racksPerGroup = Math.max(1, (perGroup + OCS_PER_RACK - 1) / OCS_PER_RACK);
        List<OcsGroup> groups = new ArrayList<>();
        for (int g = 0; g < h; g++) {
            List<String> ids = new ArrayList<>();
            for (int r = 0; r < racksPerGroup; r++) {
                int n = racks.size();
                String id = String.format("G%02d-R%d", g, r);
                racks.add(new Rack(id, String.format("OCS group %d rack %d", g, r), n / SLOTS_PER_ROW,
                        n % SLOTS_PER_ROW, RackRole.OCS, 42));
                ids.add(id);
            }
            groups.add(new OcsGroup(g, String.format("G%02d", g), ids, OCS_PER_RACK));
        }
        return groups;
    }

    private static int rowsNeeded(int racks) {
        return (racks + SLOTS_PER_ROW - 1) / SLOTS_PER_ROW;
    }
}
