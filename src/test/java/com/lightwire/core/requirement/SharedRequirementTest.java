package com.lightwire.core.requirement;

import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.LeafPair;
import com.lightwire.model.lumos.LumosFabric;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The §3.4 rule: a job's requirement from its phases, and the cluster's L with sharing, through the verifier. */
class SharedRequirementTest {

    private static Map<Long, Integer> job(int... triples) {
        Map<Long, Integer> m = new TreeMap<>();
        for (int i = 0; i < triples.length; i += 3) {
            m.put(JobTraffic.key(triples[i], triples[i + 1]), triples[i + 2]);
        }
        return m;
    }

    @Test
    void aTwoStagePipelineAcrossPodsNeedsEightPathsOnePerTpRank() {
        LumosFabric f = new LumosFabric(16, 16, 2, 2);
        Job j = new Job("pp", 0, 16, 8, 2, 1, 1, "", 100, 0.1);
        JobTraffic traffic = JobTraffic.of(j, List.of(new LeafPair(0, 0, 1), new LeafPair(8, 8, 1)), f, 8);
        assertEquals(Map.of(JobTraffic.key(0, 8), 8), traffic.requirement(f), "PP forward and backward reuse paths");
    }

    @Test
    void aLeafOverBudgetIsScaledProportionally() {
        LumosFabric f = new LumosFabric(8, 8, 2, 3);
        Map<Long, Integer> j = job(0, 4, 6, 0, 8, 4);
        LeafRequirement r = SharedRequirement.total(f, List.of(j));
        assertEquals(List.of(0), r.overBudgetLeaves());
        assertEquals(List.of(new LeafPair(0, 4, 4), new LeafPair(0, 8, 3)), r.granted().pairs(),
                "floor(6·8/10) = 4 and floor(4·8/10) = 3");
        assertEquals(1.5, r.contention(j), 1e-12);
        assertTrue(RequirementVerifier.verify(f, List.of(j), r).isPassed());
    }

    @Test
    void aLeafWithMorePartnersThanPathsDropsTheFirstLargest() {
        LumosFabric f = new LumosFabric(8, 8, 1, 3);
        int[] triples = new int[27];
        for (int k = 0; k < 9; k++) {
            triples[3 * k] = 0;
            triples[3 * k + 1] = 8 + k;
            triples[3 * k + 2] = 1;
        }
        LeafRequirement r = SharedRequirement.total(f, List.of(job(triples)));
        assertEquals(8, r.granted().pairs().size());
        assertEquals(9, r.granted().pairs().get(0).b(), "pair 0-8 gave up its path");
        assertTrue(RequirementVerifier.verify(f, List.of(job(triples)), r).isPassed());
    }

    @Test
    void withinBudgetNothingIsShared() {
        LumosFabric f = new LumosFabric(8, 8, 2, 3);
        LeafRequirement r = SharedRequirement.total(f, List.of(job(0, 4, 3), job(0, 4, 2, 1, 8, 1)));
        assertFalse(r.shared());
        assertEquals(List.of(new LeafPair(0, 4, 5), new LeafPair(1, 8, 1)), r.granted().pairs());
    }

    @Test
    void theVerifierCatchesAnOverfullLeafAndAnUnwantedLowering() {
        LumosFabric f = new LumosFabric(8, 8, 2, 3);
        Map<Long, Integer> j = job(0, 4, 10);
        LeafRequirement wrong = new LeafRequirement(SharedRequirement.total(f, List.of(j)).wanted(),
                SharedRequirement.total(f, List.of(j)).wanted(), List.of());
        assertFalse(RequirementVerifier.verify(f, List.of(j), wrong).isPassed());
        Map<Long, Integer> small = job(0, 4, 2);
        LeafRequirement lowered = new LeafRequirement(SharedRequirement.total(f, List.of(small)).wanted(),
                SharedRequirement.total(f, List.of(job(0, 4, 1))).wanted(), List.of());
        assertFalse(RequirementVerifier.verify(f, List.of(small), lowered).isPassed());
    }

    @ParameterizedTest(name = "seed {0}: 100 random job mixes pass the verifier")
    @ValueSource(ints = {1, 2, 3})
    void seededRequirementsPassTheVerifier(int seed) {
        Random rnd = new Random(seed);
        for (int t = 0; t < 100; t++) {
            LumosFabric f = new LumosFabric(2 * (1 + rnd.nextInt(4)), 4, 1 + rnd.nextInt(2), 2 + rnd.nextInt(4));
            if (f.problem() != null) {
                continue;
            }
            List<Map<Long, Integer>> jobs = new ArrayList<>();
            for (int j = 0; j < 1 + rnd.nextInt(5); j++) {
                Map<Long, Integer> m = new TreeMap<>();
                for (int k = 0; k < 1 + rnd.nextInt(6); k++) {
                    int a = rnd.nextInt(f.leaves());
                    int b = rnd.nextInt(f.leaves());
                    if (f.podOf(a) != f.podOf(b)) {
                        m.merge(JobTraffic.key(Math.min(a, b), Math.max(a, b)), 1 + rnd.nextInt(8), Math::max);
                    }
                }
                jobs.add(m);
            }
            LeafRequirement r = SharedRequirement.total(f, jobs);
            assertTrue(RequirementVerifier.verify(f, jobs, r).isPassed(), () -> f + " " + jobs + ": "
                    + RequirementVerifier.verify(f, jobs, r).summary());
        }
    }
}
