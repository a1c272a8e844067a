package com.lightwire.core.spectra;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.SplittableRandom;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

/**
 * The one-pass search of {@link LinearAssignment} returns the textbook two-pass search's assignment and potentials
 * bit for bit (ADR 0023), on seeded matrices full of ties (small integer costs, penalty cells) and on sequences of
 * warm-started solves as Decompose makes them.
 */
class LinearAssignmentTest {

    static LongStream seeds() {
        return LongStream.rangeClosed(1, 300);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void matchesTheTwoPassSearchBitForBit(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int n = 1 + random.nextInt(24);
        double[] fast = new double[n];
        double[] textbook = new double[n];
        for (int round = 0; round < 4; round++) {
            double[][] cost = costs(n, random);
            assertArrayEquals(TextbookLinearAssignment.solve(cost, textbook), LinearAssignment.solve(cost, fast),
                    "seed " + seed + " round " + round);
            assertArrayEquals(textbook, fast, 0.0, "potentials, seed " + seed + " round " + round);
        }
    }

    private static double[][] costs(int n, SplittableRandom random) {
        boolean integral = random.nextBoolean();
        double[][] c = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                c[i][j] = integral ? random.nextInt(4) : random.nextDouble();
                if (random.nextInt(8) == 0) {
                    c[i][j] = n * 5.0 + 1;
                }
            }
        }
        return c;
    }
}
