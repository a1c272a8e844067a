package com.lightwire.figure.hbd;

import com.lightwire.core.hbd.HbdPlanGenerator;
import com.lightwire.core.hbd.RackGeometry;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdPlan;

import java.util.Arrays;

/**
 * The laid-out floor of an InfiniteHBD design, computed once per design: racks (one ToR of T nodes each) in rows of
 * {@code racksPerRow} (the rule of {@link RackGeometry}), the plan's links, and the links merged per rack pair for the
 * far zoom levels. World units: a rack is {@value #RACK_W} × {@value #RACK_H}, racks stand {@value #SLOT_W} apart,
 * rows {@value #ROW_H} apart with the fibers arcing through the aisle above each row. O(N·K log(N·K)) to build.
 */
public final class HbdFloor {

    static final double RACK_W = 28;
    static final double RACK_H = 80;
    static final double SLOT_W = 40;
    static final double ROW_H = 170;
    static final double MARGIN = 30;
    /** Room above the first row for its arcs. */
    static final double TOP = 80;

    private final HbdDesign design;
    private final HbdPlan plan;
    private final RackGeometry racks;
    private final int rackCount;
    /** Rack pairs (low rack, high rack) with their fiber count and longest fiber, sorted. */
    final int[] pairA;
    final int[] pairB;
    final int[] pairFibers;
    final double[] pairMeters;
    final int[] pairMinHop;

    public HbdFloor(HbdDesign design) {
        this.design = design;
        this.plan = HbdPlanGenerator.build(design);
        this.racks = new RackGeometry(design);
        this.rackCount = (design.nodes() + design.nodesPerTor() - 1) / design.nodesPerTor();
        long[] keys = new long[plan.linkCount()];
        for (int i = 0; i < keys.length; i++) {
            int a = racks.rack(plan.linkA().get(i));
            int b = racks.rack(plan.linkB().get(i));
            keys[i] = ((long) Math.min(a, b) << 32 | Math.max(a, b)) << 4 | Math.min(15, plan.linkHop().get(i));
        }
        Arrays.sort(keys);
        int distinct = 0;
        for (int i = 0; i < keys.length; i++) {
            distinct += i == 0 || keys[i] >>> 4 != keys[i - 1] >>> 4 ? 1 : 0;
        }
        pairA = new int[distinct];
        pairB = new int[distinct];
        pairFibers = new int[distinct];
        pairMeters = new double[distinct];
        pairMinHop = new int[distinct];
        int p = -1;
        for (int i = 0; i < keys.length; i++) {
            if (i == 0 || keys[i] >>> 4 != keys[i - 1] >>> 4) {
                p++;
                pairA[p] = (int) (keys[i] >>> 36);
                pairB[p] = (int) (keys[i] >>> 4 & 0xFFFFFFFFL);
                pairMinHop[p] = (int) (keys[i] & 15);
                pairMeters[p] = racks.meters(1 + pairA[p] * design.nodesPerTor(), 1 + pairB[p] * design.nodesPerTor());
            }
            pairFibers[p] += plan.modulesPerBundle();
        }
    }

    public HbdDesign design() {
        return design;
    }

    public HbdPlan plan() {
        return plan;
    }

    public int rackCount() {
        return rackCount;
    }

    /** Racks in one row of the drawing: the design's row length, or fewer when the floor is one short row. */
    int rowLength() {
        return Math.max(1, Math.min(design.racksPerRow(), rackCount));
    }

    int rowCount() {
        return (rackCount + design.racksPerRow() - 1) / design.racksPerRow();
    }

    int rackOf(int node) {
        return racks.rack(node);
    }

    double rackX(int rack) {
        return MARGIN + (rack % design.racksPerRow()) * SLOT_W;
    }

    double rackY(int rack) {
        return TOP + (rack / design.racksPerRow()) * ROW_H;
    }

    /** Centre height of node {@code id}'s slot: the rack's first node at the bottom. */
    double nodeY(int id) {
        int t = design.nodesPerTor();
        int slot = (id - 1) % t;
        return rackY(rackOf(id)) + RACK_H - (slot + 0.5) * RACK_H / t;
    }

    public double width() {
        return 2 * MARGIN + (rowLength() - 1) * SLOT_W + RACK_W;
    }

    public double height() {
        return TOP + (rowCount() - 1) * ROW_H + RACK_H + MARGIN;
    }

    /** The rack (0-based) at world point (x, y), or -1. */
    public int rackAt(double x, double y) {
        int slot = (int) Math.floor((x - MARGIN) / SLOT_W);
        int row = (int) Math.floor((y - TOP) / ROW_H);
        if (slot < 0 || slot >= design.racksPerRow() || row < 0) {
            return -1;
        }
        int rack = row * design.racksPerRow() + slot;
        boolean inside = x - rackX(rack) <= RACK_W && y - rackY(rack) <= RACK_H;
        return rack < rackCount && inside ? rack : -1;
    }

    /** Rack pairs joined by fibers, counting a pair once. */
    public int pairCount() {
        return pairA.length;
    }
}
