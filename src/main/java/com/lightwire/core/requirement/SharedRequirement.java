package com.lightwire.core.requirement;

import com.lightwire.model.lumos.LeafDemand;
import com.lightwire.model.lumos.LeafPair;
import com.lightwire.model.lumos.LumosFabric;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The cluster's leaf requirement L = the sum of the running jobs' requirements (digest §3.4, §7 item 11), with
 * sharing where a leaf is over its kLeaf cross-pod paths: that leaf's entries are scaled to
 * {@code max(1, floor(L·kLeaf/sum))}, then its largest entry (the first in pair order on ties) is lowered, to zero if
 * need be, until it fits; leaves are treated in index order (a leaf brought within budget by an earlier one is left
 * alone). Flows of a pair that lost units share paths; the ratio
 * wanted/granted is a job's contention estimate ({@link LeafRequirement#contention}). Checked by
 * {@link RequirementVerifier}. O(pairs · log pairs + lowered units · pairs of the leaf).
 */
public final class SharedRequirement {

    private SharedRequirement() {
    }

    /**
     * @param jobs each running job's requirement: unordered cross-pod leaf pair key {@link JobTraffic#key}(a, b),
     *             a &lt; b, to paths
     */
    public static LeafRequirement total(LumosFabric fabric, Collection<Map<Long, Integer>> jobs) {
        Map<Long, Integer> sum = new TreeMap<>();
        jobs.forEach(job -> job.forEach((k, v) -> sum.merge(k, v, Integer::sum)));
        LeafDemand wanted = demand(fabric, sum);
        long[] leafSum = wanted.leafSums();
        List<Integer> over = new ArrayList<>();
        for (int a = 0; a < leafSum.length; a++) {
            if (leafSum[a] > fabric.kLeaf()) {
                over.add(a);
            }
        }
        for (int a : over) {
            if (leafSum[a] > fabric.kLeaf()) {
                share(sum, leafSum, a, fabric.kLeaf());
            }
        }
        return new LeafRequirement(wanted, demand(fabric, sum), over);
    }

    private static LeafDemand demand(LumosFabric fabric, Map<Long, Integer> sum) {
        List<LeafPair> pairs = new ArrayList<>();
        sum.forEach((k, v) -> {
            if (v > 0) {
                pairs.add(new LeafPair(JobTraffic.src(k), JobTraffic.dst(k), v));
            }
        });
        return new LeafDemand(fabric, pairs);
    }

    private static void share(Map<Long, Integer> sum, long[] leafSum, int a, int kLeaf) {
        long total = leafSum[a];
        List<Long> mine = sum.keySet().stream().filter(k -> JobTraffic.src(k) == a || JobTraffic.dst(k) == a)
                .filter(k -> sum.get(k) > 0).toList();
        for (long k : mine) {
            int scaled = (int) Math.max(1, (long) sum.get(k) * kLeaf / total);
            lower(sum, leafSum, k, sum.get(k) - scaled);
        }
        while (leafSum[a] > kLeaf) {
            long largest = mine.get(0);
            for (long k : mine) {
                largest = sum.get(k) > sum.get(largest) ? k : largest;
            }
            lower(sum, leafSum, largest, 1);
        }
    }

    private static void lower(Map<Long, Integer> sum, long[] leafSum, long key, int by) {
        sum.put(key, sum.get(key) - by);
        leafSum[JobTraffic.src(key)] -= by;
        leafSum[JobTraffic.dst(key)] -= by;
    }
}
