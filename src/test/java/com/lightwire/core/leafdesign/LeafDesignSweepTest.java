package com.lightwire.core.leafdesign;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.model.lumos.LeafDemand;
import com.lightwire.model.lumos.LeafDesign;
import com.lightwire.model.lumos.LumosFabric;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Seeded sweeps through the verifier, and exact/greedy certified by brute force on tiny instances. */
class LeafDesignSweepTest {

    @ParameterizedTest(name = "seed {0}: 100 random demands per tau pass the verifier")
    @ValueSource(ints = {1, 2, 3})
    void randomDemandsPassTheVerifierAndTauTwoIsContentionFree(int seed) {
        Random rnd = new Random(seed);
        for (int t = 0; t < 100; t++) {
            int tau = 1 + t % 2;
            LumosFabric f = Demands.randomFabric(rnd, tau, 6);
            LeafDemand demand = Demands.random(f, f.kLeaf(), 4 * f.leaves(), rnd);
            Outcome<LeafDesign> outcome = LeafTopologyDesigner.solve(Demands.request(demand, DesignMethod.AUTO),
                    SolveMonitor.NONE);
            assertTrue(outcome.isVerified(), () -> f + " " + demand + ": " + outcome.verification().summary()
                    + outcome.diagnostics());
            assertTrue(outcome.value().maxLoad() <= 2, "Theorem 4.1: load <= 2");
            assertTrue(tau == 1 || outcome.value().contentionFree(), "Theorem 4.1 with tau = 2");
        }
    }

    @ParameterizedTest(name = "seed {0}: exact agrees with brute force on 40 tiny demands")
    @ValueSource(ints = {11, 12, 13})
    void exactMatchesBruteForceOnTinyDemands(int seed) {
        Random rnd = new Random(seed);
        for (int t = 0; t < 40; t++) {
            LumosFabric f = new LumosFabric(2 + 2 * rnd.nextInt(2), 2, 1, 3);
            LeafDemand demand = Demands.random(f, f.kLeaf(), 4, rnd);
            boolean feasible = ExactDesignBruteForce.feasible(demand);
            Outcome<LeafDesign> exact = LeafTopologyDesigner.solve(Demands.request(demand, DesignMethod.EXACT),
                    SolveMonitor.NONE);
            assertEquals(feasible ? SolveStatus.OPTIMAL : SolveStatus.INFEASIBLE, exact.status(), demand::toString);
            assertTrue(!feasible || exact.isVerified() && exact.value().maxLoad() <= 1, demand::toString);
        }
    }

    @ParameterizedTest(name = "seed {0}: greedy is contention-free where brute force says it must be possible")
    @ValueSource(ints = {21, 22, 23})
    void greedyFindsASolutionWheneverTheoremFourTwoApplies(int seed) {
        Random rnd = new Random(seed);
        for (int t = 0; t < 40; t++) {
            LumosFabric f = new LumosFabric(4, 2, 1, 3);
            LeafDemand demand = Demands.random(f, f.kLeaf() / 2, 5, rnd);
            assertTrue(ExactDesignBruteForce.feasible(demand), demand::toString);
            Outcome<LeafDesign> greedy = LeafTopologyDesigner.solve(Demands.request(demand, DesignMethod.GREEDY),
                    SolveMonitor.NONE);
            assertTrue(greedy.isVerified() && greedy.value().contentionFree(), demand::toString);
        }
    }
}
