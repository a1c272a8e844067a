package com.lightwire.core.placement;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.model.lumos.ClusterState;
import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.JobPlacement;
import com.lightwire.model.lumos.LeafPair;
import com.lightwire.model.lumos.LumosCluster;
import com.lightwire.model.lumos.LumosFabric;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** V16 (digest §6), the locality rule on a cluster, seeded sweeps through the verifier and a brute-force check. */
class PlacementTest {

    private static Job job(String id, int gpus, int ep) {
        return new Job(id, 0, gpus, 8, 1, gpus / 8, ep, "", 0, 0);
    }

    @Test
    void v16OneRoomyPodBeatsTwoSmallOnesThoughObjective41WouldNot() {
        assertArrayEquals(new int[] {10, 0, 0}, FewestTightest.choose(new int[] {20, 6, 6}, 1, 10));
    }

    @Test
    void v16WithoutASinglePodTheTwoTightestPodsShareSixPlusFour() {
        assertArrayEquals(new int[] {0, 6, 4}, FewestTightest.choose(new int[] {8, 6, 6}, 1, 10));
    }

    @Test
    void podSharesAreMultiplesOfTheEpGranularityAndNoFitMeansWait() {
        assertArrayEquals(new int[] {4, 2, 0}, FewestTightest.choose(new int[] {5, 3, 3}, 2, 6), "ties: lower pods");
        assertNull(FewestTightest.choose(new int[] {3, 3, 3}, 2, 8), "rounded capacity 2+2+2 < 8");
    }

    @Test
    void aClusterPlacesLeafThenPodThenPodsAndWaitsWhenFull() {
        LumosCluster cluster = new LumosCluster(new LumosFabric(16, 16, 2, 4), 8);
        List<Job> jobs = List.of(job("a", 16, 8), job("b", 64, 8), job("c", 256, 16), job("d", 512, 8));
        ClusterState state = new ClusterState(cluster, List.of(new LeafPair(3, 3, 1)), List.of(), jobs);
        Outcome<List<JobPlacement>> outcome = LocalityPlacer.placeAll(state, SolveMonitor.NONE);
        assertTrue(outcome.isVerified(), outcome.verification()::summary);
        List<JobPlacement> p = outcome.value();
        assertEquals(List.of("leaf", "pod", "pods", "none"), p.stream().map(JobPlacement::scope).toList());
        assertEquals(List.of(new JobPlacement.Share(0, 0, 2)), p.get(0).shares(), "best-fit leaf is leaf 0 (tie)");
        assertFalse(p.get(3).placed());
    }

    @ParameterizedTest(name = "seed {0}: 100 random states pass the verifier")
    @ValueSource(ints = {1, 2, 3})
    void randomStatesPassTheVerifier(int seed) {
        Random rnd = new Random(seed);
        for (int t = 0; t < 100; t++) {
            LumosCluster cluster = new LumosCluster(new LumosFabric(8 * (1 + rnd.nextInt(2)), 4 * (1 + rnd.nextInt(2)),
                    2, 1 + rnd.nextInt(5)), 8);
            List<LeafPair> busy = new ArrayList<>();
            for (int a = 0; a < cluster.fabric().leaves(); a++) {
                int b = rnd.nextInt(cluster.serversPerLeaf() + 1);
                if (b > 0) {
                    busy.add(new LeafPair(a, a, b));
                }
            }
            List<Job> jobs = new ArrayList<>();
            for (int j = 0; j < 6; j++) {
                int g = 1 + rnd.nextInt(2);
                jobs.add(job("j" + j, 8 * g * (1 + rnd.nextInt(6)), 8 * g));
            }
            ClusterState state = new ClusterState(cluster, busy, List.of(), jobs);
            Outcome<List<JobPlacement>> outcome = LocalityPlacer.placeAll(state, SolveMonitor.NONE);
            assertTrue(outcome.isVerified(), () -> state + ": " + outcome.verification().summary());
        }
    }

    @ParameterizedTest(name = "seed {0}: the exact choice matches brute force over all subsets")
    @ValueSource(ints = {7, 8, 9})
    void fewestTightestMatchesBruteForce(int seed) {
        Random rnd = new Random(seed);
        for (int t = 0; t < 200; t++) {
            int n = 1 + rnd.nextInt(7);
            int g = 1 + rnd.nextInt(3);
            int[] free = rnd.ints(n, 0, 12).toArray();
            int need = g * (1 + rnd.nextInt(8));
            int[] share = FewestTightest.choose(free, g, need);
            long[] best = bruteForce(free, g, need);
            if (best == null) {
                assertNull(share);
                continue;
            }
            long count = 0;
            long idle = 0;
            long sum = 0;
            for (int i = 0; i < n; i++) {
                if (share[i] > 0) {
                    count++;
                    idle += free[i];
                    assertEquals(0, share[i] % g);
                    assertTrue(share[i] <= free[i]);
                }
                sum += share[i];
            }
            assertEquals(need, sum);
            assertArrayEquals(best, new long[] {count, idle});
        }
    }

    /** The least (bins, idle) over every subset whose rounded capacity reaches need, or null. */
    private static long[] bruteForce(int[] free, int g, int need) {
        long[] best = null;
        for (int mask = 1; mask < 1 << free.length; mask++) {
            long cap = 0;
            long idle = 0;
            boolean usable = true;
            for (int i = 0; i < free.length; i++) {
                if ((mask >> i & 1) == 1) {
                    usable &= free[i] / g >= 1;
                    cap += free[i] / g * g;
                    idle += free[i];
                }
            }
            long[] key = {Integer.bitCount(mask), idle};
            if (usable && cap >= need && (best == null || key[0] < best[0] || key[0] == best[0] && key[1] < best[1])) {
                best = key;
            }
        }
        return best;
    }

    @Test
    void aJobNotMadeOfWholeEpGroupsIsInvalidInput() {
        LumosCluster cluster = new LumosCluster(new LumosFabric(16, 16, 2, 2), 8);
        Outcome<JobPlacement> outcome = LocalityPlacer.solve(new PlacementRequest(cluster, new int[16],
                new Job("x", 0, 24, 8, 1, 3, 16, "", 0, 0)), SolveMonitor.NONE);
        assertEquals(SolveStatus.INVALID_INPUT, outcome.status());
    }
}
