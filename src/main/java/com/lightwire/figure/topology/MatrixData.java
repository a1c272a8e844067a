package com.lightwire.figure.topology;

import com.lightwire.model.LogicalTopology;
import com.lightwire.model.NamedTopology;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One spine index h of a logical topology, prepared for display: the matrix C[h], its row sums checked against
 * K_spine and its largest entry (the top of the heat scale). Built in O(P²), or from the data of an earlier version of
 * the same topology in O(P + changed rows · P) ({@link #of(NamedTopology, int, int, MatrixData)}, rows shared through
 * {@link LogicalTopology#sharesRow}); immutable.
 */
public final class MatrixData {

    /** No topology: nothing to show. */
    public static final MatrixData NONE = new MatrixData(null, 0, 0);

    private final NamedTopology topology;
    private final int group;
    private final int kSpine;
    private final long[] rowSums;
    /** The largest entry of each row, so that an edit of a few rows finds the new maximum in O(P). */
    private final int[] rowMax;
    private final int maxCell;

    private MatrixData(NamedTopology topology, int group, int kSpine) {
        this(topology, group, kSpine, null);
    }

    /** As the three-argument constructor; rows that {@code earlier} (comparable, or null) shares keep its maxima. */
    private MatrixData(NamedTopology topology, int group, int kSpine, MatrixData earlier) {
        this.topology = topology;
        this.group = group;
        this.kSpine = kSpine;
        int pods = topology == null ? 0 : topology.topology().pods();
        rowSums = new long[pods];
        rowMax = new int[pods];
        int max = 1;
        for (int i = 0; i < pods; i++) {
            rowSums[i] = topology.topology().degree(group, i);
            rowMax[i] = earlier != null && earlier.sharesRow(this, i) ? earlier.rowMax[i] : largestOfRow(i);
            max = Math.max(max, rowMax[i]);
        }
        maxCell = max;
    }

    private int largestOfRow(int i) {
        int max = 0;
        for (int j = 0; j < rowSums.length; j++) {
            max = Math.max(max, topology.topology().count(group, i, j));
        }
        return max;
    }

    /** Matrix {@code group} of {@code topology} (null for none) checked against {@code kSpine}. */
    public static MatrixData of(NamedTopology topology, int group, int kSpine) {
        return topology == null ? NONE : new MatrixData(topology, group, kSpine);
    }

    /**
     * As {@link #of(NamedTopology, int, int)}, reusing what {@code earlier} (the data of an earlier version of the same
     * topology, or anything else, or null) knows about the rows the two topologies share: O(P + changed rows · P).
     */
    public static MatrixData of(NamedTopology topology, int group, int kSpine, MatrixData earlier) {
        if (topology == null) {
            return NONE;
        }
        boolean comparable = earlier != null && earlier.topology != null && earlier.group == group
                && earlier.pods() == topology.topology().pods();
        return new MatrixData(topology, group, kSpine, comparable ? earlier : null);
    }

    /**
     * The cells {@code i · P + j} (ascending) whose entry differs from {@code earlier}'s, or null when the two cannot
     * be compared cell by cell: no topology on either side, another size, spine index or K_spine. Rows shared by the two
     * topologies are skipped, so an edit of a few rows costs O(P + changed rows · P).
     */
    public int[] changedCells(MatrixData earlier) {
        if (topology == null || earlier.topology == null || earlier.group != group || earlier.kSpine != kSpine
                || earlier.pods() != pods()) {
            return null;
        }
        int pods = pods();
        int[] changed = new int[8];
        int n = 0;
        for (int i = 0; i < pods; i++) {
            if (earlier.sharesRow(this, i)) {
                continue;
            }
            for (int j = 0; j < pods; j++) {
                if (earlier.cell(i, j) != cell(i, j)) {
                    if (n == changed.length) {
                        changed = Arrays.copyOf(changed, 2 * n);
                    }
                    changed[n++] = i * pods + j;
                }
            }
        }
        return Arrays.copyOf(changed, n);
    }

    /** True when row i of this matrix is stored in the same array as {@code other}'s (equal without a look). */
    private boolean sharesRow(MatrixData other, int i) {
        return topology.topology().sharesRow(other.topology.topology(), group, i);
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
        return violations(Integer.MAX_VALUE);
    }

    /** The first {@code limit} rows over K_spine, as {@link #violations()} names them. O(P). */
    public List<String> violations(int limit) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < rowSums.length && out.size() < limit; i++) {
            if (rowViolated(i)) {
                out.add("pod " + i + ": " + rowSums[i] + " > " + kSpine);
            }
        }
        return out;
    }

    /** How many rows are over K_spine. O(P). */
    public int violatedRows() {
        int n = 0;
        for (int i = 0; i < rowSums.length; i++) {
            n += rowViolated(i) ? 1 : 0;
        }
        return n;
    }
}
