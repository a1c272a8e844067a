package com.lightwire.core.routing;

import com.lightwire.core.requirement.JobTraffic;
import com.lightwire.core.solve.Verification;
import com.lightwire.model.lumos.LumosFabric;
import com.lightwire.model.lumos.SplitUnit;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Independent checks of planned routing (digest §3.7): every pair has exactly its design units; a unit runs on its
 * own spine whenever that spine has a circuit between its pods; its circuit exists ({@code index < circuits}); while
 * the units of a (spine, pod pair) do not outnumber its circuits no circuit carries two units (one-to-one); a unit is
 * unroutable only when its pods have no circuit on any spine.
 */
public final class RoutingVerifier {

    private RoutingVerifier() {
    }

    public static Verification verify(UnitPlan plan) {
        Verification.Collector v = new Verification.Collector();
        LumosFabric f = plan.fabric();
        Map<Long, Integer> want = new HashMap<>();
        Map<Long, Integer> ownSpine = new HashMap<>();
        for (SplitUnit u : plan.split()) {
            if (u.a() < u.b()) {
                want.merge(JobTraffic.key(u.a(), u.b()), u.count(), Integer::sum);
                ownSpine.merge(JobTraffic.key(u.a(), u.b()) * 1024 + u.h(), u.count(), Integer::sum);
            }
        }
        v.check(want.keySet().equals(new HashSet<>(plan.pairs())), () -> "the plan's pairs differ from the design's");
        Map<Long, Integer> perSpinePair = new HashMap<>();
        Map<Long, Set<Integer>> used = new HashMap<>();
        Map<Long, Integer> placed = new HashMap<>();
        Map<Long, Integer> collisions = new HashMap<>();
        for (long pair : plan.pairs()) {
            int a = JobTraffic.src(pair);
            int b = JobTraffic.dst(pair);
            int i = f.podOf(a);
            int j = f.podOf(b);
            int[][] units = plan.units(a, b);
            v.check(units.length == want.getOrDefault(pair, 0), () -> "pair " + a + "-" + b + " has " + units.length
                    + " units; the design gives " + want.get(pair));
            for (int[] unit : units) {
                int h = unit[0];
                if (unit[1] == UnitPlan.NO_CIRCUIT) {
                    boolean none = true;
                    for (int g = 0; g < plan.groups(); g++) {
                        none &= plan.circuits(g, i, j) == 0;
                    }
                    v.check(none, () -> "pair " + a + "-" + b + " is unroutable though its pods have circuits");
                    continue;
                }
                v.check(unit[1] >= 0 && unit[1] < plan.circuits(h, i, j), () -> "pair " + a + "-" + b
                        + " uses circuit " + unit[1] + " of " + plan.circuits(h, i, j) + " on spine " + h);
                placed.merge(pair * 1024 + h, 1, Integer::sum);
                long key = ((long) h << 40) | ((long) i << 20) | j;
                perSpinePair.merge(key, 1, Integer::sum);
                if (!used.computeIfAbsent(key, k -> new HashSet<>()).add(unit[1])) {
                    collisions.merge(key, 1, Integer::sum);
                }
            }
        }
        ownSpine.forEach((key, n) -> {
            long pair = key / 1024;
            int h = (int) (key % 1024);
            int i = f.podOf(JobTraffic.src(pair));
            int j = f.podOf(JobTraffic.dst(pair));
            v.check(plan.circuits(h, i, j) == 0 || placed.getOrDefault(key, 0) >= n, () -> "pair "
                    + JobTraffic.src(pair) + "-" + JobTraffic.dst(pair) + " left spine " + h + " though it has circuits");
        });
        collisions.forEach((key, n) -> {
            int h = (int) (key >>> 40);
            int i = (int) (key >>> 20 & 0xFFFFF);
            int j = (int) (key & 0xFFFFF);
            v.check(perSpinePair.get(key) > plan.circuits(h, i, j), () -> "spine " + h + " pods " + i + "-" + j
                    + ": two units share a circuit though there are enough circuits");
        });
        return v.build();
    }
}
