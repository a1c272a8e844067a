package com.lightwire.ui.session;

import com.lightwire.model.Rack;
import com.lightwire.model.RackRole;
import com.lightwire.model.StandardLayout;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Occupied floor positions and rack ids, for placing new racks. O(racks) to build, O(1) per query. */
final class FloorSlots {

    private final List<Rack> racks;
    private final Set<Long> taken = new HashSet<>();
    private final Set<String> ids = new HashSet<>();

    FloorSlots(List<Rack> racks) {
        this.racks = racks;
        for (Rack rack : racks) {
            taken.add(key(rack.row(), rack.slot()));
            ids.add(rack.id());
        }
    }

    boolean isFree(int row, int slot) {
        return row >= 0 && slot >= 0 && !taken.contains(key(row, slot));
    }

    /** The first row below every rack of {@code role}, or 0 when there is none. */
    int firstRowAfter(RackRole role) {
        return racks.stream().filter(r -> r.role() == role).mapToInt(Rack::row).max().orElse(-1) + 1;
    }

    /** The first (row, even slot) from {@code firstRow} on where that slot and the next are both free. */
    int[] firstFreePair(int firstRow) {
        for (int row = firstRow; ; row++) {
            for (int slot = 0; slot + 1 < StandardLayout.SLOTS_PER_ROW; slot += 2) {
                if (isFree(row, slot) && isFree(row, slot + 1)) {
                    return new int[] {row, slot};
                }
            }
        }
    }

    /** The first free slot in row-major order from {@code firstRow} on. */
    int[] firstFree(int firstRow) {
        for (int row = firstRow; ; row++) {
            for (int slot = 0; slot < StandardLayout.SLOTS_PER_ROW; slot++) {
                if (isFree(row, slot)) {
                    return new int[] {row, slot};
                }
            }
        }
    }

    /** Marks a slot and a rack id as taken, for placing several racks in one edit. */
    void take(Rack rack) {
        taken.add(key(rack.row(), rack.slot()));
        ids.add(rack.id());
    }

    /** The id {@code group + "-R" + n} with the smallest n from {@code start} on that no rack uses yet. */
    String unusedOcsRackId(String group, int start) {
        for (int n = start; ; n++) {
            String id = group + "-R" + n;
            if (!ids.contains(id)) {
                return id;
            }
        }
    }

    /** A pod label "Pnnn" whose rack ids are not taken yet, trying {@code start} first. */
    String unusedName(int start) {
        for (int n = start; ; n++) {
            String label = String.format("P%03d", n);
            if (!ids.contains(label + "-SP") && !ids.contains(label + "-LF")) {
                return label;
            }
        }
    }

    private static long key(int row, int slot) {
        return ((long) row << 32) | (slot & 0xffffffffL);
    }
}
