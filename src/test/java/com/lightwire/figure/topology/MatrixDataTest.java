package com.lightwire.figure.topology;

import com.lightwire.core.topology.TopologyGenerators;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.NamedTopology;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * The matrix data built from an earlier version of the topology agrees with data built from scratch (row sums, heat
 * scale), and the cell diff between two versions names exactly the cells that differ, over seeded random edit
 * sequences that raise and lower the largest entry.
 */
class MatrixDataTest {

    private static final int GROUPS = 3;
    private static final int PODS = 24;
    private static final int K = 6;

    private static NamedTopology named(LogicalTopology t) {
        return new NamedTopology("t", t);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void dataFromAnEarlierVersionAgreesWithDataFromScratchAndTheDiffNamesEveryChangedCell(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        LogicalTopology t = TopologyGenerators.randomFullUtilization(GROUPS, PODS, K, seed);
        MatrixData data = MatrixData.of(named(t), 1, K);
        for (int step = 0; step < 200; step++) {
            LogicalTopology next = t;
            TreeSet<Integer> expected = new TreeSet<>();
            for (int e = random.nextInt(1, 4); e > 0; e--) {
                int h = random.nextInt(GROUPS);
                int i = random.nextInt(PODS);
                int j = (i + 1 + random.nextInt(PODS - 1)) % PODS;
                next = next.withLinks(h, i, j, random.nextInt(0, 3 * K));
            }
            for (int i = 0; i < PODS; i++) {
                for (int j = 0; j < PODS; j++) {
                    if (next.count(1, i, j) != t.count(1, i, j)) {
                        expected.add(i * PODS + j);
                    }
                }
            }
            MatrixData after = MatrixData.of(named(next), 1, K, data);
            MatrixData scratch = MatrixData.of(named(next), 1, K);
            assertEquals(scratch.maxCell(), after.maxCell(), "heat scale at step " + step);
            for (int i = 0; i < PODS; i++) {
                assertEquals(scratch.rowSum(i), after.rowSum(i));
            }
            assertArrayEquals(expected.stream().mapToInt(Integer::intValue).toArray(), after.changedCells(data),
                    "changed cells at step " + step);
            t = next;
            data = after;
        }
    }

    @Test
    void matricesOfAnotherSpineIndexSizeOrPortBoundAreNotComparedCellByCell() {
        LogicalTopology t = TopologyGenerators.randomFullUtilization(GROUPS, PODS, K, 9);
        MatrixData data = MatrixData.of(named(t), 0, K);
        assertNull(MatrixData.of(named(t), 1, K).changedCells(data));
        assertNull(MatrixData.of(named(t), 0, K + 1).changedCells(data));
        assertNull(MatrixData.of(named(LogicalTopology.empty(GROUPS, PODS + 1)), 0, K).changedCells(data));
        assertNull(MatrixData.NONE.changedCells(data));
        assertArrayEquals(new int[0], MatrixData.of(named(t.withLinks(2, 0, 1, 7)), 0, K, data).changedCells(data),
                "an edit of another spine index changes no cell of this one");
    }
}
