package com.lightwire.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A logical topology {@code C[h][i][j]}: the number of bidirectional links between spine h of pod i and spine h of
 * pod j (Cross Wiring digest §3.1). Stored as full matrices so that invalid (asymmetric) input can be represented
 * and reported by {@link TopologyValidator}. Immutable and copy-on-write by rows: no row array is written after
 * construction, so {@link #withLinks} shares every row but the two it changes with the topology it came from
 * (ADR 0008). Equality is by content.
 */
public final class LogicalTopology {

    /** Estimated bytes of an array header (compressed references, 64-bit JVM). */
    private static final long ARRAY_HEADER = 16;

    private final int pods;
    private final int[][][] counts;
    private int hash;

    private LogicalTopology(int pods, int[][][] counts) {
        this.pods = pods;
        this.counts = counts;
    }

    /** A topology from full matrices {@code counts[h][i][j]}; the arrays are copied. */
    public static LogicalTopology of(int[][][] counts) {
        int pods = counts.length == 0 ? 0 : counts[0].length;
        int[][][] copy = new int[counts.length][][];
        for (int h = 0; h < counts.length; h++) {
            if (counts[h].length != pods) {
                throw new IllegalArgumentException("group " + h + " has " + counts[h].length + " rows, expected " + pods);
            }
            copy[h] = new int[pods][];
            for (int i = 0; i < pods; i++) {
                if (counts[h][i].length != pods) {
                    throw new IllegalArgumentException("group " + h + " row " + i + " has " + counts[h][i].length
                            + " columns, expected " + pods);
                }
                copy[h][i] = counts[h][i].clone();
            }
        }
        return new LogicalTopology(pods, copy);
    }

    public static LogicalTopology empty(int groups, int pods) {
        return new LogicalTopology(pods, new int[groups][pods][pods]);
    }

    public static Builder builder(int groups, int pods) {
        return new Builder(groups, pods);
    }

    public int pods() {
        return pods;
    }

    public int groups() {
        return counts.length;
    }

    public int count(int h, int i, int j) {
        return counts[h][i][j];
    }

    /**
     * This topology with {@code C[h][i][j] = C[h][j][i] = links} (one cell when {@code i == j}), or this topology
     * when both cells already hold {@code links}. Shares every other row with this one: O(H + P).
     */
    public LogicalTopology withLinks(int h, int i, int j, int links) {
        if (counts[h][i][j] == links && counts[h][j][i] == links) {
            return this;
        }
        int[][] group = counts[h].clone();
        group[i] = group[i].clone();
        group[i][j] = links;
        if (i != j) {
            group[j] = group[j].clone();
            group[j][i] = links;
        }
        int[][][] next = counts.clone();
        next[h] = group;
        return new LogicalTopology(pods, next);
    }

    /** A copy of group h's matrix. */
    public int[][] matrix(int h) {
        int[][] copy = new int[pods][];
        for (int i = 0; i < pods; i++) {
            copy[i] = counts[h][i].clone();
        }
        return copy;
    }

    /** Links pod i's spine h uses: row sum of {@code C[h]}. */
    public int degree(int h, int i) {
        int sum = 0;
        for (int v : counts[h][i]) {
            sum += v;
        }
        return sum;
    }

    /** Total bidirectional links, counting each unordered pair once (upper triangle). */
    public long totalLinks() {
        long sum = 0;
        for (int[][] group : counts) {
            for (int i = 0; i < pods; i++) {
                for (int j = i + 1; j < pods; j++) {
                    sum += group[i][j];
                }
            }
        }
        return sum;
    }

    /**
     * Estimated bytes of this topology's arrays that {@code other} does not share (all of them when {@code other}
     * is null): row arrays compared by identity, O(H·P). Counts array headers, 4-byte references and 4-byte ints.
     */
    public long bytesNotSharedWith(LogicalTopology other) {
        long bytes = 0;
        int[][][] theirs = other == null ? null : other.counts;
        if (theirs != counts) {
            bytes += ARRAY_HEADER + 4L * counts.length;
        }
        for (int h = 0; h < counts.length; h++) {
            int[][] their = theirs != null && h < theirs.length ? theirs[h] : null;
            if (their != counts[h]) {
                bytes += ARRAY_HEADER + 4L * pods;
                for (int i = 0; i < pods; i++) {
                    if (their == null || i >= their.length || their[i] != counts[h][i]) {
                        bytes += ARRAY_HEADER + 4L * pods;
                    }
                }
            }
        }
        return bytes;
    }

    /** Same shape and counts; rows shared with {@code o} are not compared again, so related versions compare fast. */
    @Override
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof LogicalTopology other) || other.pods != pods || other.counts.length != counts.length) {
            return false;
        }
        for (int h = 0; h < counts.length; h++) {
            if (other.counts[h] != counts[h]) {
                for (int i = 0; i < pods; i++) {
                    if (!Arrays.equals(other.counts[h][i], counts[h][i])) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** Content hash, O(H·P²) on the first call and cached. */
    @Override
    public int hashCode() {
        if (hash == 0) {
            hash = Arrays.deepHashCode(counts) * 31 + pods;
        }
        return hash;
    }

    /** The links of the upper triangle, in (h, a, b) order. */
    public List<Link> links() {
        List<Link> out = new ArrayList<>();
        for (int h = 0; h < counts.length; h++) {
            for (int a = 0; a < pods; a++) {
                for (int b = a + 1; b < pods; b++) {
                    if (counts[h][a][b] != 0) {
                        out.add(new Link(h, a, b, counts[h][a][b]));
                    }
                }
            }
        }
        return out;
    }

    /** {@code count} links between spine h of pods a and b (a < b in canonical form). */
    public record Link(int h, int a, int b, int count) {
    }

    /** Builds a symmetric topology link by link. */
    public static final class Builder {
        private final int[][][] counts;

        private Builder(int groups, int pods) {
            counts = new int[groups][pods][pods];
        }

        /** Adds {@code n} links between spine h of pods a and b, on both triangles. */
        public Builder add(int h, int a, int b, int n) {
            counts[h][a][b] += n;
            if (a != b) {
                counts[h][b][a] += n;
            }
            return this;
        }

        public LogicalTopology build() {
            return LogicalTopology.of(counts);
        }
    }
}
