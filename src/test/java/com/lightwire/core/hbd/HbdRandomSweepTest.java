package com.lightwire.core.hbd;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.hbd.Closure;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdFaults;
import com.lightwire.model.hbd.HbdOrder;
import com.lightwire.model.hbd.HbdPlacement;
import com.lightwire.model.hbd.IntSeq;
import com.lightwire.model.hbd.PlacementMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * 520 seeded random designs × fault sets (runs of failures, none, all, N = 2K+1, odd K, rings and lines, R = 2..8):
 * every placement verified; group counts equal Σ⌊|component|/m⌋ (ideal) and an exact DP (strict); the sparse waste
 * model equals Algorithm 2; on up to 10 healthy nodes a brute force over all chain packings certifies both modes.
 */
class HbdRandomSweepTest {

    static LongStream seeds() {
        return LongStream.range(0, 520);
    }

    private record Case(HbdDesign design, HbdFaults faults, int tp) {
    }

    private static Case randomCase(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int r = 2 * (1 + random.nextInt(4));
        int k = 1 + random.nextInt(Math.min(r, 5));
        boolean ring = random.nextBoolean();
        int n = switch ((int) (seed % 4)) {
            case 0 -> 2 * k + 1;
            default -> Math.max(ring ? 2 * k + 1 : 1, 1 + random.nextInt(30));
        };
        HbdOrder order = random.nextInt(3) == 0 ? HbdOrder.explicit(IntSeq.wrap(shuffled(n, random)))
                : HbdOrder.SEQUENTIAL;
        HbdDesign design = new HbdDesign(n, r, k, 1 + random.nextInt(8), ring ? Closure.RING : Closure.LINE, order,
                1 + random.nextInt(4), 8, 20);
        int m = 1 + random.nextInt(4);
        return new Case(design, faults(n, seed, random), m * r);
    }

    private static HbdFaults faults(int n, long seed, SplittableRandom random) {
        int kind = (int) (seed / 4 % 5);
        boolean[] f = new boolean[n + 1];
        switch (kind) {
            case 0 -> { }
            case 1 -> IntStream.rangeClosed(1, n).forEach(i -> f[i] = true);
            case 2 -> {
                int start = 1 + random.nextInt(n);
                int len = random.nextInt(Math.max(1, n / 2));
                for (int i = 0; i < len; i++) {
                    f[(start - 1 + i) % n + 1] = true;
                }
            }
            default -> IntStream.rangeClosed(1, n).forEach(i -> f[i] = random.nextDouble() < 0.3);
        }
        return HbdFaults.of(IntStream.rangeClosed(1, n).filter(i -> f[i]).toArray());
    }

    private static int[] shuffled(int n, SplittableRandom random) {
        int[] a = IntStream.rangeClosed(1, n).toArray();
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
        return a;
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void placementsAreVerifiedAndCountsAreExact(long seed) {
        Case c = randomCase(seed);
        for (PlacementMode mode : PlacementMode.values()) {
            Outcome<HbdPlacement> outcome = DcnFreeOrchestrator.place(new PlacementRequest(c.design, c.faults, c.tp,
                    mode, 0), SolveMonitor.NONE);
            assertTrue(outcome.isVerified(), () -> seed + " " + c + " " + outcome.status() + outcome.diagnostics());
            HbdPlacement p = outcome.value();
            int m = c.tp / c.design.gpusPerNode();
            KHopWiring wiring = new KHopWiring(c.design.gpusPerNode(), c.design.bundles());
            HbdLine line = HbdLine.of(HbdOrders.resolve(c.design), c.faults.mask(c.design.nodes()),
                    c.design.bundles(), c.design.isRing());
            long expected = mode == PlacementMode.IDEAL
                    ? p.components().stream().mapToLong(comp -> comp.size() / m).sum() : strictDp(line, m, wiring);
            assertEquals(expected, p.groups().size(), () -> "seed " + seed + " " + mode);
            if (line.ids.length <= 10) {
                assertEquals(bruteForce(line, m, wiring, mode == PlacementMode.STRICT), p.groups().size(),
                        () -> "brute force, seed " + seed + " " + mode);
            }
            if (mode == PlacementMode.IDEAL && c.design.bundles() <= 4) {
                WasteModels models = new WasteModels(c.design, c.tp);
                int[] faulty = c.faults.faulty().stream().map(id -> id - 1).toArray();
                Architecture arch = Architecture.values()[c.design.bundles()];
                assertEquals(p.wastedGpus(), models.wasted(arch, faulty, models.hbdPositions(faulty)),
                        () -> "sparse model, seed " + seed);
            }
        }
    }

    /** Most chains of m consecutive line nodes with no interior conflict, per component: DP over prefixes. */
    static long strictDp(HbdLine line, int m, KHopWiring wiring) {
        long total = 0;
        for (int c = 0; c < line.components(); c++) {
            int from = line.start[c];
            int size = line.start[c + 1] - from;
            long[] best = new long[size + 1];
            for (int i = 1; i <= size; i++) {
                best[i] = best[i - 1];
                if (i >= m && windowOk(line, from + i - m, m, wiring)) {
                    best[i] = Math.max(best[i], best[i - m] + 1);
                }
            }
            total += best[size];
        }
        return total;
    }

    private static boolean windowOk(HbdLine line, int start, int m, KHopWiring wiring) {
        for (int j = start + 1; j < start + m - 1; j++) {
            if (ChainPacker.conflictBundle(line, j, wiring) >= 0) {
                return false;
            }
        }
        return true;
    }

    /** Max disjoint chains over all increasing subsequences of the line with gaps ≤ K (exhaustive). */
    static int bruteForce(HbdLine line, int m, KHopWiring wiring, boolean strict) {
        return search(line, m, wiring, strict, new boolean[line.ids.length], 0);
    }

    private static int search(HbdLine line, int m, KHopWiring wiring, boolean strict, boolean[] used, int from) {
        int first = from;
        while (first < used.length && used[first]) {
            first++;
        }
        if (first >= used.length) {
            return 0;
        }
        int best = search(line, m, wiring, strict, used, first + 1);
        List<int[]> chains = new ArrayList<>();
        extend(line, m, wiring, strict, used, new int[]{first}, chains);
        for (int[] chain : chains) {
            for (int j : chain) {
                used[j] = true;
            }
            best = Math.max(best, 1 + search(line, m, wiring, strict, used, first + 1));
            for (int j : chain) {
                used[j] = false;
            }
        }
        return best;
    }

    private static void extend(HbdLine line, int m, KHopWiring wiring, boolean strict, boolean[] used, int[] chain,
                               List<int[]> out) {
        if (chain.length == m) {
            out.add(chain);
            return;
        }
        int last = chain[chain.length - 1];
        for (int next = last + 1; next < used.length && line.at[next] - line.at[last] <= wiring.reach(); next++) {
            if (used[next]) {
                continue;
            }
            if (strict && chain.length >= 2) {
                int prev = chain[chain.length - 2];
                if (wiring.bundleFor(-(line.at[last] - line.at[prev])) == wiring.bundleFor(line.at[next]
                        - line.at[last])) {
                    continue;
                }
            }
            int[] longer = java.util.Arrays.copyOf(chain, chain.length + 1);
            longer[chain.length] = next;
            extend(line, m, wiring, strict, used, longer, out);
        }
    }
}
