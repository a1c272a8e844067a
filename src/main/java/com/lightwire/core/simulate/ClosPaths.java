package com.lightwire.core.simulate;

import com.lightwire.core.requirement.JobTraffic;

import java.util.Map;
import java.util.SplittableRandom;

/**
 * ECMP on a fat tree of {@code tiers} tiers (digest §5.2 Clos baselines): leaves of k/2 GPUs; a level-l block holds
 * {@code (k/2)^(l-1)} leaves. A flow climbs to the lowest level whose block holds both leaves, choosing one of k/2
 * uplinks at random at each hop (hash collisions), and comes down the mirrored path; every link carries one flow at
 * full rate. O(flows · tiers).
 */
final class ClosPaths {

    private static final long UP = 1;
    private static final long DOWN = 2;

    private final int half;
    private final int tiers;

    ClosPaths(int k, int tiers) {
        this.half = k / 2;
        this.tiers = tiers;
    }

    Contribution route(JobTraffic traffic, SplittableRandom random) {
        Contribution.Builder links = new Contribution.Builder();
        for (int p = 0; p < JobTraffic.PHASES; p++) {
            for (Map.Entry<Long, Integer> e : traffic.phase(p).entrySet()) {
                int a = JobTraffic.src(e.getKey());
                int b = JobTraffic.dst(e.getKey());
                int top = commonLevel(a, b);
                for (int f = 0; f < e.getValue(); f++) {
                    climb(links, a, b, top, random);
                }
            }
            links.endPhase();
        }
        return links.build();
    }

    private void climb(Contribution.Builder links, int a, int b, int top, SplittableRandom random) {
        long prefix = 0;
        long weight = 1;
        for (int level = 1; level < top; level++) {
            prefix += random.nextInt(half) * weight;
            weight *= half;
            links.use(key(UP, level, block(a, level), prefix), 1);
            links.use(key(DOWN, level, block(b, level), prefix), 1);
        }
    }

    private int commonLevel(int a, int b) {
        for (int level = 2; level < tiers; level++) {
            if (block(a, level) == block(b, level)) {
                return level;
            }
        }
        return tiers;
    }

    private long block(int leaf, int level) {
        return leaf / (long) Math.pow(half, level - 1);
    }

    private static long key(long direction, int level, long block, long prefix) {
        return direction << 60 | (long) level << 56 | block << 28 | prefix;
    }
}
