package com.lightwire.core.requirement;

import com.lightwire.model.lumos.LeafDemand;
import com.lightwire.model.lumos.LeafPair;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The cluster's leaf requirement before and after sharing (digest §3.4).
 *
 * @param wanted          the sum of the jobs' requirements
 * @param granted         L as designed: within kLeaf on every leaf
 * @param overBudgetLeaves leaves whose wanted paths exceeded kLeaf, ascending (only their pairs may be lowered)
 */
public record LeafRequirement(LeafDemand wanted, LeafDemand granted, List<Integer> overBudgetLeaves) {

    public LeafRequirement {
        overBudgetLeaves = List.copyOf(overBudgetLeaves);
    }

    /** True when sharing lowered some pair. */
    public boolean shared() {
        return !overBudgetLeaves.isEmpty();
    }

    /**
     * A job's contention estimate (§3.4): the largest wanted/granted ratio over its pairs (a pair granted nothing
     * counts as its wanted paths on one), 1 when none of its pairs was lowered.
     */
    public double contention(Map<Long, Integer> job) {
        Map<Long, Integer> want = index(wanted);
        Map<Long, Integer> got = index(granted);
        double most = 1;
        for (long k : job.keySet()) {
            int w = want.getOrDefault(k, 0);
            int g = got.getOrDefault(k, 0);
            most = Math.max(most, g == 0 ? w : (double) w / g);
        }
        return most;
    }

    private static Map<Long, Integer> index(LeafDemand demand) {
        Map<Long, Integer> map = new HashMap<>();
        for (LeafPair p : demand.pairs()) {
            map.put(JobTraffic.key(p.a(), p.b()), p.count());
        }
        return map;
    }
}
