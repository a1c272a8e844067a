package com.lightwire.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A logical topology {@code C[h][i][j]}: the number of bidirectional links between spine h of pod i and spine h of
 * pod j (Cross Wiring digest §3.1). Stored as full matrices so that invalid (asymmetric) input can be represented
 * and reported by {@link TopologyValidator}. Immutable and copy-on-write by rows: no array is written after
 * construction, so {@link #withLinks} shares every row but the two it changes with the topology it came from
 * (ADR 0008). Row sums and the number of defects (entries breaking symmetry, sign or the zero diagonal) are kept
 * alongside and updated per edit, so {@link #degree} and {@link #isWellFormed} are O(1). Equality is by content.
 */
public final class LogicalTopology {

    /** Estimated bytes of an array header (compressed references, 64-bit JVM). */
    private static final long ARRAY_HEADER = 16;

    private final int pods;
    private final int[][][] counts;
    private final long[][] degrees;
    private final long defects;
    private int hash;

    private LogicalTopology(int pods, int[][][] counts, long[][] degrees, long defects) {
        this.pods = pods;
        this.counts = counts;
        this.degrees = degrees;
        this.defects = defects;
    }

    /** A topology from full matrices {@code counts[h][i][j]}; the arrays are copied. O(H·P²). */
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
        return new LogicalTopology(pods, copy, rowSums(copy), defects(copy));
    }

    public static LogicalTopology empty(int groups, int pods) {
        return new LogicalTopology(pods, new int[groups][pods][pods], new long[groups][pods], 0);
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
        int[] rowI = counts[h][i];
        int[] rowJ = counts[h][j];
        if (rowI[j] == links && rowJ[i] == links) {
            return this;
        }
        int[][] group = counts[h].clone();
        long[] degree = degrees[h].clone();
        long defectsNow = defects;
        group[i] = withEntry(rowI, j, links);
        degree[i] += (long) links - rowI[j];
        if (i == j) {
            defectsNow += (links != 0 ? 1 : 0) - (rowI[i] != 0 ? 1 : 0);
        } else {
            group[j] = withEntry(rowJ, i, links);
            degree[j] += (long) links - rowJ[i];
            defectsNow += (links < 0 ? 1 : 0) - (pairDefect(rowI[j], rowJ[i]) ? 1 : 0);
        }
        int[][][] nextCounts = counts.clone();
        nextCounts[h] = group;
        long[][] nextDegrees = degrees.clone();
        nextDegrees[h] = degree;
        return new LogicalTopology(pods, nextCounts, nextDegrees, defectsNow);
    }

    /**
     * True when row i of group h is the same stored row in both topologies (one came from the other through
     * {@link #withLinks} edits that left the row alone), so their entries are equal without comparing them. O(1); false
     * says nothing about the entries.
     */
    public boolean sharesRow(LogicalTopology other, int h, int i) {
        return counts[h][i] == other.counts[h][i];
    }

    /**
     * True when every {@code C[h]} is symmetric, non-negative and zero on the diagonal, so that only the port bound
     * can make the topology inadmissible (digest §3.1, eqs. 11-12). O(1).
     */
    public boolean isWellFormed() {
        return defects == 0;
    }

    /** A copy of group h's matrix. */
    public int[][] matrix(int h) {
        int[][] copy = new int[pods][];
        for (int i = 0; i < pods; i++) {
            copy[i] = counts[h][i].clone();
        }
        return copy;
    }

    /** Links pod i's spine h uses: row sum of {@code C[h]}, as a long so that no sum of ints overflows. O(1). */
    public long degree(int h, int i) {
        return degrees[h][i];
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
     * is null): arrays compared by identity, O(H·P). Counts array headers, 4-byte references and ints, 8-byte row
     * sums.
     */
    public long bytesNotSharedWith(LogicalTopology other) {
        int[][][] theirs = other == null ? new int[0][][] : other.counts;
        long[][] theirDegrees = other == null ? new long[0][] : other.degrees;
        long bytes = theirs == counts ? 0 : 2 * (ARRAY_HEADER + 4L * counts.length);
        for (int h = 0; h < counts.length; h++) {
            int[][] their = h < theirs.length ? theirs[h] : null;
            if (their != counts[h]) {
                bytes += ARRAY_HEADER + 4L * pods;
                for (int i = 0; i < pods; i++) {
                    bytes += their != null && i < their.length && their[i] == counts[h][i] ? 0 : ARRAY_HEADER + 4L * pods;
                }
            }
            bytes += h < theirDegrees.length && theirDegrees[h] == degrees[h] ? 0 : ARRAY_HEADER + 8L * pods;
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

    private static int[] withEntry(int[] row, int at, int value) {
        int[] copy = row.clone();
        copy[at] = value;
        return copy;
    }

    /** True when the pair C[h][i][j], C[h][j][i] breaks sign or symmetry. */
    private static boolean pairDefect(int a, int b) {
        return a < 0 || b < 0 || a != b;
    }

    private static long[][] rowSums(int[][][] counts) {
        long[][] sums = new long[counts.length][];
        for (int h = 0; h < counts.length; h++) {
            sums[h] = new long[counts[h].length];
            for (int i = 0; i < counts[h].length; i++) {
                for (int v : counts[h][i]) {
                    sums[h][i] += v;
                }
            }
        }
        return sums;
    }

    /** Non-zero diagonal entries plus unordered pairs breaking sign or symmetry. O(H·P²). */
    private static long defects(int[][][] counts) {
        long n = 0;
        for (int[][] group : counts) {
            for (int i = 0; i < group.length; i++) {
                n += group[i][i] != 0 ? 1 : 0;
                for (int j = i + 1; j < group.length; j++) {
                    n += pairDefect(group[i][j], group[j][i]) ? 1 : 0;
                }
            }
        }
        return n;
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
