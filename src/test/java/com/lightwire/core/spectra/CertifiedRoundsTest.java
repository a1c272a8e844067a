package com.lightwire.core.spectra;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.spectra.WeightedPermutation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    /**
     * A sweep over sparse benchmark and permutation-sum matrices, n = 24..96, where the certified loop (zero column
     * potentials at each round, ADR 0061) must carry most instances: Decompose's permutations, loop weights and refined
     * weights equal those of the dense loop and greedy Refine, bit for bit.
     */
    @Test
    void decomposeEqualsTheDenseLoopOnASeededSweepOfSparseMatrices() {
        int certifiedCount = 0;
        int seeds = 120;
        for (long seed = 1; seed <= seeds; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            int n = 24 + random.nextInt(73);
            double[][] d = seed % 2 == 0 ? DemandGenerators.benchmark(n, 4, 12, 0.7, 0.003, seed)
                    : DemandGenerators.permutations(n, 2 + random.nextInt(15), seed);
            certifiedCount += CertifiedRounds.run(d, SolveMonitor.NONE) != null ? 1 : 0;
            List<Decomposition.SpectraRound> dense = SpectraDecomposer.denseRounds(d, SolveMonitor.NONE);
            Decomposition expected = Refiner.refine(d, dense.stream().map(Decomposition.SpectraRound::sigma).toList(),
                    dense.stream().map(Decomposition.SpectraRound::alpha).toList(), dense.size(),
                    new ArrayList<>(dense), Refiner.Mode.GREEDY, SolveMonitor.NONE);
            Decomposition actual = SpectraDecomposer.decompose(d, Refiner.Mode.GREEDY, SolveMonitor.NONE);
            assertEquals(expected.permutations().size(), actual.permutations().size(), "seed " + seed);
            for (int k = 0; k < expected.permutations().size(); k++) {
                WeightedPermutation e = expected.permutations().get(k);
                WeightedPermutation a = actual.permutations().get(k);
                assertArrayEquals(e.sigma(), a.sigma(), "seed " + seed + " permutation " + k);
                assertEquals(e.alpha(), a.alpha(), 0.0, "seed " + seed + " permutation " + k);
                assertEquals(e.initialAlpha(), a.initialAlpha(), 0.0, "seed " + seed + " permutation " + k);
            }
        }
        assertTrue(2 * certifiedCount > seeds, certifiedCount + " of " + seeds + " certified");
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
