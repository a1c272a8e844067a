package com.lightwire.core.staging;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.lumos.SplitUnit;
import com.lightwire.model.lumos.StagePlan;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** V15 (digest §6), the infeasible case, and the fewest stages certified by brute force over all partitions. */
class StagingTest {

    /** One leaf with 2 units on each of 4 groups (a→b and b→a, so b is loaded alike). */
    private static List<SplitUnit> v15() {
        List<SplitUnit> split = new ArrayList<>();
        for (int h = 0; h < 4; h++) {
            split.add(new SplitUnit(h, 0, 4, 1));
            split.add(new SplitUnit(h, 4, 0, 1));
        }
        return split;
    }

    private static Outcome<StagePlan> stage(List<SplitUnit> split, int groups, List<Integer> changed, double iota) {
        return StagePlanner.solve(new StageRequest(split, groups, changed, iota), SolveMonitor.NONE);
    }

    @Test
    void v15IotaHalfGivesTwoStagesOfHalfEach() {
        Outcome<StagePlan> outcome = stage(v15(), 4, null, 0.5);
        assertTrue(outcome.isVerified(), outcome.verification()::summary);
        assertEquals(2, outcome.value().theta());
        assertEquals(List.of(List.of(0, 1), List.of(2, 3)), outcome.value().stages());
        assertEquals(0.5, outcome.value().maxFraction(), 1e-12);
    }

    @Test
    void v15IotaFourTenthsNeedsOneGroupPerStage() {
        Outcome<StagePlan> outcome = stage(v15(), 4, null, 0.4);
        assertTrue(outcome.isVerified());
        assertEquals(4, outcome.value().theta());
        assertTrue(outcome.value().feasible());
        assertEquals(0.25, outcome.value().maxFraction(), 1e-12);
    }

    @Test
    void aGroupAloneOverIotaIsInfeasibleWithOneGroupPerStage() {
        List<SplitUnit> split = List.of(new SplitUnit(0, 0, 4, 3), new SplitUnit(0, 4, 0, 3),
                new SplitUnit(1, 0, 4, 1), new SplitUnit(1, 4, 0, 1));
        Outcome<StagePlan> outcome = stage(split, 2, List.of(0, 1), 0.5);
        assertTrue(outcome.isVerified());
        assertFalse(outcome.value().feasible());
        assertEquals(List.of(List.of(0), List.of(1)), outcome.value().stages());
        assertEquals(0.75, outcome.value().maxFraction(), 1e-12);
    }

    @ParameterizedTest(name = "seed {0}: 100 random loads, theta equals brute force")
    @ValueSource(ints = {1, 2, 3})
    void fewestStagesMatchBruteForce(int seed) {
        Random rnd = new Random(seed);
        for (int t = 0; t < 100; t++) {
            int groups = 1 + rnd.nextInt(6);
            List<SplitUnit> split = new ArrayList<>();
            for (int u = 0; u < 2 + rnd.nextInt(10); u++) {
                int a = rnd.nextInt(4);
                split.add(new SplitUnit(rnd.nextInt(groups), a, 4 + rnd.nextInt(4), 1 + rnd.nextInt(3)));
            }
            double iota = 0.2 + 0.8 * rnd.nextDouble();
            Outcome<StagePlan> outcome = stage(split, groups, null, iota);
            assertTrue(outcome.isVerified(), () -> split + ": " + outcome.verification().summary());
            if (outcome.value().feasible()) {
                GroupLoads loads = new GroupLoads(split, groups);
                assertEquals(bruteForce(outcome.value().changed(), loads, iota), outcome.value().theta(),
                        split::toString);
            }
        }
    }

    /** The fewest blocks over every set partition of the groups (restricted growth strings). */
    private static int bruteForce(List<Integer> groups, GroupLoads loads, double iota) {
        int n = groups.size();
        int best = n;
        int[] block = new int[n];
        while (true) {
            int blocks = 0;
            for (int b : block) {
                blocks = Math.max(blocks, b + 1);
            }
            if (blocks < best && fits(groups, block, blocks, loads, iota)) {
                best = blocks;
            }
            int i = n - 1;
            while (i > 0 && block[i] > max(block, i)) {
                block[i--] = 0;
            }
            if (i <= 0) {
                return best;
            }
            block[i]++;
        }
    }

    private static int max(int[] block, int upTo) {
        int m = 0;
        for (int i = 0; i < upTo; i++) {
            m = Math.max(m, block[i]);
        }
        return m;
    }

    private static boolean fits(List<Integer> groups, int[] block, int blocks, GroupLoads loads, double iota) {
        for (int b = 0; b < blocks; b++) {
            List<Integer> stage = new ArrayList<>();
            for (int i = 0; i < block.length; i++) {
                if (block[i] == b) {
                    stage.add(groups.get(i));
                }
            }
            if (loads.stageShare(stage) > iota + GroupLoads.EPS) {
                return false;
            }
        }
        return true;
    }
}
