package com.lightwire.core.simulate;

import com.lightwire.core.requirement.JobTraffic;
import com.lightwire.core.routing.UnitPlan;

import com.lightwire.model.lumos.LumosFabric;

import java.util.Map;
import java.util.SplittableRandom;

/**
 * Paths on a LumosCore fabric (digest §3.7, ADR 0027): a flow between leaves of one pod goes up to a spine and down
 * (leaf–spine links of capacity tau); a cross-pod flow goes up to spine h, over one circuit to spine h of the other
 * pod and down. Planned: an intra-pod flow takes the spine whose two links are least loaded (others' flows plus this
 * phase's, ties to the lower spine); the flows of a cross-pod leaf pair take its units in turn, starting after the
 * units earlier jobs took ({@code offsets}), wrapping when the pair has fewer units than flows. ECMP: a random spine,
 * and a random circuit among all between the two pods. O(flows · H).
 */
final class LumosPaths {

    private static final long UP = 3;
    private static final long DOWN = 4;
    private static final long CIRCUIT = 5;

    private final LumosFabric fabric;
    private final boolean planned;

    LumosPaths(LumosFabric fabric, boolean planned) {
        this.fabric = fabric;
        this.planned = planned;
    }

    /**
     * @param offsets per unordered pair, the units already taken by earlier jobs (read only)
     */
    Contribution route(JobTraffic traffic, UnitPlan plan, Map<Long, Integer> offsets, LinkLoads loads,
                       SplittableRandom random) {
        Contribution.Builder links = new Contribution.Builder();
        for (int p = 0; p < JobTraffic.PHASES; p++) {
            for (Map.Entry<Long, Integer> e : traffic.phase(p).entrySet()) {
                int a = JobTraffic.src(e.getKey());
                int b = JobTraffic.dst(e.getKey());
                long pair = JobTraffic.key(Math.min(a, b), Math.max(a, b));
                for (int f = 0; f < e.getValue(); f++) {
                    int[] unit = fabric.podOf(a) == fabric.podOf(b) ? new int[] {spine(links, loads, a, b, random), -1}
                            : cross(plan, a, b, offsets.getOrDefault(pair, 0) + f, random);
                    use(links, a, b, unit);
                }
            }
            links.endPhase();
        }
        return links.build();
    }

    private int spine(Contribution.Builder links, LinkLoads loads, int a, int b, SplittableRandom random) {
        if (!planned) {
            return random.nextInt(fabric.spinesPerPod());
        }
        int best = 0;
        int bestLoad = Integer.MAX_VALUE;
        for (int h = 0; h < fabric.spinesPerPod(); h++) {
            int load = Math.max(loads.load(up(a, h)) + links.inPhase(up(a, h)),
                    loads.load(down(b, h)) + links.inPhase(down(b, h)));
            if (load < bestLoad) {
                best = h;
                bestLoad = load;
            }
        }
        return best;
    }

    private static long up(int leaf, int h) {
        return UP << 60 | (long) leaf << 20 | h;
    }

    private static long down(int leaf, int h) {
        return DOWN << 60 | (long) leaf << 20 | h;
    }

    private int[] cross(UnitPlan plan, int a, int b, int slot, SplittableRandom random) {
        int[] unit = plan == null || !planned ? null : plan.unitFor(a, b, slot);
        if (unit != null) {
            return unit;
        }
        int i = fabric.podOf(a);
        int j = fabric.podOf(b);
        int total = 0;
        for (int h = 0; plan != null && h < plan.groups(); h++) {
            total += plan.circuits(h, i, j);
        }
        if (total == 0) {
            return new int[] {0, UnitPlan.NO_CIRCUIT};
        }
        int r = random.nextInt(total);
        int h = 0;
        while (r >= plan.circuits(h, i, j)) {
            r -= plan.circuits(h, i, j);
            h++;
        }
        return new int[] {h, r};
    }

    private void use(Contribution.Builder links, int a, int b, int[] unit) {
        int h = unit[0];
        int tau = fabric.tau();
        links.use(up(a, h), tau);
        links.use(down(b, h), tau);
        if (unit[1] >= 0) {
            links.use(CIRCUIT << 60 | (long) h << 50 | (long) fabric.podOf(a) << 35 | (long) fabric.podOf(b) << 20
                    | unit[1], 1);
        }
    }
}
