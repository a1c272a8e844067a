package com.lightwire.figure.hbd;

import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdFaults;
import com.lightwire.model.hbd.HbdPlacement;
import com.lightwire.model.hbd.IntSeq;

import java.util.Objects;

/**
 * What the HBD rings figure shows: the design, its HBD order, the faulty nodes, the placement on them (or null while
 * it is computed), the hovered node (its links to its 2K neighbours drawn), the selected TP group (the others
 * dimmed) and the rack filter (nodes of other racks muted).
 *
 * @param design        the design
 * @param order         HBD order, 1-based ids
 * @param faults        faulty nodes
 * @param placement     TP groups, or null
 * @param hover         hovered node id, 0 for none
 * @param selectedGroup index of the selected group in the placement, -1 for none
 * @param rack          the one rack (0-based) shown in full, -1 for all
 */
public record HbdRingState(HbdDesign design, IntSeq order, HbdFaults faults, HbdPlacement placement, int hover,
                           int selectedGroup, int rack) {
    public HbdRingState {
        Objects.requireNonNull(design, "design");
        Objects.requireNonNull(order, "order");
        Objects.requireNonNull(faults, "faults");
    }

    /** No group selected, every rack shown. */
    public HbdRingState(HbdDesign design, IntSeq order, HbdFaults faults, HbdPlacement placement, int hover) {
        this(design, order, faults, placement, hover, -1, -1);
    }

    /** True when node {@code id} is outside the rack filter. */
    boolean muted(int id) {
        return rack >= 0 && (id - 1) / design.nodesPerTor() != rack;
    }
}
