package com.lightwire.model;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LogicalTopologyTest {

    /** Bytes of one int row or row-reference array of P = 64 entries: 16-byte header + 64 × 4. */
    private static final long ROW = 16 + 4 * 64;
    /** Bytes of one row-sum array of P = 64 longs: 16-byte header + 64 × 8. */
    private static final long SUMS = 16 + 8 * 64;
    /** Bytes of the two outer arrays of H = 8 entries (groups, row sums). */
    private static final long OUTER = 2 * (16 + 4 * 8);

    @Test
    void withLinksSharesEveryRowButTheTwoItChanges() {
        LogicalTopology base = LogicalTopology.builder(8, 64).add(3, 5, 9, 2).add(0, 1, 2, 1).build();
        LogicalTopology edited = base.withLinks(3, 10, 20, 4);
        assertEquals(OUTER + ROW + 2 * ROW + SUMS, edited.bytesNotSharedWith(base),
                "only the outer arrays, group 3's row array, rows 10 and 20 and group 3's row sums are new");
        assertEquals(edited.bytesNotSharedWith(base), base.bytesNotSharedWith(edited));
        assertEquals(0, base.count(3, 10, 20), "the old topology is untouched");
        assertEquals(8 * (ROW + 64 * ROW) + 8 * SUMS + OUTER, base.bytesNotSharedWith(null), "nothing shared with null");
    }

    @Test
    void sharesRowNamesTheRowsAnEditLeftAlone() {
        LogicalTopology base = LogicalTopology.builder(2, 6).add(0, 1, 2, 1).build();
        LogicalTopology edited = base.withLinks(1, 2, 4, 3);
        for (int i = 0; i < 6; i++) {
            assertTrue(edited.sharesRow(base, 0, i), "group 0 row " + i);
            assertEquals(i != 2 && i != 4, edited.sharesRow(base, 1, i), "group 1 row " + i);
        }
        assertFalse(LogicalTopology.builder(2, 6).build().sharesRow(LogicalTopology.builder(2, 6).build(), 0, 0),
                "equal rows of topologies built apart are not shared");
    }

    @Test
    void withLinksSetsBothTrianglesAndUpdatesRowSums() {
        LogicalTopology t = LogicalTopology.empty(2, 5).withLinks(1, 0, 3, 2).withLinks(1, 3, 4, 1);
        assertEquals(2, t.count(1, 0, 3));
        assertEquals(2, t.count(1, 3, 0));
        assertEquals(3, t.degree(1, 3));
        assertEquals(0, t.degree(0, 3), "other groups are untouched");
        assertTrue(t.isWellFormed());
        assertEquals(LogicalTopology.builder(2, 5).add(1, 0, 3, 2).add(1, 3, 4, 1).build(), t);
    }

    @Test
    void settingTheCountACellAlreadyHasReturnsTheSameTopology() {
        LogicalTopology t = LogicalTopology.builder(1, 4).add(0, 1, 2, 3).build();
        assertSame(t, t.withLinks(0, 1, 2, 3));
        assertSame(t, t.withLinks(0, 2, 1, 3));
        assertSame(t, t.withLinks(0, 0, 0, 0));
    }

    @Test
    void equalityIsByContentWhateverTheHistory() {
        LogicalTopology a = LogicalTopology.empty(2, 4).withLinks(0, 1, 2, 1).withLinks(0, 1, 2, 0);
        LogicalTopology b = LogicalTopology.empty(2, 4);
        assertEquals(b, a);
        assertEquals(b.hashCode(), a.hashCode());
        assertNotEquals(b, a.withLinks(1, 0, 3, 1));
        assertNotEquals(LogicalTopology.empty(2, 5), LogicalTopology.empty(2, 4));
    }

    @Test
    void anAsymmetricInputBecomesWellFormedOnlyWhenItsLastDefectIsFixed() {
        int[][][] counts = new int[1][3][3];
        counts[0][0][1] = 2;
        counts[0][2][2] = 1;
        LogicalTopology bad = LogicalTopology.of(counts);
        assertFalse(bad.isWellFormed());
        LogicalTopology halfFixed = bad.withLinks(0, 0, 1, 2);
        assertFalse(halfFixed.isWellFormed(), "the diagonal still holds 1");
        assertTrue(halfFixed.withLinks(0, 2, 2, 0).isWellFormed());
        assertFalse(halfFixed.withLinks(0, 2, 2, 0).withLinks(0, 1, 2, -1).isWellFormed(), "negative counts");
    }

    /** Random edits (negative counts and the diagonal included) against plain matrices, checked cell by cell. */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void randomEditsMatchAPlainMatrixInCountsRowSumsAndWellFormedness(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int groups = 3;
        int pods = 7;
        int[][][] plain = new int[groups][pods][pods];
        plain[random.nextInt(groups)][random.nextInt(pods)][random.nextInt(pods)] = 1;
        LogicalTopology t = LogicalTopology.of(plain);
        for (int step = 0; step < 400; step++) {
            int h = random.nextInt(groups);
            int i = random.nextInt(pods);
            int j = random.nextInt(pods);
            int v = random.nextInt(10) == 0 ? -1 : random.nextInt(3);
            t = t.withLinks(h, i, j, v);
            plain[h][i][j] = v;
            plain[h][j][i] = v;
            assertMatches(plain, t);
        }
    }

    private static void assertMatches(int[][][] plain, LogicalTopology t) {
        boolean wellFormed = true;
        for (int h = 0; h < plain.length; h++) {
            for (int i = 0; i < plain[h].length; i++) {
                int sum = 0;
                for (int j = 0; j < plain[h].length; j++) {
                    assertEquals(plain[h][i][j], t.count(h, i, j));
                    sum += plain[h][i][j];
                    wellFormed &= plain[h][i][j] >= 0 && plain[h][i][j] == plain[h][j][i] && (i != j
                            || plain[h][i][i] == 0);
                }
                assertEquals(sum, t.degree(h, i));
            }
        }
        assertEquals(wellFormed, t.isWellFormed());
        assertEquals(LogicalTopology.of(plain), t);
    }
}
