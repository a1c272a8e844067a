package com.lightwire.core.spectra;

import com.lightwire.core.solve.SolveMonitor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * The certified sparse loop returns the dense loop's rounds exactly (σ, α, degree, critical lines) whenever it
 * certifies them, over seeded benchmark, permutation-sum, random, GPT-like and MoE-like matrices; it certifies the
 * benchmark matrices the speed targets use and gives up on tied rounds and on matrices over half positive, where
 * {@link SpectraDecomposer} then runs the dense loop, so Decompose's result is the dense loop's on every worked case
 * (ADR 0023).
 */
class CertifiedRoundsTest {

    static LongStream seeds() {
        return LongStream.rangeClosed(1, 100);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void equalsTheDenseLoopWheneverItCertifies(long seed) {
        double[][] d = switch ((int) (seed % 5)) {
            case 0 -> DemandGenerators.benchmark(8 + (int) seed % 57, 4, 12, 0.7, 0.003, seed);
            case 1 -> DemandGenerators.permutations(5 + (int) seed % 40, 1 + (int) seed % 12, seed);
            case 2 -> DemandGenerators.random(3 + (int) seed % 30, 0.1 + 0.008 * seed, seed);
            case 3 -> DemandGenerators.gpt(2 + (int) seed % 3, 4, 2, 0.003, seed);
            default -> DemandGenerators.moe(8 + (int) seed % 25, 64, 4, 1.0, 2, 4.0, seed);
        };
        List<Decomposition.SpectraRound> certified = CertifiedRounds.run(d, SolveMonitor.NONE);
        if (certified != null) {
            assertSameRounds(SpectraDecomposer.denseRounds(d, SolveMonitor.NONE), certified, "seed " + seed);
        }
    }

    @Test
    void certifiesTheBenchmarkMatricesOfTheSpeedTargets() {
        for (int n : new int[] {64, 256}) {
            double[][] d = DemandGenerators.benchmark(n, 4, 12, 0.7, 0.003, 1);
            List<Decomposition.SpectraRound> certified = CertifiedRounds.run(d, SolveMonitor.NONE);
            assertNotNull(certified, "n = " + n);
            assertSameRounds(SpectraDecomposer.denseRounds(d, SolveMonitor.NONE), certified, "n = " + n);
        }
    }

    @Test
    void givesUpOnTiedRounds() {
        double[][] blocks = new double[6][6];
        for (int i = 0; i < 6; i++) {
            blocks[i][i] = 1;
            blocks[i][i ^ 1] = 1;
        }
        assertNull(CertifiedRounds.run(blocks, SolveMonitor.NONE));
        blocks[0][0] = 2;
        blocks[2][2] = 2;
        blocks[4][4] = 2;
        assertNotNull(CertifiedRounds.run(blocks, SolveMonitor.NONE));
    }

    @Test
    void leavesMatricesOverHalfPositiveToTheDenseLoop() {
        assertNull(CertifiedRounds.run(new double[][] {{3, 1}, {1, 0}}, SolveMonitor.NONE));
    }

    @Test
    void decomposeIsTheDenseLoopOnEveryWorkedCase() {
        for (SpectraCases.Case c : SpectraCases.all()) {
            double[][] d = c.demand().matrix();
            List<Decomposition.Round> rounds = SpectraDecomposer.decompose(d, Refiner.Mode.GREEDY, SolveMonitor.NONE)
                    .rounds();
            List<Decomposition.SpectraRound> dense = SpectraDecomposer.denseRounds(d, SolveMonitor.NONE);
            assertSameRounds(dense, rounds.stream().map(r -> (Decomposition.SpectraRound) r).toList(), c.id());
        }
    }

    private static void assertSameRounds(List<Decomposition.SpectraRound> expected,
                                         List<Decomposition.SpectraRound> actual, String what) {
        assertEquals(expected.size(), actual.size(), what);
        for (int k = 0; k < expected.size(); k++) {
            Decomposition.SpectraRound e = expected.get(k);
            Decomposition.SpectraRound a = actual.get(k);
            String round = what + " round " + k;
            assertArrayEquals(e.sigma(), a.sigma(), round);
            assertEquals(e.alpha(), a.alpha(), 0.0, round);
            assertEquals(e.degree(), a.degree(), round);
            assertEquals(e.criticalRows(), a.criticalRows(), round);
            assertEquals(e.criticalColumns(), a.criticalColumns(), round);
        }
    }
}
