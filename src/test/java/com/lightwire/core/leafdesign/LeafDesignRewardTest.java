package com.lightwire.core.leafdesign;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolverLimits;
import com.lightwire.model.lumos.LeafDemand;
import com.lightwire.model.lumos.LeafDesign;
import com.lightwire.model.lumos.LeafPair;
import com.lightwire.model.lumos.LumosFabric;
import com.lightwire.model.lumos.SplitUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The installed-units reward (§3.6): a design against itself keeps everything, and the reward never loses more. */
class LeafDesignRewardTest {

    private static LeafDesign design(LeafDemand demand, DesignMethod method, List<SplitUnit> previous) {
        Outcome<LeafDesign> out = LeafTopologyDesigner.solve(new DesignRequest(demand, method, true,
                SolverLimits.of(60, 1), previous), SolveMonitor.NONE);
        assertTrue(out.isVerified(), out.diagnostics() + " " + out.verification().summary());
        return out.value();
    }

    /** Installed units the new split no longer holds. */
    static long lost(List<SplitUnit> before, List<SplitUnit> after) {
        TreeMap<String, Integer> count = new TreeMap<>();
        before.forEach(u -> count.merge(u.h() + ":" + u.a() + ":" + u.b(), u.count(), Integer::sum));
        after.forEach(u -> count.merge(u.h() + ":" + u.a() + ":" + u.b(), -u.count(), Integer::sum));
        return count.values().stream().mapToLong(v -> Math.max(0, v)).sum();
    }

    /** Keeps each pair of L with probability 3/4 (jobs finish) and adds random pairs up to the cap (jobs arrive). */
    private static LeafDemand next(LeafDemand l, int cap, Random rnd) {
        LumosFabric f = l.fabric();
        int[][] m = new int[f.leaves()][f.leaves()];
        int[] sums = new int[f.leaves()];
        for (LeafPair p : l.pairs()) {
            if (rnd.nextInt(4) > 0) {
                m[p.a()][p.b()] = p.count();
                sums[p.a()] += p.count();
                sums[p.b()] += p.count();
            }
        }
        for (int t = 0; t < 3 * f.leaves(); t++) {
            int a = rnd.nextInt(f.leaves());
            int b = rnd.nextInt(f.leaves());
            if (f.podOf(a) != f.podOf(b) && sums[a] < cap && sums[b] < cap) {
                m[Math.min(a, b)][Math.max(a, b)]++;
                sums[a]++;
                sums[b]++;
            }
        }
        List<LeafPair> pairs = new ArrayList<>();
        for (int a = 0; a < m.length; a++) {
            for (int b = a + 1; b < m.length; b++) {
                if (m[a][b] > 0) {
                    pairs.add(new LeafPair(a, b, m[a][b]));
                }
            }
        }
        return new LeafDemand(f, pairs);
    }

    @ParameterizedTest(name = "tau {0}: 60 random demands designed against their own design keep every unit")
    @ValueSource(ints = {1, 2})
    void aDesignAgainstItselfChangesNothing(int tau) {
        Random rnd = new Random(40 + tau);
        for (int trial = 0; trial < 60; trial++) {
            LumosFabric f = Demands.randomFabric(rnd, tau, 5);
            int cap = tau == 1 ? f.kLeaf() / 2 : f.kLeaf();
            LeafDemand l = Demands.random(f, cap, 4 * f.leaves(), rnd);
            LeafDesign first = design(l, DesignMethod.AUTO, List.of());
            LeafDesign again = design(l, DesignMethod.AUTO, first.split());
            assertEquals(first.split(), again.split(), "trial " + trial);
        }
    }

    @ParameterizedTest(name = "tau {0}: over 80 random job changes the reward never loses more installed units")
    @ValueSource(ints = {1, 2})
    void theRewardNeverLosesMoreUnitsThanDesigningFromScratch(int tau) {
        Random rnd = new Random(70 + tau);
        long with = 0;
        long without = 0;
        for (int trial = 0; trial < 80; trial++) {
            LumosFabric f = Demands.randomFabric(rnd, tau, 5);
            int cap = tau == 1 ? f.kLeaf() / 2 : f.kLeaf();
            LeafDemand l1 = Demands.random(f, cap, 4 * f.leaves(), rnd);
            List<SplitUnit> installed = design(l1, DesignMethod.AUTO, List.of()).split();
            LeafDemand l2 = next(l1, cap, rnd);
            long rewarded = lost(installed, design(l2, DesignMethod.AUTO, installed).split());
            long scratch = lost(installed, design(l2, DesignMethod.AUTO, List.of()).split());
            assertTrue(rewarded <= scratch, "trial " + trial + ": " + rewarded + " > " + scratch);
            with += rewarded;
            without += scratch;
        }
        System.out.println("tau " + tau + ": installed units lost with the reward " + with + ", without " + without);
        assertTrue(with < without, "the reward keeps units somewhere in the sweep");
    }
}
