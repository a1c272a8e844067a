package com.lightwire.core.hbd;

import com.lightwire.model.hbd.PlacementMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.SplittableRandom;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The one-pass chain count Algorithm 2's benchmarks and sweeps use equals packing the built line (ADR 0023), over
 * seeded orders and fault sets (none, all, runs, scattered), rings and lines, K = 1..R, strict and ideal.
 */
class ChainCountTest {

    static LongStream seeds() {
        return LongStream.rangeClosed(1, 400);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void countsInOnePassWhatTheLinePacks(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int r = 2 * (1 + random.nextInt(4));
        int k = 1 + random.nextInt(r);
        int n = 1 + random.nextInt(60);
        int[] order = order(n, random);
        boolean[] faulty = faults(n, seed, random);
        KHopWiring wiring = new KHopWiring(r, k);
        for (boolean ring : new boolean[] {true, false}) {
            for (PlacementMode mode : PlacementMode.values()) {
                for (int m = 1; m <= 5; m++) {
                    HbdLine line = HbdLine.of(order, faulty, k, ring);
                    assertEquals(ChainPacker.count(line, m, mode, wiring),
                            ChainPacker.count(order, faulty, k, ring, m, mode, wiring),
                            "seed " + seed + " ring " + ring + " " + mode + " m " + m);
                }
            }
        }
    }

    private static int[] order(int n, SplittableRandom random) {
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i + 1;
        }
        for (int i = n - 1; i > 0 && random.nextBoolean(); i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        return order;
    }

    private static boolean[] faults(int n, long seed, SplittableRandom random) {
        boolean[] f = new boolean[n + 1];
        double p = switch ((int) (seed % 4)) {
            case 0 -> 0;
            case 1 -> 1;
            default -> random.nextDouble() * 0.5;
        };
        for (int id = 1; id <= n; id++) {
            f[id] = random.nextDouble() < p;
        }
        if (seed % 4 == 3 && n > 4) {
            int at = 1 + random.nextInt(n - 3);
            for (int id = at; id < at + 3; id++) {
                f[id] = true;
            }
        }
        return f;
    }
}
