package com.lightwire.figure.dag;

import com.lightwire.core.dag.FixedAllocation;
import com.lightwire.model.dag.Allocation;
import com.lightwire.model.dag.TaskDag;

import java.util.List;

/**
 * What the allocation heat map shows, toolkit-free: pods, their port budgets {@code U_p}, the circuit matrix
 * {@code x}, the capacity bound {@code Xbar} per active pair (Alg. 2; 0 where unknown or inactive), which pairs carry
 * tasks, and the selected cell (or -1, -1).
 *
 * @param pods   pod names
 * @param ports  {@code U_p}
 * @param x      circuits per pod pair (symmetric)
 * @param xbar   {@code Xbar_ab}, 0 where not known
 * @param active pairs exchanging tasks
 * @param selA   selected row, or -1
 * @param selB   selected column, or -1
 */
public record HeatMapData(List<String> pods, int[] ports, int[][] x, int[][] xbar, boolean[][] active, int selA,
                          int selB) {

    static final double CELL = 44;
    static final double LABEL = 56;
    static final double SUMS = 3 * CELL;

    /** The heat map of {@code x} on {@code dag}, with {@code xbar} per pair (or null) and cell (a, b) selected. */
    public static HeatMapData of(TaskDag dag, Allocation x, int[][] xbar, int selA, int selB) {
        int n = dag.pods().size();
        int[] ports = new int[n];
        for (int p = 0; p < n; p++) {
            ports[p] = dag.pods().get(p).ports();
        }
        return new HeatMapData(dag.pods().stream().map(p -> p.name()).toList(), ports, x.matrix(),
                xbar == null ? new int[n][n] : xbar, FixedAllocation.activePairs(dag), selA, selB);
    }

    public int size() {
        return pods.size();
    }

    /** Ports in use at pod {@code p}: {@code sum_b x_pb}. */
    public int used(int p) {
        int sum = 0;
        for (int v : x[p]) {
            sum += v;
        }
        return sum;
    }

    /** Ports pod {@code p} does not use (negative when over its budget). */
    public int freed(int p) {
        return ports[p] - used(p);
    }

    /** The cell {row, column} at world point (wx, wy), or null off the off-diagonal cells. */
    public int[] pick(double wx, double wy) {
        int col = (int) Math.floor((wx - LABEL) / CELL);
        int row = (int) Math.floor((wy - LABEL) / CELL);
        if (wx < LABEL || wy < LABEL || row >= size() || col >= size() || row == col) {
            return null;
        }
        return new int[] {row, col};
    }

    /** The read-out of cell (a, b): pods, circuits, Xbar, both pods' ports in use. */
    public String describe(int a, int b) {
        return pods.get(a) + " \u2194 " + pods.get(b) + ": x = " + x[a][b]
                + (xbar[a][b] > 0 ? ", Xbar = " + xbar[a][b] : "") + (active[a][b] ? "" : " (no tasks)") + "; "
                + pods.get(a) + " uses " + used(a) + " of " + ports[a] + " ports, " + pods.get(b) + " " + used(b)
                + " of " + ports[b];
    }
}
