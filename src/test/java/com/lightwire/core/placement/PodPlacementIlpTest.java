package com.lightwire.core.placement;

import com.lightwire.core.solve.OrTools;
import com.lightwire.core.solve.SolveFrame.Candidate;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.solve.SolverLimits;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Arrays;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The OR-Tools cross-check of the placement rule (issue 14 item 2): the artifact's integer program with the pod
 * weight above the total idle servers gives the same (pods, idle) key as the exact lexicographic rule on seeded pod
 * states, small and past 100 idle servers; with the artifact's weight 100 it does not.
 */
class PodPlacementIlpTest {

    private static final SolverLimits LIMITS = new SolverLimits(20, 1, 1);

    @BeforeAll
    static void natives() {
        assertTrue(OrTools.unavailable().isEmpty(), "OR-Tools must load");
    }

    private static Candidate<int[]> ilp(int[] free, int g, int need, long weight) {
        return PodPlacementIlp.solve(free, g, need, weight, LIMITS, SolveMonitor.NONE);
    }

    @Test
    void weightHundredPrefersTwoSmallPodsToOneRoomyPodPastHundredIdleServers() {
        int[] free = {250, 60, 60};
        int need = 110;
        assertArrayEquals(new long[] {1, 250}, PodPlacementIlp.key(free, PodPlacementIlp.lexicographicShares(free, 1,
                need)));
        Candidate<int[]> artifact = ilp(free, 1, need, PodPlacementIlp.ARTIFACT_WEIGHT);
        assertEquals(SolveStatus.OPTIMAL, artifact.status());
        assertArrayEquals(new long[] {2, 120}, PodPlacementIlp.key(free, artifact.value()),
                "100·2 + 120 = 320 beats 100 + 250 = 350");
        Candidate<int[]> weighted = ilp(free, 1, need, PodPlacementIlp.lexicographicWeight(free));
        assertArrayEquals(new long[] {1, 250}, PodPlacementIlp.key(free, weighted.value()));
    }

    @ParameterizedTest(name = "a pod with {0} idle servers, over 100 more than two 30-server pods: weight 100 splits the job, the rule does not")
    @ValueSource(ints = {161, 250, 400})
    void weightHundredFailsPastHundredIdleServers(int roomy) {
        int[] free = {roomy, 30, 30, 30};
        int need = 60;
        assertArrayEquals(new long[] {1, roomy}, PodPlacementIlp.key(free, ilp(free, 1, need,
                PodPlacementIlp.lexicographicWeight(free)).value()));
        assertArrayEquals(new long[] {2, 60}, PodPlacementIlp.key(free, ilp(free, 1, need,
                PodPlacementIlp.ARTIFACT_WEIGHT).value()), "2·100 + 60 < 100 + " + roomy);
    }

    @Test
    void v16ShapesAgree() {
        assertArrayEquals(new long[] {1, 20}, PodPlacementIlp.key(new int[] {20, 6, 6}, ilp(new int[] {20, 6, 6}, 1,
                10, PodPlacementIlp.lexicographicWeight(new int[] {20, 6, 6})).value()));
        assertArrayEquals(new long[] {2, 12}, PodPlacementIlp.key(new int[] {8, 6, 6}, ilp(new int[] {8, 6, 6}, 1, 10,
                PodPlacementIlp.lexicographicWeight(new int[] {8, 6, 6})).value()));
    }

    @ParameterizedTest(name = "seed {0}: 100 pod states, the weighted ILP matches the exact rule")
    @ValueSource(ints = {31, 32, 33})
    void weightedIlpMatchesTheLexicographicRule(int seed) {
        Random rnd = new Random(seed);
        for (int t = 0; t < 100; t++) {
            boolean large = t % 2 == 1;
            int n = 2 + rnd.nextInt(large ? 14 : 6);
            int g = 1 + rnd.nextInt(4);
            int[] free = rnd.ints(n, 0, large ? 200 : 16).toArray();
            int need = g * (1 + rnd.nextInt(large ? 120 : 10));
            int[] exact = PodPlacementIlp.lexicographicShares(free, g, need);
            Candidate<int[]> weighted = ilp(free, g, need, PodPlacementIlp.lexicographicWeight(free));
            String what = Arrays.toString(free) + " g " + g + " need " + need;
            if (exact == null) {
                assertEquals(SolveStatus.INFEASIBLE, weighted.status(), what);
                continue;
            }
            assertEquals(SolveStatus.OPTIMAL, weighted.status(), what);
            checkShares(free, g, need, weighted.value(), what);
            assertArrayEquals(PodPlacementIlp.key(free, exact), PodPlacementIlp.key(free, weighted.value()), what);
        }
    }

    private static void checkShares(int[] free, int g, int need, int[] share, String what) {
        int sum = 0;
        for (int i = 0; i < free.length; i++) {
            assertEquals(0, share[i] % g, what);
            assertTrue(share[i] <= free[i], what);
            sum += share[i];
        }
        assertEquals(need, sum, what);
    }

    @Test
    void aJobLargerThanTheUsableCapacityIsInfeasible() {
        assertNull(PodPlacementIlp.lexicographicShares(new int[] {3, 3}, 2, 6));
        assertFalse(ilp(new int[] {3, 3}, 2, 6, 7).status().hasSolution());
    }
}
