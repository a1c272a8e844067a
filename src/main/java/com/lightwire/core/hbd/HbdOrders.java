package com.lightwire.core.hbd;

import com.lightwire.model.hbd.HbdDesign;

/** The HBD order of a design as an array of 1-based node ids, and its inverse. O(N). */
public final class HbdOrders {

    private HbdOrders() {
    }

    /** The order of a valid design: sequential, Algorithm 3 (deployment) or the explicit permutation. */
    public static int[] resolve(HbdDesign design) {
        return switch (design.order().kind()) {
            case SEQUENTIAL -> sequential(design.nodes());
            case DEPLOYMENT -> deployment(design.nodes(), design.nodesPerTor());
            case EXPLICIT -> design.order().permutation().toArray();
        };
    }

    public static int[] sequential(int nodes) {
        int[] order = new int[nodes];
        for (int i = 0; i < nodes; i++) {
            order[i] = i + 1;
        }
        return order;
    }

    /**
     * Algorithm 3, Deployment-Strategy (digest §3.3, 1-based): sub-line i lists slot i of every ToR in ToR order, the
     * T sub-lines joined end to end. Requires T | N.
     */
    public static int[] deployment(int nodes, int nodesPerTor) {
        if (nodes % nodesPerTor != 0) {
            throw new IllegalArgumentException("T = " + nodesPerTor + " must divide N = " + nodes);
        }
        int subLine = nodes / nodesPerTor;
        int[] order = new int[nodes];
        int k = 0;
        for (int i = 0; i < nodesPerTor; i++) {
            for (int j = 0; j < subLine; j++) {
                order[k++] = 1 + i + j * nodesPerTor;
            }
        }
        return order;
    }

    /** {@code position[id]} = index of node {@code id} in {@code order} (index 0 unused). */
    public static int[] positions(int[] order) {
        int[] pos = new int[order.length + 1];
        for (int i = 0; i < order.length; i++) {
            pos[order[i]] = i;
        }
        return pos;
    }
}
