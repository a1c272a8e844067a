package com.lightwire.core.flow;

import java.util.Arrays;

/**
 * A directed network with lower and upper bounds and integer costs on its arcs, built once and handed to
 * {@link MinCostCirculation}. Nodes are 0..n-1; arcs are numbered in insertion order.
 */
public final class FlowNetwork {

    /** Stands for an unbounded capacity; far below overflow when summed. */
    public static final int UNBOUNDED = Integer.MAX_VALUE / 4;

    private int nodes;
    private int arcs;
    private int[] tail = new int[16];
    private int[] head = new int[16];
    private int[] lower = new int[16];
    private int[] upper = new int[16];
    private int[] cost = new int[16];

    public FlowNetwork(int nodes) {
        this.nodes = nodes;
    }

    public int addNode() {
        return nodes++;
    }

    public int nodeCount() {
        return nodes;
    }

    public int arcCount() {
        return arcs;
    }

    /** Adds arc u→v carrying a flow in [lo, hi] at {@code unitCost} per unit; returns its id. */
    public int addArc(int u, int v, int lo, int hi, int unitCost) {
        if (lo > hi || lo < 0) {
            throw new IllegalArgumentException("bad bounds [" + lo + ", " + hi + "]");
        }
        if (arcs == tail.length) {
            grow();
        }
        tail[arcs] = u;
        head[arcs] = v;
        lower[arcs] = lo;
        upper[arcs] = hi;
        cost[arcs] = unitCost;
        return arcs++;
    }

    /**
     * Adds parallel arcs u→v together carrying f in [lo, hi] (within a capacity {@code cap}) at the convex cost
     * {@code g(f) = |f - a| + |(cap - f) - b|}, the "keep old circuits" cost of digest §4.4: a fixed arc for the
     * lower bound, then one arc per run of equal slope (-2, 0 or +2). Returns {first arc id, arc count}; the flows
     * of that range sum to f.
     */
    public int[] addKeepOldArcs(int u, int v, int lo, int hi, int cap, int a, int b) {
        int first = arcs;
        if (lo > 0) {
            addArc(u, v, lo, lo, 0);
        }
        int t = lo;
        while (t < hi) {
            int slope = slope(t, cap, a, b);
            int end = t + 1;
            while (end < hi && slope(end, cap, a, b) == slope) {
                end++;
            }
            addArc(u, v, 0, end - t, slope);
            t = end;
        }
        return new int[] {first, arcs - first};
    }

    private static int slope(int t, int cap, int a, int b) {
        return (t >= a ? 1 : -1) + (t >= cap - b ? 1 : -1);
    }

    int tail(int arc) {
        return tail[arc];
    }

    int head(int arc) {
        return head[arc];
    }

    int lower(int arc) {
        return lower[arc];
    }

    int upper(int arc) {
        return upper[arc];
    }

    int cost(int arc) {
        return cost[arc];
    }

    private void grow() {
        int n = tail.length * 2;
        tail = Arrays.copyOf(tail, n);
        head = Arrays.copyOf(head, n);
        lower = Arrays.copyOf(lower, n);
        upper = Arrays.copyOf(upper, n);
        cost = Arrays.copyOf(cost, n);
    }
}
