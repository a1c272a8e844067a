package com.lightwire.figure.topology;

import com.lightwire.model.LogicalTopology;
import com.lightwire.model.NamedTopology;

import java.util.ArrayList;
import java.util.List;

/**
 * One spine index h of a logical topology, prepared for display: the matrix C[h], its row sums checked against
 * K_spine and its largest entry (the top of the heat scale). Built in O(P²); immutable.
 */
public final class MatrixData {

    /** No topology: nothing to show. */
    public static final MatrixData NONE = new MatrixData(null, 0, 0);

    private final NamedTopology topology;
    private final int group;
    private final int kSpine;
    private final long[] rowSums;
    private final int maxCell;

    private MatrixData(NamedTopology topology, int group, int kSpine) {
        this.topology = topology;
        this.group = group;
        this.kSpine = kSpine;
        int pods = topology == null ? 0 : topology.topology().pods();
        rowSums = new long[pods];
        int max = 1;
        for (int i = 0; i < pods; i++) {
            rowSums[i] = topology.topology().degree(group, i);
            for (int j = 0; j < pods; j++) {
                max = Math.max(max, topology.topology().count(group, i, j));
            }
        }
        maxCell = max;
    }

    /** Matrix {@code group} of {@code topology} (null for none) checked against {@code kSpine}. */
    public static MatrixData of(NamedTopology topology, int group, int kSpine) {
        return topology == null ? NONE : new MatrixData(topology, group, kSpine);
    }

    /** The topology shown, or null. */
    public NamedTopology topology() {
        return topology;
    }

    /** The spine index h (OCS group) shown. */
    public int group() {
        return group;
    }

    public int kSpine() {
        return kSpine;
    }

    /** Pods (rows and columns); 0 without a topology. */
    public int pods() {
        return rowSums.length;
    }

    /** C[h][i][j]. */
    public int cell(int i, int j) {
        LogicalTopology t = topology.topology();
        return t.count(group, i, j);
    }

    /** Links pod i's spine h uses (a long: a hostile topology's row may sum past the int range). */
    public long rowSum(int i) {
        return rowSums[i];
    }

    public boolean rowViolated(int i) {
        return rowSums[i] > kSpine;
    }

    /** The largest entry (at least 1). */
    public int maxCell() {
        return maxCell;
    }

    /** Rows over K_spine, e.g. "pod 2: 10 > 8". */
    public List<String> violations() {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < rowSums.length; i++) {
            if (rowViolated(i)) {
                out.add("pod " + i + ": " + rowSums[i] + " > " + kSpine);
            }
        }
        return out;
    }
}
