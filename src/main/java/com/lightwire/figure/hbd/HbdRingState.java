package com.lightwire.figure.hbd;

import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdFaults;
import com.lightwire.model.hbd.HbdPlacement;
import com.lightwire.model.hbd.IntSeq;

import java.util.Objects;

/**
 * What the HBD rings figure shows: the design, its HBD order, the faulty nodes, the placement on them (or null while
 * it is computed) and the hovered node (0 for none).
 *
 * @param design    the design
 * @param order     HBD order, 1-based ids
 * @param faults    faulty nodes
 * @param placement TP groups, or null
 * @param hover     hovered node id, 0 for none
 */
public record HbdRingState(HbdDesign design, IntSeq order, HbdFaults faults, HbdPlacement placement, int hover) {
    public HbdRingState {
        Objects.requireNonNull(design, "design");
        Objects.requireNonNull(order, "order");
        Objects.requireNonNull(faults, "faults");
    }
}
