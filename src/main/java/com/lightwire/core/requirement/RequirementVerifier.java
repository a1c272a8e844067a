package com.lightwire.core.requirement;

import com.lightwire.core.solve.Verification;
import com.lightwire.model.lumos.LeafDemand;
import com.lightwire.model.lumos.LeafPair;
import com.lightwire.model.lumos.LumosFabric;

import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Independent checks of the cluster requirement (digest §3.4): wanted is the sum of the jobs' requirements over
 * cross-pod pairs; every leaf's granted paths fit kLeaf; a granted entry never exceeds the wanted one; an entry is
 * lowered only where one of its leaves was over budget, and nothing is lowered when no leaf was; an over-budget leaf
 * keeps at least one path to each partner while it has at most kLeaf partners (the {@code max(1, …)} of the rule).
 */
public final class RequirementVerifier {

    private RequirementVerifier() {
    }

    public static Verification verify(LumosFabric fabric, Collection<Map<Long, Integer>> jobs,
                                      LeafRequirement result) {
        Verification.Collector v = new Verification.Collector();
        Map<Long, Integer> sum = new HashMap<>();
        jobs.forEach(job -> job.forEach((k, n) -> sum.merge(k, n, Integer::sum)));
        Map<Long, Integer> wanted = index(result.wanted());
        v.check(wanted.equals(sum), () -> "wanted L is not the sum of the jobs' requirements");
        long[] wantedSums = result.wanted().leafSums();
        long[] grantedSums = result.granted().leafSums();
        List<Integer> over = new java.util.ArrayList<>();
        for (int a = 0; a < grantedSums.length; a++) {
            int leaf = a;
            v.check(grantedSums[a] <= fabric.kLeaf(), () -> "leaf " + leaf + " keeps " + grantedSums[leaf]
                    + " paths; a leaf has " + fabric.kLeaf());
            if (wantedSums[a] > fabric.kLeaf()) {
                over.add(a);
            }
        }
        v.check(over.equals(result.overBudgetLeaves()), () -> "over-budget leaves " + result.overBudgetLeaves()
                + ", expected " + over);
        Map<Long, Integer> granted = index(result.granted());
        Map<Integer, Integer> partners = new HashMap<>();
        wanted.keySet().forEach(k -> {
            partners.merge(JobTraffic.src(k), 1, Integer::sum);
            partners.merge(JobTraffic.dst(k), 1, Integer::sum);
        });
        granted.keySet().forEach(k -> v.check(wanted.containsKey(k), () -> "pair " + pair(k) + " is granted "
                + "without being wanted"));
        wanted.forEach((k, w) -> {
            int g = granted.getOrDefault(k, 0);
            int a = JobTraffic.src(k);
            int b = JobTraffic.dst(k);
            boolean touched = over.contains(a) || over.contains(b);
            v.check(g <= w, () -> "pair " + pair(k) + " granted " + g + " of " + w);
            v.check(g == w || touched, () -> "pair " + pair(k) + " lowered though neither leaf was over budget");
            boolean roomy = partners.get(a) <= fabric.kLeaf() && partners.get(b) <= fabric.kLeaf();
            v.check(g >= 1 || !roomy, () -> "pair " + pair(k) + " lost every path though its leaves have room "
                    + "for one path per partner");
        });
        return v.build();
    }

    private static String pair(long k) {
        return JobTraffic.src(k) + "-" + JobTraffic.dst(k);
    }

    private static Map<Long, Integer> index(LeafDemand demand) {
        Map<Long, Integer> map = new HashMap<>();
        for (LeafPair p : demand.pairs()) {
            map.put(JobTraffic.key(p.a(), p.b()), p.count());
        }
        return map;
    }
}
