package com.lightwire.core.hbd;

import com.lightwire.model.FloorPlan;
import com.lightwire.model.hbd.HbdDesign;

/**
 * Where an HBD node stands: node {@code id} sits in rack (= ToR) {@code ⌊(id-1)/T⌋}, racks fill rows of
 * {@code racksPerRow}; fiber lengths follow the {@link FloorPlan} rule between the two racks.
 */
public final class RackGeometry {

    private final int nodesPerTor;
    private final int racksPerRow;
    private final FloorPlan floor;

    public RackGeometry(HbdDesign design, FloorPlan floor) {
        this.nodesPerTor = design.nodesPerTor();
        this.racksPerRow = design.racksPerRow();
        this.floor = floor;
    }

    public RackGeometry(HbdDesign design) {
        this(design, FloorPlan.DEFAULT);
    }

    /** 0-based rack (ToR) of node {@code id}. */
    public int rack(int id) {
        return (id - 1) / nodesPerTor;
    }

    public int row(int id) {
        return rack(id) / racksPerRow;
    }

    public int slot(int id) {
        return rack(id) % racksPerRow;
    }

    /** Routed length of a fiber between nodes {@code a} and {@code b}. */
    public double meters(int a, int b) {
        return floor.cableLengthMeters(row(a), slot(a), row(b), slot(b));
    }
}
