package com.lightwire.core.reconfig;

import com.lightwire.core.decompose.SplitBounds;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.SplittableRandom;
import java.util.stream.LongStream;

import static com.lightwire.core.reconfig.Fixtures.assertPassed;
import static com.lightwire.core.reconfig.Fixtures.assertRealizedExactly;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Case T9 of the digest §7 over 300 seeded instances (P in [2, 9], K_spine in {2, 4, 6, 8}, random admissible C
 * from an independent generator): ITV-MDMCF realizes C, returns its own answer unchanged when given it as the old
 * configuration, and renumbering the pods by a permutation gives an equally valid configuration with the same eta.
 */
class IdempotenceAndRenumberingTest {

    static LongStream seeds() {
        return LongStream.range(0, 300);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void mdmcfIsIdempotentAndInvariantUnderPodRenumbering(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int pods = 2 + random.nextInt(8);
        int kSpine = 2 * (1 + random.nextInt(4));
        int groups = 1 + random.nextInt(2);
        FabricParams params = new FabricParams(2 * groups, kSpine, 2, 64);
        int[][][] c = new int[groups][][];
        for (int h = 0; h < groups; h++) {
            c[h] = randomAdmissible(pods, kSpine, random);
        }
        ReconfigOptions options = ReconfigOptions.defaults().withThreads(1)
                .withBounds(random.nextBoolean() ? SplitBounds.REUSE : SplitBounds.BALANCED);
        CrossReconfigurator mdmcf = CrossReconfigurator.mdmcf();

        ReconfigRequest request = new ReconfigRequest(params, WiringScheme.CROSS, pods, LogicalTopology.of(c), null);
        OcsConfiguration x1 = solveExactly(mdmcf, request, options);
        ReconfigResult again = mdmcf.solve(request.withCurrent(x1), options, SolveMonitor.NONE);
        assertEquals(0, again.metrics().rewired(), "R must be 0 on repeat");
        assertEquals(x1, again.configuration());

        int[] pi = permutation(pods, random);
        ReconfigRequest renumbered = new ReconfigRequest(params, WiringScheme.CROSS, pods,
                LogicalTopology.of(renumber(c, pi)), null);
        OcsConfiguration moved = renumber(x1, pi);
        assertPassed(ConfigurationVerifier.verify(renumbered, moved, true));
        assertEquals(Metrics.measure(request, x1).eta(), Metrics.measure(renumbered, moved).eta(), 1e-12);
        solveExactly(mdmcf, renumbered, options);
        ReconfigResult keep = mdmcf.solve(renumbered.withCurrent(moved), options, SolveMonitor.NONE);
        assertEquals(moved, keep.configuration(), "the renumbered configuration must be kept as it is");
    }

    private static OcsConfiguration solveExactly(CrossReconfigurator method, ReconfigRequest request,
                                                 ReconfigOptions options) {
        ReconfigResult result = method.solve(request, options, SolveMonitor.NONE);
        assertRealizedExactly(request, result);
        return result.configuration();
    }

    /** Symmetric, zero diagonal, row sums at most K: links added between random pods with spare ports. */
    static int[][] randomAdmissible(int pods, int kSpine, SplittableRandom random) {
        int[][] c = new int[pods][pods];
        int[] degree = new int[pods];
        int attempts = random.nextInt(pods * kSpine + 1);
        for (int n = 0; n < attempts; n++) {
            int i = random.nextInt(pods);
            int j = random.nextInt(pods);
            if (i != j && degree[i] < kSpine && degree[j] < kSpine) {
                c[i][j]++;
                c[j][i]++;
                degree[i]++;
                degree[j]++;
            }
        }
        return c;
    }

    private static int[] permutation(int n, SplittableRandom random) {
        int[] pi = new int[n];
        for (int i = 0; i < n; i++) {
            pi[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int r = random.nextInt(i + 1);
            int t = pi[i];
            pi[i] = pi[r];
            pi[r] = t;
        }
        return pi;
    }

    private static int[][][] renumber(int[][][] c, int[] pi) {
        int p = pi.length;
        int[][][] out = new int[c.length][p][p];
        for (int h = 0; h < c.length; h++) {
            for (int i = 0; i < p; i++) {
                for (int j = 0; j < p; j++) {
                    out[h][pi[i]][pi[j]] = c[h][i][j];
                }
            }
        }
        return out;
    }

    /** Pod i becomes pod pi[i]: on every OCS, circuit i -> j becomes pi[i] -> pi[j]. */
    private static OcsConfiguration renumber(OcsConfiguration x, int[] pi) {
        OcsConfiguration.Builder b = OcsConfiguration.builder(x.groups(), x.ocsPerGroup(), x.ports());
        for (OcsConfiguration.Circuit c : x.circuits()) {
            b.connect(c.h(), c.ocs(), pi[c.in()], pi[c.out()]);
        }
        return b.build();
    }
}
